import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { activityTypesContract } from '@klubhus/domain';
import { afterAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { PNG_BYTES } from '../support/images.js';
import {
  adminOfClubA,
  anySignedIn,
  coveredEntries,
  credentialMatrix,
  matrix,
  memberOfClubA,
} from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { seedOwnType } from './helpers.js';

/**
 * Every activity types call × the seven personas (AREAS.md point 3), against club A. No call concerns a group, so both
 * leader columns expect what any member of their role gets: the list is every member's (the activities show the
 * types), the changes are administrators' (§6). The icon list is anyone's signed in; `ChangeColor` is public (an
 * <img> sends no credential).
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-activity-types-access-'));
const ctx = useWorld({ DATA_DIR: dataDir });
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

matrix(ctx, 'activityTypes', memberOfClubA, ({ options }) =>
  api(ctx.t, options).activityTypes({ query: { ClubId: ctx.world.clubA } }),
);

let created = 0;
matrix(ctx, 'createActivityType', adminOfClubA, ({ options }) =>
  api(ctx.t, options).createActivityType({
    body: { clubId: ctx.world.clubA, activityTypeTitle: `Matrix-type ${(created += 1)}` },
  }),
);

matrix(ctx, 'editActivityType', adminOfClubA, ({ options }) =>
  api(ctx.t, options).editActivityType({
    body: { clubId: ctx.world.clubA, clubActivityTypeId: 1, BackgroundHexColor_LightTheme: '#A9C8F0' },
  }),
);

// Each cell removes a fresh type of club A's own, so the administrator's success leaves the others theirs to try.
matrix(ctx, 'removeActivityType', adminOfClubA, async ({ options }) =>
  api(ctx.t, options).removeActivityType({
    body: {
      clubId: ctx.world.clubA,
      clubActivityTypeId: await seedOwnType(ctx.t.database.db, ctx.world.clubA, 'Til fjernelse'),
    },
  }),
);

matrix(ctx, 'activityTypeIcons', anySignedIn, ({ options }) => api(ctx.t, options).activityTypeIcons({}));

/** An image of the server's own files (`/files/…`), as an uploaded icon is stored. */
const ownImage = () => {
  const folder = path.join(dataDir, 'files', 'clubs', 'access');
  fs.mkdirSync(folder, { recursive: true });
  fs.writeFileSync(path.join(folder, 'icon.png'), PNG_BYTES);
  return '/files/clubs/access/icon.png';
};
credentialMatrix(ctx, 'changeImageColour', 'public', ({ options }) =>
  api(ctx.t, options).changeImageColour({ query: { imageUrl: ownImage(), color: '#0B2545' } }),
);

describe('every activity types call is in a matrix', () => {
  it('covers each entry of the activity types contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(activityTypesContract).sort());
  });
});
