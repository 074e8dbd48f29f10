import * as z from 'zod';
import { groupEditFields, newGroupFields } from '../validation/groups.js';
import { bodyIdField, idField } from '../validation/ids.js';
import { defineContract, defineEntry } from './entry.js';

/** The club in the path (`/v2/web/groupoverview/12`). */
const clubParams = z.object({ club: idField });

/** A leader of a group as the overview names them: enough for a badge, never the group's whole member list. */
export const groupLeader = z.object({
  userId: z.number().int().positive(),
  firstName: z.string(),
  surname: z.string(),
});
export type GroupLeader = z.infer<typeof groupLeader>;

/**
 * One group of the club (spec document 1 §3 Group), flat: the web builds the tree from `parentUserGroupId`.
 * The spec's `users` and `rawUsers` are left out — a group of a 20,000-member club cannot travel whole; the
 * member overview lists a group's members, paged (ADR 016).
 */
export const groupOverviewItem = z.object({
  userGroupId: z.number().int().positive(),
  title: z.string(),
  /** Null for a main group. */
  parentUserGroupId: z.number().int().positive().nullable(),
  /** Its members, active and inactive. */
  userCount: z.number().int().nonnegative(),
  /** Null: no limit. */
  maxUsers: z.number().int().positive().nullable(),
  open: z.boolean(),
  hiddenForClubMembers: z.boolean(),
  hiddenForClubLeaders: z.boolean(),
  /** Join requests waiting for approval: 0 until join requests exist ("Joining"). */
  pendingRequests: z.number().int().nonnegative(),
  /** True for an administrator, and for a group leader on the groups they lead (spec §6). */
  canAdminister: z.boolean(),
  leaders: z.array(groupLeader),
});
export type GroupOverviewItem = z.infer<typeof groupOverviewItem>;

export const groupsContract = defineContract({
  groupOverview: defineEntry({
    method: 'GET',
    path: '/v2/web/groupoverview/:club',
    summary:
      "The club's groups as a flat list sorted by title (Danish order), with member counts and leaders; at most " +
      'MAX_GROUPS_PER_CLUB (2,000). For administrators and group leaders; a leader does not see a group hidden ' +
      'for club leaders unless they lead it, and may administer only the groups they lead (`canAdminister`).',
    access: 'leader',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    response: z.array(groupOverviewItem),
  }),
  groupAdd: defineEntry({
    method: 'POST',
    path: '/v2/web/groupadd/:club',
    summary:
      'Creates a group, or a subgroup of `parentUserGroupId` (a group of this club, else 404 unknownGroup). A club ' +
      'with MAX_GROUPS_PER_CLUB (2,000) groups answers 409 tooManyGroups. Answers the new group.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: newGroupFields,
    response: groupOverviewItem,
    successStatus: 201,
  }),
  groupDeleteRecursive: defineEntry({
    method: 'POST',
    path: '/v2/web/groupdeleterecursive/:club',
    summary:
      'Deletes a group of this club with all its subgroups and their memberships, in one transaction (a group of ' +
      'another club, or none: 404 unknownGroup). Answers the ids of the groups deleted.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: z.object({ userGroupId: bodyIdField }),
    response: z.object({ userGroupIds: z.array(z.number().int().positive()) }),
  }),
  groupEdit: defineEntry({
    method: 'POST',
    path: '/v2/web/groupedit/:id',
    summary:
      "Changes a group's title, member limit and visibility. `maxUsers` below the members the group already has " +
      '(active and inactive) answers 409 "For mange medlemmer" (tooManyMembers, on maxUsers). Answers the group.',
    access: 'admin',
    club: { in: 'resource', kind: 'group', from: 'params', key: 'id' },
    params: z.object({ id: idField }),
    body: groupEditFields,
    response: groupOverviewItem,
  }),
});
