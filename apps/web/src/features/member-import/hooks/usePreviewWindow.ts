import type { ImportMemberRow, ImportOverview } from '@klubhus/domain';
import type { DataTableRange, DataTableWindow } from '@klubhus/ui';
import { useQueries, type UseQueryResult } from '@tanstack/react-query';
import { useCallback, useMemo, useState } from 'react';
import { memberImportQueries, PREVIEW_PAGE_SIZE, type PreviewFilter } from '../queries';

const FIRST_PAGE: readonly number[] = [0];

/**
 * The members preview's window onto the staged rows (10,000 and more): a query per page of 100 from
 * `importoverview` (offset/limit), asked for when the table scrolls near it, as the member table does
 * (`useMemberWindow` of the members area, ADR 016). A new filter starts from its first page.
 */
export const usePreviewWindow = (clubId: number, filter: PreviewFilter) => {
  const listKey = JSON.stringify([clubId, filter]);
  const [requested, setRequested] = useState<{ listKey: string; pages: readonly number[] }>({
    listKey,
    pages: FIRST_PAGE,
  });
  const pageNumbers = requested.listKey === listKey ? requested.pages : FIRST_PAGE;

  const combine = useCallback(
    (results: UseQueryResult<ImportOverview>[]) => {
      const pages = new Map<number, ImportOverview>();
      results.forEach((result, index) => {
        const page = pageNumbers[index];
        if (result.data && page !== undefined) pages.set(page, result.data);
      });
      return { pages: pages as ReadonlyMap<number, ImportOverview>, first: results[0] };
    },
    [pageNumbers],
  );
  const { pages, first } = useQueries({
    queries: pageNumbers.map((page) => memberImportQueries.rows(clubId, filter, page * PREVIEW_PAGE_SIZE)),
    combine,
  });

  const rowAt = useCallback(
    (index: number): ImportMemberRow | undefined =>
      pages.get(Math.floor(index / PREVIEW_PAGE_SIZE))?.members.rows[index % PREVIEW_PAGE_SIZE],
    [pages],
  );

  /** A loaded row by its id (the row the administrator opened). */
  const rowById = useCallback(
    (id: string): ImportMemberRow | undefined => {
      for (const page of pages.values()) {
        const row = page.members.rows.find((candidate) => candidate.id === id);
        if (row) return row;
      }
      return undefined;
    },
    [pages],
  );

  const onRangeChange = useCallback(
    (range: DataTableRange) => {
      setRequested((before) => {
        const known = before.listKey === listKey ? before.pages : FIRST_PAGE;
        const missing: number[] = [];
        const lastPage = Math.floor((range.end - 1) / PREVIEW_PAGE_SIZE);
        for (let page = Math.floor(range.start / PREVIEW_PAGE_SIZE); page <= lastPage; page += 1) {
          if (!known.includes(page)) missing.push(page);
        }
        return missing.length === 0 && before.listKey === listKey ? before : { listKey, pages: [...known, ...missing] };
      });
    },
    [listKey],
  );

  const firstPage = first?.data;
  const windowed = useMemo<DataTableWindow<ImportMemberRow> | undefined>(
    () => (firstPage ? { rowCount: firstPage.members.total, rowAt, onRangeChange } : undefined),
    [firstPage, rowAt, onRangeChange],
  );

  return {
    windowed,
    rowById,
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    retry: () => void first?.refetch(),
  };
};
