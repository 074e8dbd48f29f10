import type * as z from 'zod';
import { mailPayload } from '../shared/mail/mail.js';

/**
 * The job kinds and their payload schemas: a payload is validated when it is enqueued and again when
 * it is run, so a row written by an older version can never reach a handler in a shape it does not know.
 */
export const jobPayloads = {
  mail: mailPayload,
} as const;

export type JobKind = keyof typeof jobPayloads;
/** @public extension point for later areas */
export type JobPayload<K extends JobKind> = z.output<(typeof jobPayloads)[K]>;

/** A job as `enqueue` takes it. */
export type Job = {
  [K in JobKind]: {
    kind: K;
    payload: z.input<(typeof jobPayloads)[K]>;
    /** Owning club; defaults to the payload's `clubId` when it has one. */
    clubId?: number;
    /** Not before this time; default now. */
    runAt?: Date;
  };
}[JobKind];

/** What the worker knows about the row it is running. */
export interface JobContext {
  id: number;
  kind: JobKind;
  clubId: number | null;
  /** 1 on the first run. */
  attempt: number;
  createdAt: Date;
}

/**
 * `done` (also when the handler returns nothing) or `held`: kept in the outbox on purpose, neither
 * delivered nor retried (mail without SMTP_URL). Throwing means "retry later".
 */
export type JobOutcome = 'done' | 'held';

/**
 * Handlers run at least once per job: a crash between the work and the status update, or a lease that
 * runs out, runs the job again. So every handler must be idempotent — safe to run twice for one row.
 */
export type JobHandler<K extends JobKind> = (payload: JobPayload<K>, context: JobContext) => Promise<JobOutcome | void>;

export type OutboxHandlers = { [K in JobKind]: JobHandler<K> };
