import { getLocalTimeZone, now as zonedNow, toCalendarDateTime, type CalendarDateTime } from '@internationalized/date';

/**
 * The rules of the date-time picker (spec §2: "format DD-MM-YYYY HH:mm, 5-minute steps, default time the
 * next full hour"). Pure, so that each rule has a unit test. Values are `CalendarDateTime`s: a wall-clock
 * time in the user's own zone, which the app turns into UTC when it sends it (spec §9).
 */

/** The minute step of the picker. */
const MINUTE_STEP = 5;

/**
 * The next full hour strictly after `now`: 10:20 gives 11:00, and 10:00 exactly gives 11:00 too (a full
 * hour that has begun is not "next"). Crosses midnight and month ends (23:10 → 00:00 the next day).
 */
export function nextFullHour(now: CalendarDateTime): CalendarDateTime {
  return now.set({ minute: 0, second: 0, millisecond: 0 }).add({ hours: 1 });
}

/**
 * A minute snapped to the nearest multiple of `step` within the same hour: 7 → 5, 8 → 10, 12 → 10,
 * 13 → 15; 58 and 59 give 55, not the next hour's 00, so that typing minutes never changes the hour.
 */
export function snapMinutes(minute: number, step: number = MINUTE_STEP): number {
  const lastInHour = 60 - step;
  const snapped = Math.round(minute / step) * step;
  return Math.min(Math.max(snapped, 0), lastInHour);
}

/**
 * The minute after one arrow key press: the next multiple of `step` up or down, cycling within the
 * hour (55 ↑ 00, 00 ↓ 55) like the other segments; from an unsnapped minute the first press snaps in
 * its direction (07 ↑ 10, 07 ↓ 05).
 */
export function stepMinutes(minute: number, direction: 1 | -1, step: number = MINUTE_STEP): number {
  const next = direction === 1 ? (Math.floor(minute / step) + 1) * step : (Math.ceil(minute / step) - 1) * step;
  if (next >= 60) return 0;
  if (next < 0) return 60 - step;
  return next;
}

/**
 * A digit typed into the minute segment, after the digits typed before it (`typed`): the minute it
 * makes (before snapping) and the digits kept for the next key. Two digits, or a first digit that no
 * second one could follow (6-9), complete the entry; a two-digit number over 59 starts again from the
 * new digit (as RAC does for the other segments).
 */
export function minuteEntry(typed: string, digit: string): { minute: number; rest: string } {
  let text = typed + digit;
  if (Number(text) > 59) text = digit;
  const minute = Number(text);
  const isComplete = text.length >= 2 || minute * 10 > 59;
  return { minute, rest: isComplete ? '' : text };
}

/** The value with its minute snapped (and seconds dropped): what the picker keeps and reports. */
export function snapDateTime(value: CalendarDateTime, step: number = MINUTE_STEP): CalendarDateTime {
  const minute = snapMinutes(value.minute, step);
  if (minute === value.minute && value.second === 0 && value.millisecond === 0) return value;
  return value.set({ minute, second: 0, millisecond: 0 });
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** The spec's text form, "DD-MM-YYYY HH:mm" (24-hour clock); empty for no value. */
export function formatDateTime(value: CalendarDateTime | null | undefined): string {
  if (!value) return '';
  const year = String(value.year).padStart(4, '0');
  return `${twoDigits(value.day)}-${twoDigits(value.month)}-${year} ${twoDigits(value.hour)}:${twoDigits(value.minute)}`;
}

/** The current wall-clock time in the user's zone (the default `now`). */
export function currentDateTime(): CalendarDateTime {
  return toCalendarDateTime(zonedNow(getLocalTimeZone()));
}

/** The separator the spec's format puts after a segment: "DD-MM-YYYY HH:mm". */
export function separatorAfter(segmentType: string): string {
  switch (segmentType) {
    case 'day':
    case 'month':
      return '-';
    case 'year':
      return ' ';
    case 'hour':
      return ':';
    default:
      return '';
  }
}

/**
 * The locale the segments are built in. RAC orders the segments by locale, and the spec wants day,
 * month, year, hour, minute: a locale that already orders them so (da, de, en-GB, ...) is kept, so that
 * screen readers name the segments in the user's language; any other (en-US: month first) becomes
 * `en-GB`.
 */
export function segmentLocale(locale: string): string {
  try {
    const parts = new Intl.DateTimeFormat(locale, {
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    })
      .formatToParts(new Date(2001, 1, 3, 4, 5))
      .map((part) => part.type)
      .filter((type) => type !== 'literal');
    return parts.join(',') === 'day,month,year,hour,minute' ? locale : 'en-GB';
  } catch {
    return 'en-GB';
  }
}
