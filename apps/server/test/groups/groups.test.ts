import { groupsContract, MAX_GROUPS_PER_CLUB, MAX_USERS_LIMIT, memberTypeOf, textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { hashToken } from '../../src/shared/tokens.js';
import { api } from '../support/api.js';
import { badInput, readTables } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';
import {
  addInactiveToGroup,
  addToGroup,
  countWhere,
  groupRow,
  groupTables,
  insertGroup,
  insertMember,
} from './helpers.js';

const ctx = useWorld();
const { as } = ctx;
const db = () => ctx.t.database.db;

/** Stands in a bad-input table for club B's group, whose id is known once the world is seeded. */
const GROUP_OF_CLUB_B = 'groupOfClubB';
const withWorldIds = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [key, value === GROUP_OF_CLUB_B ? ctx.world.groups.b : value]),
  );

const editBody = (changes: Record<string, unknown> = {}) => ({
  Title: 'Hold',
  maxUsers: null,
  Open: false,
  HiddenForClubMembers: false,
  HiddenForClubLeaders: false,
  ...changes,
});

describe('GET /v2/web/groupoverview/:club', () => {
  let club: number;
  let admin: string;
  let leader: string;
  let ids: Record<'senior' | 'u11' | 'u11a' | 'u11b' | 'board' | 'aarhus' | 'aeble' | 'ledHidden', number>;
  beforeAll(async () => {
    // A club of its own, so that the other tests' groups do not show here.
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into clubs (title, country_code) values ('Oversigtsklubben', 'DK') returning id`,
    );
    club = Number(row?.id);
    const adminId = await insertMember(db(), club, 'Anne', 'Admin');
    await db().execute(
      sql`update memberships set type = ${memberTypeOf('admin')} where club_id = ${club} and user_id = ${adminId}`,
    );
    const leaderId = await insertMember(db(), club, 'Bo', 'Leder');
    await db().execute(
      sql`update memberships set type = ${memberTypeOf('leader')} where club_id = ${club} and user_id = ${leaderId}`,
    );
    admin = `admin-${club}`;
    leader = `leader-${club}`;
    for (const [token, userId] of [
      [admin, adminId],
      [leader, leaderId],
    ] as const) {
      await db().execute(
        sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken(token)}, ${userId}, now() + interval '1 day')`,
      );
    }
    const senior = await insertGroup(db(), club, 'Senior', { maxUsers: 40 });
    const u11 = await insertGroup(db(), club, 'U11');
    const u11a = await insertGroup(db(), club, 'U11 Øst', { parentId: u11 });
    const u11b = await insertGroup(db(), club, 'U11 Vest', { parentId: u11 });
    const board = await insertGroup(db(), club, 'Bestyrelse', { hiddenForLeaders: true });
    const aarhus = await insertGroup(db(), club, 'Aarhus-holdet');
    const aeble = await insertGroup(db(), club, 'Æblehold');
    const ledHidden = await insertGroup(db(), club, 'Trænere', { hiddenForLeaders: true });
    ids = { senior, u11, u11a, u11b, board, aarhus, aeble, ledHidden };
    const members = await Promise.all(['Carl', 'Dorte', 'Emil'].map((name) => insertMember(db(), club, name)));
    await addToGroup(db(), club, senior, members);
    await addInactiveToGroup(db(), club, senior, 'Frida');
    await addInactiveToGroup(db(), club, senior, 'Gustav', true);
    await addToGroup(db(), club, u11a, [leaderId], true);
    await addToGroup(db(), club, ledHidden, [leaderId], true);
    await addToGroup(db(), club, u11a, [adminId], true);
  });
  const overview = (token: string) => api(ctx.t, { token }).groupOverview({ params: { club } });

  it('answers every group flat, in Danish order, with counts, limits, settings and leaders', async () => {
    const groups = await overview(admin);
    expect(groups.map((group) => group.title)).toEqual([
      'Bestyrelse',
      'Senior',
      'Trænere',
      'U11',
      'U11 Vest',
      'U11 Øst',
      'Æblehold',
      'Aarhus-holdet',
    ]);
    const senior = groups.find((group) => group.userGroupId === ids.senior);
    expect(senior).toEqual({
      userGroupId: ids.senior,
      title: 'Senior',
      parentUserGroupId: null,
      // Three active members and two inactive (one red, one orange).
      userCount: 5,
      maxUsers: 40,
      open: false,
      hiddenForClubMembers: false,
      hiddenForClubLeaders: false,
      pendingRequests: 0,
      canAdminister: true,
      leaders: [],
    });
    const east = groups.find((group) => group.userGroupId === ids.u11a);
    expect(east).toMatchObject({ parentUserGroupId: ids.u11, userCount: 2 });
    // Leaders in name order, with no more than a badge needs.
    expect(east?.leaders.map((l) => `${l.firstName} ${l.surname}`)).toEqual(['Anne Admin', 'Bo Leder']);
    expect(Object.keys(east?.leaders[0] ?? {}).sort()).toEqual(['firstName', 'surname', 'userId']);
    expect(groups.every((group) => group.canAdminister)).toBe(true);
  });

  it("gives a leader canAdminister only on the groups they lead, and leaves out hidden groups they don't lead", async () => {
    const groups = await overview(leader);
    const byId = new Map(groups.map((group) => [group.userGroupId, group]));
    expect(byId.has(ids.board)).toBe(false);
    expect(byId.get(ids.ledHidden)?.canAdminister).toBe(true);
    expect(byId.get(ids.u11a)?.canAdminister).toBe(true);
    expect([ids.senior, ids.u11, ids.u11b, ids.aarhus, ids.aeble].map((id) => byId.get(id)?.canAdminister)).toEqual([
      false,
      false,
      false,
      false,
      false,
    ]);
  });

  it('answers an empty list for a club without groups', async () => {
    expect(await as('adminB').groupOverview({ params: { club: ctx.world.clubB } })).toHaveLength(1);
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into clubs (title, country_code) values ('Tom', 'DK') returning id`,
    );
    await db().execute(
      sql`insert into memberships (club_id, user_id, type) values (${Number(row?.id)}, ${ctx.world.userIds.adminB}, ${memberTypeOf('admin')})`,
    );
    expect(await as('adminB').groupOverview({ params: { club: Number(row?.id) } })).toEqual([]);
  });

  it.each([
    ['a club id that is text', 'abc', 400],
    ['club 0', '0', 400],
    ['a club id past the integer range', '2147483648', 400],
    ['an unknown club', '999999', 403],
  ])('answers %s (%s) with %s', async (_label, club, status) => {
    expect(await statusOf(as('adminA').groupOverview({ params: { club: club as unknown as number } }))).toBe(status);
  });
});

describe('POST /v2/web/groupadd/:club', () => {
  it('creates a main group with a trimmed title and answers it as the overview would', async () => {
    const group = await as('adminA').groupAdd({ params: { club: ctx.world.clubA }, body: { title: '  Senior  ' } });
    expect(group).toEqual({
      userGroupId: expect.any(Number),
      title: 'Senior',
      parentUserGroupId: null,
      userCount: 0,
      maxUsers: null,
      open: false,
      hiddenForClubMembers: false,
      hiddenForClubLeaders: false,
      pendingRequests: 0,
      canAdminister: true,
      leaders: [],
    });
    expect(await groupRow(db(), group.userGroupId)).toMatchObject({ club_id: ctx.world.clubA, parent_id: null });
    const listed = await as('adminA').groupOverview({ params: { club: ctx.world.clubA } });
    expect(listed.find((item) => item.userGroupId === group.userGroupId)).toEqual(group);
  });

  it('creates a subgroup, and a subgroup of that', async () => {
    const u11 = await as('adminA').groupAdd({
      params: { club: ctx.world.clubA },
      body: { title: 'U11', parentUserGroupId: null },
    });
    const east = await as('adminA').groupAdd({
      params: { club: ctx.world.clubA },
      body: { title: 'U11 Øst', parentUserGroupId: u11.userGroupId },
    });
    const small = await as('adminA').groupAdd({
      params: { club: ctx.world.clubA },
      body: { title: 'U11 Øst, de små', parentUserGroupId: east.userGroupId },
    });
    expect([east.parentUserGroupId, small.parentUserGroupId]).toEqual([u11.userGroupId, east.userGroupId]);
  });

  badInput(ctx, 'POST /v2/web/groupadd/:club', {
    tables: groupTables,
    call: (body: Record<string, unknown>) =>
      as('adminA').groupAdd({ params: { club: ctx.world.clubA }, body: withWorldIds(body) as never }),
    cases: [
      ['an empty body', {}, { status: 400, code: 'required', field: 'title' }],
      ['a blank title', { title: '   ' }, { status: 400, code: 'required', field: 'title' }],
      ['a title that is a number', { title: 11 }, { status: 400, code: 'required', field: 'title' }],
      [
        'a title over the house limit',
        { title: 'x'.repeat(textLimits.title + 1) },
        { status: 400, code: 'maxLength', field: 'title' },
      ],
      ['a title with a control character', { title: 'U\u000711' }, { status: 400, code: 'invalidCharacter' }],
      [
        'a parent that is text',
        { title: 'U12', parentUserGroupId: 'U11' },
        { status: 400, code: 'mustBeInteger', field: 'parentUserGroupId' },
      ],
      [
        'parent 0',
        { title: 'U12', parentUserGroupId: 0 },
        { status: 400, code: 'mustBeAPositiveNumber', field: 'parentUserGroupId' },
      ],
      [
        'a parent past the integer range',
        { title: 'U12', parentUserGroupId: 2 ** 31 },
        { status: 400, code: 'idTooLarge', field: 'parentUserGroupId' },
      ],
      [
        'an unknown parent',
        { title: 'U12', parentUserGroupId: 999_999 },
        { status: 404, code: 'unknownGroup', field: 'parentUserGroupId' },
      ],
      [
        "another club's group as parent",
        { title: 'U12', parentUserGroupId: GROUP_OF_CLUB_B },
        { status: 404, code: 'unknownGroup', field: 'parentUserGroupId' },
      ],
    ],
  });
});

describe(`at most MAX_GROUPS_PER_CLUB (${MAX_GROUPS_PER_CLUB}) groups per club`, () => {
  let club: number;
  beforeAll(async () => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into clubs (title, country_code) values ('Mange Hold', 'DK') returning id`,
    );
    club = Number(row?.id);
    await db().execute(
      sql`insert into memberships (club_id, user_id, type) values (${club}, ${ctx.world.userIds.adminB}, ${memberTypeOf('admin')})`,
    );
    await db().execute(
      sql`insert into groups (club_id, title)
          select ${club}, 'Hold ' || n from generate_series(1, ${MAX_GROUPS_PER_CLUB - 1}) n`,
    );
  });

  it('adds the last group, refuses the next with 409 tooManyGroups and writes nothing, and lists them all', async () => {
    const add = (title: string) => as('adminB').groupAdd({ params: { club }, body: { title } });
    expect(await statusOf(add('Det sidste hold'))).toBe('ok');
    const before = await readTables(db(), groupTables);
    expect(await failure(add('Et hold for meget'))).toMatchObject({
      status: 409,
      code: 'tooManyGroups',
      message: 'Foreningen har nået det højeste antal grupper',
    });
    expect(await readTables(db(), groupTables)).toEqual(before);
    expect(await as('adminB').groupOverview({ params: { club } })).toHaveLength(MAX_GROUPS_PER_CLUB);
  });
});

describe('POST /v2/web/groupdeleterecursive/:club', () => {
  it('deletes the group, its subgroups and all their memberships, and nothing else', async () => {
    const { clubA } = ctx.world;
    const root = await insertGroup(db(), clubA, 'U13');
    const child = await insertGroup(db(), clubA, 'U13 Piger', { parentId: root });
    const grandchild = await insertGroup(db(), clubA, 'U13 Piger 2', { parentId: child });
    const sibling = await insertGroup(db(), clubA, 'U15');
    const member = await insertMember(db(), clubA, 'Hanne');
    await addToGroup(db(), clubA, root, [member]);
    await addToGroup(db(), clubA, grandchild, [ctx.world.userIds.leaderA], true);
    await addToGroup(db(), clubA, sibling, [member]);
    await addInactiveToGroup(db(), clubA, child, 'Ib');
    const answer = await as('adminA').groupDeleteRecursive({
      params: { club: clubA },
      body: { userGroupId: root },
    });
    expect(answer).toEqual({ userGroupIds: [root, child, grandchild] });
    const tree = sql.join(
      [root, child, grandchild].map((id) => sql`${id}`),
      sql`, `,
    );
    expect(await countWhere(db(), sql`select count(*)::int as count from groups where id in (${tree})`)).toBe(0);
    expect(
      await countWhere(db(), sql`select count(*)::int as count from group_members where group_id in (${tree})`),
    ).toBe(0);
    expect(
      await countWhere(
        db(),
        sql`select count(*)::int as count from inactive_group_members where group_id in (${tree})`,
      ),
    ).toBe(0);
    // The sibling keeps its member; the people stay in the club (only their group places went).
    expect(await groupRow(db(), sibling)).toBeDefined();
    expect(
      await countWhere(db(), sql`select count(*)::int as count from group_members where group_id = ${sibling}`),
    ).toBe(1);
    expect(
      await countWhere(
        db(),
        sql`select count(*)::int as count from memberships where club_id = ${clubA} and user_id = ${member}`,
      ),
    ).toBe(1);
    expect(
      await countWhere(db(), sql`select count(*)::int as count from inactive_members where first_name = 'Ib'`),
    ).toBe(1);
  });

  it('deletes a subgroup without touching its parent', async () => {
    const parent = await insertGroup(db(), ctx.world.clubA, 'Veteran');
    const child = await insertGroup(db(), ctx.world.clubA, 'Veteran 60+', { parentId: parent });
    expect(
      await as('adminA').groupDeleteRecursive({ params: { club: ctx.world.clubA }, body: { userGroupId: child } }),
    ).toEqual({ userGroupIds: [child] });
    expect(await groupRow(db(), parent)).toBeDefined();
  });

  badInput(ctx, 'POST /v2/web/groupdeleterecursive/:club', {
    tables: groupTables,
    call: (body: Record<string, unknown>) =>
      as('adminA').groupDeleteRecursive({ params: { club: ctx.world.clubA }, body: withWorldIds(body) as never }),
    cases: [
      ['an empty body', {}, { status: 400, code: 'required', field: 'userGroupId' }],
      ['a group id that is text', { userGroupId: 'U11' }, { status: 400, code: 'mustBeInteger', field: 'userGroupId' }],
      ['a group id that is a list', { userGroupId: [1] }, { status: 400, code: 'mustBeInteger', field: 'userGroupId' }],
      ['group 0', { userGroupId: 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'userGroupId' }],
      ['a fraction', { userGroupId: 1.5 }, { status: 400, code: 'mustBeInteger', field: 'userGroupId' }],
      [
        'a group id past the integer range',
        { userGroupId: 2 ** 31 },
        { status: 400, code: 'idTooLarge', field: 'userGroupId' },
      ],
      ['an unknown group', { userGroupId: 999_999 }, { status: 404, code: 'unknownGroup', field: 'userGroupId' }],
      [
        "another club's group",
        { userGroupId: GROUP_OF_CLUB_B },
        { status: 404, code: 'unknownGroup', field: 'userGroupId' },
      ],
    ],
  });
});

describe('POST /v2/web/groupedit/:id', () => {
  it('changes the title, the limit and the settings, and answers the group', async () => {
    const group = await insertGroup(db(), ctx.world.clubA, 'Motion');
    const answer = await as('adminA').groupEdit({
      params: { id: group },
      body: {
        Title: '  Motion og Leg ',
        maxUsers: 25,
        Open: true,
        HiddenForClubMembers: true,
        HiddenForClubLeaders: true,
      },
    });
    expect(answer).toMatchObject({
      userGroupId: group,
      title: 'Motion og Leg',
      maxUsers: 25,
      open: true,
      hiddenForClubMembers: true,
      hiddenForClubLeaders: true,
      canAdminister: true,
    });
    expect(await groupRow(db(), group)).toMatchObject({
      title: 'Motion og Leg',
      max_users: 25,
      open: true,
      hidden_for_members: true,
      hidden_for_leaders: true,
    });
    // null lifts the limit again.
    expect((await as('adminA').groupEdit({ params: { id: group }, body: editBody() })).maxUsers).toBeNull();
  });

  describe('"For mange medlemmer": a limit below the members the group has (active and inactive)', () => {
    let group: number;
    beforeAll(async () => {
      group = await insertGroup(db(), ctx.world.clubA, 'Fuldt hold');
      const members = await Promise.all(['Jens', 'Karen'].map((name) => insertMember(db(), ctx.world.clubA, name)));
      await addToGroup(db(), ctx.world.clubA, group, members);
      await addInactiveToGroup(db(), ctx.world.clubA, group, 'Lone', true);
    });
    it('refuses 2 for a group of 3 with 409 on maxUsers, and writes nothing', async () => {
      const before = await readTables(db(), groupTables);
      expect(await failure(as('adminA').groupEdit({ params: { id: group }, body: editBody({ maxUsers: 2 }) }))).toEqual(
        { status: 409, code: 'tooManyMembers', field: 'maxUsers', message: 'For mange medlemmer' },
      );
      expect(await readTables(db(), groupTables)).toEqual(before);
    });
    it.each([3, 4, null])('accepts %s', async (maxUsers) => {
      expect((await as('adminA').groupEdit({ params: { id: group }, body: editBody({ maxUsers }) })).userCount).toBe(3);
    });
  });

  badInput(ctx, 'POST /v2/web/groupedit/:id', {
    tables: groupTables,
    call: ({ id, body }: { id?: number | string; body: Record<string, unknown> }) =>
      as('adminA').groupEdit({
        params: { id: (id === GROUP_OF_CLUB_B ? ctx.world.groups.b : (id ?? ctx.world.groups.a)) as number },
        body: body as never,
      }),
    cases: [
      ['an empty body', { body: {} }, { status: 400, code: 'required', field: 'Title' }],
      ['a blank title', { body: editBody({ Title: ' ' }) }, { status: 400, code: 'required', field: 'Title' }],
      [
        'a title over the house limit',
        { body: editBody({ Title: 'x'.repeat(textLimits.title + 1) }) },
        { status: 400, code: 'maxLength', field: 'Title' },
      ],
      [
        'no maxUsers',
        { body: editBody({ maxUsers: undefined }) },
        { status: 400, code: 'required', field: 'maxUsers' },
      ],
      [
        'maxUsers 0',
        { body: editBody({ maxUsers: 0 }) },
        { status: 400, code: 'mustBeAPositiveNumber', field: 'maxUsers' },
      ],
      [
        'maxUsers as text',
        { body: editBody({ maxUsers: '10' }) },
        { status: 400, code: 'mustBeInteger', field: 'maxUsers' },
      ],
      [
        'a fractional maxUsers',
        { body: editBody({ maxUsers: 2.5 }) },
        { status: 400, code: 'mustBeInteger', field: 'maxUsers' },
      ],
      [
        'a maxUsers past the limit',
        { body: editBody({ maxUsers: MAX_USERS_LIMIT + 1 }) },
        { status: 400, code: 'numberTooLarge', field: 'maxUsers' },
      ],
      ['Open as text', { body: editBody({ Open: 'true' }) }, { status: 400, code: 'invalid', field: 'Open' }],
      [
        'no HiddenForClubLeaders',
        { body: editBody({ HiddenForClubLeaders: undefined }) },
        { status: 400, code: 'required', field: 'HiddenForClubLeaders' },
      ],
      [
        'HiddenForClubMembers as a number',
        { body: editBody({ HiddenForClubMembers: 1 }) },
        { status: 400, code: 'invalid', field: 'HiddenForClubMembers' },
      ],
      ['a group id that is text', { id: 'abc', body: editBody() }, { status: 400, code: 'mustBeInteger', field: 'id' }],
      ['an unknown group', { id: 999_999, body: editBody() }, { status: 404, code: 'notFound' }],
      ["another club's group", { id: GROUP_OF_CLUB_B, body: editBody() }, { status: 404, code: 'notFound' }],
      [
        'a limit below the members (group A has its leader and a member)',
        { id: undefined, body: editBody({ maxUsers: 1 }) },
        { status: 409, code: 'tooManyMembers', field: 'maxUsers', message: 'For mange medlemmer' },
      ],
    ],
  });
});

describe('the groups contract', () => {
  it('has the four calls of the issue', () => {
    expect(Object.keys(groupsContract).sort()).toEqual([
      'groupAdd',
      'groupDeleteRecursive',
      'groupEdit',
      'groupOverview',
    ]);
  });
});
