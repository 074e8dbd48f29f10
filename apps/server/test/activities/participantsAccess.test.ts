import { participationContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { failure } from '../support/failure.js';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix, type Expectations } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { seedMember } from './helpers.js';

/**
 * Every participant call × the seven personas (AREAS.md point 3; ADR 023), against club A's activity made by leaderA
 * for group A (memberA and leaderA its participants). Changing who an activity invites is its editors' (a group
 * leader's own activities, for groups they lead); moving people is the administrator's (§6); reading the groups is
 * every leader's; a participant list is also a member's who is invited. Resource-located calls answer 404 outside
 * the club. The comment call's matrix is `comments` tests'.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;

/** Changing leaderA's activity (of group A): the other group's leader may read it, not change it. */
const changesActivity: Expectations = {
  anonymous: 401,
  outsider: 404,
  member: 403,
  otherLeader: 403,
  groupLeader: 'ok',
  otherAdmin: 404,
  admin: 'ok',
};
/** Reading the activity's groups: every leader of club A. */
const readsGroups: Expectations = { ...changesActivity, otherLeader: 'ok' };
/** Reading a participant list: also a member invited to it. */
const readsList: Expectations = { ...readsGroups, member: 'ok' };

/** An activity of club A made by leaderA, coming, that invites no group: members are invited to it one by one. */
let byOne: number;
/** A member of group A (leaderA leads it) invited one by one to `byOne`: what each removal cell removes. */
const invitedByOne = async (): Promise<number> => {
  const userId = await seedMember(db(), ctx.world.clubA, ctx.world.groups.a, 'Matrix');
  await db().execute(sql`insert into activity_invited_users (activity_id, club_id, user_id)
    values (${byOne}, ${ctx.world.clubA}, ${userId})`);
  await db().execute(sql`insert into activity_participants (activity_id, club_id, user_id)
    values (${byOne}, ${ctx.world.clubA}, ${userId})`);
  return userId;
};

beforeAll(async () => {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id)
        values (${ctx.world.clubA}, 1, 'Enkeltvis', now() + interval '10 days', now() + interval '10 days 1 hour',
                ${ctx.world.userIds.leaderA}) returning id`,
  );
  byOne = Number(row?.id);
});

// Group A again: its members are invited already, so each cell adds nobody and changes nothing.
matrix(ctx, 'inviteToActivity', changesActivity, ({ options }) =>
  api(ctx.t, options).inviteToActivity({
    body: { activityId: ctx.world.activities.a, userGroupIds: [ctx.world.groups.a] },
  }),
);
matrix(ctx, 'moveParticipant', adminOfClubA, ({ options }) =>
  api(ctx.t, options).moveParticipant({
    body: {
      clubId: ctx.world.clubA,
      activityId: ctx.world.activities.a,
      userId: ctx.world.userIds.memberA,
      initialStatus: 2,
    },
  }),
);
matrix(ctx, 'removeParticipants', changesActivity, async ({ options }) =>
  api(ctx.t, options).removeParticipants({
    params: { id: byOne },
    query: {},
    body: { userIds: [await invitedByOne()] },
  }),
);
// Each cell finds group A invited to `byOne` again (a removal that passed took it away).
matrix(ctx, 'removeGroups', changesActivity, async ({ options }) => {
  await db().execute(sql`insert into activity_groups (activity_id, club_id, group_id)
    values (${byOne}, ${ctx.world.clubA}, ${ctx.world.groups.a}) on conflict do nothing`);
  return api(ctx.t, options).removeGroups({
    params: { id: byOne },
    query: {},
    body: { groupIds: [ctx.world.groups.a] },
  });
});
matrix(ctx, 'activityGroups', readsGroups, ({ options }) =>
  api(ctx.t, options).activityGroups({ params: { id: ctx.world.activities.a } }),
);
matrix(ctx, 'activityParticipants', readsList, ({ options }) =>
  api(ctx.t, options).activityParticipants({ params: { id: ctx.world.activities.a }, query: { status: 0 } }),
);

describe('resources of another club', () => {
  const other = () => ctx.world.activities.b;
  it.each([
    [
      'inviteToActivity',
      () => ctx.as('adminA').inviteToActivity({ body: { activityId: other(), userIds: [ctx.world.userIds.memberA] } }),
    ],
    [
      'removeParticipants',
      () =>
        ctx.as('adminA').removeParticipants({
          params: { id: other() },
          query: {},
          body: { userIds: [ctx.world.userIds.adminB] },
        }),
    ],
    [
      'removeGroups',
      () =>
        ctx.as('adminA').removeGroups({ params: { id: other() }, query: {}, body: { groupIds: [ctx.world.groups.b] } }),
    ],
    ['activityGroups', () => ctx.as('adminA').activityGroups({ params: { id: other() } })],
    [
      'activityParticipants',
      () => ctx.as('adminA').activityParticipants({ params: { id: other() }, query: { status: 0 } }),
    ],
  ])("%s answers 404 for club B's activity to club A's administrator", async (_label, call) => {
    expect((await failure(call())).status).toBe(404);
  });

  it("moveParticipant answers 404 on activityId for club B's activity named with club A", async () => {
    expect(
      await failure(
        ctx.as('adminA').moveParticipant({
          body: { clubId: ctx.world.clubA, activityId: other(), userId: ctx.world.userIds.adminB, initialStatus: 1 },
        }),
      ),
    ).toMatchObject({ status: 404, code: 'activityNotFound', field: 'activityId' });
  });
});

describe('every participant call is in a matrix', () => {
  it('covers each entry of the participation contract but the comment (the comment tests cover it)', () => {
    const entries = Object.keys(participationContract).filter((entry) => entry !== 'activityComment');
    expect([...coveredEntries(ctx)].sort()).toEqual(entries.sort());
  });
});
