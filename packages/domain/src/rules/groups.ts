import type { MemberRole } from './memberTypes.js';

/**
 * The rules of a club's groups (spec document 1 §3 Group, §5, §6; ADR 016), shared by the server, which
 * enforces them, and the web, which disables what they forbid.
 */

/**
 * The most groups one club may have. The group overview is loaded whole (the web builds the tree from a flat
 * list), so the list is bounded rather than paged; real clubs have tens of groups, and 2,000 leaves room for
 * the largest imports while keeping the answer small.
 */
export const MAX_GROUPS_PER_CLUB = 2000;

/** The largest `maxUsers` a group may be given: far beyond any club, small enough for any integer column. */
export const MAX_USERS_LIMIT = 1_000_000;

/** Whether a club that has `count` groups may get one more. */
export const canAddGroup = (count: number): boolean => count < MAX_GROUPS_PER_CLUB;

/**
 * Whether a group of at most `maxUsers` members (null: no limit) can hold `userCount` members, active and
 * inactive together. Lowering the limit below the members already in the group is refused too, so that a
 * limit always tells the truth ("For mange medlemmer", spec document 1 §5 and §8).
 */
export const fitsMaxUsers = (maxUsers: number | null, userCount: number): boolean =>
  maxUsers === null || userCount <= maxUsers;

/**
 * Whether the caller may administer a group (spec §6: "a group can be administered only if canAdminister is
 * true; for non-administrators only when the user is one of its leaders").
 */
export const canAdministerGroup = (role: MemberRole, leadsGroup: boolean): boolean =>
  role === 'admin' || (role === 'leader' && leadsGroup);

/**
 * Whether a group is in the caller's group overview: an administrator sees every group; a group leader does not
 * see a group hidden for club leaders unless they lead it. (Members do not get the overview at all.)
 */
export const groupVisibleInOverview = (
  role: MemberRole,
  group: { hiddenForClubLeaders: boolean },
  leadsGroup: boolean,
): boolean => role === 'admin' || !group.hiddenForClubLeaders || leadsGroup;
