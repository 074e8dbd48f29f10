import { REMINDER_LEAD_MS } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { queryRows } from '../../db/queryRows.js';
import { enqueueReminderMails, type ActivityMailDeps, type ReminderRow } from './activityMails.js';

/**
 * The two-days reminder (spec document 2 §2.5, §5, §9; ADR 023): a recurring outbox step (`activityReminders`, every
 * minute) claims the reminders that are due — an activity with `two_days_reminder`, a deadline at most two days ahead
 * and not yet passed, neither cancelled nor claimed before — by setting `reminder_sent_at`, and enqueues their mails
 * in the same transaction. The claim and the mails commit together or not at all, and the outbox sends each mail
 * once, so a reminder goes out once, also across a restart between the claim and the sending. A changed deadline
 * clears `reminder_sent_at` (the update's statement), which arms it again.
 */

/** Activities claimed per transaction: a backlog (the server was down) is worked off in rounds. */
const CLAIM_BATCH = 100;

/**
 * Claims up to CLAIM_BATCH due reminders: the rows are taken with SKIP LOCKED, so several instances sharing one
 * database never claim one twice, and the partial index on the deadline (reminders still to send) finds them.
 */
export const claimDueReminders = (tx: Db, now: Date, limit = CLAIM_BATCH): Promise<ReminderRow[]> =>
  queryRows<ReminderRow>(
    tx,
    sql`with due as (
          select id from activities
           where two_days_reminder and reminder_sent_at is null and cancelled_at is null
             and deadline > ${now}::timestamptz and deadline <= ${new Date(now.getTime() + REMINDER_LEAD_MS)}::timestamptz
           order by deadline, id
           limit ${limit}
             for update skip locked
        )
        update activities a set reminder_sent_at = ${now}::timestamptz
          from due, clubs c
         where a.id = due.id and c.id = a.club_id and a.reminder_sent_at is null
        returning a.id, a.club_id, a.title, a.starts_at, a.deadline, c.time_zone`,
  );

/** The step the outbox runs every minute (`src/featureJobs.ts`): claims and enqueues until nothing more is due. */
export const sendDueReminders = (deps: ActivityMailDeps & { db: Db }) => async (): Promise<void> => {
  for (;;) {
    const claimed = await inTransaction(deps.db, async (tx) => {
      const due = await claimDueReminders(tx, deps.clock.now());
      await enqueueReminderMails(tx, deps, due);
      return due.length;
    });
    if (claimed < CLAIM_BATCH) return;
  }
};
