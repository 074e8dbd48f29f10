import {
  CalendarDateTime,
  fromDate,
  toCalendarDate,
  toCalendarDateTime,
  toZoned,
  type CalendarDate,
} from '@internationalized/date';
import type { ActivityTypePresetName } from './activityTypes.js';

/**
 * The rules of activities (spec document 2 §3, §5, §9; ADR 022): built-in types, repeat options, visibility,
 * amounts, the wizard's defaults and recurring series. Times are instants (`Date`, UTC on the wire, §9) shown
 * in the club's time zone; a series keeps its wall-clock time across daylight-saving changes (17:00 stays 17:00
 * when summer time ends), so every calculation here goes through the club's zone.
 */

/** A club's time zone unless it has chosen another (ADR 022). */
export const DEFAULT_TIME_ZONE = 'Europe/Copenhagen';

/** The generic type 0: hidden, never offered (§3, §2.11). */
export const GENERIC_ACTIVITY_TYPE = 0;

/**
 * The built-in activity types (§3 "Activity type ids"), with their Danish titles and the colour preset each starts
 * with (`activityTypePresets`, ADR 024). A club may rename, recolour and hide them, and has types of its own: what
 * the screens show is the club's list (`GET /v4/activities/club/ActivityTypes`).
 */
export const builtInActivityTypes = [
  { id: 1, key: 'practice', title: 'Træning', preset: 'green' },
  { id: 2, key: 'meeting', title: 'Møde', preset: 'blue' },
  { id: 4, key: 'match', title: 'Kamp/Turnering', preset: 'red' },
  { id: 5, key: 'other', title: 'Andet', preset: 'grey' },
  { id: 6, key: 'event', title: 'Arrangement', preset: 'yellow' },
  { id: 7, key: 'task', title: 'Opgave', preset: 'grey' },
  { id: 8, key: 'activity', title: 'Aktivitet', preset: 'blue' },
  { id: 9, key: 'activityTask', title: 'Aktivitetsopgave', preset: 'yellow' },
] as const satisfies readonly { id: number; key: string; title: string; preset: ActivityTypePresetName }[];
export type BuiltInActivityType = (typeof builtInActivityTypes)[number];
export type ActivityTypeId = BuiltInActivityType['id'];
export const activityTypeIds = builtInActivityTypes.map((type) => type.id) as readonly ActivityTypeId[];
/** A built-in type's id by its name (`activityTypeOf('practice')` is 1): types are named, never numbered. */
export const activityTypeOf = (key: BuiltInActivityType['key']): ActivityTypeId =>
  builtInActivityTypes.find((type) => type.key === key)!.id;
export const isActivityTypeId = (id: number): id is ActivityTypeId =>
  (activityTypeIds as readonly number[]).includes(id);

/** Repeat options (§3): none 0, every week 1 (7 days), every second week 2 (14 days). */
export const repeatOptions = { none: 0, weekly: 1, fortnightly: 2 } as const;
export type RepeatOption = (typeof repeatOptions)[keyof typeof repeatOptions];
export const repeatOptionIds = [0, 1, 2] as const satisfies readonly RepeatOption[];
/** Days between two occurrences of each repeat option. */
export const repeatIntervalDays: Record<RepeatOption, number> = { 0: 0, 1: 7, 2: 14 };

/** Visibility (§3, §9): 1 public, 3 invited only. */
export const visibilities = { public: 1, invitedOnly: 3 } as const;
export type Visibility = (typeof visibilities)[keyof typeof visibilities];
export const visibilityIds = [1, 3] as const satisfies readonly Visibility[];

/** The smallest amount of an activity payment, in kroner (§5, §9). */
export const ACTIVITY_AMOUNT_MIN = 2;
/** The largest amount (ours: a season fee, not a house price). */
export const ACTIVITY_AMOUNT_MAX = 100_000;
/** The largest participant limit (ours). */
export const ACTIVITY_LIMIT_MAX = 10_000;
/** The page of the activity lists (§9: "default 30 in one place"), and the most one call may ask for (ours). */
export const ACTIVITY_PAGE_SIZE = 30;
export const ACTIVITY_PAGE_MAX = 100;
/** A series spans at most a year (ours): 53 weekly occurrences. A season is planned, not eternity. */
export const ACTIVITY_SERIES_MAX_DAYS = 366;
/** Images of one activity (ours), and in one upload. */
export const ACTIVITY_IMAGES_MAX = 20;
export const ACTIVITY_IMAGES_PER_UPLOAD = 10;
/** Groups and members one activity invites directly (ours; a club has at most 2,000 groups). */
export const ACTIVITY_GROUPS_MAX = 2000;
/** The most shared calendars one activity is shared to (ours, ADR 026): a deployment offers a handful. */
export const ACTIVITY_SHARED_CALENDARS_MAX = 20;
export const ACTIVITY_MEMBERS_MAX = 5000;
/** Co-hosts of one activity (ours). */
export const ACTIVITY_COHOSTS_MAX = 50;
/** Default length of a new activity (§9: end is start plus 1 hour). */
export const DEFAULT_ACTIVITY_HOURS = 1;
/** Default hour of the repeat-until date (§9). */
export const DEFAULT_REPEAT_UNTIL_HOUR = 12;

/** The wall-clock time of an instant in a zone. */
export const wallTime = (instant: Date, zone: string): CalendarDateTime => toCalendarDateTime(fromDate(instant, zone));

/** The instant of a wall-clock time in a zone; a time skipped or repeated by daylight saving takes the earlier. */
export const instantOf = (wall: CalendarDateTime, zone: string): Date => toZoned(wall, zone, 'compatible').toDate();

const calendarDay = (instant: Date, zone: string): CalendarDate => toCalendarDate(wallTime(instant, zone));

/**
 * The wizard's defaults (§2.5, §9): start the next full hour after `now` in the club's zone (10:00 exactly gives
 * 11:00), end one hour later, and repeat-until a week after the start's day at 12:00.
 */
export function activityDefaults(now: Date, zone: string): { start: Date; end: Date; repeatUntil: Date } {
  const wall = wallTime(now, zone).set({ minute: 0, second: 0, millisecond: 0 }).add({ hours: 1 });
  const start = instantOf(wall, zone);
  const end = instantOf(wall.add({ hours: DEFAULT_ACTIVITY_HOURS }), zone);
  const untilDay = wall.add({ days: 7 });
  const repeatUntil = instantOf(
    new CalendarDateTime(untilDay.year, untilDay.month, untilDay.day, DEFAULT_REPEAT_UNTIL_HOUR),
    zone,
  );
  return { start, end, repeatUntil };
}

/**
 * The number of occurrences of a series (§5: "the number of days from start to repeat-until divided by the days of
 * the interval, plus 1"): days counted between the two calendar dates in the club's zone, so that a daylight-saving
 * hour never loses a week. 1 for no repetition and for a repeat-until before the start.
 */
export function recurringCount(start: Date, until: Date | null, recurring: RepeatOption, zone: string): number {
  const interval = repeatIntervalDays[recurring];
  if (interval === 0 || until === null) return 1;
  const days = calendarDay(until, zone).compare(calendarDay(start, zone));
  if (days < 0) return 1;
  return Math.floor(days / interval) + 1;
}

/** One occurrence of a series. */
export interface Occurrence {
  start: Date;
  end: Date;
}

/**
 * The occurrences of a series: the first at `start`/`end`, each next one `interval` days later at the same
 * wall-clock time in the club's zone (an October practice at 17:00 is at 17:00 in November too).
 */
export function occurrences(first: Occurrence, recurring: RepeatOption, count: number, zone: string): Occurrence[] {
  const interval = repeatIntervalDays[recurring];
  const start = wallTime(first.start, zone);
  const end = wallTime(first.end, zone);
  return Array.from({ length: interval === 0 ? 1 : count }, (_, index) => ({
    start: instantOf(start.add({ days: index * interval }), zone),
    end: instantOf(end.add({ days: index * interval }), zone),
  }));
}

/**
 * Moves an occurrence by the change made to another of its series, in wall-clock terms (editing "all" after moving
 * one practice from 17:00 to 18:00 moves every practice to 18:00 on its own day, summer time or not).
 */
export function shiftWallClock(instant: Date, from: Date, to: Date, zone: string): Date {
  const before = wallTime(from, zone);
  const after = wallTime(to, zone);
  const minutes = Math.round((instantOf(after, 'UTC').getTime() - instantOf(before, 'UTC').getTime()) / 60_000);
  return instantOf(wallTime(instant, zone).add({ minutes }), zone);
}

/** The earliest start a new activity may have (§5: "start date cannot be before yesterday"): yesterday 00:00. */
export function earliestStart(now: Date, zone: string): Date {
  const yesterday = calendarDay(now, zone).subtract({ days: 1 });
  return instantOf(new CalendarDateTime(yesterday.year, yesterday.month, yesterday.day), zone);
}

/** True when the activity is over: archived (§4 "upcoming and archived"), found in 'Tidligere'. */
export const isArchived = (end: Date, now: Date): boolean => end.getTime() < now.getTime();

/** Participation percentage (§3 participationPercentage): participating of invited, rounded; 0 with none invited. */
export const participationPercentage = (participating: number, invited: number): number =>
  invited === 0 ? 0 : Math.round((participating / invited) * 100);

/**
 * Which wizard fields an amount, a limit and forced participation leave open (§5): forced participation only
 * without amount and limit; the limit field is hidden while forced participation is on; co-hosts only with an
 * amount; the deadline is required with an amount.
 */
export function activityFieldRules(values: {
  amount: number | null;
  limit: number | null;
  forcedParticipation: boolean;
}) {
  return {
    forcedParticipationAllowed: values.amount === null && values.limit === null,
    limitShown: !values.forcedParticipation,
    coHostsOffered: values.amount !== null,
    deadlineRequired: values.amount !== null,
  };
}

/** What sharing an activity to a shared calendar needs (§2.7), in the order the form shows its hints. */
export const sharingRequirements = ['coverImage', 'description', 'vatNumber'] as const;
export type SharingRequirement = (typeof sharingRequirements)[number];

/**
 * What an activity still lacks to be shared to a shared calendar (§2.7; ADR 026): a cover image ('Kræver
 * coverbillede'), a description ('Kræver beskrivelse') and the club's VAT number. Blank texts count as missing. Empty
 * when it may be shared. The form shows each as a hint; the server refuses the first.
 */
export function missingForSharing(activity: {
  hasCoverImage: boolean;
  description: string | null | undefined;
  vatId: string | null | undefined;
}): SharingRequirement[] {
  const present: Record<SharingRequirement, boolean> = {
    coverImage: activity.hasCoverImage,
    description: Boolean(activity.description?.trim()),
    vatNumber: Boolean(activity.vatId?.trim()),
  };
  return sharingRequirements.filter((requirement) => !present[requirement]);
}
