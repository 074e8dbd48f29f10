import * as z from 'zod';
import {
  PARTICIPANT_IDS_MAX,
  PARTICIPANT_PAGE_MAX,
  PARTICIPANT_PAGE_SIZE,
  initialStatuses,
  listedStatuses,
} from '../rules/participation.js';
import { memberTypes } from '../rules/memberTypes.js';
import { bodyIdField, ID_MAX, idField } from '../validation/ids.js';
import { BODY_LIMITS, IMAGE_MAX_BYTES, textLimits } from '../validation/limits.js';
import { queryBoolean, queryInteger } from '../validation/query.js';
import { optionalText } from '../validation/text.js';
import { activityComment, activityImageTypes, activityParticipant, participantCounts } from './activityParts.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * "Activities II" (spec document 2 §2.5, §2.6, §7; ADR 023): who an activity invites, who comes, and what they say.
 * Statistics are `statistics.ts`.
 */

const count = z.number().int().nonnegative();
const activityParams = z.object({ id: idField });

/** A listed participant status: 0 invited, 1 attending, 2 cancelled (§2.6). */
const listedStatus = z.literal(listedStatuses, 'invalidStatus');

const idList = () => z.array(bodyIdField, 'mustBeList').max(PARTICIPANT_IDS_MAX, 'tooManyIds').default([]);

export const activityInviteBody = z
  .object({
    activityId: bodyIdField,
    /** Also every later occurrence of its series that is neither over nor cancelled. */
    isRecurring: z.boolean('mustBeBoolean').default(false),
    userIds: idList(),
    userGroupIds: idList(),
    uninvitedUserIds: idList(),
    initialStatus: z.literal(initialStatuses, 'invalidStatus').default(initialStatuses[0]),
    sendNotification: z.boolean('mustBeBoolean').default(false),
  })
  .refine((body) => body.userIds.length + body.userGroupIds.length + body.uninvitedUserIds.length > 0, {
    message: 'required',
    path: ['userIds'],
  });
export type ActivityInviteBody = z.output<typeof activityInviteBody>;

export const participantsQuery = z.object({
  /** One list: 0 invited, 1 attending, 2 cancelled. */
  status: z.preprocess(
    (value) => (typeof value === 'string' && /^\d+$/.test(value) ? Number(value) : value),
    listedStatus,
  ),
  /** Free text matched against first name and surname. */
  search: optionalText('line'),
  offset: queryInteger(0, ID_MAX, 0),
  limit: queryInteger(1, PARTICIPANT_PAGE_MAX, PARTICIPANT_PAGE_SIZE),
});
export type ParticipantsQuery = z.infer<typeof participantsQuery>;

const removal = { removedUserIds: z.array(z.number().int().positive()) };

export const participationContract = defineContract({
  inviteToActivity: defineEntry({
    method: 'POST',
    path: '/v4/activities/invite',
    summary:
      'Invites groups (their members now) and members to an activity, or with `isRecurring` to every coming ' +
      'occurrence of its series from this one on, with `initialStatus` 0 invited or 1 attending (the limit holds: 409 ' +
      'activityFull), and uninvites members (`uninvitedUserIds`; one invited through a group: 409 ' +
      "memberInvitedByGroup 'Kan ikke fjerne medlem'). People already invited keep their answer. " +
      '`sendNotification` mails the new ones. Answers who was added, per activity.',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'body', key: 'activityId' },
    body: activityInviteBody,
    bodyLimit: BODY_LIMITS.idList,
    response: z.object({
      newUserMaps: z.array(z.object({ activityId: z.number().int().positive(), userIds: z.array(z.number().int()) })),
    }),
  }),
  moveParticipant: defineEntry({
    method: 'POST',
    path: '/v2/activities/AdminAttendOrRemoveUserToActivity',
    summary:
      'Moves a participant between invited (0), attending (1) and cancelled (2) (§2.6). Administrators only (§6), ' +
      'with the participant-administration flag on (403 participantAdminOff). Past the limit: 409 activityFull.',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({
      clubId: bodyIdField,
      activityId: bodyIdField,
      userId: bodyIdField,
      initialStatus: listedStatus,
    }),
    response: z.object({
      userId: z.number().int().positive(),
      activityStatus: z.number().int(),
      counts: participantCounts,
    }),
  }),
  removeParticipants: defineEntry({
    method: 'DELETE',
    path: '/v3/activities/:id/participants',
    summary:
      "Removes members invited one by one from an activity. One invited through a group: 409 memberInvitedByGroup 'Kan " +
      "ikke fjerne medlem'; one attending: 409 participantAttending unless `forceattending=true`. All or nothing.",
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    query: z.object({ forceattending: queryBoolean.default(false) }),
    body: z.object({
      userIds: z.array(bodyIdField, 'mustBeList').min(1, 'required').max(PARTICIPANT_IDS_MAX, 'tooManyIds'),
    }),
    bodyLimit: BODY_LIMITS.idList,
    response: z.object(removal),
  }),
  removeGroups: defineEntry({
    method: 'DELETE',
    path: '/v3/activities/:id/groups',
    summary:
      'Stops inviting groups to an activity and removes their members, except those invited one by one or through ' +
      'another of its groups, and those attending unless `forceattending=true` (they stay, as invited one by one).',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    query: z.object({ forceattending: queryBoolean.default(false) }),
    body: z.object({
      groupIds: z.array(bodyIdField, 'mustBeList').min(1, 'required').max(PARTICIPANT_IDS_MAX, 'tooManyIds'),
    }),
    bodyLimit: BODY_LIMITS.idList,
    response: z.object(removal),
  }),
  activityGroups: defineEntry({
    method: 'GET',
    path: '/v3/activities/:id/groups',
    summary:
      'The groups an activity invites, with their members (§3 Group: userId and userGroupMemberType, 3 leader, 1 member).',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    response: z.array(
      z.object({
        userGroupId: z.number().int().positive(),
        title: z.string(),
        users: z.array(
          z.object({
            userId: z.number().int().positive(),
            userGroupMemberType: z.union([z.literal(memberTypes.member.type), z.literal(memberTypes.leader.type)]),
          }),
        ),
      }),
    ),
  }),
  activityComment: defineEntry({
    method: 'POST',
    path: '/v2/web/activitycomment/:id',
    summary:
      'Comments on an activity (multipart): the text `Comment` (type 0), or an `image` (type 1; png, jpeg, webp or gif, ' +
      '10 MiB), not both (400 commentTextOrImage). Off per activity (409 commentsDisabled). Administrators, group ' +
      'leaders, and members invited to it (403 notInvited). Answers the comment.',
    access: 'member',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    requestType: 'multipart',
    body: z.object({
      Comment: optionalText('comment'),
      image: z
        .file()
        .mime([...activityImageTypes], 'imagesOnly')
        .optional(),
    }),
    upload: { files: 1, fileBytes: IMAGE_MAX_BYTES, fields: 1, fieldBytes: textLimits.comment * 4 },
    response: activityComment,
    successStatus: 201,
  }),
  activityParticipants: defineEntry({
    method: 'GET',
    path: '/v4/activities/:id/participants',
    summary:
      'One page of one participant list (ours, ADR 023: an activity may invite thousands): `status` 0, 1 or 2, by name, ' +
      '`search` on the name, with the counts of all three lists. Administrators and group leaders; a member invited ' +
      'to it when its participant list is visible (403 participantsHidden), else 403 notInvited.',
    access: 'member',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: activityParams,
    query: participantsQuery,
    response: z.object({ participants: z.array(activityParticipant), totalCount: count, counts: participantCounts }),
  }),
});
