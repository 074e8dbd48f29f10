import type { AddressInfo } from 'node:net';
import PostalMime from 'postal-mime';
import { SMTPServer } from 'smtp-server';
import { createOutboxHandlers } from '../../src/outbox/handlers.js';
import { startOutboxWorker } from '../../src/outbox/worker.js';
import { recordingLog } from '../outbox/helpers.js';
import { afterAll, beforeAll } from 'vitest';
import { createTestApp, type TestApp } from './testApp.js';

/** A mail as the recipient reads it. */
export interface ReceivedMail {
  /** The envelope's sender and recipients. */
  from: string;
  to: string[];
  subject: string;
  text: string;
  html: string;
  raw: string;
}

export interface TestMailbox {
  /** `SMTP_URL` for the app under test. */
  url: string;
  /** Every mail accepted so far, oldest first. */
  mails: ReceivedMail[];
  /** The mails to one address (case-insensitive), oldest first. */
  to: (email: string) => ReceivedMail[];
  close: () => Promise<void>;
}

/**
 * A real SMTP peer on a free loopback port: the app's outbox delivers to it over SMTP, exactly as in
 * production, and the test reads what a recipient would read — also links whose token exists only in the mail.
 */
export const startMailbox = async (): Promise<TestMailbox> => {
  const mails: ReceivedMail[] = [];
  const peer = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    // No reverse DNS for the client: on a closed network the lookup only waits for its timeout.
    disableReverseLookup: true,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', callback);
      stream.on('end', () => {
        const raw = Buffer.concat(chunks);
        PostalMime.parse(raw)
          .then((parsed) => {
            mails.push({
              from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
              to: session.envelope.rcptTo.map((rcpt) => rcpt.address.toLowerCase()),
              subject: parsed.subject ?? '',
              text: parsed.text ?? '',
              html: parsed.html ?? '',
              raw: raw.toString('utf8'),
            });
            callback();
          })
          .catch((error: unknown) => callback(error instanceof Error ? error : new Error(String(error))));
      });
    },
  });
  await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
  return {
    url: `smtp://127.0.0.1:${(peer.server.address() as AddressInfo).port}`,
    mails,
    to: (email) => mails.filter((mail) => mail.to.includes(email.toLowerCase())),
    close: () => new Promise<void>((resolve) => peer.close(() => resolve())),
  };
};

/**
 * Runs the app's outbox as the server does (every feature's jobs, the app's clock and SMTP_URL) until nothing is
 * due; answers how many runs it made.
 */
export const deliverOutbox = async (t: TestApp): Promise<number> => {
  const log = recordingLog();
  const { handlers, close } = createOutboxHandlers(t.config, {
    db: t.database.db,
    clock: t.clock,
    features: t.app.featureJobs,
    log,
  });
  const worker = startOutboxWorker({
    db: t.database.db,
    clock: t.clock,
    driver: t.database.driver,
    handlers,
    pollMs: 3_600_000,
    log,
  });
  try {
    return await worker.drain();
  } finally {
    await worker.stop();
    close();
  }
};

/**
 * A test file's app that delivers its mail over SMTP to a mailbox of its own, both made before the file's tests
 * and closed after them. Read `ctx.t` and `ctx.mailbox` inside tests.
 */
export const useMailboxApp = (env: Record<string, string> = {}): { t: TestApp; mailbox: TestMailbox } => {
  const ctx = {} as { t: TestApp; mailbox: TestMailbox };
  beforeAll(async () => {
    ctx.mailbox = await startMailbox();
    ctx.t = await createTestApp({ ...env, SMTP_URL: ctx.mailbox.url });
  });
  afterAll(async () => {
    await ctx.t?.close();
    await ctx.mailbox?.close();
  });
  return ctx;
};
