import type { MemberOverview, MemberOverviewRow } from '@klubhus/domain';
import type { DataTableRange, DataTableWindow } from '@klubhus/ui';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { MEMBER_PAGE_SIZE, membersQueries, type MemberListFilter } from '../queries';

/** The pages of one list, by number (page n holds rows n·100 … n·100+99). */
type Pages = ReadonlyMap<number, MemberOverview>;

/** The first page of a list, always asked for: it carries the list's total count. */
const FIRST_PAGE: readonly number[] = [0];

/**
 * The member table's window onto a list of any length: a TanStack query per page of 100, keyed by the
 * filter and the offset, asked for when the table scrolls near it. A page is requested once per list (a
 * range spanning a page in flight does not ask again; TanStack Query shares the fetch anyway), and a new
 * filter, sort or search starts from its first page.
 */
export const useMemberWindow = (clubId: number, filter: MemberListFilter) => {
  const listKey = JSON.stringify([clubId, filter]);
  // The pages asked for in this list, in the order asked; a jump to the end of 20,000 members asks for the
  // last pages only, not the 200 between.
  const [requested, setRequested] = useState<{ listKey: string; pages: readonly number[] }>({
    listKey,
    pages: FIRST_PAGE,
  });
  const pageNumbers = requested.listKey === listKey ? requested.pages : FIRST_PAGE;

  const combine = useCallback(
    (results: UseQueryResult<MemberOverview>[]) => {
      const pages = new Map<number, MemberOverview>();
      results.forEach((result, index) => {
        const page = pageNumbers[index];
        if (result.data && page !== undefined) pages.set(page, result.data);
      });
      return { pages: pages as Pages, first: results[0] };
    },
    [pageNumbers],
  );
  const { pages, first } = useQueries({
    queries: pageNumbers.map((page) => membersQueries.page(clubId, filter, page * MEMBER_PAGE_SIZE)),
    combine,
  });

  const rowAt = useCallback(
    (index: number): MemberOverviewRow | undefined =>
      pages.get(Math.floor(index / MEMBER_PAGE_SIZE))?.members[index % MEMBER_PAGE_SIZE],
    [pages],
  );

  /** The loaded rows with these ids (the ticked rows: a row is ticked where it was seen). */
  const rowsOf = useCallback(
    (ids: ReadonlySet<string>): MemberOverviewRow[] => {
      // A row can be on two pages for a moment after a write shifted the list: each member once.
      const found = new Map<string, MemberOverviewRow>();
      for (const page of pages.values())
        for (const member of page.members) if (ids.has(member.id)) found.set(member.id, member);
      return [...found.values()];
    },
    [pages],
  );

  const onRangeChange = useCallback(
    (range: DataTableRange) => {
      setRequested((before) => {
        const known = before.listKey === listKey ? before.pages : FIRST_PAGE;
        const missing: number[] = [];
        const lastPage = Math.floor((range.end - 1) / MEMBER_PAGE_SIZE);
        for (let page = Math.floor(range.start / MEMBER_PAGE_SIZE); page <= lastPage; page += 1) {
          if (!known.includes(page)) missing.push(page);
        }
        // Nothing new (every page of the range is loaded or in flight): keep the state, so no render follows.
        return missing.length === 0 && before.listKey === listKey ? before : { listKey, pages: [...known, ...missing] };
      });
    },
    [listKey],
  );

  const firstPage = first?.data;
  const windowed = useMemo<DataTableWindow<MemberOverviewRow> | undefined>(
    () => (firstPage ? { rowCount: firstPage.totalCount, rowAt, onRangeChange } : undefined),
    [firstPage, rowAt, onRangeChange],
  );

  return {
    windowed,
    rowsOf,
    totalCount: firstPage?.totalCount,
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    isRetrying: first?.isFetching ?? false,
    retry: () => void first?.refetch(),
  };
};
