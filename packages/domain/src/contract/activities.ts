import * as z from 'zod';
import {
  ACTIVITY_COHOSTS_MAX,
  ACTIVITY_IMAGES_PER_UPLOAD,
  ACTIVITY_PAGE_MAX,
  ACTIVITY_PAGE_SIZE,
} from '../rules/activities.js';
import { activityUpdateFields, cancelReasonField, newActivityFields } from '../validation/activities.js';
import { bodyIdField, ID_MAX, idField } from '../validation/ids.js';
import { BODY_LIMITS, IMAGE_MAX_BYTES, textLimits } from '../validation/limits.js';
import { queryBoolean, queryInteger } from '../validation/query.js';
import { optionalText } from '../validation/text.js';
import { activityComment, activityImageTypes, activityPerson, participantCounts } from './activityParts.js';
import { defineContract, defineEntry } from './entry.js';

export * from './activityParts.js';

const instant = z.string().meta({ description: 'ISO 8601 in UTC' });
const count = z.number().int().nonnegative();

/** One activity as the lists show it (§2.5). Times are UTC; the web shows them in the club's `timeZone`. */
export const activitySummary = z.object({
  id: z.number().int().positive(),
  title: z.string(),
  /** The activity type (`clubActivityTypeId`): a built-in type id (ADR 022). */
  type: z.number().int(),
  start: instant,
  end: instant,
  deadline: instant.nullable(),
  location: z.string().nullable(),
  coverImageUrl: z.string().nullable(),
  isRecurring: z.boolean(),
  /** 0 none, 1 weekly, 2 fortnightly. */
  recurring: z.number().int(),
  limit: z.number().int().positive().nullable(),
  /** Kroner, or null for no payment. */
  amount: z.number().nullable(),
  visibility: z.number().int(),
  forcedParticipation: z.boolean(),
  /** Cancelled activities stay in the lists, marked (ADR 022). */
  cancelled: z.boolean(),
  cancelReason: z.string().nullable(),
  /** Over: its end has passed ('Tidligere'). */
  archived: z.boolean(),
  /** Members invited, through a group or one by one, counted once. */
  invitedCount: count,
  /** Attending (status 1). */
  participatingCount: count,
  participationPercentage: count,
  responsible: activityPerson.nullable(),
  /** Shared to at least one shared (public) calendar (§2.7; ADR 026). */
  sharedToPublicCalendar: z.boolean(),
  /** The caller may edit, copy images onto and cancel it (administrators; a group leader who made it or is responsible). */
  canEdit: z.boolean(),
});
export type ActivitySummary = z.infer<typeof activitySummary>;

/** One activity whole (§2.5 "Activity detail", §3). */
export const activityDetail = activitySummary.extend({
  description: z.string().nullable(),
  images: z.array(z.string()),
  coHosts: z.array(activityPerson),
  groups: z.array(z.object({ userGroupId: z.number().int().positive(), title: z.string() })),
  /** Members invited one by one (not through a group). */
  users: z.array(activityPerson),
  participantsVisible: z.boolean(),
  commentsEnabled: z.boolean(),
  sendNotification: z.boolean(),
  twoDaysReminder: z.boolean(),
  recurringGuid: z.string().nullable(),
  recurringUntill: instant.nullable(),
  /** Occurrences of the series (1 when not recurring). */
  recurringTimes: z.number().int().positive(),
  createdByUserId: z.number().int().positive().nullable(),
  hasPayment: z.boolean(),
  /** The shared calendars it is shared to (§2.7; ADR 026). */
  sharedCalendarExportInfoIds: z.array(z.number().int().positive()),
  /** How many are in each participant list (§2.6; ADR 023). */
  counts: participantCounts,
  /** The first attending people, for the preview's 4 avatars and '+ n flere' (§2.6). */
  preview: z.array(activityPerson),
  /** The newest comments (at most `COMMENTS_MAX_LOADED`), oldest first (§2.5). */
  comments: z.array(activityComment),
  /** Comments in all. */
  commentCount: count,
});
export type ActivityDetail = z.infer<typeof activityDetail>;

export const activityOverviewQuery = z.object({
  clubid: idField,
  /** `true`: 'Tidligere', the activities that are over, newest first; else the coming ones, soonest first. */
  archived: queryBoolean.default(false),
  /** A type id: only activities of that type. */
  type: queryInteger(0, ID_MAX, 0).transform((type) => (type === 0 ? null : type)),
  /** Free text matched against title and location (ADR 022: the list is paged, so search is the server's). */
  search: optionalText('line'),
  offset: queryInteger(0, ID_MAX, 0),
  limit: queryInteger(1, ACTIVITY_PAGE_MAX, ACTIVITY_PAGE_SIZE),
});
export type ActivityOverviewQuery = z.infer<typeof activityOverviewQuery>;

export const activityOverview = z.object({
  activities: z.array(activitySummary),
  totalCount: count,
  /** The club's time zone, in which the web shows and enters times (ADR 022). */
  timeZone: z.string(),
  /** The club has accepted the mobile payment agreement (document 1 §3): amounts can be set. */
  paymentAgreement: z.boolean(),
});
export type ActivityOverview = z.infer<typeof activityOverview>;

const activityParams = z.object({ id: idField });

export const activitiesContract = defineContract({
  activityOverview: defineEntry({
    method: 'GET',
    path: '/v4/activities/activityoverview',
    summary:
      "One page of the club's coming (or, with `archived=true`, past) activities, filtered by type and search, paged " +
      'in SQL (`limit` ≤ 100, default 30). Administrators and group leaders (§6).',
    access: 'leader',
    club: { in: 'query', key: 'clubid' },
    query: activityOverviewQuery,
    response: activityOverview,
  }),
  getActivity: defineEntry({
    method: 'GET',
    path: '/v4/activities/:id',
    summary:
      'One activity whole, for the detail (ADR 022: route state `open` may name one not on the loaded page). ' +
      'Administrators and group leaders of its club.',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    response: activityDetail,
  }),
  createActivity: defineEntry({
    method: 'POST',
    path: '/v4/activities/create',
    summary:
      "Creates an activity, or a series of `recurringTimes` occurrences at the same wall-clock time in the club's " +
      'zone, with its groups and members invited (saved; the invitation itself is "Activities II"). §5 rules; an ' +
      'amount needs the payment agreement (409 paymentAgreementRequired). A group leader invites only groups they ' +
      'lead and their members (403 notYourGroup). Answers the first occurrence.',
    access: 'leader',
    club: { in: 'body', key: 'clubId' },
    body: newActivityFields,
    bodyLimit: BODY_LIMITS.image,
    response: activityDetail,
    successStatus: 201,
  }),
  updateActivity: defineEntry({
    method: 'POST',
    path: '/v4/activities/update',
    summary:
      'Changes an activity, or with `updateAll` every coming occurrence of its series from this one on (the fields ' +
      'changed, times moved by the same wall-clock change). A past activity cannot be edited (409 activityArchived), ' +
      'nor a cancelled one (409 activityCancelled); the amount is fixed (400 amountFixed). Answers the activity.',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'body', key: 'activityId' },
    body: activityUpdateFields,
    bodyLimit: BODY_LIMITS.image,
    response: activityDetail,
  }),
  updateCoHosts: defineEntry({
    method: 'PUT',
    path: '/v3/activities/updateCoHosts/:id',
    summary:
      'Sets the co-hosts of an activity with an amount (400 coHostsNeedAmount without), chosen among the candidates ' +
      '(404 unknownCandidate). Answers the activity.',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    body: z.object({
      coHostIds: z.array(bodyIdField, 'mustBeList').max(ACTIVITY_COHOSTS_MAX, 'tooManyCoHosts'),
    }),
    response: activityDetail,
  }),
  getAvailableCoHosts: defineEntry({
    method: 'GET',
    path: '/v3/activities/getAvailableCoHosts',
    summary:
      "The club's possible responsible persons and co-hosts: its administrators and group leaders, by name (at most 2,000).",
    access: 'leader',
    club: { in: 'query', key: 'clubId' },
    query: z.object({ clubId: idField }),
    response: z.array(activityPerson),
  }),
  newActivityImages: defineEntry({
    method: 'POST',
    path: '/v2/web/newactivityimages/:id',
    summary:
      'Adds up to 10 images to an activity (`images`, png, jpeg, webp or gif, 10 MiB each); an activity holds at ' +
      'most 20 (409 tooManyImages). Answers its images.',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    requestType: 'multipart',
    body: z.object({
      /** One file or several under the same name (a name sent twice becomes a list). */
      images: z.preprocess(
        (value) => (value === undefined || Array.isArray(value) ? value : [value]),
        z
          .array(z.file('required').mime([...activityImageTypes], 'imagesOnly'), 'required')
          .min(1, 'required')
          .max(ACTIVITY_IMAGES_PER_UPLOAD, 'tooManyImages'),
      ),
    }),
    upload: { files: ACTIVITY_IMAGES_PER_UPLOAD, fileBytes: IMAGE_MAX_BYTES, fields: 0 },
    response: z.object({ images: z.array(z.string()) }),
  }),
  activityImageDelete: defineEntry({
    method: 'POST',
    path: '/v2/web/activityimagedelete/:id',
    summary: 'Removes one image of an activity by its address (404 imageNotFound). Answers its images.',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    body: z.object({ url: z.string('required').min(1, 'required').max(textLimits.link, 'maxLength') }),
    response: z.object({ images: z.array(z.string()) }),
  }),
  activityRemove: defineEntry({
    method: 'POST',
    path: '/v2/web/activityremove/:club',
    summary:
      'Cancels an activity with an optional reason (`message`, ≤ 150 characters), or with `recurring` every coming ' +
      'occurrence of its series from this one on; a past activity cancels alone. Cancelled activities stay, marked ' +
      '(ADR 022). Answers the ids cancelled.',
    access: 'leader',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField }),
    query: z.object({ message: cancelReasonField }),
    body: z.object({
      activityId: bodyIdField,
      recurring: z
        .boolean({ error: (issue) => (issue.input === undefined ? 'required' : 'mustBeBoolean') })
        .default(false),
    }),
    response: z.object({ cancelledIds: z.array(z.number().int().positive()) }),
  }),
});
