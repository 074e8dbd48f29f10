import { memberImportContract, memberTypeOf } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix, type Expectations } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { csvFile, HEADER, upload } from './helpers.js';

/**
 * Every import call × the seven personas (AREAS.md point 3), on club A. The wizard's calls are administrators' calls
 * on the club in the path (or, AddDummyUsersToGroups, in the body): no group is concerned, so both leader columns are
 * refused like a member. groupaddimports and groupremoveimports are leader calls located by group A's own id: its
 * leader passes, the leader of another group of the club gets 403, and callers outside the club 404.
 */
const ctx = useWorld();

/** A leader call on group A located by the group's own id. */
const leaderOfGroupAByGroupId: Expectations = {
  anonymous: 401,
  outsider: 404,
  member: 403,
  otherLeader: 403,
  groupLeader: 'ok',
  otherAdmin: 404,
  admin: 'ok',
};

/**
 * Club A gets a fresh staged import of two rows (1 and 2) by its administrator before the administrator's cell, so that
 * the call finds one waiting; every other cell is refused before any import is read.
 */
const staged = async (column: string) => {
  if (column !== 'admin') return;
  await upload(
    ctx.as('adminA'),
    ctx.world.clubA,
    csvFile([HEADER, '1;Søren;Ærø;;;;;;Træner;Fodbold;Senior', '2;Åse;Østergård;;;;;;;;']),
  );
};

const club = () => ({ club: ctx.world.clubA });
const file = () => csvFile([HEADER, '7;Bo;Holm;;;;;;;;']);

matrix(ctx, 'importOverview', adminOfClubA, ({ options }) =>
  api(ctx.t, options).importOverview({ params: club(), query: {} }),
);
matrix(ctx, 'parseCsv', adminOfClubA, ({ options }) =>
  api(ctx.t, options).parseCsv({ params: club(), body: { newmembers: file() } }),
);
matrix(ctx, 'parseCsvConventus', adminOfClubA, ({ options }) =>
  api(ctx.t, options).parseCsvConventus({ params: club(), body: { newmembers: file() } }),
);
matrix(ctx, 'mergeMembers', adminOfClubA, async ({ column, options }) => {
  await staged(column);
  return api(ctx.t, options).mergeMembers({ params: club(), body: { merges: [{ memberId: '1', userId: null }] } });
});
matrix(ctx, 'patchImportedRow', adminOfClubA, async ({ column, options }) => {
  await staged(column);
  return api(ctx.t, options).patchImportedRow({ params: { ...club(), id: '2' }, body: { city: 'Aarhus C' } });
});
matrix(ctx, 'clearImport', adminOfClubA, async ({ column, options }) => {
  await staged(column);
  return api(ctx.t, options).clearImport({ params: club() });
});
matrix(ctx, 'importGroups', adminOfClubA, async ({ column, options }) => {
  await staged(column);
  return api(ctx.t, options).importGroups({
    params: club(),
    body: { groups: [{ id: 'Fodbold-Senior', action: 'skip' }] },
  });
});
matrix(ctx, 'importRoles', adminOfClubA, async ({ column, options }) => {
  await staged(column);
  return api(ctx.t, options).importRoles({
    params: club(),
    body: { roles: [{ id: 'Træner', memberType: memberTypeOf('leader') }] },
  });
});
// Putting club A's inactive member into group A twice is no change: every cell finds the world as it was.
matrix(ctx, 'addDummyUsersToGroups', adminOfClubA, ({ options }) =>
  api(ctx.t, options).addDummyUsersToGroups({
    body: { clubId: ctx.world.clubA, memberIds: [`i${ctx.world.inactiveIds.a}`], groupIds: [ctx.world.groups.a] },
  }),
);
matrix(ctx, 'groupAddImports', leaderOfGroupAByGroupId, ({ options }) =>
  api(ctx.t, options).groupAddImports({
    params: { id: ctx.world.groups.a },
    body: { memberIds: [`i${ctx.world.inactiveIds.a}`] },
  }),
);
matrix(ctx, 'groupRemoveImports', leaderOfGroupAByGroupId, ({ options }) =>
  api(ctx.t, options).groupRemoveImports({
    params: { id: ctx.world.groups.a },
    body: { memberIds: [`i${ctx.world.inactiveIds.a}`] },
  }),
);

describe('every import call is in a matrix', () => {
  it('covers each entry of the import contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(memberImportContract).sort());
  });
});
