import {
  groupsWire,
  joiningWire,
  MEMBER_PAGE_MAX,
  memberExportsWire,
  membersWire,
  relationsWire,
  signupLinksWire,
  type groupsContract,
  type joiningContract,
  type memberExportsContract,
  type MemberOverviewRow,
  type membersContract,
  type relationsContract,
  type signupLinksContract,
} from '@klubhus/domain';
import { queryOptions } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';
import type { MemberFilter } from './memberFilter';

/**
 * The members area's clients, made from its wire tables when the area first calls: the routes load this
 * file, so nothing of the members area loads on /login (ADR 015).
 */
export const membersApi = areaApi<typeof membersContract>(membersWire);
export const groupsApi = areaApi<typeof groupsContract>(groupsWire);
export const relationsApi = areaApi<typeof relationsContract>(relationsWire);
export const memberExportsApi = areaApi<typeof memberExportsContract>(memberExportsWire);
/** Create member and the invitations (ADR 018): joining's calls, made from the members screen. */
export const joiningApi = areaApi<typeof joiningContract>(joiningWire);
/** The sign-up links of the "Tilmeldingslink" dialog (ADR 019): joining's calls, made from the members toolbar. */
export const signupLinksApi = areaApi<typeof signupLinksContract>(signupLinksWire);

/** The rows of one page of the member table: the server pages by 100 (ADR 016). */
export const MEMBER_PAGE_SIZE = 100;

/** The list a page belongs to: the URL's filter and the search box's text. */
export interface MemberListFilter extends MemberFilter {
  search: string;
}

/** The overview's query for a list filter (without the page); the members export takes the same. */
export const overviewQuery = (filter: MemberListFilter) => ({
  group: filter.group,
  key: filter.key,
  direction: filter.direction,
  ...(filter.status ? { status: filter.status } : {}),
  ...(filter.search ? { search: filter.search } : {}),
});

/**
 * Every member of a list, in the largest pages the server gives (200): what "select all" acts on, since the
 * table never holds every row (ADR 016). `onLoaded` tells how many of how many are in, for the progress bar.
 */
export const fetchEveryMember = async (
  clubId: number,
  filter: MemberListFilter,
  { signal, onLoaded }: { signal?: AbortSignal; onLoaded?: (loaded: number, total: number) => void } = {},
): Promise<MemberOverviewRow[]> => {
  const rows: MemberOverviewRow[] = [];
  let total = Infinity;
  while (rows.length < total) {
    const page = await membersApi().memberOverview(
      { params: { club: clubId }, query: { ...overviewQuery(filter), offset: rows.length, limit: MEMBER_PAGE_MAX } },
      { signal },
    );
    total = page.totalCount;
    rows.push(...page.members);
    onLoaded?.(rows.length, total);
    // A list that shrank while it was read ends with its last page.
    if (page.members.length === 0) break;
  }
  return rows;
};

/** The members area's reads (query factories; keys start with 'members'). */
export const membersQueries = {
  /** Every page of a club's member lists, to invalidate after a write. */
  all: (clubId: number) => ['members', clubId] as const,
  /**
   * GET /v2/web/memberoverview/:club: the page of the list at `offset`, keyed by the filter and the offset
   * so that a page is asked for once and a new sort or search starts a list of its own.
   */
  page: (clubId: number, filter: MemberListFilter, offset: number) =>
    queryOptions({
      queryKey: ['members', clubId, 'overview', filter, offset] as const,
      queryFn: ({ signal }) =>
        membersApi().memberOverview(
          {
            params: { club: clubId },
            query: { ...overviewQuery(filter), offset, limit: MEMBER_PAGE_SIZE },
          },
          { signal },
        ),
      // The table shows its own failure, with a retry.
      meta: ownErrors,
    }),
  /**
   * The sidebar's badge counts: the overview's `counts`, from its smallest page (the counts do not depend on the
   * filter). Under the area's key, so every write of the area refreshes them.
   */
  counts: (clubId: number) =>
    queryOptions({
      queryKey: ['members', clubId, 'counts'] as const,
      queryFn: async ({ signal }) =>
        (
          await membersApi().memberOverview(
            { params: { club: clubId }, query: { group: 'all', key: 'firstName', direction: 'asc', limit: 1 } },
            { signal },
          )
        ).counts,
      // A badge that cannot be counted is left out; the page says why when it is opened.
      meta: ownErrors,
    }),
  /**
   * GET /v2/clubs/:club/members/:id: one member's details, groups, pending group requests and relations (ADR 017).
   * Under the area's key, so that every write of the area refreshes an open member too.
   */
  details: (clubId: number, memberId: string) =>
    queryOptions({
      queryKey: ['members', clubId, 'details', memberId] as const,
      queryFn: ({ signal }) => membersApi().memberDetails({ params: { club: clubId, id: memberId } }, { signal }),
      // The modal shows its own failure: not found, no access, or a retry.
      meta: ownErrors,
    }),
  /** GET /v2/clubs/:club/members/requests: the requests waiting for the user's answer (ADR 017). */
  requests: (clubId: number) =>
    queryOptions({
      queryKey: ['members', clubId, 'requests'] as const,
      queryFn: ({ signal }) => membersApi().memberRequests({ params: { club: clubId } }, { signal }),
      meta: ownErrors,
    }),
  /** Every target's sign-up links of a club, to invalidate after a link is made or deleted. */
  signupLinksAll: (clubId: number) => ['members', clubId, 'signupLinks'] as const,
  /**
   * GET /v2/web/clublinks/:club (ADR 019): the active sign-up links of one target, newest first — the group's with a
   * `groupId`, the club's own without — and the organisation's host for links in organisation mode.
   */
  signupLinks: (clubId: number, groupId: number | undefined) =>
    queryOptions({
      queryKey: ['members', clubId, 'signupLinks', groupId ?? 'club'] as const,
      queryFn: ({ signal }) => signupLinksApi().clubLinks({ params: { clubId }, query: { groupId } }, { signal }),
      // The dialog shows its own failure, with a retry.
      meta: ownErrors,
    }),
  /** GET /v2/web/groupoverview/:club: the club's groups, flat (the menu builds the tree). */
  groups: (clubId: number) =>
    queryOptions({
      queryKey: ['members', clubId, 'groups'] as const,
      queryFn: ({ signal }) => groupsApi().groupOverview({ params: { club: clubId } }, { signal }),
      meta: ownErrors,
    }),
};
