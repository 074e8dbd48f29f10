import { ID_MAX } from '../validation/ids.js';

/**
 * The pure rules of the members screen (spec document 1 §2, §3, §4; ADR 016): how a member is named on the
 * wire, which status they have and how the overview sorts.
 */

/**
 * A member id on the wire: an active member is their user id (`"17"`), an inactive (dummy) member `"i"` and
 * their inactive-member id (`"i4"`, spec §3: dummy ids "start with i"). Leading zeros are refused, so that one
 * member has exactly one id (`"017"` would otherwise name user 17 too).
 */
export const MEMBER_ID_PATTERN = /^i?[1-9]\d*$/;

export type MemberRef =
  { readonly kind: 'active'; readonly userId: number } | { readonly kind: 'inactive'; readonly inactiveId: number };

/** Why a text is no member id, as a message key the web translates; `null` when it is one. */
export const memberIdProblem = (text: string): 'invalidMemberId' | 'idTooLarge' | null => {
  if (!MEMBER_ID_PATTERN.test(text)) return 'invalidMemberId';
  return Number(text.replace(/^i/, '')) > ID_MAX ? 'idTooLarge' : null;
};

/** The member a valid member id names (check it with `memberIdProblem` first). */
export const parseMemberId = (text: string): MemberRef =>
  text.startsWith('i')
    ? { kind: 'inactive', inactiveId: Number(text.slice(1)) }
    : { kind: 'active', userId: Number(text) };

/** The wire id of a member. */
export const formatMemberId = (ref: MemberRef): string =>
  ref.kind === 'active' ? String(ref.userId) : `i${ref.inactiveId}`;

/**
 * A member's status (spec §4): active with an account; inactive "orange" when invited but not yet activated
 * (`invitedAt` set); inactive "red" when never invited.
 */
export const memberStatuses = ['active', 'invited', 'notInvited'] as const;
export type MemberStatus = (typeof memberStatuses)[number];

export const memberStatusOf = (member: { active: boolean; invitedAt: Date | string | null }): MemberStatus =>
  member.active ? 'active' : member.invitedAt === null ? 'notInvited' : 'invited';

/**
 * The order of statuses when the overview sorts by status, ascending: active members first, then the invited
 * (orange), then those never invited (red) — the order in which they need an administrator's attention least.
 */
export const statusRank: Record<MemberStatus, number> = { active: 0, invited: 1, notInvited: 2 };

/** The columns the member overview sorts by (spec §2: sortable columns); `firstName` by default. */
export const memberSortKeys = ['firstName', 'surname', 'birthdate', 'status', 'type'] as const;
export type MemberSortKey = (typeof memberSortKeys)[number];

export const sortDirections = ['asc', 'desc'] as const;
export type SortDirection = (typeof sortDirections)[number];

/**
 * The named group filters of the overview beside a group id: everyone, those in no group, the inactive.
 */
export const memberGroupFilters = ['all', 'notInGroups', 'inactive'] as const;
export type MemberGroupFilter = (typeof memberGroupFilters)[number];

/** The most rows one page of the member overview carries, and how many it carries unless asked. */
export const MEMBER_PAGE_MAX = 200;
export const MEMBER_PAGE_DEFAULT = 100;

/** The most search terms the overview combines; more would only make one request cost more. */
export const MEMBER_SEARCH_TERMS_MAX = 8;

/**
 * The search text as its terms (spec §1 member search: the joined terms form the query): split on white space,
 * empty and repeated terms dropped (case-insensitively), at most MEMBER_SEARCH_TERMS_MAX. Each term must match
 * one of the searched fields; all terms must match (AND).
 */
export const searchTerms = (search: string | null | undefined): string[] => {
  const terms = new Map<string, string>();
  for (const term of (search ?? '').split(/\s+/)) {
    const key = term.toLocaleLowerCase('da');
    if (term && !terms.has(key)) terms.set(key, term);
  }
  return [...terms.values()].slice(0, MEMBER_SEARCH_TERMS_MAX);
};

/** A search term as a LIKE pattern that matches it anywhere, its wildcards taken literally. */
export const likePattern = (term: string): string => `%${term.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
