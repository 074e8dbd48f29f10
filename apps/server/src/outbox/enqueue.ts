import type * as z from 'zod';
import type { Db } from '../db/connect.js';
import type { Clock } from '../shared/clock.js';
import { outbox } from '../db/schema/index.js';
import { jobPayloads, type Job } from './jobs.js';

const payloadClub = (payload: unknown): number | undefined => {
  const clubId = payload && typeof payload === 'object' ? (payload as { clubId?: unknown }).clubId : undefined;
  return typeof clubId === 'number' ? clubId : undefined;
};

/**
 * Writes a job to the outbox, due at `job.runAt` or the clock's now. Pass the transaction of the change that
 * causes the job: the job then exists if and only if the change commits, and the worker picks it up after
 * the commit.
 * An invalid payload throws (a ZodError) — that is a bug in the caller, not a user error.
 */
export const enqueue = async (tx: Db, clock: Clock, job: Job): Promise<number> => {
  const [id] = await enqueueMany(tx, clock, [job]);
  if (id === undefined) throw new Error('outbox insert returned no row');
  return id;
};

/** Rows per insert statement of `enqueueMany`: 5 parameters each, far below PostgreSQL's 65,535. */
const ROWS_PER_INSERT = 1000;

/**
 * Writes many jobs as `enqueue` writes one, a thousand rows per statement: a round of 5,000 invitation mails is five
 * statements rather than 5,000. Answers their ids in order.
 */
export const enqueueMany = async (tx: Db, clock: Clock, jobs: readonly Job[]): Promise<number[]> => {
  const now = clock.now();
  const rows = jobs.map((job) => {
    const schema: z.ZodType = jobPayloads[job.kind];
    const payload = schema.parse(job.payload);
    return {
      kind: job.kind,
      payload,
      clubId: job.clubId ?? payloadClub(payload) ?? null,
      createdAt: now,
      runAt: job.runAt ?? now,
    };
  });
  const ids: number[] = [];
  for (let start = 0; start < rows.length; start += ROWS_PER_INSERT) {
    const inserted = await tx
      .insert(outbox)
      .values(rows.slice(start, start + ROWS_PER_INSERT))
      .returning({ id: outbox.id });
    ids.push(...inserted.map((row) => row.id));
  }
  return ids;
};
