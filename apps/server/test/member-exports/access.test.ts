import { memberExportsContract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';

/**
 * Every export × the seven personas (AREAS.md point 3), against club A. The files carry people's contact details, so
 * they are the administrator's (ADR 017): the club is in the path, and anyone else gets 403 — group leaders too,
 * whichever group they lead (no group is concerned). The household export's flag is on by default.
 */
const ctx = useWorld();

const club = () => ctx.world.clubA;

matrix(ctx, 'exportMembers', adminOfClubA, ({ options }) =>
  api(ctx.t, options).exportMembers({ params: { club: club() }, query: {} }),
);
matrix(ctx, 'exportInactive', adminOfClubA, ({ options }) =>
  api(ctx.t, options).exportInactive({ params: { club: club() } }),
);
matrix(ctx, 'exportByAge', adminOfClubA, ({ options }) =>
  api(ctx.t, options).exportByAge({ params: { club: club(), from: 0, to: 150 } }),
);
matrix(ctx, 'exportRemoved', adminOfClubA, ({ options }) =>
  api(ctx.t, options).exportRemoved({ params: { club: club() } }),
);
matrix(ctx, 'exportRelations', adminOfClubA, ({ options }) =>
  api(ctx.t, options).exportRelations({ params: { club: club() }, query: {} }),
);

describe('every export is in a matrix', () => {
  it('covers each entry of the member exports contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(memberExportsContract).sort());
  });
});
