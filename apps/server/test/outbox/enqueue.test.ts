import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../../src/db/connect.js';
import { outbox } from '../../src/db/schema/index.js';
import { enqueue } from '../../src/outbox/enqueue.js';
import { createTestDatabase } from '../support/testDatabase.js';
import { outboxRow } from './helpers.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { testClock } from '../support/testClock.js';

const clock = testClock();

let database: Database;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const rowsTo = (to: string) =>
  database.db
    .select()
    .from(outbox)
    .where(eq(outbox.kind, 'mail'))
    .then((rows) => rows.filter((row) => (row.payload as { to?: string }).to === to));

describe('enqueue', () => {
  it('writes a pending job with the payload and the club of the mail when the transaction commits', async () => {
    const to = uniqueEmail('commit');
    const id = await database.db.transaction((tx) =>
      enqueue(tx, clock, { kind: 'mail', payload: { to, subject: 'Velkommen', text: 'Hej', clubId: 7 } }),
    );
    const row = await outboxRow(database.db, id);
    expect(row).toMatchObject({ kind: 'mail', status: 'pending', attempts: 0, clubId: 7, lastError: null });
    expect(row.payload).toEqual({ to, subject: 'Velkommen', text: 'Hej', clubId: 7 });
  });

  it('leaves no job behind when the transaction rolls back', async () => {
    const to = uniqueEmail('rollback');
    const rollback = new Error('the change failed');
    await expect(
      database.db.transaction(async (tx) => {
        const id = await enqueue(tx, clock, { kind: 'mail', payload: { to, subject: 'Velkommen', text: 'Hej' } });
        // Checked inside: on PGlite (one connection) a query from outside would wait for this transaction.
        expect(await tx.select().from(outbox).where(eq(outbox.id, id))).toHaveLength(1);
        throw rollback;
      }),
    ).rejects.toBe(rollback);
    expect(await rowsTo(to)).toHaveLength(0);
  });

  it('refuses an invalid payload and writes nothing', async () => {
    await expect(
      enqueue(database.db, clock, { kind: 'mail', payload: { to: 'not-an-email', subject: 'x', text: '' } }),
    ).rejects.toThrow(/email/i);
    expect(await rowsTo('not-an-email')).toHaveLength(0);
  });

  it('keeps the run time it is given', async () => {
    const runAt = new Date(Date.now() + 3_600_000);
    const id = await enqueue(database.db, clock, {
      kind: 'mail',
      payload: { to: uniqueEmail('later'), subject: 'Later', text: '' },
      runAt,
    });
    expect((await outboxRow(database.db, id)).runAt.getTime()).toBe(runAt.getTime());
  });
});
