import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { codeOf } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { tokenOf } from './helpers.js';

/**
 * A member's personal link made again by parallel requests (ADR 026: a new link replaces the earlier one): the member
 * keeps one row, so one address works — the one the row holds — and every other address made in the race answers 404.
 * The guard is the table's key on (club, member) with the upsert on it; without it the race leaves a row per request.
 * Needs connections at once; PGlite has one, where the requests cannot overlap.
 */
describe.skipIf(!process.env.DATABASE_URL)('the personal link under parallel requests on PostgreSQL', () => {
  const ctx = useWorld({ PUBLIC_URL: 'https://klub.example.dk' });
  const REQUESTS = 12;

  it.each([1, 2, 3])('round %i: twelve requests at once leave one row and one working address', async () => {
    const club = ctx.world.clubA;
    const made = await Promise.all(
      Array.from({ length: REQUESTS }, () => ctx.as('memberA').createPersonalCalendarLink({ params: { club } })),
    );
    const rows = await queryRows<{ n: number }>(
      ctx.t.database.db,
      sql`select count(*)::int as n from personal_calendar_links
           where club_id = ${club} and user_id = ${ctx.world.userIds.memberA}`,
    );
    expect(rows[0]?.n).toBe(1);

    const anonymous = api(ctx.t, { anonymous: true });
    const answers = await Promise.all(
      made.map(({ url }) => codeOf(anonymous.personalCalendar({ params: { token: tokenOf(url) } }))),
    );
    expect(answers.filter((answer) => answer === 'ok')).toHaveLength(1);
    expect(answers.filter((answer) => answer === '404 unknownCalendar')).toHaveLength(REQUESTS - 1);
    // The working one is the address the member is shown from now on.
    const shown = await ctx.as('memberA').getPersonalCalendarLink({ params: { club } });
    expect(made[answers.indexOf('ok')]?.url).toBe(shown.url);
  });
});
