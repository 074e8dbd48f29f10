import { ApiError, messagePreview } from '@klubhus/domain';
import { ActionList, ActionListItem, EmptyState, Spinner } from '@klubhus/ui';
import { MessageSquare } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { useMessageList } from '../hooks/useMessageList';
import { MessageMeta } from './MessageMeta';
import { ListFailed } from '../../../shell/lists/ListFailed';

export interface MessageListProps {
  /** The page's list (`useMessageList`). */
  list: ReturnType<typeof useMessageList>;
  timeZone: string;
  /** The administrators' list (its empty state points at 'Opret besked'), else a member's reading list. */
  isAdmin: boolean;
  /** Comments are on (flag `message_comments`): each row counts them. */
  showComments: boolean;
  onOpen: (messageId: number) => void;
}

/** How much of each of the last comments a row shows (ours): a line or two; the detail shows them whole. */
const COMMENT_PREVIEW_LENGTH = 120;

/**
 * The messages, newest first, 20 a page (ADR 028): the next page loads as the end nears the view. Each row shows the
 * title, the preview (200 characters at a word boundary, §9), when, by whom and to whom, the last 3 comments and their count;
 * pressing it (or Enter) opens the whole message. Loading, empty, failed with a retry, and no access.
 */
export const MessageList = ({ list, timeZone, isAdmin, showComments, onOpen }: MessageListProps) => {
  const { t } = useTranslation();
  if (list.isPending) {
    return (
      <div className="flex justify-center py-16">
        <Spinner size="lg" aria-label={t('messages.page.loading')} />
      </div>
    );
  }
  if (list.isError && list.messages.length === 0) {
    if (list.error instanceof ApiError && list.error.status === 403) {
      return <p className="text-fg-muted">{t('messages.page.noAccess')}</p>;
    }
    return <ListFailed message={t('messages.page.error')} retryLabel={t('messages.page.retry')} onRetry={list.retry} />;
  }
  const canLoadMore = list.hasNextPage && !list.isFetchNextPageError;
  return (
    <div className="flex flex-col gap-3">
      <ActionList
        aria-label={t('messages.page.title')}
        items={list.messages}
        onAction={(key) => onOpen(Number(key))}
        renderEmptyState={() => (
          <EmptyState
            headingLevel={2}
            icon={<MessageSquare aria-hidden="true" />}
            title={t('messages.page.emptyTitle')}
            description={isAdmin ? t('messages.page.emptyHint') : t('messages.page.emptyHintMember')}
          />
        )}
        onLoadMore={canLoadMore ? list.loadMore : undefined}
        isLoadingMore={list.isFetchingNextPage}
        loadingLabel={t('messages.page.loadingMore')}
      >
        {(message) => {
          const preview = messagePreview(message.message);
          const isCut = preview.endsWith('…') && preview !== message.message.trim();
          return (
            <ActionListItem id={message.id} textValue={message.title}>
              <div className="flex min-w-0 flex-col gap-1">
                <h2 className="text-lg font-semibold break-words">{message.title}</h2>
                <MessageMeta message={message} timeZone={timeZone} />
                {/* The preview as text (never markup); the whole text, its links clickable, is in the detail. */}
                <p className="break-words whitespace-normal">{preview}</p>
                {showComments && message.comments.length > 0 && (
                  // The last 3 comments (§2.8, §9), each cut as the preview is; the rest and the composer are in the detail.
                  <ul
                    aria-label={t('messages.comments.title')}
                    className="flex flex-col gap-1 border-l-2 border-border pl-3 text-sm"
                  >
                    {message.comments.map((comment) => (
                      <li key={comment.id} className="break-words">
                        <span className="font-semibold">{comment.displayName}</span>{' '}
                        {messagePreview(comment.comment, COMMENT_PREVIEW_LENGTH)}
                      </li>
                    ))}
                  </ul>
                )}
                <p className="flex flex-wrap gap-x-3 text-sm">
                  {isCut && <span className="font-medium text-brand">{t('messages.message.readMore')}</span>}
                  {showComments && (
                    <span className="text-fg-muted">
                      {t('messages.message.comments', { count: message.commentCount })}
                    </span>
                  )}
                </p>
              </div>
            </ActionListItem>
          );
        }}
      </ActionList>
      {list.isFetchNextPageError && (
        <ListFailed message={t('messages.page.error')} retryLabel={t('messages.page.retry')} onRetry={list.retry} />
      )}
      {list.isExhausted && list.messages.length > 0 && (
        <p className="py-2 text-center text-sm text-fg-muted">{t('messages.page.exhausted')}</p>
      )}
    </div>
  );
};
