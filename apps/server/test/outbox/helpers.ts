import { eq } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { outbox } from '../../src/db/schema/index.js';
import type { FeatureJobs } from '../../src/outbox/handlers.js';
import type { JobHandler, OutboxHandlers } from '../../src/outbox/jobs.js';
import type { OutboxLog } from '../../src/outbox/worker.js';

/** A logger that keeps what it was told, so a test can assert on warnings without printing them. */
export const recordingLog = (): OutboxLog & { lines: string[] } => {
  const lines: string[] = [];
  const keep = (level: string) => (_details: object, message: string) => void lines.push(`${level}: ${message}`);
  return { lines, info: keep('info'), warn: keep('warn'), error: keep('error') };
};

export const outboxRow = async (db: Db, id: number) => {
  const [row] = await db.select().from(outbox).where(eq(outbox.id, id));
  if (!row) throw new Error(`no outbox row ${id}`);
  return row;
};

const notHere = async () => {
  throw new Error('this job kind is not part of this test');
};

/** The features' jobs for tests of the outbox alone: no feature job is expected to run. */
export const noFeatureJobs: FeatureJobs = {
  handlers: { forgotPassword: notHere, activityReminders: notHere, messageMails: notHere },
  secretLinks: { passwordReset: notHere, invitation: notHere },
  cleanup: [],
};

/** Handlers for a test of the worker with one mail handler; every other kind fails loudly if it runs. */
export const mailOnly = (mail: JobHandler<'mail'>): OutboxHandlers => ({
  mail,
  forgotPassword: notHere,
  cleanup: notHere,
  activityReminders: notHere,
  messageMails: notHere,
});
