import { memberTypeOf, membersContract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { coveredEntries, matrix, type Expectations } from '../support/matrix.js';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';
import { addClubRequest, addGroupRequest, addInactive, addLoneUser, addUser } from './seedMembers.js';

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

/** A leader call with no group concerned: every group leader and administrator of club A passes. */
const anyLeaderOfClubA: Expectations = { ...leaderOfGroupA, otherLeader: 'ok' };

/** An administrator's call on club A. */
const adminOfClubA: Expectations = { ...leaderOfGroupA, groupLeader: 403 };

/** The same, located by an inactive member's own id: a caller outside its club learns nothing (404). */
const adminByInactiveId: Expectations = { ...adminOfClubA, outsider: 404, otherAdmin: 404 };

/** Seeds on first use, inside a test (the world exists by then), and answers the same value afterwards. */
const once = <T>(seed: () => Promise<T>) => {
  let made: Promise<T> | undefined;
  return () => (made ??= seed());
};
const db = () => ctx.t.database.db;
const inactiveOfA = once(() => addInactive(db(), ctx.world.clubA, { firstName: 'Ingrid', surname: 'Matrix' }));
const asker = once(() => addLoneUser(db(), { firstName: 'Aske', surname: 'Matrix' }));
const requester = once(() => addUser(db(), ctx.world.clubA, { firstName: 'Rikke', surname: 'Matrix' }));

matrix(ctx, 'memberDetails', anyLeaderOfClubA, ({ options }) =>
  api(ctx.t, options).memberDetails({ params: { club: ctx.world.clubA, id: String(ctx.world.userIds.memberA) } }),
);
matrix(ctx, 'updateMember', adminOfClubA, ({ options }) =>
  // The club's own note: always the administrator's, whatever the club allows.
  api(ctx.t, options).updateMember({
    params: { club: ctx.world.clubA, id: String(ctx.world.userIds.memberA) },
    body: { note: 'Matrix' },
  }),
);
matrix(ctx, 'updateImportedMember', adminByInactiveId, async ({ options }) =>
  api(ctx.t, options).updateImportedMember({ params: { id: `i${await inactiveOfA()}` }, body: { city: 'Aarhus' } }),
);
matrix(ctx, 'setMemberRole', adminOfClubA, ({ options }) => {
  // memberA stays a member: the call is allowed or refused, never a change.
  const memberId = String(ctx.world.userIds.memberA);
  return api(ctx.t, options).setMemberRole({
    params: { club: ctx.world.clubA, id: memberId },
    body: { memberId, userId: ctx.world.userIds.memberA, type: memberTypeOf('member') },
  });
});
matrix(ctx, 'memberRequests', anyLeaderOfClubA, ({ options }) =>
  api(ctx.t, options).memberRequests({ params: { club: ctx.world.clubA } }),
);
matrix(ctx, 'acceptMember', adminOfClubA, async ({ options }) => {
  const userId = await asker();
  await addClubRequest(db(), ctx.world.clubA, userId);
  return api(ctx.t, options).acceptMember({ params: { club: ctx.world.clubA, id: userId } });
});
// A group request: the leader of its group and administrators answer it; each cell finds one waiting.
matrix(ctx, 'rejectMember', { ...leaderOfGroupA, otherLeader: 403 }, async ({ options }) => {
  const userId = await requester();
  await addGroupRequest(db(), ctx.world.clubA, ctx.world.groups.a, userId);
  return api(ctx.t, options).rejectMember({
    params: { club: ctx.world.clubA, id: String(userId) },
    body: { groupId: ctx.world.groups.a },
  });
});
// A request to join the club: administrators only.
matrix(ctx, 'rejectMember', adminOfClubA, async ({ options }) => {
  const userId = await asker();
  await addClubRequest(db(), ctx.world.clubA, userId);
  return api(ctx.t, options).rejectMember({ params: { club: ctx.world.clubA, id: String(userId) }, body: {} });
});
matrix(ctx, 'removeMembers', adminOfClubA, async ({ options }) => {
  const leaving = await addUser(db(), ctx.world.clubA, { firstName: 'Lone', surname: 'Matrix' });
  return api(ctx.t, options).removeMembers({
    params: { club: ctx.world.clubA },
    body: { memberIds: [String(leaving)] },
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
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(membersContract).sort());
  });
});
