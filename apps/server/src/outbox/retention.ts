import { and, inArray, isNull, lt, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { BATCH_SIZE, inBatches } from '../db/inBatches.js';
import { outbox } from '../db/schema/index.js';
import { DAY_MS, later } from '../shared/clock.js';

/**
 * How long a finished job keeps its payload (a mail's recipient and texts, an e-mail asking for a reset) and
 * its row. Delivered work is emptied after a day; held and failed work, which someone may still need to look
 * at (the development mailbox, a mail that would not go out), after a week; every finished row goes after 30
 * days. Pending work is never touched.
 */
export const OUTBOX_RETENTION = {
  redactDoneAfterMs: DAY_MS,
  redactHeldOrFailedAfterMs: 7 * DAY_MS,
  deleteAfterMs: 30 * DAY_MS,
} as const;

/** Empties the payloads and deletes the rows that the retention rules say have been kept long enough. */
export const applyOutboxRetention = async (db: Db, now: Date): Promise<Record<string, number>> => {
  const redact = (statuses: ('done' | 'held' | 'failed')[], olderThan: Date) =>
    inBatches(async () => {
      const due = db
        .select({ id: outbox.id })
        .from(outbox)
        .where(and(inArray(outbox.status, statuses), lt(outbox.createdAt, olderThan), isNull(outbox.redactedAt)))
        .limit(BATCH_SIZE);
      const rows = await db
        .update(outbox)
        .set({ payload: {}, lastError: null, redactedAt: now })
        .where(sql`${outbox.id} = any(array(${due}))`)
        .returning({ id: outbox.id });
      return rows.length;
    });
  const redactedDone = await redact(['done'], later(now, -OUTBOX_RETENTION.redactDoneAfterMs));
  const redactedHeldOrFailed = await redact(
    ['held', 'failed'],
    later(now, -OUTBOX_RETENTION.redactHeldOrFailedAfterMs),
  );
  const deleted = await inBatches(async () => {
    const due = db
      .select({ id: outbox.id })
      .from(outbox)
      .where(
        and(
          inArray(outbox.status, ['done', 'held', 'failed']),
          lt(outbox.createdAt, later(now, -OUTBOX_RETENTION.deleteAfterMs)),
        ),
      )
      .limit(BATCH_SIZE);
    const rows = await db
      .delete(outbox)
      .where(sql`${outbox.id} = any(array(${due}))`)
      .returning({ id: outbox.id });
    return rows.length;
  });
  return { redactedDone, redactedHeldOrFailed, deleted };
};
