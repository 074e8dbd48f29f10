import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect.js';
import { outbox } from '../../src/db/schema/index.js';
import { enqueue } from '../../src/outbox/enqueue.js';
import type { JobHandler } from '../../src/outbox/jobs.js';
import { startOutboxWorker, type OutboxWorkerOptions } from '../../src/outbox/worker.js';
import { createTestDatabase } from '../support/testDatabase.js';
import { mailOnly, outboxRow, recordingLog } from './helpers.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { testClock } from '../support/testClock.js';

const clock = testClock();

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const worker = (mail: JobHandler<'mail'>, options: Partial<OutboxWorkerOptions> = {}) =>
  startOutboxWorker({
    db: database.db,
    clock,
    driver: database.driver,
    handlers: mailOnly(mail),
    // Tests drive the worker through drain(); a long poll keeps the loop out of the way.
    pollMs: 3_600_000,
    log: recordingLog(),
    ...options,
  });

const mail = (name: string) => ({
  kind: 'mail' as const,
  payload: { to: uniqueEmail(name), subject: name, text: name },
});

/**
 * Makes a job due now, as if its backoff had passed: at the clock's time, which the worker compares with.
 * (Not the database's `now()`: its microseconds can lie after the millisecond the worker's clock reads next.)
 */
const dueNow = (id: number) => database.db.update(outbox).set({ runAt: clock.now() }).where(eq(outbox.id, id));

describe('outbox worker', () => {
  it('runs a due job once and marks it done', async () => {
    const seen: number[] = [];
    const id = await enqueue(database.db, clock, mail('once'));
    const w = worker(async (_payload, job) => void seen.push(job.id));
    expect(await w.drain()).toBeGreaterThanOrEqual(1);
    expect(await w.drain()).toBe(0);
    await w.stop();
    expect(seen.filter((seenId) => seenId === id)).toHaveLength(1);
    const row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'done', attempts: 1, lastError: null });
    expect(row.doneAt).toBeInstanceOf(Date);
  });

  it('leaves a job that is not yet due alone', async () => {
    // A day ahead of the clock: no later test's drain (nor a slow run) ever makes it due.
    const id = await enqueue(database.db, clock, {
      ...mail('future'),
      runAt: new Date(clock.now().getTime() + 86_400_000),
    });
    const w = worker(async () => 'done');
    await w.drain();
    await w.stop();
    expect(await outboxRow(database.db, id)).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('sends a job scheduled 10 minutes ahead only once the clock has passed it', async () => {
    const runAt = new Date(clock.now().getTime() + 10 * 60_000);
    const id = await enqueue(database.db, clock, { ...mail('scheduled'), runAt });
    const seen: number[] = [];
    const w = worker(async (_payload, job) => {
      seen.push(job.id);
      return 'done';
    });
    try {
      clock.advance(9 * 60_000);
      await w.drain();
      expect(seen).not.toContain(id);
      expect(await outboxRow(database.db, id)).toMatchObject({ status: 'pending', attempts: 0 });
      clock.advance(2 * 60_000);
      await w.drain();
      expect(seen.filter((seenId) => seenId === id)).toHaveLength(1);
      expect(await outboxRow(database.db, id)).toMatchObject({ status: 'done', attempts: 1 });
    } finally {
      await w.stop();
      clock.advance(-11 * 60_000);
    }
  });

  it('retries a failing job with backoff and marks it failed with the last error after the last attempt', async () => {
    const id = await enqueue(database.db, clock, mail('failing'));
    const attempts: number[] = [];
    const log = recordingLog();
    const w = worker(
      async (_payload, job) => {
        attempts.push(job.attempt);
        throw new Error(`SMTP said no (${job.attempt})`);
      },
      { maxAttempts: 3, backoffMs: (attempt) => attempt * 60_000, log },
    );

    // The backoff counts from the clock's time of the failure, which lies between these two readings.
    let before = clock.now().getTime();
    await w.drain();
    let after = clock.now().getTime();
    let row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 1, lastError: 'SMTP said no (1)' });
    // Backoff of the first attempt: one minute.
    expect(row.runAt.getTime()).toBeGreaterThanOrEqual(before + 60_000);
    expect(row.runAt.getTime()).toBeLessThanOrEqual(after + 60_000);
    await w.drain();
    expect(attempts).toEqual([1]); // not due yet

    await dueNow(id);
    before = clock.now().getTime();
    await w.drain();
    after = clock.now().getTime();
    row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'pending', attempts: 2, lastError: 'SMTP said no (2)' });
    // Backoff of the second attempt: two minutes.
    expect(row.runAt.getTime()).toBeGreaterThanOrEqual(before + 120_000);
    expect(row.runAt.getTime()).toBeLessThanOrEqual(after + 120_000);

    await dueNow(id);
    await w.drain();
    row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ status: 'failed', attempts: 3, lastError: 'SMTP said no (3)', doneAt: null });
    expect(attempts).toEqual([1, 2, 3]);

    await dueNow(id);
    expect(await w.drain()).toBe(0); // failed is final
    await w.stop();
    expect(log.lines).toEqual([
      'warn: outbox job failed; it will be retried',
      'warn: outbox job failed; it will be retried',
      'error: outbox job failed for good',
    ]);
  });

  it('drains through every retry when the backoff is zero', async () => {
    const id = await enqueue(database.db, clock, mail('zero-backoff'));
    const w = worker(
      async () => {
        throw new Error('down');
      },
      { maxAttempts: 4, backoffMs: () => 0 },
    );
    expect(await w.drain()).toBe(4);
    await w.stop();
    expect(await outboxRow(database.db, id)).toMatchObject({ status: 'failed', attempts: 4, lastError: 'down' });
  });

  it('marks a job held when the handler holds it, and never runs it again', async () => {
    const id = await enqueue(database.db, clock, mail('held'));
    let runs = 0;
    const w = worker(async () => {
      runs += 1;
      return 'held';
    });
    await w.drain();
    await dueNow(id);
    await w.drain();
    await w.stop();
    expect(runs).toBe(1);
    expect(await outboxRow(database.db, id)).toMatchObject({ status: 'held', doneAt: null });
  });

  it('retries a row whose payload no longer validates instead of handing it to the handler', async () => {
    const [row] = await database.db
      .insert(outbox)
      .values({ kind: 'mail', payload: { to: 'broken' }, runAt: clock.now() })
      .returning({ id: outbox.id });
    const id = row?.id ?? 0;
    let runs = 0;
    const w = worker(async () => void (runs += 1), { maxAttempts: 1 });
    await w.drain();
    await w.stop();
    expect(runs).toBe(0);
    expect(await outboxRow(database.db, id)).toMatchObject({ status: 'failed', attempts: 1 });
  });

  it('lets two workers drain side by side without running any job twice', async () => {
    const ids = await Promise.all(
      Array.from({ length: 25 }, (_, i) => enqueue(database.db, clock, mail(`shared-${i}`))),
    );
    const runs = new Map<number, number>();
    const handler: JobHandler<'mail'> = async (_payload, job) => {
      runs.set(job.id, (runs.get(job.id) ?? 0) + 1);
      await new Promise((resolve) => setTimeout(resolve, 2));
    };
    const a = worker(handler, { batchSize: 4 });
    const b = worker(handler, { batchSize: 4 });
    const [byA, byB] = await Promise.all([a.drain(), b.drain()]);
    await Promise.all([a.stop(), b.stop()]);
    expect(byA + byB).toBeGreaterThanOrEqual(25);
    for (const id of ids) expect(runs.get(id)).toBe(1);
    const rows = await database.db.select({ status: outbox.status }).from(outbox).where(inArray(outbox.id, ids));
    expect(rows.every((r) => r.status === 'done')).toBe(true);
  });

  it('polls on its own and, on stop, waits for the job in flight', async () => {
    const id = await enqueue(database.db, clock, mail('polled'));
    let release = () => {};
    let started = () => {};
    const running = new Promise<void>((resolve) => (started = resolve));
    const w = worker(
      async () => {
        started();
        await new Promise<void>((resolve) => (release = resolve));
      },
      { pollMs: 20 },
    );
    await running;
    let stopped = false;
    const stopping = w.stop().then(() => (stopped = true));
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(stopped).toBe(false);
    release();
    await stopping;
    expect(await outboxRow(database.db, id)).toMatchObject({ status: 'done' });
  });
});
