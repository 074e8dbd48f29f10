import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect.js';
import { outbox } from '../../src/db/schema/index.js';
import { enqueue } from '../../src/outbox/enqueue.js';
import { claimDue } from '../../src/outbox/repo.js';
import { createTestDatabase } from '../support/testDatabase.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { testClock } from '../support/testClock.js';

const clock = testClock();

// Needs two connections at once; PGlite has one (a second query would wait for the transaction).
describe.skipIf(!process.env.DATABASE_URL)('claiming due jobs on PostgreSQL', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
  });
  afterAll(() => database.close());

  it('skips a job another instance holds locked instead of waiting for it', async () => {
    const job = () =>
      enqueue(database.db, clock, { kind: 'mail', payload: { to: uniqueEmail('lock'), subject: 's', text: 't' } });
    const locked = await job();
    const free = await job();
    await database.db.transaction(async (tx) => {
      await tx.select({ id: outbox.id }).from(outbox).where(eq(outbox.id, locked)).for('update');
      // Another connection from the pool: this is what a second instance sees meanwhile.
      const claimed = (await claimDue(database.db, { batchSize: 10, leaseMs: 60_000, now: clock.now() })).map(
        (row) => row.id,
      );
      expect(claimed).toContain(free);
      expect(claimed).not.toContain(locked);
    });
    const [row] = await database.db.select().from(outbox).where(eq(outbox.id, locked));
    expect(row).toMatchObject({ status: 'pending', attempts: 0 });
  });

  it('claims no more than the batch size, and each job once, under concurrent claims', async () => {
    await Promise.all(
      Array.from({ length: 40 }, () =>
        enqueue(database.db, clock, { kind: 'mail', payload: { to: uniqueEmail('many'), subject: 's', text: 't' } }),
      ),
    );
    const batches = await Promise.all(
      Array.from({ length: 8 }, () => claimDue(database.db, { batchSize: 3, leaseMs: 60_000, now: clock.now() })),
    );
    for (const batch of batches) expect(batch.length).toBeLessThanOrEqual(3);
    const ids = batches.flat().map((row) => row.id);
    expect(new Set(ids).size).toBe(ids.length);
  });
});
