import { statisticsContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { coveredEntries, matrix, type Expectations } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { seedMember } from './helpers.js';

/**
 * The comment call and the three statistics calls × the seven personas (AREAS.md point 3; ADR 023), against club A,
 * its activity (made by leaderA, inviting group A, memberA invited) and group A. A resource located by its own id
 * (the activity, the group) answers 404 outside club A; the member statistics name the club in the query (403
 * outside it) and the member in the path (404 when not a member of the club).
 */
const ctx = useWorld();

beforeAll(async () => {
  await ctx.t.database.db.execute(
    sql`insert into activity_participants (activity_id, club_id, user_id)
        values (${ctx.world.activities.a}, ${ctx.world.clubA}, ${ctx.world.userIds.memberA}) on conflict do nothing`,
  );
});

/** Located by the activity's own id: 404 outside club A. */
const byActivity = { anonymous: 401, outsider: 404, otherAdmin: 404 } as const;

// Administrators and group leaders of the club, and members invited to the activity (memberA is).
matrix(
  ctx,
  'activityComment',
  { ...byActivity, member: 'ok', otherLeader: 'ok', groupLeader: 'ok', admin: 'ok' },
  ({ options }) =>
    api(ctx.t, options).activityComment({ params: { id: ctx.world.activities.a }, body: { Comment: 'Hej' } }),
);

// Every leader of the club reads every activity (ADR 022); no group is concerned, and both leader columns pass.
matrix(
  ctx,
  'activityStatistics',
  { ...byActivity, member: 403, otherLeader: 'ok', groupLeader: 'ok', admin: 'ok' },
  ({ options }) => api(ctx.t, options).activityStatistics({ params: { id: ctx.world.activities.a } }),
);

/** memberA's statistics in club A: the club named in the query; a leader only for members of a group they lead. */
const memberStatistics: Expectations = {
  anonymous: 401,
  outsider: 403,
  member: 403,
  otherLeader: 403,
  groupLeader: 'ok',
  otherAdmin: 403,
  admin: 'ok',
};
matrix(ctx, 'userStatistics', memberStatistics, ({ options }) =>
  api(ctx.t, options).userStatistics({
    params: { id: ctx.world.userIds.memberA },
    query: { clubId: ctx.world.clubA },
  }),
);

// Group A's statistics: its leader and the administrators.
matrix(
  ctx,
  'groupStatistics',
  { ...byActivity, member: 403, otherLeader: 403, groupLeader: 'ok', admin: 'ok' },
  ({ options }) => api(ctx.t, options).groupStatistics({ params: { id: ctx.world.groups.a }, query: {} }),
);

describe('whom the statistics name', () => {
  const userStats = (persona: Parameters<typeof ctx.as>[0], id: () => number, clubId = () => ctx.world.clubA) =>
    ctx.as(persona).userStatistics({ params: { id: id() }, query: { clubId: clubId() } });

  it.each([
    ['an unknown user', () => 999_999],
    ['a user of no club (signed in)', () => ctx.world.userIds.loner],
    ["club B's administrator", () => ctx.world.userIds.adminB],
  ])("answers 404 for %s to club A's administrator", async (_label, id) => {
    await expect(userStats('adminA', id)).rejects.toMatchObject({ status: 404 });
  });

  it("answers 404 for a user not in club A to a group leader, before the leader's own check", async () => {
    await expect(userStats('leaderA', () => ctx.world.userIds.adminB)).rejects.toMatchObject({ status: 404 });
  });

  it('lets a group leader see themselves and the members of the groups they lead, and nobody else', async () => {
    const other = await seedMember(ctx.t.database.db, ctx.world.clubA, ctx.world.groups.otherA, 'Anden');
    const loose = await seedMember(ctx.t.database.db, ctx.world.clubA, null, 'Løs');
    await expect(userStats('leaderA', () => ctx.world.userIds.leaderA)).resolves.toMatchObject({ rows: [] });
    await expect(userStats('leaderA', () => other)).rejects.toMatchObject({ status: 403 });
    await expect(userStats('leaderA', () => loose)).rejects.toMatchObject({ status: 403 });
    await expect(userStats('otherLeaderA', () => other)).resolves.toMatchObject({ rows: [] });
    await expect(userStats('adminA', () => loose)).resolves.toMatchObject({ rows: [] });
  });

  it("answers 403 for club B named in the query by club A's administrator", async () => {
    await expect(
      userStats(
        'adminA',
        () => ctx.world.userIds.adminB,
        () => ctx.world.clubB,
      ),
    ).rejects.toMatchObject({ status: 403 });
  });

  it("answers 404 for club B's group and activity to club A's administrator", async () => {
    await expect(
      ctx.as('adminA').groupStatistics({ params: { id: ctx.world.groups.b }, query: {} }),
    ).rejects.toMatchObject({ status: 404 });
    await expect(ctx.as('adminA').activityStatistics({ params: { id: ctx.world.activities.b } })).rejects.toMatchObject(
      { status: 404 },
    );
  });
});

describe('every statistics call, and the comment call, is in a matrix', () => {
  it('covers each entry of the statistics contract and activityComment', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual([...Object.keys(statisticsContract), 'activityComment'].sort());
  });
});
