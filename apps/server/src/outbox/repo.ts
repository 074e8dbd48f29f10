import { and, eq, lte, sql } from 'drizzle-orm';
import type { Db } from '../db/connect.js';
import { outbox } from '../db/schema/index.js';
import { inTransaction } from '../db/inTransaction.js';
import { later } from '../shared/clock.js';

export interface ClaimedJob {
  id: number;
  kind: string;
  clubId: number | null;
  payload: unknown;
  /** Already counts this run: the claim increments it. */
  attempts: number;
  createdAt: Date;
}

/**
 * Claims up to `batchSize` due jobs in one short statement and leases them by pushing `run_at` past
 * `leaseMs`, so no transaction stays open while a handler talks to the outside world (on PGlite that
 * would block every other query). `FOR UPDATE SKIP LOCKED` lets several instances claim side by side
 * without waiting on each other or taking the same row; `= any(array(...))` makes PostgreSQL evaluate
 * the locking subquery exactly once (an `IN (subquery)` may be re-scanned and claim more than the limit).
 * A job whose worker dies is due again when its lease runs out.
 */
export const claimDue = async (
  db: Db,
  options: { batchSize: number; leaseMs: number; now: Date },
): Promise<ClaimedJob[]> => {
  const due = db
    .select({ id: outbox.id })
    .from(outbox)
    .where(and(eq(outbox.status, 'pending'), lte(outbox.runAt, options.now)))
    .orderBy(outbox.runAt, outbox.id)
    .limit(options.batchSize)
    .for('update', { skipLocked: true });
  const rows = await db
    .update(outbox)
    .set({ attempts: sql`${outbox.attempts} + 1`, runAt: later(options.now, Math.max(0, options.leaseMs)) })
    .where(sql`${outbox.id} = any(array(${due}))`)
    .returning({
      id: outbox.id,
      kind: outbox.kind,
      clubId: outbox.clubId,
      payload: outbox.payload,
      attempts: outbox.attempts,
      createdAt: outbox.createdAt,
    });
  return rows.sort((a, b) => a.id - b.id);
};

export type Finish =
  | { status: 'done' | 'held' }
  | { status: 'retry'; error: string; retryInMs: number }
  | { status: 'failed'; error: string }
  /** A recurring job's next run: due again later (after a success with its attempts counted afresh). */
  | { status: 'recur'; runInMs: number; error?: string };

/**
 * Records how a run ended. The claim's `attempts` acts as a fencing token: if the lease ran out and
 * another worker claimed the row meanwhile, this late update matches nothing and changes nothing.
 * Returns whether the row was updated.
 */
export const finishJob = async (
  db: Db,
  job: Pick<ClaimedJob, 'id' | 'attempts'>,
  finish: Finish,
  now: Date,
): Promise<boolean> => {
  const values = (() => {
    switch (finish.status) {
      case 'done':
        return { status: 'done' as const, doneAt: now, lastError: null };
      case 'held':
        return { status: 'held' as const, lastError: null };
      case 'retry':
        return {
          status: 'pending' as const,
          lastError: finish.error,
          runAt: later(now, Math.max(0, finish.retryInMs)),
        };
      case 'failed':
        return { status: 'failed' as const, lastError: finish.error };
      case 'recur':
        return {
          status: 'pending' as const,
          // After a success the next run starts afresh; failures keep counting, so their backoff grows.
          ...(finish.error === undefined ? { attempts: 0 } : {}),
          lastError: finish.error ?? null,
          runAt: later(now, Math.max(0, finish.runInMs)),
        };
    }
  })();
  const updated = await db
    .update(outbox)
    .set(values)
    .where(and(eq(outbox.id, job.id), eq(outbox.attempts, job.attempts), eq(outbox.status, 'pending')))
    .returning({ id: outbox.id });
  return updated.length > 0;
};

/**
 * Writes the one row of each recurring job kind when it is missing (at start). An advisory lock makes two
 * instances starting together write it once.
 */
export const ensureRecurringJobs = async (db: Db, kinds: readonly string[], now: Date): Promise<void> => {
  for (const kind of kinds) {
    await inTransaction(db, async (tx) => {
      await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`outbox-recurring:${kind}`}))`);
      const [existing] = await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.kind, kind)).limit(1);
      if (!existing) await tx.insert(outbox).values({ kind, payload: {}, createdAt: now, runAt: now });
    });
  }
};
