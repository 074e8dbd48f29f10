import { groupsContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';

/**
 * Every groups call × the seven personas (AREAS.md point 3), against club A. The overview concerns no single
 * group: both leader columns expect what any group leader gets (ADR 016: administrators and group leaders).
 * The group settings and the tree are the administrator's: groupadd and groupdeleterecursive name the club in
 * the path (403 to anyone else); groupedit locates its group by its own id, so callers outside club A get 404
 * and members of club A who are not its administrator 403 — its own leader included.
 */
const ctx = useWorld();

matrix(
  ctx,
  'groupOverview',
  { anonymous: 401, outsider: 403, member: 403, otherLeader: 'ok', groupLeader: 'ok', otherAdmin: 403, admin: 'ok' },
  ({ options }) => api(ctx.t, options).groupOverview({ params: { club: ctx.world.clubA } }),
);

let added = 0;
matrix(ctx, 'groupAdd', adminOfClubA, ({ options }) =>
  api(ctx.t, options).groupAdd({
    params: { club: ctx.world.clubA },
    body: { title: `Matrixhold ${(added += 1)}`, parentUserGroupId: ctx.world.groups.a },
  }),
);

/** A throwaway group of club A for one deletion, so that every cell has something to delete. */
const throwaway = async (): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    ctx.t.database.db,
    sql`insert into groups (club_id, title) values (${ctx.world.clubA}, 'Slettes') returning id`,
  );
  return Number(row?.id);
};
matrix(ctx, 'groupDeleteRecursive', adminOfClubA, async ({ options }) =>
  api(ctx.t, options).groupDeleteRecursive({
    params: { club: ctx.world.clubA },
    body: { userGroupId: await throwaway() },
  }),
);

matrix(ctx, 'groupEdit', { ...adminOfClubA, outsider: 404, otherAdmin: 404 }, ({ options }) =>
  api(ctx.t, options).groupEdit({
    params: { id: ctx.world.groups.a },
    body: { Title: 'Hold A', maxUsers: null, Open: false, HiddenForClubMembers: false, HiddenForClubLeaders: false },
  }),
);

describe('every groups call is in a matrix', () => {
  it('covers each entry of the groups contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(groupsContract).sort());
  });
});
