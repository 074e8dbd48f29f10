import * as z from 'zod';

/**
 * The years a day asked for may lie in (ours): a club's records, not history. Year 0 and the first centuries (and
 * the far future) are days JavaScript writes but PostgreSQL's timestamps refuse or the zone rules do not cover: a
 * statistics range in year 0 answered 500 before the rule held there too.
 */
export const CALENDAR_DAY_YEARS = { first: 1900, last: 2199 } as const;

/** `YYYY-MM-DD` that exists (no 30 February) in CALENDAR_DAY_YEARS; else `invalidDate`. */
export const isCalendarDay = (text: string): boolean => {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(text)) return false;
  const date = new Date(`${text}T00:00:00Z`);
  const year = Number(text.slice(0, 4));
  return (
    !Number.isNaN(date.getTime()) &&
    date.toISOString().slice(0, 10) === text &&
    year >= CALENDAR_DAY_YEARS.first &&
    year <= CALENDAR_DAY_YEARS.last
  );
};

/** A calendar day `YYYY-MM-DD` in a query (the statistics' ranges, the activity exports'): `invalidDate` otherwise. */
export const calendarDay = z.string('required').refine(isCalendarDay, 'invalidDate');
