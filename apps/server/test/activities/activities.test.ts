import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { acceptPaymentAgreement, activityRows, newActivity, NOW, seedMember, seedOwnClub } from './helpers.js';

/** Creating activities, the overview, the detail and the candidates (ADR 022). */
const ctx = useWorld();
const { as } = ctx;
const db = () => ctx.t.database.db;

beforeAll(() => ctx.t.clock.stopAt(NOW));

describe('POST /v4/activities/create', () => {
  it('creates the activity with its fields, groups and members, and answers it whole', async () => {
    const { clubA, groups, userIds } = ctx.world;
    const created = await as('leaderA').createActivity({
      body: newActivity(clubA, {
        title: '  Træning for U12  ',
        location: 'Hal 2',
        description: 'Husk drikkedunk',
        deadline: '2026-09-30T10:00',
        responsibleUserId: userIds.leaderA,
        limit: 20,
        visibility: 1,
        twoDaysReminder: true,
        groupIds: [groups.a, groups.a],
        userIds: [userIds.memberA],
      }),
    });
    expect(created).toMatchObject({
      title: 'Træning for U12',
      type: 1,
      start: '2026-10-01T15:00:00.000Z',
      end: '2026-10-01T16:00:00.000Z',
      deadline: '2026-09-30T10:00:00.000Z',
      location: 'Hal 2',
      description: 'Husk drikkedunk',
      limit: 20,
      visibility: 1,
      amount: null,
      hasPayment: false,
      isRecurring: false,
      recurring: 0,
      recurringGuid: null,
      recurringTimes: 1,
      recurringUntill: null,
      cancelled: false,
      archived: false,
      twoDaysReminder: true,
      createdByUserId: userIds.leaderA,
      canEdit: true,
      groups: [{ userGroupId: groups.a, title: 'Hold A' }],
      users: [{ userId: userIds.memberA, firstName: 'memberA', surname: 'Test', imageUrl: null }],
      responsible: { userId: userIds.leaderA, firstName: 'leaderA' },
      coHosts: [],
      images: [],
      coverImageUrl: null,
      // leaderA and memberA through group A, memberA again one by one: two people.
      invitedCount: 2,
      participatingCount: 0,
      participationPercentage: 0,
    });
    const [row] = await queryRows<Record<string, unknown>>(
      db(),
      sql`select * from activities where id = ${created.id}`,
    );
    expect(row).toMatchObject({ club_id: clubA, created_by_user_id: userIds.leaderA, amount_ore: null });
    const links = await queryRows(db(), sql`select group_id from activity_groups where activity_id = ${created.id}`);
    expect(links).toEqual([{ group_id: groups.a }]);
  });

  it('keeps an amount in kroner as whole øre, once the club has the payment agreement', async () => {
    const clubId = await seedOwnClub(db(), ctx.world, 'Betalende Klub');
    await acceptPaymentAgreement(db(), clubId);
    const created = await as('adminA').createActivity({
      body: newActivity(clubId, { amount: 125.5, deadline: '2026-09-30T10:00' }),
    });
    expect(created).toMatchObject({ amount: 125.5, hasPayment: true });
    const [row] = await queryRows<{ amount_ore: number }>(
      db(),
      sql`select amount_ore from activities where id = ${created.id}`,
    );
    expect(row?.amount_ore).toBe(12550);
  });

  it("refuses an amount without the payment agreement with the spec's hint, and writes nothing", async () => {
    const clubId = await seedOwnClub(db(), ctx.world, 'Uden Aftale');
    expect(
      await failure(
        as('adminA').createActivity({ body: newActivity(clubId, { amount: 50, deadline: '2026-09-30T10:00' }) }),
      ),
    ).toEqual({
      status: 409,
      code: 'paymentAgreementRequired',
      field: 'amount',
      message: 'Kræver MobilePay - Foreningsaftale',
    });
    expect(await activityRows(db(), clubId)).toEqual([]);
  });

  describe("start not before yesterday 00:00 in the club's zone (now: Sunday 20 September, 12:00 in Copenhagen)", () => {
    it.each([
      ['Friday 23:59 (Copenhagen)', '2026-09-18T21:59', 'startTooEarly'],
      ['Saturday 00:00 (Copenhagen)', '2026-09-18T22:00', 'ok'],
      ['this morning', '2026-09-20T06:00', 'ok'],
    ])('%s', async (_label, start, expected) => {
      const end = new Date(new Date(`${start}Z`).getTime() + 3_600_000).toISOString().slice(0, 16);
      const call = as('adminA').createActivity({ body: newActivity(ctx.world.clubA, { start, end }) });
      if (expected === 'ok') await expect(call).resolves.toMatchObject({ start: `${start}:00.000Z` });
      else {
        expect(await failure(call)).toEqual({
          status: 400,
          code: 'startTooEarly',
          field: 'start',
          message: 'Starttidspunktet kan ikke være før i går',
        });
      }
    });

    it("follows the club's own time zone", async () => {
      const clubId = await seedOwnClub(db(), ctx.world, 'Klub i New York');
      await db().execute(sql`update clubs set time_zone = 'America/New_York' where id = ${clubId}`);
      // Yesterday 00:00 in New York is 04:00Z on 19 September (summer time, UTC−4).
      expect(
        await failure(
          as('adminA').createActivity({
            body: newActivity(clubId, { start: '2026-09-19T03:59', end: '2026-09-19T05:00' }),
          }),
        ),
      ).toMatchObject({ status: 400, code: 'startTooEarly' });
      await expect(
        as('adminA').createActivity({
          body: newActivity(clubId, { start: '2026-09-19T04:00', end: '2026-09-19T05:00' }),
        }),
      ).resolves.toMatchObject({ start: '2026-09-19T04:00:00.000Z' });
    });
  });

  describe("a group leader invites only the groups they lead and those groups' members", () => {
    it('may invite group A and its member', async () => {
      const { clubA, groups, userIds } = ctx.world;
      await expect(
        as('leaderA').createActivity({
          body: newActivity(clubA, { groupIds: [groups.a], userIds: [userIds.memberA] }),
        }),
      ).resolves.toMatchObject({ groups: [{ userGroupId: groups.a }] });
    });
    it.each([
      ['the other group of the club', () => ({ groupIds: [ctx.world.groups.otherA] })],
      ['a member of the other group only', () => ({ userIds: [ctx.world.userIds.otherLeaderA] })],
      ['a member in no group', () => ({ userIds: [ctx.world.userIds.adminA] })],
    ])('refuses %s with 403 notYourGroup', async (_label, invites) => {
      const before = await activityRows(db(), ctx.world.clubA);
      expect(
        await failure(as('leaderA').createActivity({ body: newActivity(ctx.world.clubA, invites()) })),
      ).toMatchObject({
        status: 403,
        code: 'notYourGroup',
        message: 'Du kan kun invitere grupper, du er leder af, og deres medlemmer',
      });
      expect(await activityRows(db(), ctx.world.clubA)).toEqual(before);
    });
    it('lets an administrator invite any group and member of the club', async () => {
      const { clubA, groups, userIds } = ctx.world;
      await expect(
        as('adminA').createActivity({
          body: newActivity(clubA, { groupIds: [groups.otherA], userIds: [userIds.otherLeaderA, userIds.adminA] }),
        }),
      ).resolves.toMatchObject({ invitedCount: 2 });
    });
  });

  it('takes a responsible person among the candidates only', async () => {
    const { clubA, userIds } = ctx.world;
    await expect(
      as('adminA').createActivity({ body: newActivity(clubA, { responsibleUserId: userIds.otherLeaderA }) }),
    ).resolves.toMatchObject({ responsible: { userId: userIds.otherLeaderA } });
    expect(
      await failure(as('adminA').createActivity({ body: newActivity(clubA, { responsibleUserId: userIds.memberA }) })),
    ).toEqual({
      status: 404,
      code: 'unknownCandidate',
      field: 'responsibleUserId',
      message: 'Personen kan ikke være ansvarlig for aktiviteten',
    });
  });
});

describe('GET /v4/activities/activityoverview', () => {
  let clubId: number;
  let groupId: number;
  const ids: Record<string, number> = {};
  const past = async (title: string, daysAgo: number, type = 1) => {
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id)
          values (${clubId}, ${type}, ${title}, ${NOW}::timestamptz - make_interval(days => ${daysAgo}),
                  ${NOW}::timestamptz - make_interval(days => ${daysAgo}) + interval '1 hour', ${ctx.world.userIds.adminA})
          returning id`,
    );
    return Number(row?.id);
  };

  beforeAll(async () => {
    clubId = await seedOwnClub(db(), ctx.world, 'Oversigtsklubben');
    const [group] = await queryRows<{ id: number }>(
      db(),
      sql`insert into groups (club_id, title) values (${clubId}, 'Senior') returning id`,
    );
    groupId = Number(group?.id);
    await db().execute(
      sql`insert into group_members (group_id, club_id, user_id, is_leader) values (${groupId}, ${clubId}, ${ctx.world.userIds.leaderA}, true)`,
    );
    const [jens, karen, ole] = [
      await seedMember(db(), clubId, groupId, 'Jens'),
      await seedMember(db(), clubId, groupId, 'Karen'),
      await seedMember(db(), clubId, null, 'Ole'),
    ];
    const admin = as('adminA');
    const create = async (key: string, over: Parameters<typeof newActivity>[1]) => {
      ids[key] = (await admin.createActivity({ body: newActivity(clubId, over) })).id;
    };
    // Coming, created out of order: the list sorts them by start.
    await create('match', {
      type: 4,
      title: 'Kamp mod Viby',
      location: 'Stadion',
      start: '2026-10-03T10:00',
      end: '2026-10-03T12:00',
    });
    await create('practice', {
      title: 'Træning',
      location: 'Hal 100% fyldt',
      start: '2026-09-24T15:00',
      end: '2026-09-24T16:00',
      groupIds: [groupId],
      userIds: [jens as number, ole as number],
    });
    await create('meeting', {
      type: 2,
      title: 'Bestyrelsesmøde',
      location: 'Klubhuset',
      start: '2026-09-24T15:00',
      end: '2026-09-24T17:00',
      responsibleUserId: ctx.world.userIds.leaderA,
    });
    // Started this morning and still going: coming until it ends.
    await create('running', { title: 'Stævne', start: '2026-09-20T07:00', end: '2026-09-20T18:00' });
    void karen;
    ids.old = await past('Sæsonstart', 30);
    ids.older = await past('Generalforsamling', 60, 2);
    ids.oldest = await past('Juleafslutning', 270);
    await admin.activityRemove({
      params: { club: clubId },
      query: { message: 'Banen er lukket' },
      body: { activityId: ids.match as number, recurring: false },
    });
  });

  const overview = (query: Record<string, unknown> = {}, persona: 'adminA' | 'leaderA' = 'adminA') =>
    as(persona).activityOverview({ query: { clubid: clubId, ...query } as never });
  const titles = async (query: Record<string, unknown> = {}) => (await overview(query)).activities.map((a) => a.title);

  it('lists the coming activities soonest first (then by id), the cancelled among them marked', async () => {
    const page = await overview();
    expect(page.activities.map((activity) => activity.id)).toEqual([ids.running, ids.practice, ids.meeting, ids.match]);
    expect(page.totalCount).toBe(4);
    expect(page.activities.at(-1)).toMatchObject({ cancelled: true, cancelReason: 'Banen er lukket', archived: false });
    expect(page).toMatchObject({ timeZone: 'Europe/Copenhagen', paymentAgreement: false });
  });

  it("lists 'Tidligere' (archived=true) newest first", async () => {
    const page = await overview({ archived: 'true' });
    expect(page.activities.map((activity) => activity.id)).toEqual([ids.old, ids.older, ids.oldest]);
    expect(page.activities.every((activity) => activity.archived)).toBe(true);
    expect(page.totalCount).toBe(3);
  });

  it('moves an activity to the archive the moment it has ended', async () => {
    ctx.t.clock.stopAt(new Date('2026-09-20T18:00:00Z'));
    try {
      expect((await overview()).activities.map((activity) => activity.id)).toContain(ids.running);
      ctx.t.clock.stopAt(new Date('2026-09-20T18:00:00.001Z'));
      expect((await overview()).activities.map((activity) => activity.id)).not.toContain(ids.running);
      expect((await overview({ archived: 'true' })).activities[0]?.id).toBe(ids.running);
    } finally {
      ctx.t.clock.stopAt(NOW);
    }
  });

  it('filters by type', async () => {
    expect(await titles({ type: 2 })).toEqual(['Bestyrelsesmøde']);
    expect(await titles({ type: 2, archived: 'true' })).toEqual(['Generalforsamling']);
    // A type no activity has, past what the type column holds: an empty list, not a failure.
    expect(await overview({ type: 2_147_483_647 })).toMatchObject({ activities: [], totalCount: 0 });
  });

  it('searches title and location, every term, case-insensitively, wildcards taken literally', async () => {
    expect(await titles({ search: 'kamp' })).toEqual(['Kamp mod Viby']);
    expect(await titles({ search: 'klubhuset' })).toEqual(['Bestyrelsesmøde']);
    expect(await titles({ search: 'træning hal' })).toEqual(['Træning']);
    expect(await titles({ search: '100%' })).toEqual(['Træning']);
    expect(await titles({ search: '%' })).toEqual(['Træning']);
    expect(await titles({ search: '_' })).toEqual([]);
    expect((await overview({ search: 'ingenting' })).totalCount).toBe(0);
  });

  it('pages in SQL and counts the whole filter', async () => {
    const first = await overview({ limit: 2 });
    const second = await overview({ limit: 2, offset: 2 });
    expect(first.activities.map((a) => a.id)).toEqual([ids.running, ids.practice]);
    expect(second.activities.map((a) => a.id)).toEqual([ids.meeting, ids.match]);
    expect([first.totalCount, second.totalCount]).toEqual([4, 4]);
    expect(await overview({ limit: 2, offset: 10 })).toMatchObject({ activities: [], totalCount: 4 });
  });

  it('counts each invited member once, through groups and one by one', async () => {
    const practice = (await overview()).activities.find((activity) => activity.id === ids.practice);
    // Group Senior: leaderA, Jens, Karen; one by one: Jens (again) and Ole.
    expect(practice).toMatchObject({ invitedCount: 4, participatingCount: 0, participationPercentage: 0 });
  });

  it('tells a group leader which activities they may change: those they made or are responsible for', async () => {
    const page = await overview({}, 'leaderA');
    const canEdit = Object.fromEntries(page.activities.map((activity) => [activity.id, activity.canEdit]));
    expect(canEdit).toEqual({
      [ids.running as number]: false,
      [ids.practice as number]: false,
      [ids.meeting as number]: true,
      [ids.match as number]: false,
    });
    expect(page.activities.find((a) => a.id === ids.meeting)?.responsible).toMatchObject({
      userId: ctx.world.userIds.leaderA,
    });
  });

  it('answers the payment agreement and an empty page for a club without activities', async () => {
    const empty = await seedOwnClub(db(), ctx.world, 'Tom Klub');
    await acceptPaymentAgreement(db(), empty);
    expect(await as('adminA').activityOverview({ query: { clubid: empty } })).toEqual({
      activities: [],
      totalCount: 0,
      timeZone: 'Europe/Copenhagen',
      paymentAgreement: true,
    });
  });
});

describe('GET /v4/activities/:id', () => {
  it('answers the groups by title, the members invited one by one and the co-hosts as people', async () => {
    const { clubA, groups, userIds } = ctx.world;
    await acceptPaymentAgreement(db(), clubA);
    const created = await as('adminA').createActivity({
      body: newActivity(clubA, {
        amount: 20,
        deadline: '2026-09-30T10:00',
        groupIds: [groups.otherA, groups.a],
        userIds: [userIds.otherLeaderA],
      }),
    });
    await as('adminA').updateCoHosts({
      params: { id: created.id },
      body: { coHostIds: [userIds.otherLeaderA, userIds.leaderA] },
    });
    const detail = await as('otherLeaderA').getActivity({ params: { id: created.id } });
    expect(detail).toMatchObject({
      groups: [
        { userGroupId: groups.a, title: 'Hold A' },
        { userGroupId: groups.otherA, title: 'Hold A2' },
      ],
      users: [{ userId: userIds.otherLeaderA, firstName: 'otherLeaderA' }],
      coHosts: [{ userId: userIds.leaderA }, { userId: userIds.otherLeaderA }],
      canEdit: false,
      invitedCount: 3,
    });
    await acceptPaymentAgreement(db(), clubA, false);
  });
});

describe('GET /v3/activities/getAvailableCoHosts', () => {
  it("answers the club's administrators and group leaders by name, never its plain members", async () => {
    const { clubA, userIds } = ctx.world;
    expect(await as('leaderA').getAvailableCoHosts({ query: { clubId: clubA } })).toEqual([
      { userId: userIds.adminA, firstName: 'adminA', surname: 'Test', imageUrl: null },
      { userId: userIds.leaderA, firstName: 'leaderA', surname: 'Test', imageUrl: null },
      { userId: userIds.otherLeaderA, firstName: 'otherLeaderA', surname: 'Test', imageUrl: null },
    ]);
  });
});
