import type { DataTableRange, DataTableWindow } from '@klubhus/ui';
import { useQueries, type QueryKey, type UseQueryOptions, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';

/** The first page of a list, always asked for: it carries the list's total count. */
const FIRST_PAGE: readonly number[] = [0];

/** A list read page by page: which list it is, and how a page is asked for and read. */
export interface PagedList<Page, Row extends object, Key extends QueryKey> {
  /** Names the list (club, filter, sort …): another key starts again from its first page. */
  listKey: string;
  pageSize: number;
  /** The query of the page that starts at `offset` (read while rendering: it need not be a stable function). */
  pageQuery: (offset: number) => UseQueryOptions<Page, Error, Page, Key>;
  rowsOf: (page: Page) => readonly Row[];
  totalOf: (page: Page) => number;
}

/**
 * A windowed DataTable's view of a list of any length (the members, an import's rows): a TanStack query per page,
 * asked for when the table scrolls near it (ADR 016). A page is requested once per list (a range spanning a page in
 * flight does not ask again; TanStack Query shares the fetch anyway), and a jump to the end of 20,000 rows asks for
 * the last pages only, not the ones between. Answers the table's `windowed` (once the first page is there), the
 * pages loaded so far (to find a row by id) and the first page's query (pending, error, retry).
 */
export const usePagedWindow = <Page, Row extends object, Key extends QueryKey>({
  listKey,
  pageSize,
  pageQuery,
  rowsOf,
  totalOf,
}: PagedList<Page, Row, Key>) => {
  // The pages asked for in this list, in the order asked.
  const [requested, setRequested] = useState<{ listKey: string; pages: readonly number[] }>({
    listKey,
    pages: FIRST_PAGE,
  });
  const pageNumbers = requested.listKey === listKey ? requested.pages : FIRST_PAGE;

  const combine = useCallback(
    (results: UseQueryResult<Page>[]) => {
      const pages = new Map<number, Page>();
      results.forEach((result, index) => {
        const page = pageNumbers[index];
        if (result.data && page !== undefined) pages.set(page, result.data);
      });
      return { pages: pages as ReadonlyMap<number, Page>, first: results[0] };
    },
    [pageNumbers],
  );
  const { pages, first } = useQueries({
    queries: pageNumbers.map((page) => pageQuery(page * pageSize)),
    combine,
  });

  const rowAt = useCallback(
    (index: number): Row | undefined => {
      const page = pages.get(Math.floor(index / pageSize));
      return page === undefined ? undefined : rowsOf(page)[index % pageSize];
    },
    [pages, pageSize, rowsOf],
  );

  const onRangeChange = useCallback(
    (range: DataTableRange) => {
      setRequested((before) => {
        const known = before.listKey === listKey ? before.pages : FIRST_PAGE;
        const missing: number[] = [];
        const lastPage = Math.floor((range.end - 1) / pageSize);
        for (let page = Math.floor(range.start / pageSize); page <= lastPage; page += 1) {
          if (!known.includes(page)) missing.push(page);
        }
        // Nothing new (every page of the range is loaded or in flight): keep the state, so no render follows.
        return missing.length === 0 && before.listKey === listKey ? before : { listKey, pages: [...known, ...missing] };
      });
    },
    [listKey, pageSize],
  );

  const firstPage = first?.data;
  const windowed = useMemo<DataTableWindow<Row> | undefined>(
    () => (firstPage ? { rowCount: totalOf(firstPage), rowAt, onRangeChange } : undefined),
    [firstPage, totalOf, rowAt, onRangeChange],
  );

  return { windowed, pages, first };
};
