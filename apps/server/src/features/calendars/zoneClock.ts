import type { ICalTemporalPlainDateTimeStub, ICalTemporalZonedDateTimeStub } from 'ical-generator';

/**
 * Wall-clock time in a club's zone for the feeds (ADR 022, ADR 026): the same answers as the domain's `wallTime` and
 * `instantOf` (a time a daylight-saving change skips moves forward by the gap, a repeated one takes the earlier), at a
 * fraction of their cost — a feed converts some 20,000 times, and `@internationalized/date` spends about 50 µs on each.
 * One `Intl.DateTimeFormat` per zone, kept; `zoneClock.test.ts` holds both to the same table.
 */

/** A wall-clock time to the second (month 1–12). */
export interface Wall {
  year: number;
  month: number;
  day: number;
  hour: number;
  minute: number;
  second: number;
}

const DAY_MS = 86_400_000;

const formats = new Map<string, Intl.DateTimeFormat>();

const formatOf = (zone: string): Intl.DateTimeFormat => {
  let format = formats.get(zone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone: zone,
      hourCycle: 'h23',
      year: 'numeric',
      month: 'numeric',
      day: 'numeric',
      hour: 'numeric',
      minute: 'numeric',
      second: 'numeric',
    });
    formats.set(zone, format);
  }
  return format;
};

/** The wall-clock time of an instant in a zone, read by Intl. */
const intlWall = (ms: number, zone: string): Wall => {
  const wall: Wall = { year: 0, month: 0, day: 0, hour: 0, minute: 0, second: 0 };
  for (const part of formatOf(zone).formatToParts(new Date(ms))) {
    if (part.type in wall) wall[part.type as keyof Wall] = Number(part.value);
  }
  return wall;
};

/** The wall-clock time as if it were UTC, in ms: arithmetic on dates and times without a zone. */
const naive = (wall: Wall): number =>
  Date.UTC(wall.year, wall.month - 1, wall.day, wall.hour, wall.minute, wall.second);

const fromNaive = (ms: number): Wall => {
  const date = new Date(ms);
  return {
    year: date.getUTCFullYear(),
    month: date.getUTCMonth() + 1,
    day: date.getUTCDate(),
    hour: date.getUTCHours(),
    minute: date.getUTCMinutes(),
    second: date.getUTCSeconds(),
  };
};

const QUARTER_MS = 15 * 60_000;
const intlOffset = (ms: number, zone: string): number => naive(intlWall(ms, zone)) - Math.floor(ms / 1000) * 1000;

/**
 * The zone's offset by UTC day, where it is the same all day (null on a day it changes: then by quarter hour, as
 * every zone changes on a quarter hour of UTC). Kept for the process: a feed of a year asks some 400 days of a zone.
 */
const offsets = new Map<string, { days: Map<number, number | null>; quarters: Map<number, number> }>();
const OFFSETS_KEPT = 100_000;

const offsetsOf = (zone: string) => {
  let known = offsets.get(zone);
  if (!known || known.days.size + known.quarters.size > OFFSETS_KEPT) {
    known = { days: new Map(), quarters: new Map() };
    offsets.set(zone, known);
  }
  return known;
};

/** The zone's offset from UTC at an instant, in ms. */
const offsetAt = (ms: number, zone: string): number => {
  const { days, quarters } = offsetsOf(zone);
  const day = Math.floor(ms / DAY_MS);
  let allDay = days.get(day);
  if (allDay === undefined) {
    const first = intlOffset(day * DAY_MS, zone);
    allDay = first === intlOffset((day + 1) * DAY_MS - 1000, zone) ? first : null;
    days.set(day, allDay);
  }
  if (allDay !== null) return allDay;
  const quarter = Math.floor(ms / QUARTER_MS);
  let offset = quarters.get(quarter);
  if (offset === undefined) {
    offset = intlOffset(quarter * QUARTER_MS, zone);
    quarters.set(quarter, offset);
  }
  return offset;
};

/** The wall-clock time of an instant in a zone (to the second). */
export const wallOf = (instant: Date, zone: string): Wall => {
  const ms = Math.floor(instant.getTime() / 1000) * 1000;
  return fromNaive(ms + offsetAt(ms, zone));
};

/** The instant of a wall-clock time in a zone ('compatible', as the domain's `instantOf`). */
export const instantOfWall = (wall: Wall, zone: string): Date => {
  const local = naive(wall);
  // The offsets a day either side: every zone's changes are further apart than that.
  const before = offsetAt(local - DAY_MS, zone);
  const after = offsetAt(local + DAY_MS, zone);
  const candidates = [...new Set([before, after])]
    .map((offset) => local - offset)
    .filter((ms) => naive(wallOf(new Date(ms), zone)) === local);
  // Repeated (the autumn change): the earlier. Skipped (spring): moved forward by the gap, read with the offset before.
  return new Date(candidates.length > 0 ? Math.min(...candidates) : local - before);
};

/** The wall-clock time `days` calendar days later (the same time of day, whatever the zone does meanwhile). */
export const addDays = (wall: Wall, days: number): Wall => fromNaive(naive(wall) + days * DAY_MS);

/** Calendar days from `from`'s date to `to`'s (their times of day left out). */
export const daysBetween = (from: Wall, to: Wall): number =>
  Math.round((Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / DAY_MS);

const two = (n: number) => String(n).padStart(2, '0');
const plainText = (wall: Wall): string =>
  `${String(wall.year).padStart(4, '0')}-${two(wall.month)}-${two(wall.day)}T${two(wall.hour)}:${two(wall.minute)}:${two(wall.second)}`;

/** A wall-clock time without its zone, as ical-generator reads Temporal's `PlainDateTime`. */
class PlainTime implements ICalTemporalPlainDateTimeStub {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  constructor(private readonly zoned: ZonedTime) {
    ({ year: this.year, month: this.month, day: this.day } = zoned);
    ({ hour: this.hour, minute: this.minute, second: this.second } = zoned);
  }
  toPlainDate() {
    const text = plainText(this).slice(0, 10);
    return { year: this.year, month: this.month, day: this.day, toJSON: () => text, toString: () => text };
  }
  toZonedDateTime() {
    return this.zoned;
  }
  toJSON() {
    return plainText(this);
  }
  toString() {
    return plainText(this);
  }
}

/**
 * An instant in a zone as ical-generator takes a zoned time (Temporal's `ZonedDateTime` shape): it writes the
 * wall-clock time with the event's TZID, never reading the server's own zone as it would from a native Date.
 */
class ZonedTime implements ICalTemporalZonedDateTimeStub {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  readonly hour: number;
  readonly minute: number;
  readonly second: number;
  constructor(
    private readonly instant: Date,
    readonly timeZoneId: string,
  ) {
    ({
      year: this.year,
      month: this.month,
      day: this.day,
      hour: this.hour,
      minute: this.minute,
      second: this.second,
    } = wallOf(instant, timeZoneId));
  }
  toPlainDateTime() {
    return new PlainTime(this);
  }
  withTimeZone(zone: string) {
    return zone === this.timeZoneId ? this : new ZonedTime(this.instant, zone);
  }
  toInstant() {
    const { instant } = this;
    return {
      epochMilliseconds: instant.getTime(),
      toJSON: () => instant.toISOString(),
      toString: () => instant.toISOString(),
      toZonedDateTimeISO: (zone: string) => new ZonedTime(instant, zone),
    };
  }
  toJSON() {
    return `${plainText(this)}[${this.timeZoneId}]`;
  }
  toString() {
    return this.toJSON();
  }
}

export const zonedTime = (instant: Date, zone: string): ICalTemporalZonedDateTimeStub => new ZonedTime(instant, zone);
