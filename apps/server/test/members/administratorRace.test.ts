import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { codeOf } from '../support/failure.js';
import { newSession } from '../support/sessions.js';
import { useWorld } from '../support/world.js';
import { addUser } from './seedMembers.js';

/**
 * "The club must keep an administrator" is a count, so a race: two requests each demoting (or removing) one of a
 * club's last two administrators must not both count two before either writes. Both calls lock the club's
 * administrator memberships `FOR UPDATE` before counting. PGlite has one connection, so transactions cannot
 * overlap there: PostgreSQL only. Several rounds, each a club of its own, so that an unguarded count shows.
 */
const ROUNDS = 8;

describe.skipIf(!process.env.DATABASE_URL)('the last administrator under parallel requests (PostgreSQL)', () => {
  const ctx = useWorld();

  /**
   * A club with two administrators, each with a client of their own: each demotes or removes themselves, so that
   * whichever goes second still passes the access step (it is still an administrator) and meets the count.
   */
  const clubOfTwo = async (round: number) => {
    const { db } = ctx.t.database;
    const [club] = await queryRows<{ id: number }>(
      db,
      sql`insert into clubs (title, country_code) values (${`Kapløb ${round}`}, 'DK') returning id`,
    );
    const clubId = Number(club?.id);
    const first = await addUser(db, clubId, { firstName: 'Første', surname: `Admin ${round}`, role: 'admin' });
    const second = await addUser(db, clubId, { firstName: 'Anden', surname: `Admin ${round}`, role: 'admin' });
    const clientOf = async (userId: number) => ({
      userId,
      client: api(ctx.t, { token: await newSession(db, userId) }),
    });
    return { clubId, admins: [await clientOf(first), await clientOf(second)] };
  };

  const administrators = async (clubId: number) => {
    const [row] = await queryRows<{ n: number }>(
      ctx.t.database.db,
      sql`select count(*)::int as n from memberships where club_id = ${clubId} and type = ${memberTypeOf('admin')}`,
    );
    return Number(row?.n);
  };

  it('lets exactly one of two parallel demotions of the last two administrators through', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { clubId, admins } = await clubOfTwo(round);
      const outcomes = await Promise.all(
        admins.map(({ userId, client }) =>
          codeOf(
            client.setMemberRole({
              params: { club: clubId, id: String(userId) },
              body: { memberId: String(userId), userId, type: memberTypeOf('member') },
            }),
          ),
        ),
      );
      expect(outcomes.sort()).toEqual(['409 soleAdministrator', 'ok']);
      expect(await administrators(clubId)).toBe(1);
    }
  });

  it('lets exactly one of two parallel removals of the last two administrators through', async () => {
    for (let round = 0; round < ROUNDS; round++) {
      const { clubId, admins } = await clubOfTwo(ROUNDS + round);
      const outcomes = await Promise.all(
        admins.map(({ userId, client }) =>
          codeOf(client.removeMembers({ params: { club: clubId }, body: { memberIds: [String(userId)] } })),
        ),
      );
      expect(outcomes.sort()).toEqual(['409 soleAdministrator', 'ok']);
      expect(await administrators(clubId)).toBe(1);
    }
  });
});
