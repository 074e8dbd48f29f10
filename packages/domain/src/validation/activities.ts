import * as z from 'zod';
import {
  ACTIVITY_AMOUNT_MAX,
  ACTIVITY_AMOUNT_MIN,
  ACTIVITY_GROUPS_MAX,
  ACTIVITY_LIMIT_MAX,
  ACTIVITY_MEMBERS_MAX,
  ACTIVITY_SHARED_CALENDARS_MAX,
  ACTIVITY_SERIES_MAX_DAYS,
  repeatOptionIds,
  visibilityIds,
  type RepeatOption,
  type Visibility,
} from '../rules/activities.js';
import { bodyIdField, ID_MAX } from './ids.js';
import { base64Image, optionalText, requiredText } from './text.js';

/**
 * Validation rules of activities (spec document 2 §5; ADR 022) as zod schemas: the contract validates requests with
 * them and the wizard reuses them. Messages are message keys the web translates; the rules that need the clock
 * (start not before yesterday) or the stored activity (the amount is fixed) are the server's.
 */

/**
 * An instant as §9 sends it: UTC, `YYYY-MM-DDTHH:mm`, seconds and a `Z` allowed. A date that does not exist
 * (31 February) is `invalidDate`.
 */
export const utcDateTime = z
  .string('required')
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,3})?)?Z?$/, 'invalidDate')
  .transform((text, ctx) => {
    const date = new Date(text.endsWith('Z') ? text : `${text}Z`);
    if (Number.isNaN(date.getTime()) || date.toISOString().slice(0, 16) !== text.slice(0, 16)) {
      ctx.addIssue({ code: 'custom', message: 'invalidDate' });
      return z.NEVER;
    }
    return date;
  });

/** §9 "UTC, year-month-day T hour:minute": what the web sends. */
export const toUtcText = (instant: Date): string => instant.toISOString().slice(0, 16);

const flag = z.boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'mustBeBoolean') });

/**
 * The activity's type (`clubActivityTypeId`): a built-in type's id or one of the club's own (ADR 024); the generic
 * type 0 never. Whether the club offers it is the server's check (400 invalidType).
 */
export const activityTypeField = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'invalidType') })
  .int('invalidType')
  .min(1, 'invalidType')
  .max(ID_MAX, 'invalidType');

/** §5: an amount in kroner, at least 2, with at most two decimals (øre), or null for none. */
export const amountField = z
  .number('mustBeANumber')
  .min(ACTIVITY_AMOUNT_MIN, 'amountTooSmall')
  .max(ACTIVITY_AMOUNT_MAX, 'numberTooLarge')
  .refine((amount) => Math.abs(Math.round(amount * 100) - amount * 100) < 1e-6, 'invalidAmount')
  .nullable();

/** §5 "limit is an integer": a positive whole number, or null for none. */
export const limitField = z
  .number('mustBeInteger')
  .int('mustBeInteger')
  .positive('mustBeAPositiveNumber')
  .max(ACTIVITY_LIMIT_MAX, 'numberTooLarge')
  .nullable();

export const repeatField = z
  .number('invalidRepeat')
  .refine((value) => (repeatOptionIds as readonly number[]).includes(value), 'invalidRepeat')
  .transform((value) => value as RepeatOption);

export const visibilityField = z
  .number('invalidVisibility')
  .refine((value) => (visibilityIds as readonly number[]).includes(value), 'invalidVisibility')
  .transform((value) => value as Visibility);

/** The fields an activity is created and edited with (§2.5 "Details fields", §3). */
const activityFieldShape = {
  type: activityTypeField,
  title: requiredText('title'),
  start: utcDateTime,
  end: utcDateTime,
  /** The sign-up deadline: required with an amount. */
  deadline: utcDateTime.nullable().default(null),
  location: optionalText('line'),
  description: optionalText('activityDescription'),
  responsibleUserId: bodyIdField.nullable().default(null),
  limit: limitField.default(null),
  forcedParticipation: flag.default(false),
  participantsVisible: flag,
  commentsEnabled: flag,
  sendNotification: flag.default(false),
  twoDaysReminder: flag.default(false),
  visibility: visibilityField.default(3),
  amount: amountField.default(null),
  /** Groups invited; their members are invited through the group. */
  groupIds: z.array(bodyIdField, 'mustBeList').max(ACTIVITY_GROUPS_MAX, 'tooManyGroups').default([]),
  /** Members invited one by one. */
  userIds: z.array(bodyIdField, 'mustBeList').max(ACTIVITY_MEMBERS_MAX, 'tooManyMembers').default([]),
  /**
   * The shared calendars it is shared to (§2.7; ADR 026): each needs the `calendar_sharing` flag, a cover image, a
   * description and the club's VAT number, checked by the server. Absent: shared to none.
   */
  sharedCalendarExportInfoIds: z
    .array(bodyIdField, 'mustBeList')
    .max(ACTIVITY_SHARED_CALENDARS_MAX, 'tooManyCalendars')
    .default([]),
};

interface RuleInput {
  start: Date;
  end: Date;
  deadline: Date | null;
  amount: number | null;
  limit: number | null;
  forcedParticipation: boolean;
  twoDaysReminder: boolean;
  recurring?: RepeatOption;
  recurringUntill?: Date | null;
}

const DAY_MS = 86_400_000;

/** The §5 rules between fields, each on the field the form shows it under. */
function activityRules(value: RuleInput, ctx: z.RefinementCtx): void {
  const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
  if (value.end < value.start) issue('end', 'endBeforeStart');
  if (value.amount !== null && value.deadline === null) issue('deadline', 'deadlineRequired');
  if (value.deadline !== null && value.deadline > value.start) issue('deadline', 'deadlineAfterStart');
  if (value.twoDaysReminder && value.deadline === null) issue('twoDaysReminder', 'reminderNeedsDeadline');
  if (value.forcedParticipation && (value.amount !== null || value.limit !== null)) {
    issue('forcedParticipation', 'forcedNeedsNoAmountOrLimit');
  }
  if (value.recurring !== undefined && value.recurring !== 0) {
    const until = value.recurringUntill ?? null;
    if (until === null) issue('recurringUntill', 'required');
    else if (until <= value.start) issue('recurringUntill', 'repeatUntilBeforeStart');
    else if (until.getTime() - value.start.getTime() > ACTIVITY_SERIES_MAX_DAYS * DAY_MS) {
      issue('recurringUntill', 'seriesTooLong');
    }
  }
}

/** POST /v4/activities/create: the activity, its club, and a repetition (a series of occurrences). */
export const newActivityFields = z
  .object({
    clubId: bodyIdField,
    ...activityFieldShape,
    coverImage: base64Image.nullable().default(null),
    recurring: repeatField.default(0),
    recurringUntill: utcDateTime.nullable().default(null),
    /** §5: the client's count; the server counts itself and refuses a different one (`recurringTimesMismatch`). */
    recurringTimes: z.number('mustBeInteger').int('mustBeInteger').positive('mustBeAPositiveNumber').optional(),
    /** The activity this one copies: its images come along (ADR 022). */
    copyFromId: bodyIdField.nullable().default(null),
  })
  .superRefine(activityRules);
export type NewActivityInput = z.input<typeof newActivityFields>;
export type NewActivity = z.output<typeof newActivityFields>;

/**
 * POST /v4/activities/update: the whole activity as the form holds it, and whether the change is for this
 * occurrence or all of its series from this one on (§4 "this one or all"). `coverImage`: absent keeps it, null
 * removes it, base64 replaces it. The amount must be the stored one (§5 `amountFixed`); the repetition is fixed.
 */
export const activityUpdateFields = z
  .object({
    activityId: bodyIdField,
    ...activityFieldShape,
    coverImage: base64Image.nullable().optional(),
    updateAll: flag.default(false),
  })
  .superRefine(activityRules);
export type ActivityUpdateInput = z.input<typeof activityUpdateFields>;
export type ActivityUpdate = z.output<typeof activityUpdateFields>;

/** Cancel reason (§5, §9: optional, at most 150 characters). */
export const cancelReasonField = optionalText('cancelReason');
