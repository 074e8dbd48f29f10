import { MESSAGE_COMMENTS_INLINE, type BoardMessage, type MessageComment } from '@klubhus/domain';
import { Avatar, Button, LinkifiedText, Spinner } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../messageText';
import { messagesQueries } from '../queries';
import { MessageCommentComposer } from './MessageCommentComposer';
import { ListFailed } from '../../../shell/lists/ListFailed';

const Comment = ({ comment, timeZone }: { comment: MessageComment; timeZone: string }) => {
  const { i18n } = useTranslation();
  return (
    <li className="flex gap-3">
      <Avatar name={comment.displayName} src={comment.userImageUrl ?? undefined} isDecorative />
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <p className="flex flex-wrap items-baseline gap-x-2">
          <span className="font-semibold">{comment.displayName}</span>
          <time dateTime={comment.createdAt} className="text-sm text-fg-muted">
            {formatInstant(comment.createdAt, timeZone, i18n.language)}
          </time>
        </p>
        {/* What someone wrote, as text: links made clickable, markup shown as typed, line breaks kept. */}
        <LinkifiedText text={comment.comment} />
      </div>
    </li>
  );
};

/**
 * A message's comments (§2.8, §9; ADR 028): the last 3 the list carries, oldest first; 'Vis flere' loads them all
 * (the newest 500) through the comments call, 'Vis færre' goes back to the last 3. The composer comments as the
 * signed-in user. Shown only while the flag `message_comments` is on (the page decides).
 */
export const MessageComments = ({
  clubId,
  message,
  timeZone,
}: {
  clubId: number;
  message: BoardMessage;
  timeZone: string;
}) => {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const listId = useId();
  const all = useQuery({ ...messagesQueries.comments(clubId, message.id), enabled: showAll });
  const total = all.data?.totalCount ?? message.commentCount;
  const inline = message.comments.slice(-MESSAGE_COMMENTS_INLINE);
  const shown = showAll && all.data ? all.data.comments : inline;
  const canShowMore = total > inline.length;

  let more = null;
  if (showAll && all.isPending) more = <Spinner aria-label={t('messages.comments.loading')} />;
  else if (showAll && all.isError) {
    more = (
      <ListFailed
        message={t('messages.comments.failed')}
        retryLabel={t('messages.comments.retry')}
        onRetry={() => void all.refetch()}
      />
    );
  }

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {t('messages.comments.title')}
      </h3>
      {total === 0 ? (
        <p className="text-fg-muted">{t('messages.comments.none')}</p>
      ) : (
        <>
          {canShowMore && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={showAll}
                aria-controls={listId}
                onPress={() => setShowAll((now) => !now)}
              >
                {t(showAll ? 'messages.comments.showLess' : 'messages.comments.showMore')}
              </Button>
              <span className="text-sm text-fg-muted">
                {t('messages.comments.shownOf', { shown: shown.length, total })}
              </span>
            </div>
          )}
          {more}
          <ul id={listId} aria-labelledby={headingId} className="flex flex-col gap-4">
            {shown.map((comment) => (
              <Comment key={comment.id} comment={comment} timeZone={timeZone} />
            ))}
          </ul>
        </>
      )}
      <MessageCommentComposer clubId={clubId} messageId={message.id} />
    </section>
  );
};
