import type { ImportMemberRow, ImportOverview } from '@klubhus/domain';
import { useCallback } from 'react';
import { usePagedWindow } from '../../../shell/lists/usePagedWindow';
import { memberImportQueries, PREVIEW_PAGE_SIZE, type PreviewFilter } from '../queries';

const rowsOfPage = (page: ImportOverview) => page.members.rows;
const totalOfPage = (page: ImportOverview) => page.members.total;

/**
 * The members preview's window onto the staged rows (10,000 and more): a page of 100 per query from
 * `importoverview` (offset/limit), as the member table pages (`usePagedWindow`). A new filter starts from its first
 * page.
 */
export const usePreviewWindow = (clubId: number, filter: PreviewFilter) => {
  const { windowed, pages, first } = usePagedWindow({
    listKey: JSON.stringify([clubId, filter]),
    pageSize: PREVIEW_PAGE_SIZE,
    pageQuery: (offset: number) => memberImportQueries.rows(clubId, filter, offset),
    rowsOf: rowsOfPage,
    totalOf: totalOfPage,
  });

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

  return {
    windowed,
    rowById,
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    retry: () => void first?.refetch(),
  };
};
