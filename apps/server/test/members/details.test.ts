import { memberRefusals, memberTypeOf, relationTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import {
  addGroup,
  addGroupRequest,
  addInactive,
  addRelation,
  addUser,
  allowEditing,
  putInactiveInGroup,
  putInGroup,
} from './seedMembers.js';

/** `GET /v2/clubs/:club/members/:id`: one member's details (ADR 017). The edits are in `edits.test.ts`. */
const ctx = useWorld();
const db = () => ctx.t.database.db;

const ids = {} as Record<'karen' | 'mor' | 'barn' | 'nabo' | 'orange' | 'red' | 'board', number>;
const group = {} as Record<'b' | 'z' | 'ae' | 'aa' | 'hidden', number>;

beforeAll(async () => {
  const club = ctx.world.clubA;
  group.b = await addGroup(db(), club, 'Bestyrelse');
  group.z = await addGroup(db(), club, 'Zebra');
  group.ae = await addGroup(db(), club, 'Æblehold');
  group.aa = await addGroup(db(), club, 'Aarhus-holdet');
  group.hidden = await addGroup(db(), club, 'Skjult');
  await db().execute(sql`update groups set hidden_for_leaders = true where id = ${group.hidden}`);
  ids.karen = await addUser(db(), club, {
    firstName: 'Karen',
    surname: 'Holm',
    email: 'karen.holm@test.klubhus.dk',
    mobile: '20304050',
    zip: '8000',
    birthdate: '1980-04-05',
  });
  await db().execute(sql`update users set address = 'Vestergade 1', city = 'Aarhus C' where id = ${ids.karen}`);
  await db().execute(
    sql`update memberships set member_since = '2019-08-01', note = 'Betaler kontant', club_internal_member_id = 'K-17'
         where club_id = ${club} and user_id = ${ids.karen}`,
  );
  for (const id of [group.aa, group.z, group.ae, group.b, group.hidden]) {
    await putInGroup(db(), club, id, ids.karen, id === group.z);
  }
  const request = await addGroup(db(), club, 'Motion');
  await addGroupRequest(db(), club, request, ids.karen, '2026-03-01 09:05');
  ids.mor = await addUser(db(), club, { firstName: 'Mor', surname: 'Holm' });
  ids.barn = await addUser(db(), club, { firstName: 'Barn', surname: 'Holm' });
  ids.nabo = await addUser(db(), club, { firstName: 'Nabo', surname: 'Holm' });
  // Stored from either side: Karen's mother recorded her as her child; Karen recorded her own child.
  await addRelation(db(), club, ids.mor, ids.karen, relationTypes.child);
  await addRelation(db(), club, ids.karen, ids.barn, relationTypes.child);
  await addRelation(db(), club, ids.nabo, ids.karen, relationTypes.household);
  // Another club's relation of the same people is not this club's.
  await db().execute(
    sql`insert into memberships (club_id, user_id) values (${ctx.world.clubB}, ${ids.karen}), (${ctx.world.clubB}, ${ids.nabo})`,
  );
  await addRelation(db(), ctx.world.clubB, ids.karen, ids.nabo, relationTypes.parent);
  ids.orange = await addInactive(db(), club, {
    firstName: 'Olga',
    surname: 'Orange',
    email: 'familien@test.klubhus.dk',
    birthdate: '2015-06-07',
    invited: true,
    child: true,
  });
  await db().execute(
    sql`update inactive_members set invited_at = '2026-02-03 04:05:06+00', address = 'Skolevej 2', city = 'Viby J'
         where id = ${ids.orange}`,
  );
  await putInactiveInGroup(db(), club, group.z, ids.orange);
  ids.red = await addInactive(db(), club, { firstName: 'Rolf', surname: 'Rød' });
  ids.board = await addUser(db(), club, { firstName: 'Bo', surname: 'Bestyrer', role: 'admin' });
});

const details = (id: string, persona: 'adminA' | 'leaderA' | 'otherLeaderA' = 'adminA', club = ctx.world.clubA) =>
  ctx.as(persona).memberDetails({ params: { club, id } });

const administrators = async () => {
  const [row] = await queryRows<{ n: number }>(
    db(),
    sql`select count(*)::int as n from memberships where club_id = ${ctx.world.clubA} and type = ${memberTypeOf('admin')}`,
  );
  return Number(row?.n);
};

describe('GET /v2/clubs/:club/members/:id', () => {
  it("answers an active member's person, membership, groups in Danish order, requests and relations", async () => {
    await allowEditing(db(), ctx.world.clubA, true);
    expect(await details(String(ids.karen))).toEqual({
      id: String(ids.karen),
      userId: ids.karen,
      firstName: 'Karen',
      surname: 'Holm',
      email: 'karen.holm@test.klubhus.dk',
      mobile: '20304050',
      address: 'Vestergade 1',
      zip: '8000',
      city: 'Aarhus C',
      birthdate: '1980-04-05',
      type: memberTypeOf('member'),
      status: 'active',
      imageUrl: null,
      memberSince: '2019-08-01',
      note: 'Betaler kontant',
      clubInternalMemberId: 'K-17',
      emailLastSent: null,
      isChild: false,
      requestTypeId: null,
      canEditDetails: true,
      clubAllowsEditing: true,
      administratorCount: await administrators(),
      groups: [
        { id: group.b, title: 'Bestyrelse', isLeader: false },
        { id: group.hidden, title: 'Skjult', isLeader: false },
        { id: group.z, title: 'Zebra', isLeader: true },
        { id: group.ae, title: 'Æblehold', isLeader: false },
        { id: group.aa, title: 'Aarhus-holdet', isLeader: false },
      ],
      pendingGroupRequests: [{ groupId: expect.any(Number), title: 'Motion', requestedAt: '2026-03-01T09:05' }],
      relations: [
        {
          userUserMapId: expect.any(Number),
          relationType: relationTypes.child,
          relatedUser: { userId: ids.barn, firstName: 'Barn', surName: 'Holm' },
        },
        {
          userUserMapId: expect.any(Number),
          relationType: relationTypes.parent,
          relatedUser: { userId: ids.mor, firstName: 'Mor', surName: 'Holm' },
        },
        {
          userUserMapId: expect.any(Number),
          relationType: relationTypes.household,
          relatedUser: { userId: ids.nabo, firstName: 'Nabo', surName: 'Holm' },
        },
      ],
    });
  });

  it('reads each relation from the side asked: the parent sees the child', async () => {
    const mother = await details(String(ids.mor));
    expect(mother.relations.map((r) => [r.relatedUser.userId, r.relationType])).toEqual([
      [ids.karen, relationTypes.child],
    ]);
    const child = await details(String(ids.barn));
    expect(child.relations.map((r) => [r.relatedUser.userId, r.relationType])).toEqual([
      [ids.karen, relationTypes.parent],
    ]);
  });

  it("answers an inactive member from the club's own table: invited, a child, in a group", async () => {
    const [created] = await queryRows<{ d: string }>(
      db(),
      sql`select to_char((created_at at time zone 'UTC')::date, 'YYYY-MM-DD') as d from inactive_members where id = ${ids.orange}`,
    );
    expect(await details(`i${ids.orange}`)).toEqual({
      id: `i${ids.orange}`,
      userId: null,
      firstName: 'Olga',
      surname: 'Orange',
      email: 'familien@test.klubhus.dk',
      mobile: null,
      address: 'Skolevej 2',
      zip: null,
      city: 'Viby J',
      birthdate: '2015-06-07',
      type: memberTypeOf('member'),
      status: 'invited',
      imageUrl: null,
      memberSince: created?.d,
      note: null,
      clubInternalMemberId: null,
      emailLastSent: '2026-02-03T04:05',
      isChild: true,
      requestTypeId: null,
      canEditDetails: true,
      clubAllowsEditing: expect.any(Boolean),
      administratorCount: await administrators(),
      groups: [{ id: group.z, title: 'Zebra', isLeader: false }],
      pendingGroupRequests: [],
      relations: [],
    });
    expect(await details(`i${ids.red}`)).toMatchObject({ status: 'notInvited', emailLastSent: null, isChild: false });
  });

  it('says who may change the details: plain members of a club that allows it, inactive members always', async () => {
    await allowEditing(db(), ctx.world.clubA, true);
    expect((await details(String(ids.karen))).canEditDetails).toBe(true);
    expect((await details(String(ids.board))).canEditDetails).toBe(false);
    expect((await details(String(ctx.world.userIds.leaderA))).canEditDetails).toBe(false);
    await allowEditing(db(), ctx.world.clubA, false);
    expect(await details(String(ids.karen))).toMatchObject({ canEditDetails: false, clubAllowsEditing: false });
    expect((await details(`i${ids.red}`)).canEditDetails).toBe(true);
    // A group leader reads the details but edits nothing.
    await allowEditing(db(), ctx.world.clubA, true);
    expect((await details(String(ids.karen), 'leaderA')).canEditDetails).toBe(false);
    expect((await details(`i${ids.red}`, 'leaderA')).canEditDetails).toBe(false);
  });

  it('counts the administrators, so the screen knows a sole one', async () => {
    const before = (await details(String(ids.board))).administratorCount;
    expect(before).toBe(await administrators());
    await db().execute(
      sql`update memberships set type = ${memberTypeOf('member')} where club_id = ${ctx.world.clubA} and user_id = ${ids.board}`,
    );
    expect((await details(String(ids.karen))).administratorCount).toBe(before - 1);
    await db().execute(
      sql`update memberships set type = ${memberTypeOf('admin')} where club_id = ${ctx.world.clubA} and user_id = ${ids.board}`,
    );
  });

  it('lets any group leader of the club read a member, leaving out groups hidden for leaders they do not lead', async () => {
    const seen = await details(String(ids.karen), 'otherLeaderA');
    expect(seen.groups.map((g) => g.title)).toEqual(['Bestyrelse', 'Zebra', 'Æblehold', 'Aarhus-holdet']);
    expect(seen.firstName).toBe('Karen');
  });

  it.each([
    ['an unknown user', () => '2147483000'],
    ["another club's member", () => String(ctx.world.userIds.adminB)],
    ['a user who is in no club', () => String(ctx.world.userIds.loner)],
    ['an unknown inactive member', () => 'i2147483000'],
  ])('answers 404 memberNotFound for %s', async (_label, id) => {
    expect(await failure(details(id()))).toMatchObject({
      status: 404,
      code: memberRefusals.memberNotFound.code,
      message: memberRefusals.memberNotFound.message,
    });
  });

  it("answers 404 for another club's inactive member, and keeps another club's relations out", async () => {
    const theirs = await addInactive(db(), ctx.world.clubB, { firstName: 'Bent', surname: 'B' });
    expect((await failure(details(`i${theirs}`))).status).toBe(404);
    const inB = await ctx.as('adminB').memberDetails({ params: { club: ctx.world.clubB, id: String(ids.karen) } });
    expect(inB.relations.map((r) => [r.relatedUser.userId, r.relationType])).toEqual([
      [ids.nabo, relationTypes.parent],
    ]);
    expect(inB.groups).toEqual([]);
  });

  it.each([
    ['a member id with letters', 'abc', 'invalidMemberId'],
    ['a member id with a leading zero', '017', 'invalidMemberId'],
    ['a member id past the integer range', '2147483648', 'idTooLarge'],
  ])('answers 400 for %s', async (_label, id, code) => {
    expect(await failure(details(id))).toMatchObject({ status: 400, code, field: 'id' });
  });
});
