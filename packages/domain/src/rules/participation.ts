import { toCalendarDate } from '@internationalized/date';
import { GENERIC_ACTIVITY_TYPE, wallTime } from './activities.js';

/**
 * Participants, comments, reminders and statistics of activities (spec document 2 §2.5, §2.6, §4, §9; document 1
 * §9; ADR 023): the rules both the server and the web hold.
 */

/** Participant status (§2.6, §9): 0 invited, 1 attending, 2 cancelled; 3 marks an uninvited user in the data. */
export const participantStatuses = { invited: 0, attending: 1, cancelled: 2, uninvited: 3 } as const;
export type ParticipantStatusKey = keyof typeof participantStatuses;
export type ParticipantStatus = (typeof participantStatuses)[ParticipantStatusKey];

/** A status by its name: statuses are named, never written as bare numbers. */
export const participantStatusOf = (key: ParticipantStatusKey): ParticipantStatus => participantStatuses[key];

/** The three lists of §2.6, in the order the detail shows them. */
export const listedStatuses = [
  participantStatuses.invited,
  participantStatuses.attending,
  participantStatuses.cancelled,
] as const;
export type ListedStatus = (typeof listedStatuses)[number];

export const isListedStatus = (value: number): value is ListedStatus =>
  (listedStatuses as readonly number[]).includes(value);

/**
 * Where an administrator may move a participant (§2.6): invited → attending or cancelled; attending → invited or
 * cancelled; cancelled → invited or attending. Every listed status but its own.
 */
export const moveTargets = (from: ListedStatus): ListedStatus[] => listedStatuses.filter((status) => status !== from);

/** The status an invitation may start with (`initialStatus` of the invite call): invited or attending. */
export const initialStatuses = [participantStatuses.invited, participantStatuses.attending] as const;

/**
 * Whether one more person may attend (the limit holds under any concurrency on the server; this is the rule):
 * no limit, or fewer attending than the limit.
 */
export const hasRoomFor = (attending: number, limit: number | null, more = 1): boolean =>
  limit === null || attending + more <= limit;

/** A comment's type (§3 Activity comment): 0 text, else an image (we store 1). */
export const commentTypes = { text: 0, image: 1 } as const;

/** Avatars the participant preview shows before '+ n flere' (§2.6). */
export const PARTICIPANT_PREVIEW_AVATARS = 4;
/** Comments shown before 'show more' (§9). */
export const COMMENTS_SHOWN = 3;
/** The widest a comment image is shown, in CSS pixels (§9). */
export const COMMENT_IMAGE_MAX_WIDTH = 300;
/** The most comments the detail carries, newest first (ours, ADR 023). */
export const COMMENTS_MAX_LOADED = 500;
/** A page of participants (ours, ADR 023). */
export const PARTICIPANT_PAGE_SIZE = 50;
export const PARTICIPANT_PAGE_MAX = 200;
/** Ids one invitation or removal may name (ours). */
export const PARTICIPANT_IDS_MAX = 5000;

/** The two-days reminder is due two days before the deadline (§2.5 "two-days reminder"). */
export const REMINDER_LEAD_MS = 2 * 24 * 60 * 60 * 1000;
/** A due reminder goes out within this (§9: "sent within 2 minutes"). */
export const REMINDER_SLACK_MS = 2 * 60 * 1000;

/** When an activity's two-days reminder is due: two days before its deadline; none without a deadline (§5). */
export const reminderDueAt = (deadline: Date | null): Date | null =>
  deadline === null ? null : new Date(deadline.getTime() - REMINDER_LEAD_MS);

/** Types statistics leave out (§9, document 1 §9): 7, 8, 9 and 0 or below. */
export const HIDDEN_STATISTICS_TYPES = [7, 8, 9] as const;

export const isStatisticsType = (type: number): boolean =>
  type > GENERIC_ACTIVITY_TYPE && !(HIDDEN_STATISTICS_TYPES as readonly number[]).includes(type);

/** Days back the default statistics range starts (document 1 §9: "last 30 days to today"). */
export const STATISTICS_DEFAULT_DAYS = 30;
/** The longest range statistics cover, in days (ours: five years). */
export const STATISTICS_RANGE_MAX_DAYS = 1830;

/** A calendar day as `YYYY-MM-DD`. */
export type DayText = string;

/** The default statistics range in the club's zone: 30 days before today, to today, both included. */
export const defaultStatisticsRange = (now: Date, zone: string): { start: DayText; end: DayText } => {
  const today = toCalendarDate(wallTime(now, zone));
  return { start: today.subtract({ days: STATISTICS_DEFAULT_DAYS }).toString(), end: today.toString() };
};

/** Days from `start` to `end` (`YYYY-MM-DD`), 0 for the same day, negative when `end` is earlier. */
export const daysBetween = (start: DayText, end: DayText): number =>
  Math.round((Date.parse(`${end}T00:00:00Z`) - Date.parse(`${start}T00:00:00Z`)) / 86_400_000);
