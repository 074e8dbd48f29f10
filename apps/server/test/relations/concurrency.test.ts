import { relationTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';
import { addMember } from './people.js';

/**
 * A pair has one relation (ADR 017) also when two administrators relate it at the same moment: both requests find
 * no relation, both insert, and the pair's unique index refuses the second, which answers 409 like the check.
 * PGlite has one connection, so the race can only happen on PostgreSQL.
 */
describe.skipIf(!process.env.DATABASE_URL)('relations under concurrent requests (PostgreSQL)', () => {
  const ctx = useWorld();
  const admin = () => ctx.as('adminA');

  it.each([
    ['the same way round', false],
    ['from both sides', true],
  ])('answers one 201 and one 409 to two parallel createrelations of the same pair, %s', async (_label, swapped) => {
    for (let round = 0; round < 8; round += 1) {
      const a = await addMember(ctx.t.database.db, ctx.world.clubA, { firstName: 'Kapløb', surname: `A ${round}` });
      const b = await addMember(ctx.t.database.db, ctx.world.clubA, { firstName: 'Kapløb', surname: `B ${round}` });
      const relate = (currentUser: number, otherUser: number) =>
        statusOf(
          admin().createRelation({
            body: { clubId: ctx.world.clubA, currentUser, otherUser, relation: relationTypes.household },
          }),
        );
      const statuses = await Promise.all([relate(a, b), swapped ? relate(b, a) : relate(a, b)]);
      expect(statuses.sort()).toEqual([409, 'ok'].sort());
      const [row] = await queryRows<{ n: number }>(
        ctx.t.database.db,
        sql`select count(*)::int as n from member_relations where club_id = ${ctx.world.clubA}
             and (user_id in (${a}, ${b}) or related_user_id in (${a}, ${b}))`,
      );
      expect(row?.n).toBe(1);
    }
  });
});
