import { ApiError } from '@klubhus/domain';
import { ActionList, EmptyState, Spinner } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import type { useActivityList } from '../hooks/useActivityList';
import { ActivityRow } from './ActivityRow';
import { ListFailed } from '../../../shell/lists/ListFailed';

export interface ActivityListProps {
  /** The tab's list (`useActivityList`), loaded by the page, which also needs its zone. */
  list: ReturnType<typeof useActivityList>;
  /** 'Tidligere' (the past activities) rather than 'Kommende aktiviteter'. */
  archived: boolean;
  /** A search or a type narrows the list: its empty state says that nothing matches. */
  isFiltered: boolean;
  /** The club's zone; the overview's answer names it. */
  timeZone: string;
  /** The club, whose types the rows show. */
  clubId: number;
  onOpen: (activityId: number) => void;
}

/**
 * One tab's list (§2.5), 30 activities a page: the next page loads as the end nears the view (by scrolling, or by
 * moving down the rows with the keyboard), a quiet marker says when there are no more. Loading, empty (the tab's own
 * words, or "nothing matches" for a search), failed with a retry, and no access.
 */
export const ActivityList = ({ list, archived, isFiltered, timeZone, clubId, onOpen }: ActivityListProps) => {
  const { t } = useTranslation();
  if (list.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" aria-label={t('activities.page.loading')} />
      </div>
    );
  }
  if (list.isError && list.activities.length === 0) {
    if (list.error instanceof ApiError && list.error.status === 403) {
      return <p className="text-fg-muted">{t('activities.page.noAccess')}</p>;
    }
    return (
      <ListFailed message={t('activities.page.error')} retryLabel={t('activities.page.retry')} onRetry={list.retry} />
    );
  }
  const empty = () =>
    isFiltered ? (
      <EmptyState
        headingLevel={2}
        title={t('activities.page.noMatches')}
        description={t('activities.page.noMatchesHint')}
      />
    ) : archived ? (
      <EmptyState
        headingLevel={2}
        title={t('activities.page.emptyPast')}
        description={t('activities.page.emptyPastHint')}
      />
    ) : (
      <EmptyState
        headingLevel={2}
        title={t('activities.page.emptyUpcoming')}
        description={t('activities.page.emptyUpcomingHint')}
      />
    );
  const canLoadMore = list.hasNextPage && !list.isFetchNextPageError;
  return (
    <div className="flex flex-col gap-3">
      <ActionList
        aria-label={archived ? t('activities.page.past') : t('activities.page.upcoming')}
        items={list.activities}
        onAction={(key) => onOpen(Number(key))}
        renderEmptyState={empty}
        onLoadMore={canLoadMore ? list.loadMore : undefined}
        isLoadingMore={list.isFetchingNextPage}
        loadingLabel={t('activities.page.loadingMore')}
      >
        {(activity) => <ActivityRow clubId={clubId} activity={activity} timeZone={timeZone} />}
      </ActionList>
      {list.isFetchNextPageError && (
        <ListFailed message={t('activities.page.error')} retryLabel={t('activities.page.retry')} onRetry={list.retry} />
      )}
      {list.isExhausted && list.activities.length > 0 && (
        <p className="py-2 text-center text-sm text-fg-muted">{t('activities.page.exhausted')}</p>
      )}
    </div>
  );
};
