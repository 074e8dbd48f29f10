import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';
import { addInactive } from '../members/seedMembers.js';
import { count } from './helpers.js';

/**
 * "Resend once a day" under concurrency (AREAS.md point 5): two parallel resends of one member send one mail. Needs
 * two connections at once; PGlite has one, so this runs on PostgreSQL only.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;

/** Waits until `n` other connections of this database wait for a lock. */
const lockWaiters = async (n: number) => {
  for (let attempt = 0; attempt < 200; attempt += 1) {
    const waiting = await count(
      db(),
      sql`select count(*)::int as n from pg_stat_activity
           where datname = current_database() and wait_event_type = 'Lock'`,
    );
    if (waiting >= n) return;
    await new Promise((resolve) => setTimeout(resolve, 25));
  }
  throw new Error(`fewer than ${n} requests came to wait for the lock`);
};

describe.skipIf(!process.env.DATABASE_URL)('parallel resends on PostgreSQL', () => {
  it('send one mail: the member is locked before the once-a-day rule reads its invited_at', async () => {
    const email = 'parallel@race.klubhus.dk';
    const id = await addInactive(db(), ctx.world.clubA, { firstName: 'Para', surname: 'Llel', email, invited: true });
    await db().execute(sql`update inactive_members set invited_at = invited_at - interval '2 days' where id = ${id}`);
    const resend = () =>
      statusOf(
        ctx.as('adminA').sendWelcomeMailsAgain({ params: { club: ctx.world.clubA }, body: { memberIds: [`i${id}`] } }),
      );
    // The member's row is held while both requests start, so both are in flight at once, whatever the scheduling.
    let statuses: (number | 'ok')[] = [];
    await db().transaction(async (tx) => {
      await tx.execute(sql`select id from inactive_members where id = ${id} for update`);
      const both = Promise.all([resend(), resend()]);
      await lockWaiters(2);
      // Released when this transaction ends: the two requests then run one after the other.
      void both.then((answers) => {
        statuses = answers;
      });
    });
    await expect.poll(() => statuses.length, { timeout: 10_000 }).toBe(2);
    expect([...statuses].sort()).toEqual([409, 'ok'].sort());
    const mails = await queryRows<{ n: number }>(
      db(),
      sql`select count(*)::int as n from outbox where kind = 'mail' and payload->>'to' = ${email}`,
    );
    expect(Number(mails[0]?.n)).toBe(1);
    expect(await count(db(), sql`select count(*)::int as n from invitations where email = ${email}`)).toBe(1);
  });
});
