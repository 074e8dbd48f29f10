import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { INACTIVE_MEMBERS_MAX } from '../../src/features/joining/service.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { count } from './helpers.js';

/** A club holds at most INACTIVE_MEMBERS_MAX inactive members waiting (a file of its own: it fills a club). */
const ctx = useWorld();
const db = () => ctx.t.database.db;

const row = (email: string) => ({ firstName: 'Ny', surname: 'Medlem', email, zip: '8000' });

describe("a club's inactive members are capped", () => {
  it(`refuses past ${INACTIVE_MEMBERS_MAX} (409, nothing written), counting only those not activated`, async () => {
    const clubId = ctx.world.clubA;
    const pending = () =>
      count(
        db(),
        sql`select count(*)::int as n from inactive_members where club_id = ${clubId} and activated_at is null`,
      );
    await db().execute(
      sql`insert into inactive_members (club_id, first_name, surname)
          select ${clubId}::int, 'Fylde', 'Nr ' || n from generate_series(1, ${INACTIVE_MEMBERS_MAX - 1 - (await pending())}::int) as n`,
    );
    // An activated dummy is an active member now: it does not count.
    await db().execute(
      sql`insert into inactive_members (club_id, first_name, surname, activated_at) values (${clubId}, 'Aktiveret', 'X', now())`,
    );
    expect(await pending()).toBe(INACTIVE_MEMBERS_MAX - 1);
    const create = (...emails: string[]) =>
      ctx.as('adminA').importUsers({ params: { club: clubId }, body: { members: emails.map(row) } });
    expect(await failure(create('a@cap.klubhus.dk', 'b@cap.klubhus.dk'))).toEqual({
      status: 409,
      code: 'tooManyInactiveMembers',
      field: 'members',
      message: 'Foreningen har nået det højeste antal inaktive medlemmer',
    });
    expect(await pending()).toBe(INACTIVE_MEMBERS_MAX - 1);
    // A staged import is held to the same limit when it is confirmed (ADR 020), and nothing of it is written.
    const file = new File(['Fornavn;Efternavn\r\nNy;Import\r\nTo;Import\r\n'], 'medlemmer.csv');
    const staged = await ctx.as('adminA').parseCsv({ params: { club: clubId }, body: { newmembers: file } });
    expect(
      await failure(
        ctx.as('adminA').importUsers({ params: { club: clubId }, body: { importId: Number(staged.import?.id) } }),
      ),
    ).toMatchObject({ status: 409, code: 'tooManyInactiveMembers', field: 'importId' });
    expect(await pending()).toBe(INACTIVE_MEMBERS_MAX - 1);
    expect((await create('a@cap.klubhus.dk')).members).toHaveLength(1);
    expect(await failure(create('b@cap.klubhus.dk'))).toMatchObject({ status: 409, code: 'tooManyInactiveMembers' });
    // Club B is not club A: its own count.
    expect(
      (
        await ctx
          .as('adminB')
          .importUsers({ params: { club: ctx.world.clubB }, body: { members: [row('b@cap.klubhus.dk')] } })
      ).members,
    ).toHaveLength(1);
  });
});
