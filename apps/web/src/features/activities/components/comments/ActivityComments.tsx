import { COMMENT_IMAGE_MAX_WIDTH, COMMENTS_SHOWN, type ActivityComment, type ActivityDetail } from '@klubhus/domain';
import { Avatar, Button, Lightbox, LinkifiedText } from '@klubhus/ui';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { formatInstant } from '../../activityFormat';
import { CommentComposer } from './CommentComposer';

/** A comment's type (§3 Activity comment): 0 text; anything else an image, `comment` its address. */
const TEXT_COMMENT = 0;

const Comment = ({ comment, timeZone }: { comment: ActivityComment; timeZone: string }) => {
  const { t, i18n } = useTranslation();
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
        {comment.type === TEXT_COMMENT ? (
          // What someone wrote, as text: links made clickable, markup shown as typed, line breaks kept.
          <LinkifiedText text={comment.comment} />
        ) : (
          <div className="self-start">
            <Lightbox
              src={comment.comment}
              alt={t('activities.comments.imageAlt', { name: comment.displayName })}
              thumbnailMaxWidth={COMMENT_IMAGE_MAX_WIDTH}
              closeLabel={t('activities.comments.close')}
            />
          </div>
        )}
      </div>
    </li>
  );
};

/**
 * An activity's comments (§2.5): the last 3, oldest first, with 'Vis flere' for the rest the detail carries (the
 * newest 500, ADR 023) and 'Vis færre' back; each with the author's picture and name and its time in the club's zone.
 * The composer is there while comments are on and the activity is not cancelled; comments turned off say so, and
 * the comments written before stay.
 */
export const ActivityComments = ({
  clubId,
  activity,
  timeZone,
}: {
  clubId: number;
  activity: ActivityDetail;
  timeZone: string;
}) => {
  const { t } = useTranslation();
  const [showAll, setShowAll] = useState(false);
  const headingId = useId();
  const listId = useId();
  const { comments, commentCount } = activity;
  const shown = showAll ? comments : comments.slice(-COMMENTS_SHOWN);
  const canShowMore = comments.length > COMMENTS_SHOWN;

  return (
    <section aria-labelledby={headingId} className="flex flex-col gap-3">
      <h3 id={headingId} className="font-semibold">
        {t('activities.comments.title')}
      </h3>
      {comments.length === 0 ? (
        <p className="text-fg-muted">{t('activities.comments.none')}</p>
      ) : (
        <>
          {canShowMore && (
            <div className="flex flex-wrap items-center gap-x-3 gap-y-1">
              <Button
                variant="secondary"
                size="sm"
                aria-expanded={showAll}
                aria-controls={listId}
                onPress={() => setShowAll((all) => !all)}
              >
                {t(showAll ? 'activities.comments.showLess' : 'activities.comments.showMore')}
              </Button>
              <span className="text-sm text-fg-muted">
                {showAll && commentCount > comments.length
                  ? t('activities.comments.newest', { shown: comments.length, total: commentCount })
                  : t('activities.comments.shownOf', { shown: shown.length, total: commentCount })}
              </span>
            </div>
          )}
          <ul id={listId} aria-labelledby={headingId} className="flex flex-col gap-4">
            {shown.map((comment) => (
              <Comment key={comment.id} comment={comment} timeZone={timeZone} />
            ))}
          </ul>
        </>
      )}
      {!activity.commentsEnabled ? (
        <p className="rounded-surface bg-surface-sunken p-3 text-fg-muted">{t('activities.comments.disabled')}</p>
      ) : (
        !activity.cancelled && <CommentComposer clubId={clubId} activityId={activity.id} />
      )}
    </section>
  );
};
