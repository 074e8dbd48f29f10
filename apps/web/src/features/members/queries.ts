import { groupsWire, membersWire, type groupsContract, type membersContract } from '@klubhus/domain';
import { queryOptions } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';
import type { MemberFilter } from './memberFilter';

/**
 * The members area's clients, made from its wire tables when the area first calls: the routes load this
 * file, so nothing of the members area loads on /login (ADR 015).
 */
const membersApi = areaApi<typeof membersContract>(membersWire);
export const groupsApi = areaApi<typeof groupsContract>(groupsWire);

/** The rows of one page of the member table: the server pages by 100 (ADR 016). */
export const MEMBER_PAGE_SIZE = 100;

/** The list a page belongs to: the URL's filter and the search box's text. */
export interface MemberListFilter extends MemberFilter {
  search: string;
}

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
            query: {
              group: filter.group,
              key: filter.key,
              direction: filter.direction,
              ...(filter.status ? { status: filter.status } : {}),
              ...(filter.search ? { search: filter.search } : {}),
              offset,
              limit: MEMBER_PAGE_SIZE,
            },
          },
          { signal },
        ),
      // The table shows its own failure, with a retry.
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
