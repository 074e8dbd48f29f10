import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import type { Database } from '../../src/db/connect.js';
import { messageIdFor } from '../../src/shared/mail/mailHandler.js';
import { enqueue } from '../../src/outbox/enqueue.js';
import { createOutboxHandlers } from '../../src/outbox/handlers.js';
import { startOutboxWorker, type OutboxWorker } from '../../src/outbox/worker.js';
import { createTestDatabase } from '../support/testDatabase.js';
import { createMailTransport } from '../../src/shared/mail/transport.js';
import { outboxRow, noFeatureJobs, recordingLog } from './helpers.js';
import { startMailbox, type TestMailbox } from '../support/mailbox.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { testClock } from '../support/testClock.js';

const clock = testClock();

let mailbox: TestMailbox;
let smtpUrl: string;
let database: Database;
/** What the real SMTP peer accepted (`startMailbox`: nodemailer speaks the whole protocol to it). */
const received = () => mailbox.mails;

beforeAll(async () => {
  mailbox = await startMailbox();
  smtpUrl = mailbox.url;
  database = await createTestDatabase();
});

afterAll(async () => {
  await database.close();
  await mailbox.close();
});

const start = (pollMs: number): { worker: OutboxWorker; close: () => void } => {
  const { handlers, close } = createOutboxHandlers(
    { smtpUrl, mailFrom: 'Klubhus <noreply@klubhus.test>', production: false },
    { db: database.db, clock, features: noFeatureJobs, log: recordingLog() },
  );
  return {
    worker: startOutboxWorker({
      db: database.db,
      clock,
      driver: database.driver,
      handlers,
      pollMs,
      log: recordingLog(),
    }),
    close,
  };
};

describe('mail over SMTP', () => {
  it('delivers an enqueued mail to the SMTP peer and marks the job done', async () => {
    const to = uniqueEmail('member');
    const id = await database.db.transaction((tx) =>
      enqueue(tx, clock, {
        kind: 'mail',
        payload: {
          to,
          subject: 'Welcome to the club',
          text: 'Hello there, see you on Tuesday.',
          html: '<p>Hello there</p>',
        },
      }),
    );
    // The poll loop, not drain(): this is how the server runs it.
    const { worker, close } = start(25);
    await vi.waitFor(async () => expect((await outboxRow(database.db, id)).status).toBe('done'), { timeout: 10_000 });
    await worker.stop();
    close();

    const mail = received().find((item) => item.to.includes(to));
    expect(mail).toBeDefined();
    expect(mail?.from).toBe('noreply@klubhus.test');
    expect(mail?.raw).toMatch(/^From: Klubhus <noreply@klubhus\.test>\r?$/m);
    expect(mail?.raw).toMatch(new RegExp(`^To: ${to.replace('.', '\\.')}\\r?$`, 'm'));
    expect(mail?.raw).toMatch(/^Subject: Welcome to the club\r?$/m);
    expect(mail?.raw).toContain('Hello there, see you on Tuesday.');
    expect(mail?.raw).toContain('<p>Hello there</p>');
    const row = await outboxRow(database.db, id);
    expect(mail?.raw).toContain(
      `Message-ID: ${messageIdFor({ id, createdAt: row.createdAt }, 'noreply@klubhus.test')}`,
    );
    expect(row).toMatchObject({ attempts: 1, lastError: null });
  });

  it('retries when the SMTP peer is unreachable, keeping the error', async () => {
    const to = uniqueEmail('unreachable');
    const id = await enqueue(database.db, clock, { kind: 'mail', payload: { to, subject: 'Later', text: 'Later' } });
    const { handlers, close } = createOutboxHandlers(
      // Port 1 on loopback refuses at once.
      { smtpUrl: 'smtp://127.0.0.1:1', mailFrom: 'noreply@klubhus.test', production: false },
      { db: database.db, clock, features: noFeatureJobs, log: recordingLog() },
    );
    const worker = startOutboxWorker({
      db: database.db,
      clock,
      driver: database.driver,
      handlers,
      pollMs: 3_600_000,
      log: recordingLog(),
    });
    await worker.drain();
    await worker.stop();
    close();
    const row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1 });
    expect(row.lastError).toMatch(/ECONNREFUSED|connect/i);
    expect(received().some((item) => item.to.includes(to))).toBe(false);
  });
});

describe('the SMTP transport', () => {
  /** An SMTP peer that counts its connections and mails. */
  const countingPeer = async () => {
    const counts = { connections: 0, mails: 0 };
    const peer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS'],
      logger: false,
      disableReverseLookup: true,
      onConnect(_session, callback) {
        counts.connections += 1;
        callback();
      },
      onData(stream, _session, callback) {
        stream.on('data', () => undefined);
        stream.on('end', () => {
          counts.mails += 1;
          callback();
        });
      },
    });
    await new Promise<void>((resolve) => peer.listen(0, '127.0.0.1', resolve));
    return {
      url: `smtp://127.0.0.1:${(peer.server.address() as AddressInfo).port}`,
      counts,
      close: () => new Promise<void>((resolve) => peer.close(() => resolve())),
    };
  };
  const sendFive = async (url: string) => {
    const transport = createMailTransport(url);
    try {
      // As the worker sends on PostgreSQL: several at once (4), then one more.
      const mail = (i: number) => ({
        from: 'noreply@klubhus.test',
        to: uniqueEmail(`pool${i}`),
        subject: `Mail ${i}`,
        text: 'Hej',
        messageId: `<pool-${i}-${url.length}@klubhus.test>`,
      });
      await Promise.all([0, 1, 2, 3].map((i) => transport.send(mail(i))));
      await transport.send(mail(4));
    } finally {
      transport.close();
    }
  };

  it('keeps its connections open between mails by default, and opens one per mail with ?pool=false', async () => {
    const peer = await countingPeer();
    try {
      await sendFive(peer.url);
      expect(peer.counts).toEqual({ connections: expect.any(Number), mails: 5 });
      // At most one connection per mail sent at once (4), reused for the fifth.
      expect(peer.counts.connections).toBeLessThanOrEqual(4);
      peer.counts.connections = 0;
      peer.counts.mails = 0;
      await sendFive(`${peer.url}?pool=false`);
      expect(peer.counts).toEqual({ connections: 5, mails: 5 });
    } finally {
      await peer.close();
    }
  });
});
