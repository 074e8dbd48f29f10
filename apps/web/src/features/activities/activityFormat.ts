import { activityRefusals, ApiError } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { formErrorText } from '../../shell/forms/fieldErrors';
import type { ActivityTypeLook } from '../activity-types/public';

/**
 * How the activities area writes times, figures and refusals (a type's title and colours are the club's:
 * `useActivityTypes` of activity-types). Times are instants (UTC on the wire, §9) shown in the club's zone (the
 * overview's `timeZone`, ADR 022), never the browser's: a board member abroad sees the club's 17:00.
 */

const dayFormats = new Map<string, Intl.DateTimeFormat>();
const clockFormats = new Map<string, Intl.DateTimeFormat>();

const dayFormat = (language: string, timeZone: string) => {
  const key = `${language}|${timeZone}`;
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, {
      weekday: 'short',
      day: 'numeric',
      month: 'short',
      year: 'numeric',
      timeZone,
    });
    dayFormats.set(key, format);
  }
  return format;
};

const clockFormat = (language: string, timeZone: string) => {
  const key = `${language}|${timeZone}`;
  let format = clockFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(language, { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone });
    clockFormats.set(key, format);
  }
  return format;
};

/** The day of an instant in the zone: "tors. 22. okt. 2026" in Danish. */
export const formatDay = (at: string | Date, timeZone: string, language: string): string =>
  dayFormat(language, timeZone).format(new Date(at));

/**
 * The clock of an instant in the zone, always "17:00" (spec §9: HH:mm): Danish Intl writes "17.00", which the spec's
 * date-time fields do not, so the parts are joined with a colon in every language.
 */
export const formatClock = (at: string | Date, timeZone: string, language: string): string => {
  const parts = clockFormat(language, timeZone).formatToParts(new Date(at));
  const part = (type: 'hour' | 'minute') => parts.find((each) => each.type === type)?.value ?? '00';
  return `${part('hour')}:${part('minute')}`;
};

/** An instant as a day and a clock: "søn. 1. nov. 2026 · 23:59". */
export const formatInstant = (at: string | Date, timeZone: string, language: string): string =>
  `${formatDay(at, timeZone, language)} · ${formatClock(at, timeZone, language)}`;

/**
 * An activity's time: "tors. 22. okt. 2026 · 17:00–18:30" when it ends on its day, else both ends in full
 * ("lør. 7. nov. 2026 · 09:00 – søn. 8. nov. 2026 · 16:00").
 */
export const formatActivityTime = (start: string, end: string, timeZone: string, language: string): string => {
  const startDay = formatDay(start, timeZone, language);
  const endDay = formatDay(end, timeZone, language);
  if (startDay === endDay) {
    return `${startDay} · ${formatClock(start, timeZone, language)}–${formatClock(end, timeZone, language)}`;
  }
  return `${formatInstant(start, timeZone, language)} – ${formatInstant(end, timeZone, language)}`;
};

/** A share as a percentage in the language ("75 %" in Danish, "75%" in English). */
export const formatPercent = (percent: number, language: string): string =>
  new Intl.NumberFormat(language, { style: 'percent', maximumFractionDigits: 0 }).format(percent / 100);

/**
 * A type as a choice (the filter, the wizard): its title, and for a removed type — offered only as what the filter or
 * an edited activity already has — that it is no longer in use ('Vinterbadning (ikke længere i brug)').
 */
export const typeChoiceTitle = (t: TFunction, look: ActivityTypeLook): string =>
  look.hidden ? t('activities.page.removedType', { title: look.title }) : look.title;

type ActivityRefusal = keyof typeof activityRefusals;
const isActivityRefusal = (code: string | undefined): code is ActivityRefusal =>
  code !== undefined && Object.hasOwn(activityRefusals, code);

/**
 * The text of a failed activities call, in the app's language: the area's refusals by code (`activities.refusals.*`),
 * else the house rule (`formErrorText`: a known validation code's text or the server's message for a 4xx; undefined
 * for a 5xx or no answer, which the error dialog shows unless the call shows its own failures).
 */
export const activityErrorText = (t: TFunction, error: unknown): string | undefined =>
  error instanceof ApiError && isActivityRefusal(error.code)
    ? t(`activities.refusals.${error.code}`)
    : formErrorText(t, error);
