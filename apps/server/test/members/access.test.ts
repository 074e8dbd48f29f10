import { membersContract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { coveredEntries, matrix, type Expectations } from '../support/matrix.js';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';

/**
 * Every members call × the seven personas (AREAS.md point 3), on club A and group A (led by leaderA, with
 * memberA in it). All three calls are `leader` calls narrowed to the group concerned: the leader of another
 * group of the club gets 403, like a member.
 */
const ctx = useWorld();

/** A leader call on group A of club A. */
const leaderOfGroupA: Expectations = {
  anonymous: 401,
  outsider: 403,
  member: 403,
  otherLeader: 403,
  groupLeader: 'ok',
  otherAdmin: 403,
  admin: 'ok',
};

/** The same, located by the group's own id: a caller outside its club learns nothing (404). */
const leaderOfGroupAByGroupId: Expectations = { ...leaderOfGroupA, outsider: 404, otherAdmin: 404 };

matrix(ctx, 'memberOverview', leaderOfGroupA, ({ options }) =>
  api(ctx.t, options).memberOverview({
    params: { club: ctx.world.clubA },
    query: { group: String(ctx.world.groups.a) },
  }),
);
matrix(ctx, 'groupRemoveMembers', leaderOfGroupAByGroupId, ({ options }) =>
  // Removing someone not in the group is a no-op, so every cell finds the world as it was.
  api(ctx.t, options).groupRemoveMembers({
    params: { id: ctx.world.groups.a },
    body: { memberIds: [String(ctx.world.userIds.otherLeaderA)] },
  }),
);
matrix(ctx, 'setMemberGroups', leaderOfGroupA, ({ options }) => {
  // memberA stays in group A: the call is allowed or refused, never a change.
  const memberId = String(ctx.world.userIds.memberA);
  return api(ctx.t, options).setMemberGroups({
    params: { club: ctx.world.clubA, id: memberId },
    query: {},
    body: { memberId, groups: [ctx.world.groups.a], leader: false },
  });
});

describe('a group leader acts only on groups they lead', () => {
  const asLeader = () => api(ctx.t, { token: ctx.world.tokens.leaderA });

  it.each(['all', 'notInGroups', 'inactive'])('lists group=%s', async (group) => {
    expect(await statusOf(asLeader().memberOverview({ params: { club: ctx.world.clubA }, query: { group } }))).toBe(
      'ok',
    );
  });

  it("answers 403 for another group of the club and 404 for another club's group", async () => {
    const overview = (group: number) =>
      statusOf(asLeader().memberOverview({ params: { club: ctx.world.clubA }, query: { group: String(group) } }));
    expect(await overview(ctx.world.groups.otherA)).toBe(403);
    expect(await overview(ctx.world.groups.b)).toBe(404);
    // The same for an administrator, who may list every group of their own club only.
    const admin = api(ctx.t, { token: ctx.world.tokens.adminA });
    expect(
      await statusOf(
        admin.memberOverview({ params: { club: ctx.world.clubA }, query: { group: String(ctx.world.groups.b) } }),
      ),
    ).toBe(404);
  });

  it('may not remove members from a group of the club they do not lead (403), nor of another club (404)', async () => {
    const remove = (id: number) =>
      statusOf(asLeader().groupRemoveMembers({ params: { id }, body: { memberIds: ['1'] } }));
    expect(await remove(ctx.world.groups.otherA)).toBe(403);
    expect(await remove(ctx.world.groups.b)).toBe(404);
  });

  it('may not put a member into a group they do not lead, nor make anyone a leader', async () => {
    const memberId = String(ctx.world.userIds.memberA);
    const set = (groups: number[], leader: boolean) =>
      statusOf(
        asLeader().setMemberGroups({
          params: { club: ctx.world.clubA, id: memberId },
          query: {},
          body: { memberId, groups, leader },
        }),
      );
    expect(await set([ctx.world.groups.a, ctx.world.groups.otherA], false)).toBe(403);
    expect(await set([ctx.world.groups.a], true)).toBe(403);
    expect(await set([ctx.world.groups.b], false)).toBe(404);
  });
});

describe('every members call is in a matrix', () => {
  it('covers each entry of the members contract', () => {
    expect([...coveredEntries()].sort()).toEqual(Object.keys(membersContract).sort());
  });
});
