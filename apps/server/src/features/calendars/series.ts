import { repeatIntervalDays, type RepeatOption } from '@klubhus/domain';
import { addDays, daysBetween, instantOfWall, wallOf, type Wall } from './zoneClock.js';

/**
 * A feed's activities as iCalendar events (RFC 5545; ADR 026). A single activity is one event, marked cancelled when it
 * is. The occurrences of a series (rows sharing `recurring_guid`, ADR 022) are ONE event with a weekly rule (INTERVAL=2
 * fortnightly) in the club's zone: its start is the wall-clock time most occurrences share, so a practice at 17:00 stays
 * at 17:00 across a daylight-saving change; each occurrence's slot is its day's distance from that start in whole
 * intervals; a slot with no occurrence or a cancelled one is an exception (EXDATE); an occurrence that differs from
 * what the rule says (moved, renamed, another answer) is an override event with RECURRENCE-ID, the slot's time.
 * Two occurrences in one slot (one moved onto another's day): the later is an event of its own.
 */

/** What an event shows, besides its times. */
export interface EventFields {
  summary: string;
  description: string | null;
  location: string | null;
  /** The activity type's title (CATEGORIES). */
  category: string | null;
  /** Shown as free time (a declined activity of the personal feed). */
  transparent: boolean;
  /** The activity in the web app; not compared: an occurrence is not an override for its own address. */
  url: string | null;
}

/** One activity of a feed, as the rules below take it. */
export interface Occurrence {
  id: number;
  start: Date;
  end: Date;
  zone: string;
  cancelled: boolean;
  recurring: RepeatOption;
  guid: string | null;
  fields: EventFields;
}

interface Rule {
  /** 1 weekly, 2 fortnightly. */
  intervalWeeks: number;
  count: number;
  /** The slots' starts with no occurrence left, or a cancelled one. */
  exdates: Date[];
}

/** One VEVENT. `uid` is without its `@host`. */
export interface FeedEvent {
  uid: string;
  zone: string;
  start: Date;
  end: Date;
  fields: EventFields;
  cancelled: boolean;
  rule?: Rule;
  /** An override's slot: the start the rule gives it. */
  recurrenceId?: Date;
}

const clock = (wall: Wall): string => `${wall.hour}:${wall.minute}:${wall.second}`;

const sameFields = (a: EventFields, b: EventFields): boolean =>
  a.summary === b.summary &&
  a.description === b.description &&
  a.location === b.location &&
  a.category === b.category &&
  a.transparent === b.transparent;

/** What the rule would repeat of an occurrence: its times of day and length in days, and what it shows. */
const patternOf = (occurrence: Occurrence): string => {
  const start = wallOf(occurrence.start, occurrence.zone);
  const end = wallOf(occurrence.end, occurrence.zone);
  const { url: _url, ...shown } = occurrence.fields;
  return JSON.stringify([clock(start), daysBetween(start, end), clock(end), shown]);
};

/** The occurrence whose pattern most share (the earliest of them on a tie): the rule's model. */
const modelOf = (occurrences: readonly Occurrence[]): Occurrence => {
  const counts = new Map<string, { count: number; first: Occurrence }>();
  for (const occurrence of occurrences) {
    const key = patternOf(occurrence);
    const entry = counts.get(key);
    if (entry) entry.count += 1;
    else counts.set(key, { count: 1, first: occurrence });
  }
  let best: { count: number; first: Occurrence } | undefined;
  for (const entry of counts.values()) if (!best || entry.count > best.count) best = entry;
  if (!best) throw new Error('a series without occurrences');
  return best.first;
};

const single = (occurrence: Occurrence): FeedEvent => ({
  uid: `activity-${occurrence.id}`,
  zone: occurrence.zone,
  start: occurrence.start,
  end: occurrence.end,
  fields: occurrence.fields,
  cancelled: occurrence.cancelled,
});

/** One series' occurrences (by start) as its events: the recurring one, its overrides, and any of their own. */
const seriesEvents = (guid: string, occurrences: readonly Occurrence[]): FeedEvent[] => {
  const live = occurrences.filter((occurrence) => !occurrence.cancelled);
  const model = modelOf(live.length > 0 ? live : occurrences);
  const intervalDays = repeatIntervalDays[model.recurring];
  if (intervalDays === 0) return occurrences.map(single);
  const { zone } = model;
  const modelStart = wallOf(model.start, zone);
  const modelEnd = wallOf(model.end, zone);
  const slotStart = (slot: number) => instantOfWall(addDays(modelStart, slot * intervalDays), zone);
  const slotEnd = (slot: number) => instantOfWall(addDays(modelEnd, slot * intervalDays), zone);

  const bySlot = new Map<number, Occurrence>();
  const ownEvents: FeedEvent[] = [];
  for (const occurrence of occurrences) {
    const slot = Math.round(daysBetween(modelStart, wallOf(occurrence.start, zone)) / intervalDays);
    if (bySlot.has(slot)) ownEvents.push(single(occurrence));
    else bySlot.set(slot, occurrence);
  }
  const slots = [...bySlot.keys()];
  const first = Math.min(...slots);
  const last = Math.max(...slots);
  const uid = `series-${guid}`;
  // Every occurrence cancelled: the series is, as one event.
  const allCancelled = live.length === 0;
  const exdates: Date[] = [];
  const overrides: FeedEvent[] = [];
  for (let slot = first; slot <= last; slot += 1) {
    const occurrence = bySlot.get(slot);
    if (allCancelled) continue;
    if (!occurrence || occurrence.cancelled) {
      exdates.push(slotStart(slot));
      continue;
    }
    const start = slotStart(slot);
    const moved =
      occurrence.start.getTime() !== start.getTime() || occurrence.end.getTime() !== slotEnd(slot).getTime();
    if (moved || !sameFields(occurrence.fields, model.fields)) {
      overrides.push({ ...single(occurrence), uid, cancelled: false, recurrenceId: start });
    }
  }
  const recurring: FeedEvent = {
    uid,
    zone,
    start: slotStart(first),
    end: slotEnd(first),
    fields: model.fields,
    cancelled: allCancelled,
    rule: { intervalWeeks: intervalDays / 7, count: last - first + 1, exdates },
  };
  return [recurring, ...overrides, ...ownEvents];
};

/** A feed's occurrences (by start, then id) as its events, in the order of their first start. */
export const feedEvents = (occurrences: readonly Occurrence[]): FeedEvent[] => {
  const series = new Map<string, Occurrence[]>();
  const events: FeedEvent[] = [];
  for (const occurrence of occurrences) {
    if (occurrence.guid === null) {
      events.push(single(occurrence));
      continue;
    }
    const members = series.get(occurrence.guid);
    if (members) members.push(occurrence);
    else series.set(occurrence.guid, [occurrence]);
  }
  for (const [guid, members] of series) events.push(...seriesEvents(guid, members));
  return events.sort((a, b) => a.start.getTime() - b.start.getTime() || a.uid.localeCompare(b.uid));
};
