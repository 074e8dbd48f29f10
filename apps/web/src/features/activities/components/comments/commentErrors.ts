import { ApiError, type participationRefusals } from '@klubhus/domain';
import type { TFunction } from 'i18next';
import { activityErrorText } from '../../activityFormat';

/** The refusals a comment may get of its own (document 2 §8; ADR 023). */
const commentRefusals = [
  'commentsDisabled',
  'commentTextOrImage',
  'notInvited',
] as const satisfies readonly (keyof typeof participationRefusals)[];
type CommentRefusal = (typeof commentRefusals)[number];

const isCommentRefusal = (code: string | undefined): code is CommentRefusal =>
  (commentRefusals as readonly (string | undefined)[]).includes(code);

/**
 * The text of a comment that was not sent, in the app's language: the comment's own refusals, then the activity's
 * (a cancelled activity), then the house rule; undefined when the error dialog shows it (a 5xx, no answer).
 */
export const commentErrorText = (t: TFunction, error: unknown): string | undefined =>
  error instanceof ApiError && isCommentRefusal(error.code)
    ? t(`activities.comments.refusals.${error.code}`)
    : activityErrorText(t, error);
