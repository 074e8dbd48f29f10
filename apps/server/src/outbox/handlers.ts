import type { Config } from '../config.js';
import type { Database, Db } from '../db/connect.js';
import type { Clock } from '../shared/clock.js';
import type { SecretLinkMinters } from '../shared/mail/mail.js';
import { mailHandler } from '../shared/mail/mailHandler.js';
import { createMailTransport } from '../shared/mail/transport.js';
import { RECURRING, type JobHandler, type OutboxHandlers } from './jobs.js';
import { ensureRecurringJobs } from './repo.js';
import { applyOutboxRetention } from './retention.js';
import { startOutboxWorker, type OutboxLog, type OutboxWorker } from './worker.js';

/** One step of the recurring clean-up: removes what its area no longer needs and says how many rows went. */
interface CleanupStep {
  name: string;
  run: () => Promise<Record<string, number>>;
}

/**
 * What the features hand the outbox (it imports nothing from them): the handlers of their job kinds, the
 * makers of their mails' secret links, and their clean-up steps. Built in `src/featureJobs.ts`.
 */
export interface FeatureJobs {
  handlers: Omit<OutboxHandlers, 'mail' | 'cleanup'>;
  secretLinks: SecretLinkMinters;
  cleanup: readonly CleanupStep[];
}

/** Runs every clean-up step, the outbox's own retention first; one failing step does not stop the others. */
const cleanupHandler =
  (db: Db, clock: Clock, steps: readonly CleanupStep[], log: OutboxLog): JobHandler<'cleanup'> =>
  async () => {
    const all: CleanupStep[] = [{ name: 'outbox', run: () => applyOutboxRetention(db, clock.now()) }, ...steps];
    const failures: unknown[] = [];
    for (const step of all) {
      try {
        const removed = await step.run();
        if (Object.values(removed).some((count) => count > 0)) log.info({ step: step.name, removed }, 'cleaned up');
      } catch (error) {
        failures.push(error);
      }
    }
    if (failures.length > 0) throw new AggregateError(failures, `${failures.length} clean-up step(s) failed`);
  };

/** The handlers of every job kind, built from the configuration; `close` releases their connections. */
export const createOutboxHandlers = (
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'production'>,
  { db, clock, features, log }: { db: Db; clock: Clock; features: FeatureJobs; log: OutboxLog },
): { handlers: OutboxHandlers; close: () => void } => {
  const transport = config.smtpUrl ? createMailTransport(config.smtpUrl) : undefined;
  if (!transport && config.production) {
    log.warn({}, 'SMTP_URL is not set: mail is held in the outbox and not delivered');
  }
  return {
    handlers: {
      ...features.handlers,
      mail: mailHandler({ transport, from: config.mailFrom, secretLinks: features.secretLinks, log }),
      cleanup: cleanupHandler(db, clock, features.cleanup, log),
    },
    close: () => transport?.close(),
  };
};

/** Starts the worker with the configured handlers, as the server runs it (src/main.ts), and its recurring jobs. */
export const startOutbox = async (
  config: Config,
  database: Database,
  { clock, features, log }: { clock: Clock; features: FeatureJobs; log: OutboxLog },
): Promise<OutboxWorker> => {
  const { handlers, close } = createOutboxHandlers(config, { db: database.db, clock, features, log });
  await ensureRecurringJobs(database.db, Object.keys(RECURRING), clock.now());
  const worker = startOutboxWorker({
    db: database.db,
    clock,
    driver: database.driver,
    handlers,
    pollMs: config.outboxPollMs,
    log,
  });
  return {
    drain: worker.drain,
    stop: async () => {
      await worker.stop();
      close();
    },
  };
};
