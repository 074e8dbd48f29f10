import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../../src/app.js';
import type { OutboxMail } from '../../src/features/devMail/repo.js';
import { enqueue } from '../../src/outbox/enqueue.js';
import { createOutboxHandlers } from '../../src/outbox/handlers.js';
import { startOutboxWorker } from '../../src/outbox/worker.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { testConfig } from '../support/testConfig.js';
import { noFeatureJobs, outboxRow, recordingLog } from './helpers.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { testClock } from '../support/testClock.js';
import { insertUser } from '../accounts/helpers.js';
import { api } from '../support/api.js';
import { codeOf } from '../support/failure.js';
import { deliverOutbox } from '../support/mailbox.js';

const clock = testClock();

let t: TestApp;
let production: FastifyInstance;
const to = uniqueEmail('held');
let id: number;

beforeAll(async () => {
  t = await createTestApp({}, { withTestContract: false });
  // The same database behind a production app: only the configuration differs.
  production = await buildApp({ config: testConfig({ NODE_ENV: 'production' }), database: t.database });
  await production.ready();

  expect(t.config.smtpUrl).toBeUndefined();
  id = await t.database.db.transaction((tx) =>
    enqueue(tx, clock, {
      kind: 'mail',
      payload: {
        to,
        subject: 'Velkommen <b>til</b> "Klubben" & co',
        text: 'Hej Åse,\n<script>alert(1)</script>\nvelkommen.',
        html: '<p>Hej <strong>Åse</strong></p>',
        clubId: 3,
      },
    }),
  );
  const { handlers } = createOutboxHandlers(t.config, {
    db: t.database.db,
    clock,
    features: noFeatureJobs,
    log: recordingLog(),
  });
  const worker = startOutboxWorker({
    db: t.database.db,
    clock,
    driver: t.database.driver,
    handlers,
    pollMs: 3_600_000,
    log: recordingLog(),
  });
  await worker.drain();
  await worker.stop();
});

afterAll(async () => {
  await production.close();
  await t.close();
});

describe('mail without SMTP_URL', () => {
  it('is held in the outbox', async () => {
    expect(await outboxRow(t.database.db, id)).toMatchObject({ status: 'held', attempts: 1, doneAt: null, clubId: 3 });
  });

  it('is listed at /dev/mail.json, newest first, and can be filtered by recipient', async () => {
    const later = uniqueEmail('later');
    await enqueue(t.database.db, clock, { kind: 'mail', payload: { to: later, subject: 'Later', text: 'Later' } });

    const all = await t.app.inject({ method: 'GET', url: '/dev/mail.json' });
    expect(all.statusCode).toBe(200);
    expect(all.headers['content-type']).toMatch(/^application\/json/);
    const mails = all.json<OutboxMail[]>();
    expect(mails.map((mail) => mail.to).slice(0, 2)).toEqual([later, to]);

    const mine = await t.app.inject({
      method: 'GET',
      url: `/dev/mail.json?to=${encodeURIComponent(to.toUpperCase())}`,
    });
    expect(mine.json()).toEqual([
      {
        id,
        to,
        subject: 'Velkommen <b>til</b> "Klubben" & co',
        text: 'Hej Åse,\n<script>alert(1)</script>\nvelkommen.',
        html: '<p>Hej <strong>Åse</strong></p>',
        clubId: 3,
        status: 'held',
        attempts: 1,
        lastError: null,
        createdAt: expect.stringMatching(/^\d{4}-\d\d-\d\dT/),
        doneAt: null,
      },
    ]);
  });

  it('is listed on the /dev/mail page, escaped, without any script', async () => {
    const page = await t.app.inject({ method: 'GET', url: '/dev/mail' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const html = page.body;
    expect(html).toContain(to);
    expect(html).toContain('Velkommen &lt;b&gt;til&lt;/b&gt; &quot;Klubben&quot; &amp; co');
    expect(html).toContain('Hej Åse,\n&lt;script&gt;alert(1)&lt;/script&gt;\nvelkommen.');
    expect(html).toContain('status-held');
    expect(html).toContain(`href="/dev/mail/${id}"`);
    expect(html).toContain('SMTP_URL is not set');
    expect(html).not.toMatch(/<script|<b>til|\son\w+=/i);
  });

  it('has a detail page with the text body and the HTML body in a sandboxed frame', async () => {
    const page = await t.app.inject({ method: 'GET', url: `/dev/mail/${id}` });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<pre>Hej Åse,\n&lt;script&gt;alert(1)&lt;/script&gt;\nvelkommen.</pre>');
    expect(page.body).toContain(
      '<iframe sandbox="" title="HTML body" srcdoc="&lt;p&gt;Hej &lt;strong&gt;Åse&lt;/strong&gt;&lt;/p&gt;">',
    );
    expect(page.body).not.toMatch(/<script/i);

    const missing = await t.app.inject({ method: 'GET', url: '/dev/mail/999999' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json()).toMatchObject({ statusCode: 404, code: 'notFound' });
    expect((await t.app.inject({ method: 'GET', url: '/dev/mail/abc' })).statusCode).toBe(400);
  });

  it('never appears in the API documentation', async () => {
    const docs = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(docs.statusCode).toBe(200);
    const paths = Object.keys(docs.json<{ paths: Record<string, unknown> }>().paths);
    expect(paths).toContain('/api/health');
    expect(paths.filter((path) => path.startsWith('/dev'))).toEqual([]);
  });
});

describe('/dev/mail in production', () => {
  it.each(['/dev/mail', '/dev/mail.json', '/dev/mail/1'])('%s answers 404 JSON', async (url) => {
    const response = await production.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toMatch(/^application\/json/);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('a held mail with a secret link (a reset link in development)', () => {
  const LINK = /\/reset\?token=([A-Za-z0-9_-]{43})\b/;
  const jsonFor = async (email: string) =>
    (await t.app.inject({ method: 'GET', url: `/dev/mail.json?to=${encodeURIComponent(email)}` })).json<OutboxMail[]>();

  it('gets a working link each time it is read, ending the one before, and shows no placeholder anywhere', async () => {
    const email = uniqueEmail('dev-reset');
    await insertUser(t.database.db, email);
    await api(t).forgotPassword({ body: { email } });
    await deliverOutbox(t);
    const page = (await t.app.inject({ method: 'GET', url: '/dev/mail' })).body;
    expect(page).toContain('[link made when this mail is opened]');
    expect(page).not.toContain('secret-link-');
    const first = (await jsonFor(email))[0]?.text.match(LINK)?.[1];
    const second = (await jsonFor(email))[0]?.text.match(LINK)?.[1];
    expect(first).toBeDefined();
    expect(second).not.toBe(first);
    expect(await codeOf(api(t).resetPassword({ body: { token: first ?? '', password: 'Vinter-Regatta-2026' } }))).toBe(
      '400 invalidResetToken',
    );
    expect(await codeOf(api(t).resetPassword({ body: { token: second ?? '', password: 'Vinter-Regatta-2026' } }))).toBe(
      'ok',
    );
    // Used: the mailbox says so instead of making a link that cannot work.
    expect((await jsonFor(email))[0]?.text).toContain('[link no longer valid]');
  });
});
