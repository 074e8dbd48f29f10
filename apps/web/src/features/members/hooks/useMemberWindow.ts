import type { MemberOverview, MemberOverviewRow } from '@klubhus/domain';
import { useCallback } from 'react';
import { usePagedWindow } from '../../../shell/lists/usePagedWindow';
import { MEMBER_PAGE_SIZE, membersQueries, type MemberListFilter } from '../queries';

const rowsOfPage = (page: MemberOverview) => page.members;
const totalOfPage = (page: MemberOverview) => page.totalCount;

/**
 * The member table's window onto a list of any length (`usePagedWindow`): a page of 100 per query, keyed by the
 * filter and the offset, so that a new filter, sort or search starts from its first page.
 */
export const useMemberWindow = (clubId: number, filter: MemberListFilter) => {
  const { windowed, pages, first } = usePagedWindow({
    listKey: JSON.stringify([clubId, filter]),
    pageSize: MEMBER_PAGE_SIZE,
    pageQuery: (offset: number) => membersQueries.page(clubId, filter, offset),
    rowsOf: rowsOfPage,
    totalOf: totalOfPage,
  });

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

  return {
    windowed,
    rowsOf,
    totalCount: first?.data?.totalCount,
    isPending: first?.isPending ?? true,
    isError: first?.isError ?? false,
    isRetrying: first?.isFetching ?? false,
    retry: () => void first?.refetch(),
  };
};
