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
  const schema: z.ZodType = jobPayloads[job.kind];
  const payload = schema.parse(job.payload);
  const [row] = await tx
    .insert(outbox)
    .values({
      kind: job.kind,
      payload,
      clubId: job.clubId ?? payloadClub(payload) ?? null,
      createdAt: clock.now(),
      runAt: job.runAt ?? clock.now(),
    })
    .returning({ id: outbox.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
};
