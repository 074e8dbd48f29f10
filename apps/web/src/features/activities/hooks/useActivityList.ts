import type { ActivitySummary } from '@klubhus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { activitiesQueries, type ActivityListFilter } from '../queries';

/**
 * One of the page's lists (a tab with its filter), page by page: its rows so far, whether more may come, and the
 * club's zone and payment agreement from the overview's answer.
 */
export const useActivityList = (clubId: number, filter: ActivityListFilter) => {
  const query = useInfiniteQuery(activitiesQueries.list(clubId, filter));
  const { data } = query;
  // Offset paging: an activity created or cancelled meanwhile can shift a row onto the next page too; shown once.
  const activities = useMemo(() => {
    const byId = new Map<number, ActivitySummary>();
    for (const page of data?.pages ?? []) for (const activity of page.activities) byId.set(activity.id, activity);
    return [...byId.values()];
  }, [data]);
  const first = data?.pages[0];
  return {
    activities,
    timeZone: first?.timeZone,
    paymentAgreement: first?.paymentAgreement,
    isPending: query.isPending,
    /** The first page failed (a later page's failure keeps the rows and offers the retry below them). */
    isError: query.isError,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    /** A page came back empty or the pages hold `totalCount` (§2.5: "marked exhausted"). */
    isExhausted: data !== undefined && !query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
    },
    isFetchNextPageError: query.isFetchNextPageError,
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
};
