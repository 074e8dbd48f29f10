import { activityTypeOf, FIXTURE_DURATION_MINUTES, type FixtureImportBody, type FixtureRow } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';

/** What the fixture-import tests share (ADR 027). */

/** The tables an import writes: "nothing written" is read back from these. */
export const fixtureTables = [
  'activities',
  'activity_groups',
  'activity_invited_users',
  'activity_participants',
  'outbox',
] as const;

/** `count` matches from 2027-03-06 on, a week apart, numbered from `from`. */
export const rowsOf = (count: number, { from = 900_000, time = '10:00' } = {}): FixtureRow[] =>
  Array.from({ length: count }, (_, index) => ({
    line: index + 2,
    matchNumber: String(from + index),
    date: new Date(Date.UTC(2027, 2, 6 + index * 7)).toISOString().slice(0, 10),
    time,
    homeTeam: 'Demo IF',
    awayTeam: `Modstander ${index + 1}`,
    venue: 'Demo Stadion',
    competition: 'U11 Drenge, Pulje 4',
  }));

export const importBody = (
  groupId: number,
  rows: FixtureRow[],
  extra: Partial<FixtureImportBody> = {},
): FixtureImportBody => ({
  groupId,
  type: activityTypeOf('match'),
  sendNotification: false,
  durationMinutes: FIXTURE_DURATION_MINUTES.default,
  rows,
  ...extra,
});

export interface StoredMatch {
  id: number;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  location: string | null;
  description: string | null;
  fixture_key: string | null;
  type: number;
  visibility: number;
}

/** The club's activities with a fixture key (or all with `all`), by start. */
export const storedMatches = (db: Db, clubId: number, { all = false } = {}) =>
  queryRows<StoredMatch>(
    db,
    sql`select id, title, starts_at, ends_at, location, description, fixture_key, type, visibility from activities
         where club_id = ${clubId} ${all ? sql`` : sql`and fixture_key is not null`} order by starts_at, id`,
  );

export const countRows = async (db: Db, query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(db, query))[0]?.n ?? 0);
