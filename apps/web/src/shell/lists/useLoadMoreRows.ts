import type { InfiniteData, UseInfiniteQueryResult } from '@tanstack/react-query';
import { useMemo } from 'react';

/**
 * A list loaded page by page as its end nears the view (an `ActionList` with `onLoadMore`: activities, messages): its
 * rows so far, each once, and the states the list shows. `rowsOf` reads a page's rows (a function of the module, so
 * that it stays the same between renders).
 */
export const useLoadMoreRows = <Page, Row extends { id: number }>(
  query: UseInfiniteQueryResult<InfiniteData<Page>>,
  rowsOf: (page: Page) => readonly Row[],
) => {
  const { data } = query;
  // Offset paging: a row created or removed meanwhile can shift another onto the next page too; shown once.
  const rows = useMemo(() => {
    const byId = new Map<number, Row>();
    for (const page of data?.pages ?? []) for (const row of rowsOf(page)) byId.set(row.id, row);
    return [...byId.values()];
  }, [data, rowsOf]);
  return {
    rows,
    /** The first page's answer: what the list's answer says beside its rows (the club's zone …). */
    firstPage: data?.pages[0],
    isPending: query.isPending,
    /** The first page failed (a later page's failure keeps the rows and offers the retry below them). */
    isError: query.isError,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    /** A page came back empty or the pages hold the total count (§2.5: "marked exhausted"). */
    isExhausted: data !== undefined && !query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
    },
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
};
