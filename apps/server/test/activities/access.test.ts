import { activitiesContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { pngFile } from '../support/images.js';
import { coveredEntries, matrix, type Expectations } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { newActivity, updateOf } from './helpers.js';

/**
 * Every activities call × the seven personas (AREAS.md point 3; ADR 022), against club A and its activity made by
 * leaderA for group A. Every call is for administrators and group leaders; a leader changes only activities they
 * made or are responsible for and invites only groups they lead. Resource-located calls answer 404 outside the club.
 */
const ctx = useWorld();

/** A call of club A's leaders (the club located by its id): administrators and both group leaders. */
const leaderOfClubA: Expectations = {
  anonymous: 401,
  outsider: 403,
  member: 403,
  otherLeader: 'ok',
  groupLeader: 'ok',
  otherAdmin: 403,
  admin: 'ok',
};

/** Reading club A's activity, located by its own id: 404 to those outside club A. */
const readsActivity: Expectations = { ...leaderOfClubA, outsider: 404, otherAdmin: 404 };

/** Changing leaderA's activity of group A: the other group's leader may read it, not change it. */
const changesActivity: Expectations = { ...readsActivity, otherLeader: 403 };

const detailAsAdmin = () => ctx.as('adminA').getActivity({ params: { id: ctx.world.activities.a } });

matrix(ctx, 'activityOverview', leaderOfClubA, ({ options }) =>
  api(ctx.t, options).activityOverview({ query: { clubid: ctx.world.clubA } }),
);
matrix(ctx, 'getAvailableCoHosts', leaderOfClubA, ({ options }) =>
  api(ctx.t, options).getAvailableCoHosts({ query: { clubId: ctx.world.clubA } }),
);
matrix(ctx, 'getActivity', readsActivity, ({ options }) =>
  api(ctx.t, options).getActivity({ params: { id: ctx.world.activities.a } }),
);
// Group A's leader invites group A; the other group's leader may not.
matrix(ctx, 'createActivity', { ...leaderOfClubA, otherLeader: 403 }, ({ options }) =>
  api(ctx.t, options).createActivity({
    body: newActivity(ctx.world.clubA, {
      start: '2027-01-07T16:00',
      end: '2027-01-07T17:00',
      groupIds: [ctx.world.groups.a],
    }),
  }),
);
matrix(ctx, 'updateActivity', changesActivity, async ({ options }) =>
  api(ctx.t, options).updateActivity({ body: updateOf(await detailAsAdmin(), { title: 'Træning (flyttet)' }) }),
);
matrix(ctx, 'updateCoHosts', changesActivity, ({ options }) =>
  api(ctx.t, options).updateCoHosts({ params: { id: ctx.world.activities.a }, body: { coHostIds: [] } }),
);
matrix(ctx, 'newActivityImages', changesActivity, ({ options }) =>
  api(ctx.t, options).newActivityImages({ params: { id: ctx.world.activities.a }, body: { images: [pngFile()] } }),
);
let placed = 0;
// Each cell removes an image of its own, placed on the activity just before.
matrix(ctx, 'activityImageDelete', changesActivity, async ({ options }) => {
  const key = `activities/${ctx.world.clubA}/matrix-${(placed += 1)}.png`;
  await ctx.t.database.db.execute(
    sql`update activities set image_paths = image_paths || ${JSON.stringify([key])}::jsonb where id = ${ctx.world.activities.a}`,
  );
  return api(ctx.t, options).activityImageDelete({
    params: { id: ctx.world.activities.a },
    body: { url: `/files/${key}` },
  });
});
// Each cell cancels an activity of its own, made by leaderA for group A just before (a cancelled one answers 409).
matrix(ctx, 'activityRemove', { ...leaderOfClubA, otherLeader: 403 }, async ({ options }) => {
  const [row] = await queryRows<{ id: number }>(
    ctx.t.database.db,
    sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id)
        values (${ctx.world.clubA}, 1, 'Aflyses', now() + interval '3 days', now() + interval '3 days 1 hour',
                ${ctx.world.userIds.leaderA}) returning id`,
  );
  return api(ctx.t, options).activityRemove({
    params: { club: ctx.world.clubA },
    query: { message: 'Regn' },
    body: { activityId: Number(row?.id), recurring: false },
  });
});

describe('resources of another club', () => {
  it.each([
    ['getActivity', () => ctx.as('adminA').getActivity({ params: { id: ctx.world.activities.b } })],
    [
      'updateCoHosts',
      () => ctx.as('adminA').updateCoHosts({ params: { id: ctx.world.activities.b }, body: { coHostIds: [] } }),
    ],
    [
      'newActivityImages',
      () =>
        ctx.as('adminA').newActivityImages({ params: { id: ctx.world.activities.b }, body: { images: [pngFile()] } }),
    ],
    [
      'activityImageDelete',
      () =>
        ctx.as('adminA').activityImageDelete({ params: { id: ctx.world.activities.b }, body: { url: '/files/x.png' } }),
    ],
  ])("%s answers 404 for club B's activity to club A's administrator", async (_label, call) => {
    await expect(call()).rejects.toMatchObject({ status: 404 });
  });

  it("activityRemove answers 404 on activityId for club B's activity named in club A's path", async () => {
    await expect(
      ctx.as('adminA').activityRemove({
        params: { club: ctx.world.clubA },
        query: {},
        body: { activityId: ctx.world.activities.b, recurring: false },
      }),
    ).rejects.toMatchObject({ status: 404, code: 'activityNotFound', field: 'activityId' });
  });
});

describe('every activities call is in a matrix', () => {
  it('covers each entry of the activities contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(activitiesContract).sort());
  });
});
