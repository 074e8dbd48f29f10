import { activitiesWire, ACTIVITY_PAGE_SIZE, type activitiesContract, type ActivityOverview } from '@klubhus/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/** The activities area's client, made from its wire table when the area first calls (never on /login, ADR 015). */
export const activitiesApi = areaApi<typeof activitiesContract>(activitiesWire);

/** Which of the page's two lists (spec §2.5: 'Kommende aktiviteter' and 'Tidligere'), and its filter. */
export interface ActivityListFilter {
  archived: boolean;
  /** A type id, or null for every type. */
  type: number | null;
  /** The search box's text, trimmed; '' for none. */
  search: string;
}

/** The activities area's reads (query factories; keys start with 'activities'). */
export const activitiesQueries = {
  /** Everything of a club's activities, to invalidate after a write. */
  all: (clubId: number) => ['activities', clubId] as const,
  /**
   * GET /v4/activities/activityoverview, page by page (30 a page, §9): one infinite list per tab and filter, so the
   * coming and the past lists are kept apart (§2.5). A list is exhausted when a page comes back empty or the pages
   * hold `totalCount`.
   */
  list: (clubId: number, filter: ActivityListFilter) =>
    infiniteQueryOptions({
      queryKey: ['activities', clubId, 'list', filter] as const,
      queryFn: ({ pageParam, signal }) =>
        activitiesApi().activityOverview(
          {
            query: {
              clubid: clubId,
              archived: filter.archived ? 'true' : 'false',
              ...(filter.type === null ? {} : { type: filter.type }),
              ...(filter.search ? { search: filter.search } : {}),
              offset: pageParam,
              limit: ACTIVITY_PAGE_SIZE,
            },
          },
          { signal },
        ),
      initialPageParam: 0,
      getNextPageParam: (last: ActivityOverview, pages: ActivityOverview[]) => {
        const loaded = pages.reduce((sum, page) => sum + page.activities.length, 0);
        return last.activities.length === 0 || loaded >= last.totalCount ? undefined : loaded;
      },
      // The list shows its own failure, with a retry.
      meta: ownErrors,
    }),
  /** GET /v4/activities/:id: one activity whole, for the detail (route state `open` may name one not loaded). */
  detail: (clubId: number, activityId: number) =>
    queryOptions({
      queryKey: ['activities', clubId, 'detail', activityId] as const,
      queryFn: ({ signal }) => activitiesApi().getActivity({ params: { id: activityId } }, { signal }),
      // The detail shows its own failure: not found, no access, or a retry.
      meta: ownErrors,
    }),
  /** GET /v3/activities/getAvailableCoHosts: who may be responsible or co-host (administrators and group leaders). */
  candidates: (clubId: number) =>
    queryOptions({
      queryKey: ['activities', clubId, 'candidates'] as const,
      queryFn: ({ signal }) => activitiesApi().getAvailableCoHosts({ query: { clubId } }, { signal }),
      staleTime: 60_000,
      meta: ownErrors,
    }),
};
