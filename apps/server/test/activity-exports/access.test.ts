import { activityExportsContract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix, type Expectations } from '../support/matrix.js';
import { useWorld } from '../support/world.js';

/**
 * Every activity export × the seven personas (AREAS.md point 3; ADR 026), against club A. The club's file is its
 * administrators' (no group is concerned: both leader columns 403). The group file is also group A's leader's, and
 * the member file (memberA, in group A) the leader of a group the member is in; the other group's leader gets 403.
 */
const ctx = useWorld();

const range = { startDate: '2026-01-01', endDate: '2026-12-31' };

/** Administrators, and the leader of the group concerned (the club named in the query: 403 outside it). */
const leaderOfTheGroup: Expectations = {
  anonymous: 401,
  outsider: 403,
  member: 403,
  otherLeader: 403,
  groupLeader: 'ok',
  otherAdmin: 403,
  admin: 'ok',
};

matrix(ctx, 'exportClubActivities', adminOfClubA, ({ options }) =>
  api(ctx.t, options).exportClubActivities({ params: { club: ctx.world.clubA }, query: range }),
);
matrix(ctx, 'exportGroupAttendance', leaderOfTheGroup, ({ options }) =>
  api(ctx.t, options).exportGroupAttendance({
    params: { group: ctx.world.groups.a },
    query: { clubId: ctx.world.clubA, ...range },
  }),
);
matrix(ctx, 'exportMemberAttendance', leaderOfTheGroup, ({ options }) =>
  api(ctx.t, options).exportMemberAttendance({
    params: { member: ctx.world.userIds.memberA },
    query: { clubId: ctx.world.clubA, ...range },
  }),
);

describe('every activity export is in a matrix', () => {
  it('covers each entry of the activity exports contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(activityExportsContract).sort());
  });
});
