import { instantOf, isArchived, wallTime, type FixturePreviewRow, type FixtureRow } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { fixtureKey, fixtureTitle } from './cells.js';
import { candidates, type CandidateRow } from './repo.js';

/**
 * How a list's matches stand to the club's activities (ADR 027), for the preview and again for the import: an
 * activity with the match's key is the match (the same start and place: a duplicate; else changed), and so is one made
 * by hand with the match's title and start (a duplicate). An activity over or cancelled is the club's history: a match
 * that is one is a duplicate, whatever the list says now.
 */

/** A match placed in the club's zone: its key, title and kick-off as an instant. */
export interface PlacedMatch {
  row: FixtureRow;
  key: string;
  title: string;
  start: Date;
}

export interface MatchedRow extends PlacedMatch {
  status: FixturePreviewRow['status'];
  activity: CandidateRow | null;
}

/** The kick-off of a row in the club's zone (a time skipped by daylight saving takes the earlier, as activities do). */
const kickOffOf = (row: Pick<FixtureRow, 'date' | 'time'>, zone: string): Date =>
  // The wall-clock time read as UTC is the wall-clock time itself; then placed in the club's zone.
  instantOf(wallTime(new Date(`${row.date}T${row.time}:00Z`), 'UTC'), zone);

export const placeMatch = (row: FixtureRow, zone: string): PlacedMatch => ({
  row,
  key: fixtureKey(row),
  title: fixtureTitle(row),
  start: kickOffOf(row, zone),
});

const sameInstant = (a: Date | string, b: Date) => new Date(a).getTime() === b.getTime();

/** The rows matched against the club's activities in one statement. */
export const matchRows = async (
  db: Db,
  clubId: number,
  rows: readonly FixtureRow[],
  zone: string,
  now: Date,
): Promise<MatchedRow[]> => {
  const placed = rows.map((row) => placeMatch(row, zone));
  const found = await candidates(
    db,
    clubId,
    placed.map((match) => match.key),
    placed.map((match) => match.title),
    placed.map((match) => match.start),
  );
  const byKey = new Map<string, CandidateRow>();
  const byHand = new Map<string, CandidateRow>();
  // The lowest id first: a key found twice (an activity copied by hand keeps no key, so only by accident) is the oldest.
  for (const activity of found) {
    if (activity.fixture_key !== null && !byKey.has(activity.fixture_key)) byKey.set(activity.fixture_key, activity);
    const handKey = `${activity.title}|${new Date(activity.starts_at).toISOString()}`;
    if (activity.fixture_key === null && !byHand.has(handKey)) byHand.set(handKey, activity);
  }
  const claimed = new Set<number>();
  return placed.map((match): MatchedRow => {
    const keyed = byKey.get(match.key);
    if (keyed) {
      const settled = keyed.cancelled_at !== null || isArchived(new Date(keyed.ends_at), now);
      const same = sameInstant(keyed.starts_at, match.start) && (keyed.location ?? null) === match.row.venue;
      return { ...match, status: settled || same ? 'duplicate' : 'changed', activity: keyed };
    }
    const byTitle = byHand.get(`${match.title}|${match.start.toISOString()}`);
    // One activity made by hand stands for one match only.
    if (byTitle && !claimed.has(byTitle.id)) {
      claimed.add(byTitle.id);
      return { ...match, status: 'duplicate', activity: byTitle };
    }
    return { ...match, status: 'new', activity: null };
  });
};

/** A matched row as the preview shows it. */
export const previewRowOf = (matched: MatchedRow): FixturePreviewRow => ({
  ...matched.row,
  status: matched.status,
  activityId: matched.activity === null ? null : Number(matched.activity.id),
  current:
    matched.status === 'changed' && matched.activity
      ? { start: new Date(matched.activity.starts_at).toISOString(), location: matched.activity.location }
      : null,
});
