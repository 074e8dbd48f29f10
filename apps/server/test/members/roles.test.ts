import { memberRefusals, memberTypeOf, type MemberRoleBody, type MemberType } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { badInput } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { addGroup, addInactive, addUser, memberTypeIn, putInGroup } from './seedMembers.js';

/** `PATCH /v2/clubs/:club/members/:id/role` (ADR 017 "Role change", spec §5 the sole administrator). */
const ctx = useWorld();
const db = () => ctx.t.database.db;

const ids = {} as Record<'anne' | 'lone' | 'theirs' | 'inactive' | 'theirInactive', number>;
const group = {} as Record<'one' | 'two', number>;

beforeAll(async () => {
  const club = ctx.world.clubA;
  group.one = await addGroup(db(), club, 'Rolle 1');
  group.two = await addGroup(db(), club, 'Rolle 2');
  ids.anne = await addUser(db(), club, { firstName: 'Anne', surname: 'Rolle' });
  ids.lone = await addUser(db(), club, { firstName: 'Lone', surname: 'Rolle', role: 'leader' });
  ids.theirs = await addUser(db(), ctx.world.clubB, { firstName: 'Bo', surname: 'B' });
  ids.inactive = await addInactive(db(), club, { firstName: 'Ib', surname: 'Inaktiv' });
  ids.theirInactive = await addInactive(db(), ctx.world.clubB, { firstName: 'Ib', surname: 'B' });
});

const setRole = (userId: number, type: MemberType, persona: 'adminA' | 'adminB' = 'adminA') =>
  ctx.as(persona).setMemberRole({
    params: { club: persona === 'adminA' ? ctx.world.clubA : ctx.world.clubB, id: String(userId) },
    body: { memberId: String(userId), userId, type },
  });

const places = (userId: number) =>
  queryRows<{ group_id: number; is_leader: boolean }>(
    db(),
    sql`select group_id, is_leader from group_members where user_id = ${userId} order by group_id`,
  );

describe('PATCH /v2/clubs/:club/members/:id/role', () => {
  it('makes a member an administrator and answers their details', async () => {
    const answer = await setRole(ids.anne, memberTypeOf('admin'));
    expect(answer).toMatchObject({ id: String(ids.anne), type: memberTypeOf('admin') });
    expect(await memberTypeIn(db(), ctx.world.clubA, ids.anne)).toBe(memberTypeOf('admin'));
    expect(answer.administratorCount).toBe(2);
    await setRole(ids.anne, memberTypeOf('member'));
    expect(await memberTypeIn(db(), ctx.world.clubA, ids.anne)).toBe(memberTypeOf('member'));
  });

  it.each([
    ['a member', 'member'],
    ['an administrator', 'admin'],
  ] as const)('a group leader who becomes %s stops leading their groups and stays in them', async (_l, role) => {
    const userId = await addUser(db(), ctx.world.clubA, { firstName: 'Leder', surname: role, role: 'leader' });
    await putInGroup(db(), ctx.world.clubA, group.one, userId, true);
    await putInGroup(db(), ctx.world.clubA, group.two, userId, false);
    const answer = await setRole(userId, memberTypeOf(role));
    expect(answer.groups.map((g) => [g.id, g.isLeader])).toEqual([
      [group.one, false],
      [group.two, false],
    ]);
    expect(await places(userId)).toEqual([
      { group_id: group.one, is_leader: false },
      { group_id: group.two, is_leader: false },
    ]);
    // adminA stays the club's only administrator for the refusals below.
    await setRole(userId, memberTypeOf('member'));
  });

  it('an administrator made group leader keeps leading; a member made group leader leads nothing yet', async () => {
    const userId = await addUser(db(), ctx.world.clubA, { firstName: 'Admin', surname: 'Leder', role: 'admin' });
    await putInGroup(db(), ctx.world.clubA, group.one, userId, true);
    await setRole(userId, memberTypeOf('leader'));
    expect(await places(userId)).toEqual([{ group_id: group.one, is_leader: true }]);
    expect(await memberTypeIn(db(), ctx.world.clubA, userId)).toBe(memberTypeOf('leader'));
    expect((await setRole(ids.anne, memberTypeOf('leader'))).type).toBe(memberTypeOf('leader'));
    expect(await places(ids.anne)).toEqual([]);
    await setRole(ids.anne, memberTypeOf('member'));
  });

  it('leaves a role as it is when it is the same', async () => {
    await putInGroup(db(), ctx.world.clubA, group.two, ids.lone, true);
    expect((await setRole(ids.lone, memberTypeOf('leader'))).groups).toEqual([
      { id: group.two, title: 'Rolle 2', isLeader: true },
    ]);
  });

  it('demotes an administrator while another remains, then refuses the last one: 409 soleAdministrator', async () => {
    // Club B's only administrator.
    expect(await failure(setRole(ctx.world.userIds.adminB, memberTypeOf('member'), 'adminB'))).toMatchObject({
      status: 409,
      code: memberRefusals.soleAdministrator.code,
      message: memberRefusals.soleAdministrator.message,
      field: 'type',
    });
    expect(await memberTypeIn(db(), ctx.world.clubB, ctx.world.userIds.adminB)).toBe(memberTypeOf('admin'));
    const second = await addUser(db(), ctx.world.clubB, { firstName: 'Anden', surname: 'Admin', role: 'admin' });
    // Promoting others, and demoting one of two, stays possible.
    await setRole(second, memberTypeOf('leader'), 'adminB');
    expect(await memberTypeIn(db(), ctx.world.clubB, second)).toBe(memberTypeOf('leader'));
    expect((await failure(setRole(ctx.world.userIds.adminB, memberTypeOf('leader'), 'adminB'))).status).toBe(409);
  });

  badInput(ctx, 'PATCH /v2/clubs/:club/members/:id/role', {
    tables: ['memberships', 'group_members'],
    call: ([id, body]: readonly [() => string, () => Record<string, unknown>]) =>
      ctx.as('adminA').setMemberRole({
        params: { club: ctx.world.clubA, id: id() },
        body: body() as unknown as MemberRoleBody,
      }),
    cases: [
      ['an empty body', [() => String(ids.anne), () => ({})], { status: 400, code: 'required', field: 'userId' }],
      [
        'a memberId that is another member',
        [() => String(ids.anne), () => ({ memberId: String(ids.lone), userId: ids.anne, type: memberTypeOf('admin') })],
        { status: 400, code: 'memberIdMismatch', field: 'memberId' },
      ],
      [
        'a userId that is another member',
        [() => String(ids.anne), () => ({ memberId: String(ids.anne), userId: ids.lone, type: memberTypeOf('admin') })],
        { status: 400, code: 'userIdMismatch', field: 'userId' },
      ],
      [
        'an unknown type',
        [() => String(ids.anne), () => ({ memberId: String(ids.anne), userId: ids.anne, type: 4 })],
        { status: 400, code: 'invalid', field: 'type' },
      ],
      [
        'a type that is text',
        [() => String(ids.anne), () => ({ memberId: String(ids.anne), userId: ids.anne, type: '2' })],
        { status: 400, code: 'invalid', field: 'type' },
      ],
      [
        'a userId that is text',
        [() => String(ids.anne), () => ({ memberId: String(ids.anne), userId: 'x', type: memberTypeOf('admin') })],
        { status: 400, code: 'mustBeInteger', field: 'userId' },
      ],
      [
        'a memberId that is a number',
        [() => String(ids.anne), () => ({ memberId: ids.anne, userId: ids.anne, type: memberTypeOf('admin') })],
        { status: 400, code: 'invalidMemberId', field: 'memberId' },
      ],
      [
        'an inactive member',
        [() => `i${ids.inactive}`, () => ({ memberId: `i${ids.inactive}`, userId: 1, type: memberTypeOf('admin') })],
        { status: 409, code: 'inactiveMember', field: 'id' },
      ],
      [
        "another club's inactive member",
        [
          () => `i${ids.theirInactive}`,
          () => ({ memberId: `i${ids.theirInactive}`, userId: 1, type: memberTypeOf('admin') }),
        ],
        { status: 404, code: 'memberNotFound' },
      ],
      [
        'an unknown member',
        [() => '2147483000', () => ({ memberId: '2147483000', userId: 2147483000, type: memberTypeOf('admin') })],
        { status: 404, code: 'memberNotFound' },
      ],
      [
        "another club's member",
        [
          () => String(ids.theirs),
          () => ({ memberId: String(ids.theirs), userId: ids.theirs, type: memberTypeOf('admin') }),
        ],
        { status: 404, code: 'memberNotFound' },
      ],
      [
        'the sole administrator demoted',
        [
          () => String(ctx.world.userIds.adminA),
          () => ({
            memberId: String(ctx.world.userIds.adminA),
            userId: ctx.world.userIds.adminA,
            type: memberTypeOf('member'),
          }),
        ],
        { status: 409, code: 'soleAdministrator', field: 'type' },
      ],
    ],
  });
});
