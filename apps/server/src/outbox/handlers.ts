import type { Config } from '../config.js';
import type { Database } from '../db/connect.js';
import type { Clock } from '../shared/clock.js';
import { mailHandler } from '../shared/mail/mailHandler.js';
import { createMailTransport } from '../shared/mail/transport.js';
import type { OutboxHandlers } from './jobs.js';
import { startOutboxWorker, type OutboxLog, type OutboxWorker } from './worker.js';

/** The handlers of every job kind, built from the configuration; `close` releases their connections. */
export const createOutboxHandlers = (
  config: Pick<Config, 'smtpUrl' | 'mailFrom' | 'production'>,
  log: OutboxLog,
): { handlers: OutboxHandlers; close: () => void } => {
  const transport = config.smtpUrl ? createMailTransport(config.smtpUrl) : undefined;
  if (!transport && config.production) {
    log.warn({}, 'SMTP_URL is not set: mail is held in the outbox and not delivered');
  }
  return {
    handlers: { mail: mailHandler({ transport, from: config.mailFrom }) },
    close: () => transport?.close(),
  };
};

/** Starts the worker with the configured handlers, as the server runs it (src/main.ts). */
export const startOutbox = (config: Config, database: Database, clock: Clock, log: OutboxLog): OutboxWorker => {
  const { handlers, close } = createOutboxHandlers(config, log);
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
