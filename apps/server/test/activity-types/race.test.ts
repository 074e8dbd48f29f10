import { ACTIVITY_TYPES_MAX, builtInActivityTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { codeOf } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { seedOwnClub } from '../activities/helpers.js';
import { seedOwnType } from './helpers.js';

/**
 * The club's limits against parallel requests (ADR 024): creations and removals count the club's types under its
 * advisory lock in their transaction, so requests at once cannot all count the room one of them takes. Needs
 * connections at once; PGlite has one, where requests cannot overlap inside a transaction.
 */
describe.skipIf(!process.env.DATABASE_URL)('activity types under parallel requests on PostgreSQL', () => {
  const ctx = useWorld();
  const db = () => ctx.t.database.db;
  let clubs = 0;
  const freshClub = () => seedOwnClub(db(), ctx.world, `Kapløbsklub ${(clubs += 1)}`);
  const tally = (answers: string[]) =>
    answers.reduce<Record<string, number>>(
      (counts, answer) => ({ ...counts, [answer]: (counts[answer] ?? 0) + 1 }),
      {},
    );
  const visible = async (clubId: number) =>
    Number(
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from activity_types t
                left join activity_type_overrides o on o.club_id = ${clubId} and o.type_id = t.id
               where ((t.club_id is null and t.id <> 0) or t.club_id = ${clubId})
                 and not t.hidden and not coalesce(o.hidden, false)`,
        )
      )[0]?.n,
    );

  const ROOM = 4;
  const REQUESTS = 16;
  it.each([1, 2, 3])(
    `round %i: ${REQUESTS} creations at once with room for ${ROOM} — ${ROOM} pass, the rest are refused`,
    async () => {
      const clubId = await freshClub();
      for (let n = 0; n < ACTIVITY_TYPES_MAX - ROOM; n += 1) await seedOwnType(db(), clubId, `Type ${n}`);
      const answers = await Promise.all(
        Array.from({ length: REQUESTS }, (_, n) =>
          codeOf(ctx.as('adminA').createActivityType({ body: { clubId, activityTypeTitle: `Samtidig ${n}` } })),
        ),
      );
      expect(tally(answers)).toEqual({ ok: ROOM, '409 activityTypesFull': REQUESTS - ROOM });
      const [row] = await queryRows<{ n: number }>(
        db(),
        sql`select count(*)::int as n from activity_types where club_id = ${clubId} and not hidden`,
      );
      expect(row?.n).toBe(ACTIVITY_TYPES_MAX);
    },
  );

  it.each([1, 2, 3, 4, 5, 6])('round %i: the last two visible types removed at once — one stays', async () => {
    const clubId = await freshClub();
    const [first, second, ...rest] = builtInActivityTypes.map((type) => type.id);
    for (const id of rest) {
      await ctx.as('adminA').removeActivityType({ body: { clubId, clubActivityTypeId: id } });
    }
    const answers = await Promise.all(
      [first, second].map((id) =>
        codeOf(ctx.as('adminA').removeActivityType({ body: { clubId, clubActivityTypeId: id as number } })),
      ),
    );
    expect(tally(answers)).toEqual({ ok: 1, '409 lastActivityType': 1 });
    expect(await visible(clubId)).toBe(1);
  });
});
