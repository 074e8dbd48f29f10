import { messageRefusals, roleAtLeast, type MessageComment } from '@klubhus/domain';
import { forbidden } from '../../http/HttpError.js';
import * as repo from './repo.js';
import { commentOf, messageNotFound, type BoardDeps, type Caller } from './service.js';

/**
 * Comments on a message (ADR 028): text only (type 0). The club's administrators read and write them on every message,
 * a member only on the messages meant for them; the flag `message_comments` off turns both calls off.
 */

const { notARecipient, notYourself, messageCommentsOff } = messageRefusals;

/** The flag is the deployment's: off, both calls answer 403 messageCommentsOff. */
const assertCommentsOn = (deps: Pick<BoardDeps, 'flags'>): void => {
  if (deps.flags.features.message_comments?.defaultValue !== true) {
    throw forbidden(messageCommentsOff.message, messageCommentsOff.code);
  }
};

/**
 * The message must still be the club's (404), and the caller an administrator of the club or one it is meant for
 * (403 notARecipient): a member of all of the club, or of one of its groups.
 */
const assertMayComment = async (deps: Pick<BoardDeps, 'db'>, caller: Caller, messageId: number): Promise<void> => {
  const row = await repo.recipientOf(deps.db, caller.clubId, messageId, caller.userId);
  if (!row) throw messageNotFound('messageId');
  if (!roleAtLeast(caller.role, 'admin') && !row.recipient) throw forbidden(notARecipient.message, notARecipient.code);
};

/** A message's comments: the newest `MESSAGE_COMMENTS_MAX_LOADED`, oldest first, and how many there are. */
export const messageComments = async (
  deps: Pick<BoardDeps, 'db' | 'files' | 'flags'>,
  caller: Caller,
  messageId: number,
): Promise<{ comments: MessageComment[]; totalCount: number }> => {
  assertCommentsOn(deps);
  await assertMayComment(deps, caller, messageId);
  const rows = await repo.commentsOf(deps.db, caller.clubId, messageId);
  return {
    comments: rows.reverse().map((row) => commentOf(deps.files, row)),
    totalCount: Number(rows[0]?.total ?? 0),
  };
};

/**
 * Adds a comment as the caller: `userId` must be their own (403 notYourself: the spec's body names the author, the
 * server does not take another's word for it). Everything is checked before the row is written, in one statement that
 * writes it only while the message is there.
 */
export const addMessageComment = async (
  deps: Pick<BoardDeps, 'db' | 'files' | 'flags' | 'clock'>,
  caller: Caller,
  body: { userId: number; messageId: number; comment: string },
): Promise<MessageComment> => {
  assertCommentsOn(deps);
  if (body.userId !== caller.userId) throw forbidden(notYourself.message, notYourself.code);
  await assertMayComment(deps, caller, body.messageId);
  const row = await repo.insertComment(deps.db, {
    clubId: caller.clubId,
    messageId: body.messageId,
    userId: caller.userId,
    text: body.comment,
    at: deps.clock.now(),
  });
  // Deleted since the look above.
  if (!row) throw messageNotFound('messageId');
  return commentOf(deps.files, row);
};
