import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { failure } from '../support/failure.js';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';
import { acceptPaymentAgreement, activityRows, newActivity, NOW, updateOf } from './helpers.js';

/** Editing an activity, its co-hosts and cancelling it (ADR 022). */
const ctx = useWorld();
const { as } = ctx;
const db = () => ctx.t.database.db;

beforeAll(async () => {
  ctx.t.clock.stopAt(NOW);
  await acceptPaymentAgreement(db(), ctx.world.clubA);
});

const create = (persona: 'adminA' | 'leaderA', over: Parameters<typeof newActivity>[1] = {}) =>
  as(persona).createActivity({ body: newActivity(ctx.world.clubA, over) });
const detailOf = (id: number) => as('adminA').getActivity({ params: { id } });
const rowOf = async (id: number) =>
  (await queryRows<Record<string, unknown>>(db(), sql`select * from activities where id = ${id}`))[0];

/** An activity of club A put in directly, at times the API would refuse to create. */
const seedActivity = async (start: string, end: string, over: { createdBy?: number } = {}) => {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id)
        values (${ctx.world.clubA}, 1, 'Lejr', ${start}::timestamptz, ${end}::timestamptz,
                ${over.createdBy ?? ctx.world.userIds.adminA}) returning id`,
  );
  return Number(row?.id);
};

describe('POST /v4/activities/update', () => {
  it('changes the fields and answers the activity', async () => {
    const { id } = await create('adminA', { groupIds: [ctx.world.groups.a] });
    const updated = await as('adminA').updateActivity({
      body: updateOf(await detailOf(id), {
        type: 6,
        title: 'Sommerfest',
        start: '2026-10-02T16:00',
        end: '2026-10-02T21:00',
        location: 'Klubhuset',
        description: 'Med grill',
        responsibleUserId: ctx.world.userIds.otherLeaderA,
        limit: 80,
        commentsEnabled: false,
        participantsVisible: false,
        groupIds: [ctx.world.groups.otherA],
        userIds: [ctx.world.userIds.memberA],
      }),
    });
    expect(updated).toMatchObject({
      type: 6,
      title: 'Sommerfest',
      start: '2026-10-02T16:00:00.000Z',
      end: '2026-10-02T21:00:00.000Z',
      location: 'Klubhuset',
      description: 'Med grill',
      responsible: { userId: ctx.world.userIds.otherLeaderA },
      limit: 80,
      commentsEnabled: false,
      participantsVisible: false,
      groups: [{ userGroupId: ctx.world.groups.otherA }],
      users: [{ userId: ctx.world.userIds.memberA }],
    });
    expect(await rowOf(id)).toMatchObject({ title: 'Sommerfest', participant_limit: 80, comments_enabled: false });
  });

  describe("the amount is fixed (§5): 'Det er ikke muligt at ændre beløb i en aktivitetsbetaling'", () => {
    it.each([
      ['adding one', null, 50],
      ['changing it', 50, 60],
      ['removing it', 50, null],
      ['a cent more', 50, 50.01],
    ])('refuses %s and writes nothing', async (_label, stored, sent) => {
      const { id } = await create('adminA', { amount: stored, deadline: '2026-09-30T10:00' });
      const before = await rowOf(id);
      const body = updateOf(await detailOf(id), { amount: sent, title: 'Ny titel', deadline: '2026-09-30T10:00' });
      expect(await failure(as('adminA').updateActivity({ body }))).toEqual({
        status: 400,
        code: 'amountFixed',
        field: 'amount',
        message: 'Det er ikke muligt at ændre beløb i en aktivitetsbetaling',
      });
      expect(await rowOf(id)).toEqual(before);
    });
    it('accepts the stored amount', async () => {
      const { id } = await create('adminA', { amount: 50, deadline: '2026-09-30T10:00' });
      await expect(
        as('adminA').updateActivity({ body: updateOf(await detailOf(id), { title: 'Stadig 50 kr.' }) }),
      ).resolves.toMatchObject({ amount: 50, title: 'Stadig 50 kr.' });
    });
  });

  it('refuses an activity that is over (409 activityArchived) or cancelled (409 activityCancelled)', async () => {
    const over = await seedActivity('2026-09-19T08:00Z', '2026-09-20T09:59:59.999Z');
    const overBody = updateOf(await detailOf(over), { title: 'For sent' });
    expect(await failure(as('adminA').updateActivity({ body: overBody }))).toMatchObject({
      status: 409,
      code: 'activityArchived',
      message: 'En afholdt aktivitet kan ikke redigeres',
    });
    const { id } = await create('adminA');
    const body = updateOf(await detailOf(id), { title: 'Aflyst' });
    await as('adminA').activityRemove({
      params: { club: ctx.world.clubA },
      query: {},
      body: { activityId: id, recurring: false },
    });
    expect(await failure(as('adminA').updateActivity({ body }))).toMatchObject({
      status: 409,
      code: 'activityCancelled',
    });
  });

  it('checks "not before yesterday" only when the start changes', async () => {
    // A camp that began three days ago and runs on: its title may change, its start may not move to another past day.
    const camp = await seedActivity('2026-09-17T08:00Z', '2026-09-23T12:00Z');
    const detail = await detailOf(camp);
    await expect(
      as('adminA').updateActivity({ body: updateOf(detail, { title: 'Sommerlejr' }) }),
    ).resolves.toMatchObject({
      title: 'Sommerlejr',
    });
    expect(
      await failure(as('adminA').updateActivity({ body: updateOf(detail, { start: '2026-09-16T08:00' }) })),
    ).toMatchObject({ status: 400, code: 'startTooEarly', field: 'start' });
  });

  describe('a group leader', () => {
    it('changes the activities they made, not those of others (403 notYourActivity)', async () => {
      const mine = await create('leaderA', { groupIds: [ctx.world.groups.a] });
      expect(await statusOf(as('leaderA').updateActivity({ body: updateOf(mine, { title: 'Min' }) }))).toBe('ok');
      const theirs = await create('adminA');
      expect(await failure(as('leaderA').updateActivity({ body: updateOf(theirs, { title: 'Ikke min' }) }))).toEqual({
        status: 403,
        code: 'notYourActivity',
        field: undefined,
        message: 'Du kan kun ændre aktiviteter, du selv har oprettet eller er ansvarlig for',
      });
    });

    it('changes an activity they are responsible for, keeping groups they do not lead, but adds none of those', async () => {
      const { groups, userIds } = ctx.world;
      const activity = await create('adminA', { responsibleUserId: userIds.leaderA, groupIds: [groups.otherA] });
      await expect(
        as('leaderA').updateActivity({ body: updateOf(activity, { title: 'Fælles træning' }) }),
      ).resolves.toMatchObject({ title: 'Fælles træning', groups: [{ userGroupId: groups.otherA }] });
      await expect(
        as('leaderA').updateActivity({ body: updateOf(activity, { groupIds: [groups.otherA, groups.a] }) }),
      ).resolves.toMatchObject({ groups: [{ userGroupId: groups.a }, { userGroupId: groups.otherA }] });
      expect(
        await failure(as('leaderA').updateActivity({ body: updateOf(activity, { userIds: [userIds.otherLeaderA] }) })),
      ).toMatchObject({ status: 403, code: 'notYourGroup' });
    });

    it('loses the right once no longer responsible', async () => {
      const activity = await create('adminA', { responsibleUserId: ctx.world.userIds.leaderA });
      await as('leaderA').updateActivity({
        body: updateOf(activity, { responsibleUserId: ctx.world.userIds.otherLeaderA }),
      });
      expect(await statusOf(as('leaderA').updateActivity({ body: updateOf(activity, { title: 'x' }) }))).toBe(403);
    });
  });
});

describe('PUT /v3/activities/updateCoHosts/:id', () => {
  it('sets co-hosts among the candidates on an activity with an amount, and replaces them', async () => {
    const { userIds } = ctx.world;
    const { id } = await create('adminA', { amount: 100, deadline: '2026-09-30T10:00' });
    await expect(
      as('adminA').updateCoHosts({
        params: { id },
        body: { coHostIds: [userIds.leaderA, userIds.otherLeaderA, userIds.leaderA] },
      }),
    ).resolves.toMatchObject({ coHosts: [{ userId: userIds.leaderA }, { userId: userIds.otherLeaderA }] });
    await expect(
      as('adminA').updateCoHosts({ params: { id }, body: { coHostIds: [userIds.adminA] } }),
    ).resolves.toMatchObject({
      coHosts: [{ userId: userIds.adminA }],
    });
    await expect(as('adminA').updateCoHosts({ params: { id }, body: { coHostIds: [] } })).resolves.toMatchObject({
      coHosts: [],
    });
  });

  it('refuses co-hosts on an activity without an amount (400 coHostsNeedAmount), and takes none there', async () => {
    const { id } = await create('adminA');
    expect(
      await failure(as('adminA').updateCoHosts({ params: { id }, body: { coHostIds: [ctx.world.userIds.leaderA] } })),
    ).toEqual({
      status: 400,
      code: 'coHostsNeedAmount',
      field: 'coHostIds',
      message: 'Medarrangører kræver en aktivitetsbetaling',
    });
    expect(await queryRows(db(), sql`select * from activity_co_hosts where activity_id = ${id}`)).toEqual([]);
  });

  it("refuses people who are no candidates: a plain member, another club's administrator (404 unknownCandidate)", async () => {
    const { id } = await create('adminA', { amount: 100, deadline: '2026-09-30T10:00' });
    for (const userId of [ctx.world.userIds.memberA, ctx.world.userIds.adminB, 999_999]) {
      expect(
        await failure(as('adminA').updateCoHosts({ params: { id }, body: { coHostIds: [userId] } })),
      ).toMatchObject({
        status: 404,
        code: 'unknownCandidate',
        field: 'coHostIds',
      });
    }
  });

  it('refuses a cancelled activity and one that is over', async () => {
    const { id } = await create('adminA', { amount: 100, deadline: '2026-09-30T10:00' });
    await as('adminA').activityRemove({
      params: { club: ctx.world.clubA },
      query: {},
      body: { activityId: id, recurring: false },
    });
    expect(await failure(as('adminA').updateCoHosts({ params: { id }, body: { coHostIds: [] } }))).toMatchObject({
      status: 409,
      code: 'activityCancelled',
    });
    const over = await seedActivity('2026-09-19T08:00Z', '2026-09-19T10:00Z');
    expect(await failure(as('adminA').updateCoHosts({ params: { id: over }, body: { coHostIds: [] } }))).toMatchObject({
      status: 409,
      code: 'activityArchived',
    });
  });
});

describe('POST /v2/web/activityremove/:club', () => {
  it('keeps the cancelled activity with its reason, who cancelled and when', async () => {
    const { id } = await create('leaderA', { groupIds: [ctx.world.groups.a] });
    expect(
      await as('leaderA').activityRemove({
        params: { club: ctx.world.clubA },
        query: { message: '  Træneren er syg  ' },
        body: { activityId: id, recurring: true },
      }),
    ).toEqual({ cancelledIds: [id] });
    expect(await rowOf(id)).toMatchObject({
      cancel_reason: 'Træneren er syg',
      cancelled_by_user_id: ctx.world.userIds.leaderA,
    });
    await expect(detailOf(id)).resolves.toMatchObject({ cancelled: true, cancelReason: 'Træneren er syg' });
    expect((await activityRows(db(), ctx.world.clubA)).some((row) => Number(row.id) === id)).toBe(true);
  });

  it("refuses a group leader another's activity (403 notYourActivity), and cancels nothing", async () => {
    const { id } = await create('adminA');
    expect(
      await failure(
        as('leaderA').activityRemove({
          params: { club: ctx.world.clubA },
          query: {},
          body: { activityId: id, recurring: false },
        }),
      ),
    ).toMatchObject({ status: 403, code: 'notYourActivity' });
    expect(await rowOf(id)).toMatchObject({ cancelled_at: null });
  });
});
