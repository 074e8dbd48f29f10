import {
  memberGroupFilters,
  memberSortKeys,
  sortDirections,
  type MemberSortKey,
  type SortDirection,
} from '@klubhus/domain';

/** The group part of the filter: a group id, or one of the named lists (spec document 1 §2). */
export type MemberGroupFilter = (typeof memberGroupFilters)[number] | number;

/** What the members screen lists, read from its URL: `/members?group=all&key=firstName&direction=asc`. */
export interface MemberFilter {
  group: MemberGroupFilter;
  key: MemberSortKey;
  direction: SortDirection;
  /** `inactive`: only the inactive members within the group. */
  status?: 'inactive';
}

/** The defaults the screen redirects to when the URL leaves one out (spec document 1 §2). */
const DEFAULT_FILTER = { group: 'all', key: 'firstName', direction: 'asc' } as const;

const isOneOf = <T extends string>(list: readonly T[], value: string | null): value is T =>
  value !== null && (list as readonly string[]).includes(value);

const parseGroup = (value: string | null): MemberGroupFilter | undefined => {
  if (isOneOf(memberGroupFilters, value)) return value;
  // A group id is a positive whole number without leading zeros, as the server accepts it.
  return value !== null && /^[1-9]\d{0,8}$/.test(value) ? Number(value) : undefined;
};

/**
 * The filter of a members URL, or the URL's query with the defaults filled in when `group`, `key` or
 * `direction` is missing or unreadable: the screen then replaces the URL rather than guess, so that the
 * address always says what is listed (a shared link shows the same list).
 */
export const readMemberFilter = (
  params: URLSearchParams,
): { filter: MemberFilter; redirect?: undefined } | { filter?: undefined; redirect: URLSearchParams } => {
  const group = parseGroup(params.get('group'));
  const key = params.get('key');
  const direction = params.get('direction');
  if (group === undefined || !isOneOf(memberSortKeys, key) || !isOneOf(sortDirections, direction)) {
    const fixed = new URLSearchParams(params);
    if (group === undefined) fixed.set('group', DEFAULT_FILTER.group);
    if (!isOneOf(memberSortKeys, key)) fixed.set('key', DEFAULT_FILTER.key);
    if (!isOneOf(sortDirections, direction)) fixed.set('direction', DEFAULT_FILTER.direction);
    return { redirect: fixed };
  }
  const status = params.get('status') === 'inactive' ? 'inactive' : undefined;
  return { filter: { group, key, direction, ...(status ? { status } : {}) } };
};

/** The URL's query with `changes` applied (`undefined` removes a parameter), the rest kept. */
export const withParams = (params: URLSearchParams, changes: Record<string, string | undefined>): URLSearchParams => {
  const next = new URLSearchParams(params);
  for (const [name, value] of Object.entries(changes)) {
    if (value === undefined) next.delete(name);
    else next.set(name, value);
  }
  return next;
};
