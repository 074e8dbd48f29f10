import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { createOutboxHandlers } from '../../src/outbox/handlers.js';
import { ensureRecurringJobs } from '../../src/outbox/repo.js';
import { RECURRING } from '../../src/outbox/jobs.js';
import { OUTBOX_RETENTION } from '../../src/outbox/retention.js';
import { startOutboxWorker } from '../../src/outbox/worker.js';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../../src/shared/clock.js';
import { insertUser } from '../accounts/helpers.js';
import { deliverOutbox } from '../support/mailbox.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { noFeatureJobs, recordingLog } from './helpers.js';

/**
 * The recurring clean-up (issue 13, findings 7 and 12): expired sessions, devices, reset links and old
 * sign-in attempts go; finished outbox work loses its payload after a day (a week when held or failed) and its
 * row after 30 days.
 */

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({}, { withTestContract: false });
  await ensureRecurringJobs(t.database.db, Object.keys(RECURRING), t.clock.now());
});
afterAll(() => t.close());

const ago = (ms: number) => new Date(t.clock.now().getTime() - ms);
const ahead = (ms: number) => new Date(t.clock.now().getTime() + ms);
const countOf = async (query: ReturnType<typeof sql>) =>
  Number((await queryRows<{ n: number }>(t.database.db, query))[0]?.n ?? 0);

/** Makes the clean-up due now and runs the outbox. */
const runCleanup = async () => {
  await t.database.db.execute(sql`update outbox set run_at = ${t.clock.now()} where kind = 'cleanup'`);
  await deliverOutbox(t);
};

describe('the clean-up job', () => {
  it('exists once, however often (and by however many instances) it is ensured', async () => {
    await Promise.all([1, 2, 3].map(() => ensureRecurringJobs(t.database.db, ['cleanup'], t.clock.now())));
    expect(await countOf(sql`select count(*)::int as n from outbox where kind = 'cleanup'`)).toBe(1);
  });

  it('removes expired sessions, trusted devices and reset links, and attempts past their window; keeps the rest', async () => {
    const userId = await insertUser(t.database.db, uniqueEmail('clean'));
    const db = t.database.db;
    await db.execute(sql`insert into sessions (token_hash, user_id, expires_at) values
      ('old-session', ${userId}, ${ago(1)}), ('live-session', ${userId}, ${ahead(DAY_MS)})`);
    await db.execute(sql`insert into trusted_devices (token_hash, user_id, created_at, last_used_at, expires_at) values
      ('old-device', ${userId}, ${ago(DAY_MS)}, ${ago(DAY_MS)}, ${ago(1)}),
      ('live-device', ${userId}, ${ago(DAY_MS)}, ${ago(DAY_MS)}, ${ahead(DAY_MS)})`);
    await db.execute(sql`insert into password_resets (token_hash, user_id, expires_at) values
      ('old-reset', ${userId}, ${ago(1)}), ('live-reset', ${userId}, ${ahead(HOUR_MS)})`);
    await db.execute(sql`insert into sign_in_attempts (bucket, attempt_id, created_at) values
      ('email:clean', 'old', ${ago(16 * MINUTE_MS)}), ('email:clean', 'recent', ${ago(14 * MINUTE_MS)})`);
    await runCleanup();
    expect(await queryRows(db, sql`select token_hash from sessions where user_id = ${userId}`)).toEqual([
      { token_hash: 'live-session' },
    ]);
    expect(await queryRows(db, sql`select token_hash from trusted_devices where user_id = ${userId}`)).toEqual([
      { token_hash: 'live-device' },
    ]);
    expect(await queryRows(db, sql`select token_hash from password_resets where user_id = ${userId}`)).toEqual([
      { token_hash: 'live-reset' },
    ]);
    expect(await queryRows(db, sql`select attempt_id from sign_in_attempts where bucket = 'email:clean'`)).toEqual([
      { attempt_id: 'recent' },
    ]);
  });

  it('empties the payload of delivered mail after a day and of held or failed mail after a week, and deletes rows after 30 days', async () => {
    const db = t.database.db;
    const mail = (to: string) => JSON.stringify({ to, subject: 'Hej', text: 'personlige oplysninger' });
    const insert = async (status: string, age: number, to: string) =>
      Number(
        (
          await queryRows<{ id: number }>(
            db,
            sql`insert into outbox (kind, payload, status, created_at, run_at)
                values ('mail', ${mail(to)}::jsonb, ${status}, ${ago(age)}, ${ago(age)}) returning id`,
          )
        )[0]?.id,
      );
    const rows = {
      doneFresh: await insert('done', OUTBOX_RETENTION.redactDoneAfterMs - MINUTE_MS, 'a@klub.dk'),
      doneOld: await insert('done', OUTBOX_RETENTION.redactDoneAfterMs + MINUTE_MS, 'b@klub.dk'),
      heldFresh: await insert('held', OUTBOX_RETENTION.redactHeldOrFailedAfterMs - MINUTE_MS, 'c@klub.dk'),
      heldOld: await insert('held', OUTBOX_RETENTION.redactHeldOrFailedAfterMs + MINUTE_MS, 'd@klub.dk'),
      failedOld: await insert('failed', OUTBOX_RETENTION.redactHeldOrFailedAfterMs + MINUTE_MS, 'e@klub.dk'),
      expired: await insert('done', OUTBOX_RETENTION.deleteAfterMs + MINUTE_MS, 'f@klub.dk'),
      // Pending work is never touched, however old (a retry far in the future).
      pendingOld: await insert('pending', OUTBOX_RETENTION.deleteAfterMs + MINUTE_MS, 'g@klub.dk'),
    };
    await db.execute(sql`update outbox set run_at = ${ahead(DAY_MS)} where id = ${rows.pendingOld}`);
    await runCleanup();
    const state = await queryRows<{ id: number; to: string | null; redacted: boolean }>(
      db,
      sql`select id, payload->>'to' as to, redacted_at is not null as redacted from outbox
           where id in (${sql.join(Object.values(rows), sql`, `)})`,
    );
    const byId = new Map(state.map((row) => [Number(row.id), row]));
    expect(byId.get(rows.doneFresh)).toMatchObject({ to: 'a@klub.dk', redacted: false });
    expect(byId.get(rows.doneOld)).toMatchObject({ to: null, redacted: true });
    expect(byId.get(rows.heldFresh)).toMatchObject({ to: 'c@klub.dk', redacted: false });
    expect(byId.get(rows.heldOld)).toMatchObject({ to: null, redacted: true });
    expect(byId.get(rows.failedOld)).toMatchObject({ to: null, redacted: true });
    expect(byId.has(rows.expired)).toBe(false);
    expect(byId.get(rows.pendingOld)).toMatchObject({ to: 'g@klub.dk', redacted: false });
  });

  it('runs again an hour later, for ever', async () => {
    await runCleanup();
    const next = async () =>
      (
        await queryRows<{ status: string; run_at: Date; attempts: number }>(
          t.database.db,
          sql`select status, run_at, attempts from outbox where kind = 'cleanup'`,
        )
      )[0];
    const first = await next();
    expect(first).toMatchObject({ status: 'pending', attempts: 0 });
    expect(new Date(first?.run_at ?? 0).getTime() - t.clock.now().getTime()).toBeGreaterThan(59 * MINUTE_MS);
    t.clock.advance(HOUR_MS + 1);
    try {
      expect(await deliverOutbox(t)).toBeGreaterThanOrEqual(1);
      expect((await next())?.status).toBe('pending');
    } finally {
      t.clock.advance(-(HOUR_MS + 1));
    }
  });

  it('is never failed for good: a failing step makes it try again sooner, the other steps still run', async () => {
    const log = recordingLog();
    const db = t.database.db;
    const { handlers } = createOutboxHandlers(t.config, {
      db,
      clock: t.clock,
      features: {
        ...noFeatureJobs,
        cleanup: [{ name: 'broken', run: () => Promise.reject(new Error('disk full')) }],
      },
      log,
    });
    await db.execute(sql`update outbox set run_at = ${t.clock.now()}, attempts = 100 where kind = 'cleanup'`);
    const worker = startOutboxWorker({
      db,
      clock: t.clock,
      driver: t.database.driver,
      handlers,
      pollMs: 3_600_000,
      log,
    });
    await worker.drain();
    await worker.stop();
    const [row] = await queryRows<{ status: string; last_error: string; run_at: Date }>(
      db,
      sql`select status, last_error, run_at from outbox where kind = 'cleanup'`,
    );
    expect(row?.status).toBe('pending');
    expect(row?.last_error).toContain('clean-up step');
    expect(new Date(row?.run_at ?? 0).getTime()).toBeLessThanOrEqual(t.clock.now().getTime() + HOUR_MS);
    expect(log.lines.some((line) => line.startsWith('warn: recurring outbox job failed'))).toBe(true);
  });
});
