import * as z from 'zod';
import { mailPayload } from '../shared/mail/mail.js';

/**
 * The job kinds and their payload schemas: a payload is validated when it is enqueued and again when
 * it is run, so a row written by an older version can never reach a handler in a shape it does not know.
 */
export const jobPayloads = {
  mail: mailPayload,
  /** A forgotten password, as asked for (the accounts area looks the e-mail up in the worker). */
  forgotPassword: z.object({ email: z.string().min(1).max(254), brandId: z.string().min(1) }),
  /** The recurring clean-up: expired sessions, old attempts, delivered mail (`RECURRING`). */
  cleanup: z.object({}),
  /** The activities' two-days reminders: claims those due and enqueues their mails (ADR 023, `RECURRING`). */
  activityReminders: z.object({}),
  /** A new message's mails: enqueued by the messages area in batches after its `mail_cursor` (ADR 028). */
  messageMails: z.object({ clubId: z.number().int().positive(), messageId: z.number().int().positive() }),
} as const;

/**
 * Jobs that recur: one row each, for ever, run again `everyMs` after each run (also after a failure, never
 * `failed` for good). `ensureRecurringJobs` writes the row at start when it is missing.
 */
export const RECURRING = {
  cleanup: { everyMs: 60 * 60_000 },
  // Every minute, so that a reminder leaves within two minutes of its due time (spec document 2 §9).
  activityReminders: { everyMs: 60_000 },
} as const satisfies Partial<Record<JobKind, unknown>>;
export type RecurringKind = keyof typeof RECURRING;

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
