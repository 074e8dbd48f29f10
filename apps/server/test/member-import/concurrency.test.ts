import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';
import { clubCounts, count, csvFile, HEADER, upload } from './helpers.js';

/**
 * Confirm under concurrency (AREAS.md point 5; ADR 020): two confirms of one staged import at once apply it once —
 * the import's row is locked first, and the second finds it gone (404 importNotFound) — and nothing is doubled. Needs
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

describe.skipIf(!process.env.DATABASE_URL)('parallel confirms on PostgreSQL', () => {
  it('apply the import once: one answers 201, the other 404 importNotFound, nothing doubled', async () => {
    const clubId = ctx.world.clubA;
    const admin = ctx.as('adminA');
    const lines = [HEADER];
    for (let n = 1; n <= 50; n += 1) lines.push(`${n};Medlem;Nr ${n};;;;;;Spiller;Fodbold;Parallel`);
    const staged = await upload(admin, clubId, csvFile(lines));
    const importId = Number(staged.import?.id);
    const before = await clubCounts(db(), clubId);
    const apply = () => statusOf(admin.importUsers({ params: { club: clubId }, body: { importId } }));
    // The import's row is held while both confirms start, so both are in flight at once, whatever the scheduling.
    let statuses: (number | 'ok')[] = [];
    await db().transaction(async (tx) => {
      await tx.execute(sql`select id from member_imports where id = ${importId} for update`);
      const both = Promise.all([apply(), apply()]);
      await lockWaiters(2);
      void both.then((answers) => {
        statuses = answers;
      });
    });
    await expect.poll(() => statuses.length, { timeout: 20_000 }).toBe(2);
    expect([...statuses].sort()).toEqual([404, 'ok'].sort());
    expect(await clubCounts(db(), clubId)).toEqual({
      ...before,
      inactive: Number(before?.inactive) + 50,
      groups: Number(before?.groups) + 1,
      inactive_places: Number(before?.inactive_places) + 50,
      imports: 0,
      staged_rows: 0,
    });
    expect(
      await count(db(), sql`select count(*)::int as n from groups where club_id = ${clubId} and title = 'Parallel'`),
    ).toBe(1);
  });
});
