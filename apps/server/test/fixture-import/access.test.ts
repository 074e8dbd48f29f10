import { fixtureImportContract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { csvFixtures, HEADER } from './files.js';
import { importBody, rowsOf } from './helpers.js';

/**
 * Both fixture-import calls × the seven personas (AREAS.md point 3; ADR 027), on club A: administrators' calls on the
 * club in the path. The group in the import's body is not the locator (the club is), so no group is concerned: both
 * leader columns are refused like a member; another club's administrator gets 403 for the club id that is not theirs.
 */
const ctx = useWorld();
const club = () => ({ club: ctx.world.clubA });

matrix(ctx, 'parseFixtures', adminOfClubA, ({ options }) =>
  api(ctx.t, options).parseFixtures({
    params: club(),
    body: { file: csvFixtures([HEADER, '1;06-03-2027;10.00;Demo IF;Modstander;Bane;U11']) },
  }),
);

let round = 0;
matrix(ctx, 'importFixtures', adminOfClubA, ({ options }) => {
  round += 1;
  return api(ctx.t, options).importFixtures({
    params: club(),
    body: importBody(ctx.world.groups.a, rowsOf(2, { from: 10_000 * round })),
  });
});

describe('every fixture-import call is in a matrix', () => {
  it('covers each entry of the fixture-import contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(fixtureImportContract).sort());
  });
});
