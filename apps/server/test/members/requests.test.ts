import { MEMBER_REQUESTS_MAX, memberRefusals, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../support/seedAccessWorld.js';
import { badInput } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import type { Persona } from '../support/seedAccessWorld.js';
import { useWorld } from '../support/world.js';
import {
  addClubRequest,
  addGroup,
  addGroupRequest,
  addLoneUser,
  addUser,
  memberTypeIn,
  putInGroup,
} from './seedMembers.js';

/** The pending requests (ADR 017 "Requests"): listing, accepting, rejecting, approving, and the badges' counts. */
const ctx = useWorld();
const db = () => ctx.t.database.db;

const ids = {} as Record<'signe' | 'tobias' | 'ulla' | 'viggo' | 'bente' | 'walter', number>;

beforeAll(async () => {
  const { clubA, clubB, groups } = ctx.world;
  ids.signe = await addUser(db(), clubA, { firstName: 'Signe', surname: 'Sørensen', email: 'signe@test.klubhus.dk' });
  ids.tobias = await addUser(db(), clubA, { firstName: 'Tobias', surname: 'Thomsen' });
  await addGroupRequest(db(), clubA, groups.otherA, ids.signe, '2026-01-01 08:00');
  await addGroupRequest(db(), clubA, groups.a, ids.signe, '2026-01-02 10:00');
  await addGroupRequest(db(), clubA, groups.a, ids.tobias, '2026-01-03 11:30');
  ids.ulla = await addLoneUser(db(), { firstName: 'Ulla', surname: 'Urup', email: 'ulla@test.klubhus.dk' });
  ids.viggo = await addLoneUser(db(), { firstName: 'Viggo', surname: 'Vang', email: 'viggo@test.klubhus.dk' });
  await addClubRequest(db(), clubA, ids.ulla, '2026-01-05 12:00');
  await addClubRequest(db(), clubA, ids.viggo, '2026-01-04 09:00');
  // Club B's requests are no business of club A's.
  ids.bente = await addUser(db(), clubB, { firstName: 'Bente', surname: 'B' });
  await addGroupRequest(db(), clubB, groups.b, ids.bente);
  ids.walter = await addLoneUser(db(), { firstName: 'Walter', surname: 'B' });
  await addClubRequest(db(), clubB, ids.walter);
});

const requests = (persona: Persona) => ctx.as(persona).memberRequests({ params: { club: ctx.world.clubA } });
const reject = (persona: Persona, id: string, groupId?: number | null) =>
  ctx.as(persona).rejectMember({
    params: { club: ctx.world.clubA, id },
    body: groupId === undefined ? {} : { groupId },
  });
const accept = (userId: number) => ctx.as('adminA').acceptMember({ params: { club: ctx.world.clubA, id: userId } });

const groupRequestRows = (userId: number) =>
  queryRows<{ group_id: number }>(
    db(),
    sql`select group_id from group_requests where user_id = ${userId} order by group_id`,
  );
const clubRequestRows = (userId: number) =>
  queryRows<{ club_id: number }>(db(), sql`select club_id from club_requests where user_id = ${userId}`);

describe('GET /v2/clubs/:club/members/requests', () => {
  it("answers an administrator every group's requests and the club's, oldest first, with totals", async () => {
    const { groups } = ctx.world;
    expect(await requests('adminA')).toEqual({
      groupRequestTotal: 3,
      clubRequestTotal: 2,
      groupRequests: [
        {
          memberId: String(ids.signe),
          firstName: 'Signe',
          surname: 'Sørensen',
          email: 'signe@test.klubhus.dk',
          imageUrl: null,
          groupId: groups.otherA,
          groupTitle: 'Hold A2',
          requestedAt: '2026-01-01T08:00',
        },
        expect.objectContaining({ memberId: String(ids.signe), groupId: groups.a, requestedAt: '2026-01-02T10:00' }),
        expect.objectContaining({ memberId: String(ids.tobias), groupId: groups.a, groupTitle: 'Hold A' }),
      ],
      clubRequests: [
        {
          userId: ids.viggo,
          firstName: 'Viggo',
          surname: 'Vang',
          email: 'viggo@test.klubhus.dk',
          requestedAt: '2026-01-04T09:00',
        },
        expect.objectContaining({ userId: ids.ulla, requestedAt: '2026-01-05T12:00' }),
      ],
    });
  });

  it('answers a group leader the requests of the groups they lead, and no club requests', async () => {
    const answer = await requests('leaderA');
    expect(answer.groupRequests.map((r) => [r.memberId, r.groupId])).toEqual([
      [String(ids.signe), ctx.world.groups.a],
      [String(ids.tobias), ctx.world.groups.a],
    ]);
    expect(answer).toMatchObject({ groupRequestTotal: 2, clubRequestTotal: 0, clubRequests: [] });
    const other = await requests('otherLeaderA');
    expect(other.groupRequests.map((r) => r.groupId)).toEqual([ctx.world.groups.otherA]);
  });

  it('counts them in the member overview badges: the groups the caller administers, club requests for administrators', async () => {
    const counts = async (persona: Persona) =>
      (await ctx.as(persona).memberOverview({ params: { club: ctx.world.clubA }, query: { limit: '1' } })).counts;
    expect(await counts('adminA')).toMatchObject({ pendingRequests: 3, clubRequests: 2 });
    expect(await counts('leaderA')).toMatchObject({ pendingRequests: 2, clubRequests: 0 });
    expect(await counts('otherLeaderA')).toMatchObject({ pendingRequests: 1, clubRequests: 0 });
    // A page past the end carries no row to count on: the badges are counted on their own.
    const past = await ctx
      .as('adminA')
      .memberOverview({ params: { club: ctx.world.clubA }, query: { offset: '100000' } });
    expect(past.counts).toMatchObject({ pendingRequests: 3, clubRequests: 2 });
    expect(
      (await ctx.as('adminB').memberOverview({ params: { club: ctx.world.clubB }, query: {} })).counts,
    ).toMatchObject({
      pendingRequests: 1,
      clubRequests: 1,
    });
  });

  it('counts them per group in the group overview, where the caller administers the group', async () => {
    const pending = async (persona: Persona) =>
      new Map(
        (await ctx.as(persona).groupOverview({ params: { club: ctx.world.clubA } })).map((g) => [
          g.userGroupId,
          g.pendingRequests,
        ]),
      );
    const admin = await pending('adminA');
    expect([admin.get(ctx.world.groups.a), admin.get(ctx.world.groups.otherA)]).toEqual([2, 1]);
    const leader = await pending('leaderA');
    expect([leader.get(ctx.world.groups.a), leader.get(ctx.world.groups.otherA)]).toEqual([2, 0]);
  });

  it(`lists at most ${MEMBER_REQUESTS_MAX} of each kind, the oldest, and counts them all`, async () => {
    const { clubB, groups } = ctx.world;
    const extra = MEMBER_REQUESTS_MAX + 1;
    await db().execute(
      sql`with made as (
            insert into users (email, password_hash, first_name, surname)
            select 'loft-m' || n || '@test.klubhus.dk', ${PRECOMPUTED_PASSWORD_HASH}, 'Loft', n::text
              from generate_series(1, ${extra}) n returning id, surname
          ), joined as (
            insert into memberships (club_id, user_id) select ${clubB}, id from made returning user_id
          )
          insert into group_requests (group_id, club_id, user_id, created_at)
          select ${groups.b}, ${clubB}, made.id, '2020-01-01'::timestamptz + made.surname::int * interval '1 minute'
            from made join joined on joined.user_id = made.id`,
    );
    await db().execute(
      sql`with made as (
            insert into users (email, password_hash, first_name, surname)
            select 'loft-c' || n || '@test.klubhus.dk', ${PRECOMPUTED_PASSWORD_HASH}, 'Loft', n::text
              from generate_series(1, ${extra}) n returning id, surname
          )
          insert into club_requests (club_id, user_id, created_at)
          select ${clubB}, id, '2020-01-01'::timestamptz + surname::int * interval '1 minute' from made`,
    );
    const answer = await ctx.as('adminB').memberRequests({ params: { club: clubB } });
    // Club B's own two requests from before are younger than these.
    expect(answer.groupRequestTotal).toBe(extra + 1);
    expect(answer.clubRequestTotal).toBe(extra + 1);
    expect(answer.groupRequests).toHaveLength(MEMBER_REQUESTS_MAX);
    expect(answer.clubRequests).toHaveLength(MEMBER_REQUESTS_MAX);
    expect(answer.groupRequests[0]).toMatchObject({ surname: '1', requestedAt: '2020-01-01T00:01' });
    expect(answer.clubRequests.at(-1)).toMatchObject({ surname: String(MEMBER_REQUESTS_MAX) });
  });
});

describe('PATCH /v2/clubs/:club/members/:id/accept', () => {
  it('makes the person a member who came through a request (requestTypeId 2), and deletes the request', async () => {
    const userId = await addLoneUser(db(), { firstName: 'Asta', surname: 'Accept' });
    await addClubRequest(db(), ctx.world.clubA, userId);
    expect(await accept(userId)).toEqual({ memberId: String(userId) });
    expect(await memberTypeIn(db(), ctx.world.clubA, userId)).toBe(memberTypeOf('member'));
    expect(await clubRequestRows(userId)).toEqual([]);
    const details = await ctx.as('adminA').memberDetails({ params: { club: ctx.world.clubA, id: String(userId) } });
    expect(details).toMatchObject({ requestTypeId: 2, status: 'active', type: memberTypeOf('member') });
  });

  it('answers a request of someone already a member by deleting it, their role kept', async () => {
    const userId = await addUser(db(), ctx.world.clubA, { firstName: 'Allerede', surname: 'Leder', role: 'leader' });
    await addClubRequest(db(), ctx.world.clubA, userId);
    expect(await accept(userId)).toEqual({ memberId: String(userId) });
    expect(await memberTypeIn(db(), ctx.world.clubA, userId)).toBe(memberTypeOf('leader'));
    expect(await clubRequestRows(userId)).toEqual([]);
  });

  it.each([
    ['no request', () => ids.signe],
    ['a request to another club', () => ids.walter],
    ['an unknown user', () => 2147483000],
  ])('answers 404 requestNotFound for %s, writing nothing', async (_label, userId) => {
    const before = await queryRows(db(), sql`select club_id, user_id, type from memberships order by 1, 2`);
    expect(await failure(accept(userId()))).toMatchObject({
      status: 404,
      code: memberRefusals.requestNotFound.code,
      message: memberRefusals.requestNotFound.message,
    });
    expect(await queryRows(db(), sql`select club_id, user_id, type from memberships order by 1, 2`)).toEqual(before);
    expect(await clubRequestRows(ids.walter)).toHaveLength(1);
  });
});

describe('PATCH /v2/clubs/:club/members/:id/reject', () => {
  it("deletes a member's group request, for the group's leader or an administrator; their other requests stay", async () => {
    const userId = await addUser(db(), ctx.world.clubA, { firstName: 'Rasmus', surname: 'Reject' });
    await addGroupRequest(db(), ctx.world.clubA, ctx.world.groups.a, userId);
    await addGroupRequest(db(), ctx.world.clubA, ctx.world.groups.otherA, userId);
    expect(await reject('leaderA', String(userId), ctx.world.groups.a)).toEqual({ rejected: true });
    expect(await groupRequestRows(userId)).toEqual([{ group_id: ctx.world.groups.otherA }]);
    expect(await reject('adminA', String(userId), ctx.world.groups.otherA)).toEqual({ rejected: true });
    expect(await groupRequestRows(userId)).toEqual([]);
  });

  it("refuses a leader another group's request (403), and any leader a club request (403)", async () => {
    const userId = await addUser(db(), ctx.world.clubA, { firstName: 'Rikke', surname: 'Reject' });
    await addGroupRequest(db(), ctx.world.clubA, ctx.world.groups.otherA, userId);
    expect((await failure(reject('leaderA', String(userId), ctx.world.groups.otherA))).status).toBe(403);
    expect(await groupRequestRows(userId)).toEqual([{ group_id: ctx.world.groups.otherA }]);
    const asker = await addLoneUser(db(), { firstName: 'Rolf', surname: 'Reject' });
    await addClubRequest(db(), ctx.world.clubA, asker);
    expect((await failure(reject('leaderA', String(asker)))).status).toBe(403);
    expect(await clubRequestRows(asker)).toHaveLength(1);
  });

  it('deletes a request to join the club, without a group or with groupId null', async () => {
    for (const groupId of [undefined, null]) {
      const asker = await addLoneUser(db(), { firstName: 'Rita', surname: 'Reject' });
      await addClubRequest(db(), ctx.world.clubA, asker);
      expect(await reject('adminA', String(asker), groupId)).toEqual({ rejected: true });
      expect(await clubRequestRows(asker)).toEqual([]);
      expect(await memberTypeIn(db(), ctx.world.clubA, asker)).toBeUndefined();
    }
  });

  badInput(ctx, 'PATCH /v2/clubs/:club/members/:id/reject', {
    tables: ['group_requests', 'club_requests', 'memberships'],
    call: ([id, body]: readonly [() => string, () => Record<string, unknown>]) =>
      ctx.as('adminA').rejectMember({
        params: { club: ctx.world.clubA, id: id() },
        body: body() as { groupId?: number | null },
      }),
    cases: [
      [
        'groupId 0',
        [() => String(ids.signe), () => ({ groupId: 0 })],
        { status: 400, code: 'mustBeAPositiveNumber', field: 'groupId' },
      ],
      [
        'groupId as text',
        [() => String(ids.signe), () => ({ groupId: 'a' })],
        { status: 400, code: 'mustBeInteger', field: 'groupId' },
      ],
      [
        'groupId past 2^31',
        [() => String(ids.signe), () => ({ groupId: 2 ** 31 })],
        { status: 400, code: 'idTooLarge', field: 'groupId' },
      ],
      [
        'an unknown group',
        [() => String(ids.signe), () => ({ groupId: 2147483000 })],
        { status: 404, code: 'unknownGroup', field: 'groupId' },
      ],
      [
        "another club's group",
        [() => String(ids.bente), () => ({ groupId: ctx.world.groups.b })],
        { status: 404, code: 'unknownGroup', field: 'groupId' },
      ],
      [
        'a group the member did not ask for',
        [() => String(ids.tobias), () => ({ groupId: ctx.world.groups.otherA })],
        { status: 404, code: 'requestNotFound' },
      ],
      [
        'an inactive member',
        [() => 'i1', () => ({ groupId: ctx.world.groups.a })],
        { status: 404, code: 'requestNotFound' },
      ],
      [
        'a member with no club request',
        [() => String(ids.signe), () => ({})],
        { status: 404, code: 'requestNotFound' },
      ],
      ['a request to another club', [() => String(ids.walter), () => ({})], { status: 404, code: 'requestNotFound' }],
      ['a member id that is text', [() => 'x', () => ({})], { status: 400, code: 'invalidMemberId', field: 'id' }],
    ],
  });
});

describe('approving a group request: adding the member to the group (PATCH …/groups)', () => {
  it('deletes the request in the same call, and leaves the requests for other groups', async () => {
    const { clubA, groups } = ctx.world;
    const userId = await addUser(db(), clubA, { firstName: 'Gitte', surname: 'Godkendt' });
    await addGroupRequest(db(), clubA, groups.a, userId);
    await addGroupRequest(db(), clubA, groups.otherA, userId);
    const memberId = String(userId);
    await ctx.as('leaderA').setMemberGroups({
      params: { club: clubA, id: memberId },
      query: {},
      body: { memberId, groups: [groups.a], leader: false },
    });
    expect(await groupRequestRows(userId)).toEqual([{ group_id: groups.otherA }]);
    const details = await ctx.as('adminA').memberDetails({ params: { club: clubA, id: memberId } });
    expect(details.pendingGroupRequests.map((r) => r.groupId)).toEqual([groups.otherA]);
  });

  it('keeps the request when the group is full ("For mange medlemmer")', async () => {
    const { clubA } = ctx.world;
    const full = await addGroup(db(), clubA, 'Fuld', 1);
    await putInGroup(db(), clubA, full, ctx.world.userIds.memberA);
    const userId = await addUser(db(), clubA, { firstName: 'Frida', surname: 'Fuld' });
    await addGroupRequest(db(), clubA, full, userId);
    const memberId = String(userId);
    const refused = await failure(
      ctx.as('adminA').setMemberGroups({
        params: { club: clubA, id: memberId },
        query: {},
        body: { memberId, groups: [full], leader: false },
      }),
    );
    expect(refused).toMatchObject({ status: 409, code: 'tooManyMembers' });
    expect(await groupRequestRows(userId)).toEqual([{ group_id: full }]);
  });
});
