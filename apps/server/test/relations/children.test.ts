import { relationTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { newSession } from '../support/sessions.js';
import { useWorld } from '../support/world.js';
import { addClub, addMember, addMembership, addRelation } from './people.js';

/** GET /v3/user/0/children: the signed-in user's children, read from relations in any of their clubs (ADR 017). */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const { child, parent, household } = relationTypes;

describe('GET /v3/user/0/children', () => {
  it('answers the children of every club the user is in, stored from either side, each once, by first name', async () => {
    const clubA = ctx.world.clubA;
    const clubC = await addClub(db(), 'Klub C');
    const me = await addMember(db(), clubA, { firstName: 'Søren', surname: 'Ågård' });
    await addMembership(db(), clubC, me);
    const kid = (firstName: string, birthdate?: string) =>
      addMember(db(), clubA, { firstName, surname: 'Ågård', ...(birthdate ? { birthdate } : {}) });
    const aase = await kid('Åse', '2015-03-01');
    const bo = await kid('Bo');
    const aero = await kid('Ærø', '2017-12-24');
    const partner = await kid('Kæreste');
    const myMother = await kid('Farmor');
    await addRelation(db(), clubA, me, aase, child);
    await addRelation(db(), clubA, bo, me, parent);
    await addRelation(db(), clubA, me, partner, household);
    await addRelation(db(), clubA, me, myMother, parent);
    // Ærø is related in club C only; Åse in both clubs, and is listed once.
    await addMembership(db(), clubC, aero);
    await addMembership(db(), clubC, aase);
    await addRelation(db(), clubC, aero, me, parent);
    await addRelation(db(), clubC, aase, me, parent);

    const children = await api(ctx.t, { token: await newSession(db(), me) }).userChildren({});
    expect(children).toEqual([
      { id: bo, firstName: 'Bo', surname: 'Ågård', birthdate: null },
      { id: aero, firstName: 'Ærø', surname: 'Ågård', birthdate: '2017-12-24' },
      { id: aase, firstName: 'Åse', surname: 'Ågård', birthdate: '2015-03-01' },
    ]);
    // The child sees no children of their own: the relation makes them the child.
    expect(await api(ctx.t, { token: await newSession(db(), bo) }).userChildren({})).toEqual([]);
  });

  it('answers nothing for a user without relations, and forgets a child who left the club', async () => {
    expect(await ctx.as('loner').userChildren({})).toEqual([]);
    const me = await addMember(db(), ctx.world.clubA, { firstName: 'Mor', surname: 'Alene' });
    const kid = await addMember(db(), ctx.world.clubA, { firstName: 'Barn', surname: 'Alene' });
    await addRelation(db(), ctx.world.clubA, me, kid, child);
    const asMe = api(ctx.t, { token: await newSession(db(), me) });
    expect((await asMe.userChildren({})).map((c) => c.id)).toEqual([kid]);
    // The child leaves the club: the relation goes with the membership.
    await db().execute(sql`delete from memberships where club_id = ${ctx.world.clubA} and user_id = ${kid}`);
    expect(await asMe.userChildren({})).toEqual([]);
  });
});
