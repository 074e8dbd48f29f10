import type { Db } from '../../db/connect.js';
import type { ActivitiesDeps } from './service.js';

/**
 * The activity mails of "Activities II" (ADR 023), through the outbox of the caller's transaction, in the club's
 * brand and each recipient's language. STUB: being built (issue 21); the signatures are fixed.
 */

export type ActivityMailDeps = Pick<ActivitiesDeps, 'clock' | 'mailer' | 'config'>;

/** One invitation mail to each of `userIds`, naming the first of `activityIds` (a series: how many occurrences). */
export const enqueueInvitationMails = async (
  _tx: Db,
  _deps: ActivityMailDeps,
  _invitation: { clubId: number; activityIds: readonly number[]; userIds: readonly number[] },
): Promise<void> => {};

/** One cancellation mail, with the reason, to everyone invited or attending the activities cancelled. */
export const enqueueCancellationMails = async (
  _tx: Db,
  _deps: ActivityMailDeps,
  _cancellation: { clubId: number; activityIds: readonly number[]; reason: string | null },
): Promise<void> => {};
