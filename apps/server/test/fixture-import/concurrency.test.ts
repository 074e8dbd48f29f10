import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { useWorld } from '../support/world.js';
import { countRows, importBody, rowsOf } from './helpers.js';

/**
 * Two imports of one list at once (ADR 027): the club's fixture lock (a transaction-level advisory lock taken before
 * the rows are matched) makes the second wait for the first and then find every match there, so no match is created
 * twice. Needs connections at once; PGlite has one, where requests cannot overlap inside a transaction.
 */
describe.skipIf(!process.env.DATABASE_URL)('parallel imports of one list on PostgreSQL', () => {
  const ctx = useWorld();
  const db = () => ctx.t.database.db;

  it('create each match once', async () => {
    const rows = rowsOf(20, { from: 60_000 });
    const answers = await Promise.all(
      Array.from({ length: 4 }, () =>
        ctx
          .as('adminA')
          .importFixtures({ params: { club: ctx.world.clubA }, body: importBody(ctx.world.groups.a, rows) }),
      ),
    );
    expect(answers.map((answer) => answer.created).sort((a, b) => a - b)).toEqual([0, 0, 0, 20]);
    expect(answers.map((answer) => answer.unchanged).sort((a, b) => a - b)).toEqual([0, 20, 20, 20]);
    const stored = await countRows(
      db(),
      sql`select count(*)::int as n from activities where club_id = ${ctx.world.clubA} and fixture_key like 'm:6%'`,
    );
    expect(stored).toBe(20);
    // Every import answers the same activities.
    expect(new Set(answers.map((answer) => answer.activityIds.join(','))).size).toBe(1);
  });
});
