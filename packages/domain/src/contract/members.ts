import * as z from 'zod';
import { memberTypeSchema } from '../rules/memberTypes.js';
import {
  MEMBER_PAGE_DEFAULT,
  MEMBER_PAGE_MAX,
  memberGroupFilters,
  memberSortKeys,
  memberStatuses,
  sortDirections,
} from '../rules/members.js';
import { BODY_LIMITS } from '../validation/limits.js';
import { bodyIdField, ID_MAX, idField } from '../validation/ids.js';
import { importedMemberUpdate, inactiveMemberIdField, memberIdField, memberUpdate } from '../validation/members.js';
import { optionalText } from '../validation/text.js';
import { queryBoolean, queryInteger } from '../validation/query.js';
import { defineContract, defineEntry } from './entry.js';
import { memberDetails, memberRequests } from './memberDetails.js';

/** The most groups one call names: a club has at most 2,000 (ADR 016, `tooManyGroups`). */
export const GROUPS_PER_CALL_MAX = 2000;

/** The most members one removal names; far more than a screen selects, and within BODY_LIMITS.idList. */
export const MEMBER_IDS_PER_CALL_MAX = 20_000;

/** `group`: a group id of the club, or one of the named filters; `all` unless asked. */
const groupFilter = z.union([z.enum(memberGroupFilters), idField], { error: 'invalidGroup' }).default('all');

/** One member of the overview (ADR 016). */
export const memberOverviewRow = z.object({
  /** `"17"` (a user id) or `"i4"` (an inactive member). */
  id: z.string(),
  /** The user id of an active member; null for an inactive one. */
  userId: z.number().int().positive().nullable(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  mobile: z.string().nullable(),
  zip: z.string().nullable(),
  /** `YYYY-MM-DD`, or null when unknown. */
  birthdate: z.string().nullable(),
  /** The member type in the club; an inactive member is a member. */
  type: memberTypeSchema,
  status: z.enum(memberStatuses),
  /** The member's picture; never for an inactive member. */
  imageUrl: z.string().nullable(),
  groupIds: z.array(z.number().int().positive()),
  /** The groups the member leads (`userGroupMemberType` 3 where a group's users are listed). */
  leaderOf: z.array(z.number().int().positive()),
});
export type MemberOverviewRow = z.infer<typeof memberOverviewRow>;

export const memberOverviewQuery = z.object({
  group: groupFilter,
  key: z.enum(memberSortKeys, 'invalidSortKey').default('firstName'),
  direction: z.enum(sortDirections, 'invalidDirection').default('asc'),
  /** `inactive`: only inactive members (orange and red), within the group filter. */
  status: z.enum(['inactive'], 'invalidStatus').optional(),
  /** Free text: each term must match a first name, surname, e-mail, mobile or zip. */
  search: optionalText('line'),
  offset: queryInteger(0, ID_MAX, 0),
  limit: queryInteger(1, MEMBER_PAGE_MAX, MEMBER_PAGE_DEFAULT),
});
export type MemberOverviewQuery = z.infer<typeof memberOverviewQuery>;

export const memberOverview = z.object({
  members: z.array(memberOverviewRow),
  /** Members matching the filter, over all pages. */
  totalCount: z.number().int().nonnegative(),
  /** The sidebar's badges (spec §2): pending requests and club requests stay 0 until requests exist. */
  counts: z.object({
    pendingRequests: z.number().int().nonnegative(),
    inactive: z.number().int().nonnegative(),
    clubRequests: z.number().int().nonnegative(),
  }),
});
export type MemberOverview = z.infer<typeof memberOverview>;

export const memberGroupsBody = z.object({
  /** Must be the path's member id. */
  memberId: memberIdField,
  /** The groups the member is to be in, of those the caller administers. */
  groups: z.array(bodyIdField, 'mustBeList').max(GROUPS_PER_CALL_MAX, 'tooManyGroups'),
  /** True: `groups` are the groups the member is to lead, exactly; their other groups stay (an administrator's). */
  leader: z.boolean('mustBeBoolean'),
});
export type MemberGroupsBody = z.infer<typeof memberGroupsBody>;

export const memberGroups = z.object({
  groupIds: z.array(z.number().int().positive()),
  leaderOf: z.array(z.number().int().positive()),
  type: memberTypeSchema,
});
export type MemberGroups = z.infer<typeof memberGroups>;

/** The club and the member in the path (`/v2/clubs/12/members/i4`). */
const memberParams = z.object({ club: idField, id: memberIdField });

/** `PATCH …/members/:id/role` (ADR 017: the spec gives the payload, "userId, type, memberId", but no path). */
export const memberRoleBody = z.object({
  /** The member's user id: an inactive member has none, and no role but member (refused: `inactiveMember`). */
  userId: bodyIdField,
  type: memberTypeSchema,
  /** Must be the path's member id. */
  memberId: memberIdField,
});
export type MemberRoleBody = z.infer<typeof memberRoleBody>;

export const membersContract = defineContract({
  memberOverview: defineEntry({
    method: 'GET',
    path: '/v2/web/memberoverview/:club',
    summary:
      "One page of the club's members (active and inactive), filtered, sorted and paged in SQL (ADR 016). Group " +
      'leaders may list all, notInGroups, inactive and the groups they lead; another group of the club answers 403, ' +
      "another club's group 404.",
    access: 'leader',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField }),
    query: memberOverviewQuery,
    response: memberOverview,
  }),
  groupRemoveMembers: defineEntry({
    method: 'POST',
    path: '/v2/web/groupremovemembers/:id',
    summary:
      'Removes the named members (active "17" and inactive "i4") from the group, in one transaction; ids not in ' +
      'the group are ignored. Administrators, and leaders of that group.',
    access: 'leader',
    club: { in: 'resource', kind: 'group', from: 'params', key: 'id' },
    group: { from: 'params', key: 'id', via: 'group' },
    params: z.object({ id: idField }),
    body: z.object({
      memberIds: z.array(memberIdField, 'mustBeList').min(1, 'required').max(MEMBER_IDS_PER_CALL_MAX, 'tooManyIds'),
    }),
    bodyLimit: BODY_LIMITS.idList,
    response: z.object({ removed: z.number().int().nonnegative() }),
  }),
  setMemberGroups: defineEntry({
    method: 'PATCH',
    path: '/v2/clubs/:club/members/:id/groups',
    summary:
      "Sets the member's groups, among those the caller administers, to exactly `groups` (the others stay), in one " +
      'transaction. `leader` true (an administrator only): `groups` are the groups they are to lead, exactly; they join ' +
      'those they are not in, stay in the others, and become at least a group leader. Past a group\'s maxUsers: 409 "For mange medlemmer" (tooManyMembers, groups), nothing written.',
    access: 'leader',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField, id: memberIdField }),
    query: z.object({ leader: queryBoolean.optional() }),
    body: memberGroupsBody,
    bodyLimit: BODY_LIMITS.idList,
    response: memberGroups,
  }),
  memberDetails: defineEntry({
    method: 'GET',
    path: '/v2/clubs/:club/members/:id',
    summary:
      'One member of the club (active "17" or inactive "i4") with their details, groups, pending group requests and ' +
      'relations in this club (ADR 017). Administrators and group leaders (who see every member in the overview); ' +
      'a member not in the club: 404 memberNotFound.',
    access: 'leader',
    club: { in: 'params', key: 'club' },
    params: memberParams,
    response: memberDetails,
  }),
  updateMember: defineEntry({
    method: 'PATCH',
    path: '/v3/clubs/:club/members/:id',
    summary:
      "Changes an active member's details: the person's own (names, contact, address, birthdate) only for a plain " +
      "member of a club that allows it (canEditMembers; else 403 cannotEditMember), the club's note and member " +
      'number always. Drops the fields of spec §5. An inactive member ("i4"): 400 inactiveMember (the imported-user ' +
      'call edits them). An e-mail in use: 409 emailInUse. Answers the member.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: memberParams,
    body: memberUpdate,
    response: memberDetails,
  }),
  updateImportedMember: defineEntry({
    method: 'PATCH',
    path: '/v2/user/imported/:id',
    summary:
      'Changes an inactive member\'s details (spec §5 "Edit inactive member": 8-digit mobile, 4-digit zip, a valid ' +
      'e-mail; a child\'s e-mail cannot be edited, 400 childEmail "Email på barnebruger kan ikke redigeres"). The ' +
      "club is the member's; another club's member: 404. Administrators. Answers the member.",
    access: 'admin',
    club: { in: 'resource', kind: 'inactiveMember', from: 'params', key: 'id' },
    params: z.object({ id: inactiveMemberIdField }),
    body: importedMemberUpdate,
    response: memberDetails,
  }),
  setMemberRole: defineEntry({
    method: 'PATCH',
    path: '/v2/clubs/:club/members/:id/role',
    summary:
      "Changes an active member's type (1 member, 2 administrator, 3 group leader; ADR 017). Demoting the club's " +
      'only administrator: 409 soleAdministrator, nothing written. A member who stops being a group leader stops ' +
      'leading their groups and stays in them. Administrators. Answers the member.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: memberParams,
    body: memberRoleBody,
    response: memberDetails,
  }),
  memberRequests: defineEntry({
    method: 'GET',
    path: '/v2/clubs/:club/members/requests',
    summary:
      'The pending requests (ADR 017, a decided call): group requests for the groups the caller administers, and — ' +
      'for administrators — requests to join the club; at most MEMBER_REQUESTS_MAX (500) of each, oldest first, ' +
      'with their totals.',
    access: 'leader',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField }),
    response: memberRequests,
  }),
  acceptMember: defineEntry({
    method: 'PATCH',
    path: '/v2/clubs/:club/members/:id/accept',
    summary:
      "Accepts a person's request to join the club (spec §4): they become an active member (requestTypeId 2 kept " +
      'for history) and the request is gone, in one transaction. No such request: 404 requestNotFound. ' +
      'Administrators. (A group request is approved by adding the member to the group: PATCH …/groups.)',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField, id: idField }),
    response: z.object({ memberId: z.string() }),
  }),
  rejectMember: defineEntry({
    method: 'PATCH',
    path: '/v2/clubs/:club/members/:id/reject',
    summary:
      "Rejects a request: with `groupId`, the member's request to join that group (administrators and its leaders); " +
      "without, the person's request to join the club (administrators). The request is deleted; none: 404 " +
      'requestNotFound.',
    access: 'leader',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField, id: memberIdField }),
    body: z.object({ groupId: bodyIdField.nullish() }).optional(),
    response: z.object({ rejected: z.literal(true) }),
  }),
  removeMembers: defineEntry({
    method: 'DELETE',
    path: '/v2/clubs/:club/members',
    summary:
      "Removes members from the club (after the web's confirmation), in one transaction: an active member leaves " +
      'the club, its groups and its relations here and is listed in the removed export; an inactive member is ' +
      'deleted. Removing every administrator: 409 soleAdministrator, nothing written. Ids not in the club are ' +
      'ignored. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField }),
    body: z.object({
      memberIds: z.array(memberIdField, 'mustBeList').min(1, 'required').max(MEMBER_IDS_PER_CALL_MAX, 'tooManyIds'),
    }),
    bodyLimit: BODY_LIMITS.idList,
    response: z.object({ removed: z.number().int().nonnegative() }),
  }),
});
