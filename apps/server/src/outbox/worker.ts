import type * as z from 'zod';
import type { Db, Driver } from '../db/connect.js';
import type { Clock } from '../shared/clock.js';
import { safeErrorText } from '../shared/logging.js';
import {
  jobPayloads,
  RECURRING,
  type JobContext,
  type JobKind,
  type JobOutcome,
  type OutboxHandlers,
  type RecurringKind,
} from './jobs.js';
import { claimDue, finishJob, type ClaimedJob, type Finish } from './repo.js';

/** The slice of Fastify's (pino) logger the worker uses, so tests can pass a plain object. */
export interface OutboxLog {
  info: (details: object, message: string) => void;
  warn: (details: object, message: string) => void;
  error: (details: object, message: string) => void;
}

export interface OutboxWorkerOptions {
  db: Db;
  /** Decides which jobs are due, and stamps their outcome. */
  clock: Clock;
  driver: Driver;
  handlers: OutboxHandlers;
  /** Pause between polls when nothing was due. */
  pollMs: number;
  log: OutboxLog;
  /** @default 10 */
  batchSize?: number;
  /** Runs before a job is marked `failed`. @default 8 */
  maxAttempts?: number;
  /** Delay before the next run after failed run number `attempt`. @default defaultBackoffMs */
  backoffMs?: (attempt: number) => number;
  /** How long a claimed job is reserved for its worker before another may take it. @default 5 minutes */
  leaseMs?: number;
}

export interface OutboxWorker {
  /** Stops polling and waits for the batch in flight; unfinished jobs stay in the table for the next start. */
  stop: () => Promise<void>;
  /** Runs jobs until none is due; resolves with how many runs it made. */
  drain: () => Promise<number>;
}

/** 30 s, 2 min, 8 min, 32 min, ~2 h, then 6 h, ±20 % so that instances retrying together spread out. */
const defaultBackoffMs = (attempt: number): number =>
  Math.min(30_000 * 4 ** (attempt - 1), 6 * 3_600_000) * (0.8 + Math.random() * 0.4);

const isJobKind = (kind: string): kind is JobKind => Object.hasOwn(jobPayloads, kind);
const isRecurring = (kind: string): kind is RecurringKind => Object.hasOwn(RECURRING, kind);

/** What `last_error` keeps: the log's safe text, so a failed query's parameters never reach the table. */
const errorText = (error: unknown): string => safeErrorText(error).slice(0, 2000);

/** Runs `task` over `items` with at most `limit` at a time. */
const forEachLimited = async <T>(items: T[], limit: number, task: (item: T) => Promise<void>) => {
  let next = 0;
  const lane = async () => {
    while (next < items.length) await task(items[next++] as T);
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
};

/**
 * The in-process outbox worker (ARCHITECTURE §3): polls for due jobs, runs their handlers, and marks
 * each job done, held, due again later (backoff) or failed. Several workers — in one process or in
 * several instances on one PostgreSQL — may run side by side; the claim keeps them off each other's rows.
 */
export const startOutboxWorker = (options: OutboxWorkerOptions): OutboxWorker => {
  const { db, clock, handlers, pollMs, log } = options;
  const batchSize = options.batchSize ?? 10;
  const maxAttempts = options.maxAttempts ?? 8;
  const backoffMs = options.backoffMs ?? defaultBackoffMs;
  const leaseMs = options.leaseMs ?? 5 * 60_000;
  // PGlite is one connection in this process: running jobs side by side only queues their queries.
  const concurrency = options.driver === 'postgres' ? 4 : 1;

  const run = async (job: ClaimedJob): Promise<JobOutcome> => {
    if (!isJobKind(job.kind)) throw new Error(`No handler for job kind "${job.kind}"`);
    const schema: z.ZodType = jobPayloads[job.kind];
    const payload = schema.parse(job.payload);
    // The registry types each handler by its kind; here the kind is only known at run time.
    const handler = handlers[job.kind] as (payload: unknown, context: JobContext) => Promise<JobOutcome | void>;
    const context: JobContext = {
      id: job.id,
      kind: job.kind,
      clubId: job.clubId,
      attempt: job.attempts,
      createdAt: job.createdAt,
    };
    return (await handler(payload, context)) ?? 'done';
  };

  const runJob = async (job: ClaimedJob): Promise<void> => {
    let finish: Finish;
    const recurring = isRecurring(job.kind) ? RECURRING[job.kind] : undefined;
    try {
      const outcome = await run(job);
      finish = recurring ? { status: 'recur', runInMs: recurring.everyMs } : { status: outcome };
    } catch (error) {
      const details = { jobId: job.id, kind: job.kind, attempt: job.attempts, err: error };
      if (recurring) {
        // A recurring job is never failed for good: it tries again, no later than its next regular run.
        log.warn(details, 'recurring outbox job failed; it will run again');
        finish = {
          status: 'recur',
          runInMs: Math.min(backoffMs(job.attempts), recurring.everyMs),
          error: errorText(error),
        };
      } else if (job.attempts >= maxAttempts) {
        log.error(details, 'outbox job failed for good');
        finish = { status: 'failed', error: errorText(error) };
      } else {
        log.warn(details, 'outbox job failed; it will be retried');
        finish = { status: 'retry', error: errorText(error), retryInMs: backoffMs(job.attempts) };
      }
    }
    try {
      const recorded = await finishJob(db, job, finish, clock.now());
      if (!recorded) log.warn({ jobId: job.id, kind: job.kind }, 'outbox job lease was lost before it finished');
    } catch (error) {
      // The lease runs out and the job runs again: handlers are idempotent.
      log.error({ jobId: job.id, kind: job.kind, err: error }, 'could not record the outcome of an outbox job');
    }
  };

  const runBatch = async (): Promise<number> => {
    const jobs = await claimDue(db, { batchSize, leaseMs, now: clock.now() });
    await forEachLimited(jobs, concurrency, runJob);
    return jobs.length;
  };

  // One batch at a time per worker: the poll loop, drain() and stop() queue on this chain.
  let chain: Promise<unknown> = Promise.resolve();
  const serial = <T>(task: () => Promise<T>): Promise<T> => {
    const result = chain.then(task);
    chain = result.catch(() => undefined);
    return result;
  };

  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  const poll = async () => {
    timer = undefined;
    try {
      await serial(async () => {
        // A full batch means more may be due: keep going without waiting for the next poll.
        let claimed = batchSize;
        while (!stopped && claimed === batchSize) claimed = await runBatch();
      });
    } catch (error) {
      log.error({ err: error }, 'outbox poll failed');
    }
    schedule();
  };
  const schedule = () => {
    if (stopped) return;
    timer = setTimeout(() => void poll(), pollMs);
    // The worker alone never keeps the process alive; the HTTP server does.
    timer.unref();
  };
  schedule();

  return {
    stop: async () => {
      stopped = true;
      if (timer) clearTimeout(timer);
      await chain;
    },
    drain: () =>
      serial(async () => {
        let total = 0;
        for (let claimed = await runBatch(); claimed > 0; claimed = await runBatch()) total += claimed;
        return total;
      }),
  };
};
