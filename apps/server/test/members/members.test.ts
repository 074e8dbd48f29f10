import { groupRefusals, memberTypeOf, textLimits } from '@klubhus/domain';

const TOO_MANY_MEMBERS = groupRefusals.tooManyMembers.message;
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import type { Persona } from '../support/seedAccessWorld.js';
import { useWorld } from '../support/world.js';
import { addGroup, addInactive, addUser, groupMemberIds, putInGroup, putInactiveInGroup } from './seedMembers.js';

const ctx = useWorld();
const db = () => ctx.t.database.db;
const as = (persona: Persona) => api(ctx.t, { token: ctx.world.tokens[persona] });

/** The seeded people of club A beyond the access world, by a short name. */
const ids = {} as Record<
  'anna' | 'boA' | 'carl' | 'boD' | 'dorte' | 'ebbe' | 'zed' | 'yrsa' | 'full1' | 'full2',
  number
>;
/** Groups of club A made here: `sort` for the overview, the rest for the writes. */
const group = {} as Record<'sort' | 'one' | 'two' | 'full', number>;

beforeAll(async () => {
  const club = ctx.world.clubA;
  group.sort = await addGroup(db(), club, 'Sortering');
  group.one = await addGroup(db(), club, 'Hold 1');
  group.two = await addGroup(db(), club, 'Hold 2');
  group.full = await addGroup(db(), club, 'Fuldt hold', 2);
  ids.anna = await addUser(db(), club, { firstName: 'anna', surname: 'Berg', mobile: '12345678' });
  ids.boA = await addUser(db(), club, { firstName: 'Bo', surname: 'Andersen', zip: '8000', birthdate: '2001-01-01' });
  ids.carl = await addUser(db(), club, {
    firstName: 'Carl',
    surname: 'Andersen',
    birthdate: '1985-03-03',
    role: 'admin',
  });
  ids.boD = await addUser(db(), club, { firstName: 'Bo', surname: 'Dahl', birthdate: '1990-05-05', role: 'leader' });
  ids.dorte = await addInactive(db(), club, {
    firstName: 'Dorte',
    surname: 'Holm',
    email: 'familien.holm@test.klubhus.dk',
    birthdate: '1970-02-02',
    invited: true,
  });
  ids.ebbe = await addInactive(db(), club, {
    firstName: 'Ebbe',
    surname: 'Holm',
    email: 'familien.holm@test.klubhus.dk',
  });
  for (const user of [ids.anna, ids.boA, ids.carl]) await putInGroup(db(), club, group.sort, user);
  await putInGroup(db(), club, group.sort, ids.boD, true);
  await putInactiveInGroup(db(), club, group.sort, ids.dorte);
  await putInactiveInGroup(db(), club, group.sort, ids.ebbe);
  // Nobody's: in no group at all.
  ids.zed = await addUser(db(), club, { firstName: 'Zed', surname: 'Ingen' });
  ids.yrsa = await addInactive(db(), club, { firstName: 'Yrsa', surname: 'Ingen' });
  // The full group holds two already.
  ids.full1 = await addUser(db(), club, { firstName: 'Fie', surname: 'Fuld' });
  ids.full2 = await addInactive(db(), club, { firstName: 'Finn', surname: 'Fuld' });
  await putInGroup(db(), club, group.full, ids.full1);
  await putInactiveInGroup(db(), club, group.full, ids.full2);
});

const overview = (query: Record<string, string>, persona: Persona = 'adminA') =>
  as(persona).memberOverview({ params: { club: ctx.world.clubA }, query });
const names = async (query: Record<string, string>) =>
  (await overview({ group: String(group.sort), ...query })).members.map((m) => `${m.firstName} ${m.surname}`);

describe('GET /v2/web/memberoverview/:club', () => {
  it('answers active and inactive members with their ids, statuses, types and groups', async () => {
    const page = await overview({ group: String(group.sort) });
    expect(page.totalCount).toBe(6);
    const byName = new Map(page.members.map((m) => [m.firstName, m]));
    expect(byName.get('Dorte')).toEqual({
      id: `i${ids.dorte}`,
      userId: null,
      firstName: 'Dorte',
      surname: 'Holm',
      email: 'familien.holm@test.klubhus.dk',
      mobile: null,
      zip: null,
      birthdate: '1970-02-02',
      type: memberTypeOf('member'),
      status: 'invited',
      imageUrl: null,
      groupIds: [group.sort],
      leaderOf: [],
    });
    expect(byName.get('Ebbe')).toMatchObject({ id: `i${ids.ebbe}`, status: 'notInvited', birthdate: null });
    expect(page.members.find((m) => m.surname === 'Andersen' && m.firstName === 'Bo')).toMatchObject({
      id: String(ids.boA),
      userId: ids.boA,
      status: 'active',
      zip: '8000',
    });
    expect(page.members.find((m) => m.surname === 'Dahl')).toMatchObject({
      type: memberTypeOf('leader'),
      groupIds: [group.sort],
      leaderOf: [group.sort],
    });
    expect(byName.get('Carl')).toMatchObject({ type: memberTypeOf('admin'), birthdate: '1985-03-03' });
  });

  it('counts the inactive members of the club for the sidebar (no requests wait here: requests.test.ts)', async () => {
    const [row] = await queryRows<{ n: string }>(
      db(),
      sql`select count(*)::text as n from inactive_members where club_id = ${ctx.world.clubA}`,
    );
    expect((await overview({})).counts).toEqual({ pendingRequests: 0, inactive: Number(row?.n), clubRequests: 0 });
  });

  it.each([
    ['firstName', 'asc', ['anna Berg', 'Bo Andersen', 'Bo Dahl', 'Carl Andersen', 'Dorte Holm', 'Ebbe Holm']],
    ['firstName', 'desc', ['Ebbe Holm', 'Dorte Holm', 'Carl Andersen', 'Bo Andersen', 'Bo Dahl', 'anna Berg']],
    ['surname', 'asc', ['Bo Andersen', 'Carl Andersen', 'anna Berg', 'Bo Dahl', 'Dorte Holm', 'Ebbe Holm']],
    ['surname', 'desc', ['Dorte Holm', 'Ebbe Holm', 'Bo Dahl', 'anna Berg', 'Bo Andersen', 'Carl Andersen']],
    ['birthdate', 'asc', ['Dorte Holm', 'Carl Andersen', 'Bo Dahl', 'Bo Andersen', 'anna Berg', 'Ebbe Holm']],
    ['birthdate', 'desc', ['Bo Andersen', 'Bo Dahl', 'Carl Andersen', 'Dorte Holm', 'anna Berg', 'Ebbe Holm']],
    ['status', 'asc', ['Bo Andersen', 'Carl Andersen', 'anna Berg', 'Bo Dahl', 'Dorte Holm', 'Ebbe Holm']],
    ['status', 'desc', ['Ebbe Holm', 'Dorte Holm', 'Bo Andersen', 'Carl Andersen', 'anna Berg', 'Bo Dahl']],
    ['type', 'asc', ['Bo Andersen', 'anna Berg', 'Dorte Holm', 'Ebbe Holm', 'Bo Dahl', 'Carl Andersen']],
    ['type', 'desc', ['Carl Andersen', 'Bo Dahl', 'Bo Andersen', 'anna Berg', 'Dorte Holm', 'Ebbe Holm']],
  ])('sorts by %s %s, ties by surname, first name and id (no birthdate last)', async (key, direction, expected) => {
    expect(await names({ key, direction })).toEqual(expected);
  });

  it('sorts names in Danish: case aside, æ, ø and å after z', async () => {
    const club = ctx.world.clubA;
    const danish = await addGroup(db(), club, 'Dansk');
    for (const firstName of ['Åse', 'zelma', 'Øle', 'Æbbe', 'Aage', 'Ærø']) {
      await putInGroup(db(), club, danish, await addUser(db(), club, { firstName, surname: 'Dansk' }));
    }
    const page = await overview({ group: String(danish) });
    expect(page.members.map((m) => m.firstName)).toEqual(['Aage', 'zelma', 'Æbbe', 'Ærø', 'Øle', 'Åse']);
  });

  it('sorts by first name ascending unless asked', async () => {
    expect(await names({})).toEqual(await names({ key: 'firstName', direction: 'asc' }));
  });

  it('pages with offset and limit, counting every match', async () => {
    const page = await overview({ group: String(group.sort), offset: '2', limit: '2' });
    expect(page.members.map((m) => m.firstName)).toEqual(['Bo', 'Carl']);
    expect(page.totalCount).toBe(6);
    const past = await overview({ group: String(group.sort), offset: '10' });
    expect(past).toMatchObject({ members: [], totalCount: 6 });
  });

  it.each([
    ['holm', ['Dorte Holm', 'Ebbe Holm']],
    ['HOLM dor', ['Dorte Holm']],
    ['345678', ['anna Berg']],
    ['8000', ['Bo Andersen']],
    ['familien.holm@', ['Dorte Holm', 'Ebbe Holm']],
    ['bo andersen', ['Bo Andersen']],
    ['%', []],
    ['_', []],
    ['nobody', []],
  ])('searches %j in names, e-mail, mobile and zip (every term must match)', async (search, expected) => {
    expect(await names({ search })).toEqual(expected);
  });

  it('filters by group: notInGroups, inactive, all, and status=inactive', async () => {
    const idsOf = async (query: Record<string, string>) =>
      (await overview({ limit: '200', ...query })).members.map((m) => m.id);
    const notInGroups = await idsOf({ group: 'notInGroups' });
    expect(notInGroups).toEqual(
      expect.arrayContaining([String(ids.zed), `i${ids.yrsa}`, String(ctx.world.userIds.adminA)]),
    );
    expect(notInGroups).not.toContain(String(ctx.world.userIds.memberA));
    expect(notInGroups).not.toContain(`i${ids.dorte}`);
    const inactive = await idsOf({ group: 'inactive' });
    expect(inactive.every((id) => id.startsWith('i'))).toBe(true);
    expect(inactive).toEqual(expect.arrayContaining([`i${ids.dorte}`, `i${ids.ebbe}`, `i${ids.yrsa}`]));
    const all = await overview({ limit: '200' });
    expect(all.totalCount).toBe(all.members.length);
    expect(all.members.map((m) => m.id)).toEqual(expect.arrayContaining([...inactive, ...notInGroups]));
    expect(await names({ status: 'inactive' })).toEqual(['Dorte Holm', 'Ebbe Holm']);
  });

  it("shows a group leader their group's members", async () => {
    const page = await overview({ group: String(ctx.world.groups.a) }, 'leaderA');
    expect(page.members.map((m) => m.userId).sort()).toEqual(
      [ctx.world.userIds.leaderA, ctx.world.userIds.memberA].sort(),
    );
    expect(page.members.find((m) => m.userId === ctx.world.userIds.leaderA)?.leaderOf).toEqual([ctx.world.groups.a]);
  });

  badInput(ctx, 'GET /v2/web/memberoverview/:club', {
    tables: ['group_members'],
    // `B` stands for club B's group, known only once the world is seeded.
    call: (query: Record<string, string>) =>
      as('adminA').memberOverview({
        params: { club: ctx.world.clubA },
        query: query.group === 'B' ? { ...query, group: String(ctx.world.groups.b) } : query,
      }),
    cases: [
      ['a group that is no filter', { group: 'everyone' }, { status: 400, code: 'invalidGroup', field: 'group' }],
      ['group 0', { group: '0' }, { status: 400, code: 'mustBeAPositiveNumber', field: 'group' }],
      ['an unknown group', { group: '2147483000' }, { status: 404, code: 'unknownGroup' }],
      ["another club's group", { group: 'B' }, { status: 404, code: 'unknownGroup' }],
      ['an unknown sort key', { key: 'age' }, { status: 400, code: 'invalidSortKey', field: 'key' }],
      ['an unknown direction', { direction: 'up' }, { status: 400, code: 'invalidDirection', field: 'direction' }],
      ['an unknown status', { status: 'active' }, { status: 400, code: 'invalidStatus', field: 'status' }],
      [
        'a search over the house limit',
        { search: 'x'.repeat(textLimits.line + 1) },
        { status: 400, code: 'maxLength', field: 'search' },
      ],
      [
        'a search with a control character',
        { search: 'a\u0007b' },
        { status: 400, code: 'invalidCharacter', field: 'search' },
      ],
      ['a negative offset', { offset: '-1' }, { status: 400, code: 'mustBeInteger', field: 'offset' }],
      ['an offset that is text', { offset: 'ten' }, { status: 400, code: 'mustBeInteger', field: 'offset' }],
      ['an offset past 2^31', { offset: '2147483648' }, { status: 400, code: 'tooLarge', field: 'offset' }],
      ['limit 0', { limit: '0' }, { status: 400, code: 'tooSmall', field: 'limit' }],
      ['limit 201', { limit: '201' }, { status: 400, code: 'tooLarge', field: 'limit' }],
      ['a fractional limit', { limit: '1.5' }, { status: 400, code: 'mustBeInteger', field: 'limit' }],
    ],
  });
});

const setGroups = (
  persona: Persona,
  memberId: string,
  groups: number[],
  leader = false,
  query: { leader?: 'true' | 'false' } = {},
) =>
  as(persona).setMemberGroups({
    params: { club: ctx.world.clubA, id: memberId },
    query,
    body: { memberId, groups, leader },
  });

const typeOf = async (userId: number) => {
  const [row] = await queryRows<{ type: number }>(
    db(),
    sql`select type from memberships where club_id = ${ctx.world.clubA} and user_id = ${userId}`,
  );
  return row?.type;
};

describe('PATCH /v2/clubs/:club/members/:id/groups', () => {
  it("sets an active member's groups to exactly the list: adds and removes", async () => {
    const zed = String(ids.zed);
    expect(await setGroups('adminA', zed, [group.two, group.one])).toEqual({
      groupIds: [group.one, group.two],
      leaderOf: [],
      type: memberTypeOf('member'),
    });
    expect(await setGroups('adminA', zed, [group.two])).toMatchObject({ groupIds: [group.two] });
    expect(await groupMemberIds(db(), group.one)).not.toContain(zed);
    expect(await setGroups('adminA', zed, [])).toMatchObject({ groupIds: [] });
  });

  it("sets an inactive member's groups", async () => {
    const yrsa = `i${ids.yrsa}`;
    expect(await setGroups('adminA', yrsa, [group.one])).toEqual({
      groupIds: [group.one],
      leaderOf: [],
      type: memberTypeOf('member'),
    });
    expect(await groupMemberIds(db(), group.one)).toContain(yrsa);
    await setGroups('adminA', yrsa, []);
    expect(await groupMemberIds(db(), group.one)).not.toContain(yrsa);
  });

  it("a group leader changes only the groups they lead; the member's other groups stay", async () => {
    const memberA = String(ctx.world.userIds.memberA);
    await setGroups('adminA', memberA, [ctx.world.groups.a, group.one]);
    expect(await setGroups('leaderA', memberA, [])).toMatchObject({ groupIds: [group.one] });
    expect(await setGroups('leaderA', memberA, [ctx.world.groups.a])).toMatchObject({
      groupIds: [ctx.world.groups.a, group.one],
    });
    await setGroups('adminA', memberA, [ctx.world.groups.a]);
  });

  it('leader=true makes a member lead those groups and a group leader; an administrator stays one', async () => {
    const zed = String(ids.zed);
    await setGroups('adminA', zed, [group.two]);
    // The groups named are the ones to lead; the member stays in their other groups, as a plain member.
    expect(await setGroups('adminA', zed, [group.one], true, { leader: 'true' })).toEqual({
      groupIds: [group.one, group.two],
      leaderOf: [group.one],
      type: memberTypeOf('leader'),
    });
    expect(await setGroups('adminA', zed, [group.two], true)).toEqual({
      groupIds: [group.one, group.two],
      leaderOf: [group.two],
      type: memberTypeOf('leader'),
    });
    expect(await setGroups('adminA', zed, [group.one], true)).toMatchObject({ leaderOf: [group.one] });
    await setGroups('adminA', zed, [group.one]);
    expect(await typeOf(ids.zed)).toBe(memberTypeOf('leader'));
    // The leader of group one may now act on it.
    expect(
      await as('adminA').memberOverview({ params: { club: ctx.world.clubA }, query: { group: String(group.one) } }),
    ).toMatchObject({ totalCount: 1 });
    expect(await setGroups('adminA', String(ids.carl), [group.one, group.sort], true)).toMatchObject({
      leaderOf: [group.one, group.sort].sort((a, b) => a - b),
      type: memberTypeOf('admin'),
    });
    expect(await typeOf(ids.carl)).toBe(memberTypeOf('admin'));
    await setGroups('adminA', zed, []);
    await setGroups('adminA', String(ids.carl), [group.sort]);
  });

  it('leaves a full group alone when the member is already in it', async () => {
    expect(await setGroups('adminA', String(ids.full1), [group.full])).toMatchObject({ groupIds: [group.full] });
  });

  it(`refuses to add past maxUsers with "${TOO_MANY_MEMBERS}", writing nothing (neither the other group)`, async () => {
    const answer = await as('adminA')
      .setMemberGroups({
        params: { club: ctx.world.clubA, id: String(ids.zed) },
        query: {},
        body: { memberId: String(ids.zed), groups: [group.one, group.full], leader: false },
      })
      .catch((error: unknown) => error);
    expect(answer).toMatchObject({
      status: 409,
      code: 'tooManyMembers',
      field: 'groups',
      message: 'For mange medlemmer',
    });
    expect(await groupMemberIds(db(), group.one)).not.toContain(String(ids.zed));
  });

  badInput(ctx, 'PATCH /v2/clubs/:club/members/:id/groups', {
    tables: ['group_members', 'inactive_group_members', 'memberships'],
    call: ({ id, query, body }: { id?: string; query?: Record<string, string>; body: Record<string, unknown> }) => {
      const memberId = id ?? String(ids.zed);
      const resolved = { memberId, groups: [group.one], leader: false, ...body };
      // `B` and `FULL` stand for club B's group and the full group, known only once the world is seeded.
      const groups = !Array.isArray(resolved.groups)
        ? resolved.groups
        : (resolved.groups as unknown[]).map((g) => (g === 'B' ? ctx.world.groups.b : g === 'FULL' ? group.full : g));
      return as('adminA').setMemberGroups({
        params: { club: ctx.world.clubA, id: memberId },
        query: (query ?? {}) as never,
        body: { ...resolved, groups } as never,
      });
    },
    cases: [
      ['no memberId', { body: { memberId: undefined } }, { status: 400, code: 'invalidMemberId', field: 'memberId' }],
      [
        'another memberId than the path',
        { body: { memberId: '1' } },
        { status: 400, code: 'memberIdMismatch', field: 'memberId' },
      ],
      [
        'a memberId that is a number',
        { body: { memberId: 5 } },
        { status: 400, code: 'invalidMemberId', field: 'memberId' },
      ],
      ['a path id that is no member id', { id: 'x1', body: {} }, { status: 400, code: 'invalidMemberId', field: 'id' }],
      ['a path id past 2^31', { id: '2147483648', body: {} }, { status: 400, code: 'idTooLarge', field: 'id' }],
      ['groups that are no list', { body: { groups: 'all' } }, { status: 400, code: 'mustBeList', field: 'groups' }],
      ['a group id that is text', { body: { groups: ['x'] } }, { status: 400, code: 'mustBeInteger' }],
      ['group id 0', { body: { groups: [0] } }, { status: 400, code: 'mustBeAPositiveNumber' }],
      ['a group id past 2^31', { body: { groups: [2 ** 31] } }, { status: 400, code: 'idTooLarge' }],
      ['no leader', { body: { leader: undefined } }, { status: 400, code: 'mustBeBoolean', field: 'leader' }],
      ['a leader that is text', { body: { leader: 'yes' } }, { status: 400, code: 'mustBeBoolean', field: 'leader' }],
      [
        'a query leader that is no boolean',
        { query: { leader: 'maybe' }, body: {} },
        { status: 400, code: 'mustBeBoolean', field: 'leader' },
      ],
      [
        'a query leader unlike the body',
        { query: { leader: 'true' }, body: {} },
        { status: 400, code: 'leaderMismatch', field: 'leader' },
      ],
      ['an unknown group', { body: { groups: [2147483000] } }, { status: 404, code: 'unknownGroup' }],
      ["another club's group", { body: { groups: ['B'] } }, { status: 404, code: 'unknownGroup' }],
      ['an unknown member', { id: '2147483000', body: {} }, { status: 404, code: 'memberNotFound' }],
      ['an unknown inactive member', { id: 'i2147483000', body: {} }, { status: 404, code: 'memberNotFound' }],
      ["another club's member", { id: 'ADMIN_B', body: {} }, { status: 404, code: 'memberNotFound' }],
      [
        'an inactive member made leader',
        { id: 'YRSA', body: { leader: true } },
        { status: 400, code: 'inactiveCannotLead', field: 'leader' },
      ],
      [
        'a group past its maxUsers',
        { body: { groups: ['FULL'] } },
        { status: 409, code: 'tooManyMembers', field: 'groups', message: 'For mange medlemmer' },
      ],
    ].map(([label, input, refusal]) => {
      const { id } = input as { id?: string };
      const named =
        id === 'ADMIN_B' ? () => String(ctx.world.userIds.adminB) : id === 'YRSA' ? () => `i${ids.yrsa}` : undefined;
      return [
        label,
        named
          ? {
              ...(input as object),
              get id() {
                return named();
              },
            }
          : input,
        refusal,
      ];
    }) as never,
  });
});

describe('POST /v2/web/groupremovemembers/:id', () => {
  it('removes active and inactive members from the one group, ignoring ids not in it', async () => {
    await setGroups('adminA', String(ids.zed), [group.two, group.one]);
    await setGroups('adminA', `i${ids.yrsa}`, [group.two]);
    const answer = await as('adminA').groupRemoveMembers({
      params: { id: group.two },
      body: {
        memberIds: [String(ids.zed), `i${ids.yrsa}`, String(ids.anna), 'i2147483000', String(ctx.world.userIds.adminB)],
      },
    });
    expect(answer).toEqual({ removed: 2 });
    expect(await groupMemberIds(db(), group.two)).toEqual([]);
    // Zed's other group is untouched.
    expect(await groupMemberIds(db(), group.one)).toContain(String(ids.zed));
    await setGroups('adminA', String(ids.zed), []);
  });

  it('lets the leader of the group remove its members', async () => {
    const memberA = String(ctx.world.userIds.memberA);
    expect(
      await as('leaderA').groupRemoveMembers({ params: { id: ctx.world.groups.a }, body: { memberIds: [memberA] } }),
    ).toEqual({ removed: 1 });
    await setGroups('adminA', memberA, [ctx.world.groups.a]);
  });

  badInput(ctx, 'POST /v2/web/groupremovemembers/:id', {
    tables: ['group_members', 'inactive_group_members'],
    call: ({ id, body }: { id?: unknown; body: Record<string, unknown> }) =>
      as('adminA').groupRemoveMembers({
        params: { id: (id === 'B' ? ctx.world.groups.b : (id ?? group.sort)) as never },
        body: body as never,
      }),
    cases: [
      ['no memberIds', { body: {} }, { status: 400, code: 'mustBeList', field: 'memberIds' }],
      ['an empty list', { body: { memberIds: [] } }, { status: 400, code: 'required', field: 'memberIds' }],
      ['a list of text', { body: { memberIds: 'all' } }, { status: 400, code: 'mustBeList', field: 'memberIds' }],
      ['an id that is a number', { body: { memberIds: [5] } }, { status: 400, code: 'invalidMemberId' }],
      ['an id that is no member id', { body: { memberIds: ['x'] } }, { status: 400, code: 'invalidMemberId' }],
      ['an id past 2^31', { body: { memberIds: ['i2147483648'] } }, { status: 400, code: 'idTooLarge' }],
      [
        'more than 20,000 ids',
        { body: { memberIds: Array.from({ length: 20_001 }, (_, i) => String(i + 1)) } },
        { status: 400, code: 'tooManyIds', field: 'memberIds' },
      ],
      [
        'a group id that is text',
        { id: 'abc', body: { memberIds: ['1'] } },
        { status: 400, code: 'mustBeInteger', field: 'id' },
      ],
      ['an unknown group', { id: 2147483000, body: { memberIds: ['1'] } }, { status: 404, code: 'notFound' }],
      ["another club's group", { id: 'B', body: { memberIds: [String(1)] } }, { status: 404, code: 'notFound' }],
    ],
  });
});
