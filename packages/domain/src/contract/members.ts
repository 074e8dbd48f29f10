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
import { memberIdField } from '../validation/members.js';
import { optionalText } from '../validation/text.js';
import { defineContract, defineEntry } from './entry.js';

/** The most groups one call names: a club has at most 2,000 (ADR 016, `tooManyGroups`). */
export const GROUPS_PER_CALL_MAX = 2000;

/** The most members one removal names; far more than a screen selects, and within BODY_LIMITS.idList. */
export const MEMBER_IDS_PER_CALL_MAX = 20_000;

/** Decimal text in a query becomes a number; anything else stays as it came and is refused by the schema. */
const queryNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : value;
};

/** A whole number in a query, within bounds; `mustBeInteger` for text, `min`/`max` by name past the bounds. */
const queryInteger = (min: number, max: number, fallback: number) =>
  z.preprocess(
    queryNumber,
    z.number('mustBeInteger').int('mustBeInteger').min(min, 'tooSmall').max(max, 'tooLarge').default(fallback),
  );

/** `group`: a group id of the club, or one of the named filters; `all` unless asked. */
const groupFilter = z.union([z.enum(memberGroupFilters), idField], { error: 'invalidGroup' }).default('all');

/** `leader` in a query: the text `true` or `false`, as a URL carries it. */
const queryBoolean = z.enum(['true', 'false'], 'mustBeBoolean').transform((text) => text === 'true');

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
});
