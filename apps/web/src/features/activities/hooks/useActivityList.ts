import type { ActivityOverview } from '@klubhus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoadMoreRows } from '../../../shell/lists/useLoadMoreRows';
import { activitiesQueries, type ActivityListFilter } from '../queries';

const activitiesOf = (page: ActivityOverview) => page.activities;

/**
 * One of the page's lists (a tab with its filter), page by page: its rows so far, whether more may come, and the
 * club's zone and payment agreement from the overview's answer.
 */
export const useActivityList = (clubId: number, filter: ActivityListFilter) => {
  const { rows, firstPage, ...list } = useLoadMoreRows(
    useInfiniteQuery(activitiesQueries.list(clubId, filter)),
    activitiesOf,
  );
  return {
    activities: rows,
    timeZone: firstPage?.timeZone,
    paymentAgreement: firstPage?.paymentAgreement,
    ...list,
  };
};
