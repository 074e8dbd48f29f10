import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { codeOf } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { newActivity } from './helpers.js';

/**
 * The limit against parallel requests (ADR 023): every write that makes people attending locks the activity's row and
 * counts those attending in the same transaction, so twenty requests at once cannot all count eleven before any has
 * added its own. Needs connections at once; PGlite has one, where requests cannot overlap inside a transaction.
 */
describe.skipIf(!process.env.DATABASE_URL)('the participant limit under parallel requests on PostgreSQL', () => {
  const ctx = useWorld();
  const db = () => ctx.t.database.db;
  const LIMIT = 12;
  const PEOPLE = 20;

  /** Twenty new members of club A, and an activity with a limit of twelve; `invited` invites them all first. */
  const seed = async (round: number, invited: boolean) => {
    const people = (
      await queryRows<{ id: number }>(
        db(),
        sql`with made as (
              insert into users (email, password_hash, first_name, surname)
              select 'race-' || ${round}::int || '-' || g || '@test.klubhus.dk', 'x', 'Deltager', 'Nr. ' || g
                from generate_series(1, ${PEOPLE}::int) as g returning id)
            insert into memberships (club_id, user_id, type)
            select ${ctx.world.clubA}::int, id, ${memberTypeOf('member')} from made returning user_id as id`,
      )
    ).map((row) => Number(row.id));
    const { id } = await ctx.as('adminA').createActivity({
      body: newActivity(ctx.world.clubA, {
        start: `2027-03-0${round}T16:00`,
        end: `2027-03-0${round}T17:00`,
        limit: LIMIT,
        userIds: invited ? people : [],
      }),
    });
    return { id, people };
  };
  const attending = async (id: number) =>
    Number(
      (
        await queryRows<{ n: number }>(
          db(),
          sql`select count(*)::int as n from activity_participants where activity_id = ${id} and status = 1`,
        )
      )[0]?.n,
    );
  const tally = (answers: string[]) => ({
    ok: answers.filter((answer) => answer === 'ok').length,
    full: answers.filter((answer) => answer === '409 activityFull').length,
  });

  it.each([1, 2, 3])(
    'round %i: twenty moves to attending on a limit of twelve — twelve pass, eight are refused',
    async (round) => {
      const { id, people } = await seed(round, true);
      const answers = await Promise.all(
        people.map((userId) =>
          codeOf(
            ctx.as('adminA').moveParticipant({
              body: { clubId: ctx.world.clubA, activityId: id, userId, initialStatus: 1 },
            }),
          ),
        ),
      );
      expect(tally(answers)).toEqual({ ok: LIMIT, full: PEOPLE - LIMIT });
      expect(await attending(id)).toBe(LIMIT);
    },
  );

  it('twenty invitations as attending on a limit of twelve — twelve pass, eight are refused', async () => {
    const { id, people } = await seed(4, false);
    const answers = await Promise.all(
      people.map((userId) =>
        codeOf(ctx.as('adminA').inviteToActivity({ body: { activityId: id, userIds: [userId], initialStatus: 1 } })),
      ),
    );
    expect(tally(answers)).toEqual({ ok: LIMIT, full: PEOPLE - LIMIT });
    expect(await attending(id)).toBe(LIMIT);
  });
});
