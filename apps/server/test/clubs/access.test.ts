import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { clubsContract } from '@klubhus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { seedLink } from '../support/links.js';
import { pngFile } from '../support/images.js';
import { adminOfClubA, anySignedIn, coveredEntries, credentialMatrix, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';

/**
 * Every clubs call × the seven personas (AREAS.md point 3), against club A. No clubs call concerns a
 * group, so both leader columns expect what any member of their role gets. `client` calls take the
 * client credential instead of a person.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-access-'));
const ctx = useWorld({ DATA_DIR: dataDir });
beforeAll(async () => {
  await seedLink(ctx.t, ctx.world.clubA, { token: 'tok-a' });
  await seedLink(ctx.t, ctx.world.clubA, { token: 'invite-a' });
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

let created = 0;
matrix(ctx, 'newClub', anySignedIn, ({ options }) =>
  api(ctx.t, options).newClub({ body: { title: `Matrix Klub ${(created += 1)}`, zip: '8000' } }),
);
matrix(ctx, 'clubOverview', anySignedIn, ({ options }) => api(ctx.t, options).clubOverview({}));
matrix(ctx, 'myClubWheels', anySignedIn, ({ options }) => api(ctx.t, options).myClubWheels({}));
matrix(ctx, 'userClubMaps', anySignedIn, ({ options }) => api(ctx.t, options).userClubMaps({}));
matrix(ctx, 'userChildren', anySignedIn, ({ options }) => api(ctx.t, options).userChildren({}));
// Accepting a club's data policy: its members, or anyone holding an invitation link of the club.
matrix(
  ctx,
  'acceptDataPolicy',
  { anonymous: 401, outsider: 403, member: 'ok', otherLeader: 'ok', groupLeader: 'ok', otherAdmin: 403, admin: 'ok' },
  ({ options }) => api(ctx.t, options).acceptDataPolicy({ query: { clubId: ctx.world.clubA } }),
);
matrix(ctx, 'acceptDataPolicy', anySignedIn, ({ options }) =>
  api(ctx.t, options).acceptDataPolicy({ query: { clubId: ctx.world.clubA, clubToken: 'invite-a' } }),
);
matrix(ctx, 'showSponsor', anySignedIn, ({ options }) => api(ctx.t, options).showSponsor({ body: {} }));

matrix(ctx, 'putClubHeaderImage', adminOfClubA, ({ options }) =>
  api(ctx.t, options).putClubHeaderImage({ params: { clubId: ctx.world.clubA }, body: { image: pngFile() } }),
);
matrix(ctx, 'getClub', adminOfClubA, ({ options }) => api(ctx.t, options).getClub({ params: { id: ctx.world.clubA } }));
matrix(ctx, 'patchClub', adminOfClubA, ({ options }) =>
  api(ctx.t, options).patchClub({ params: { id: ctx.world.clubA }, body: { description: 'Matrix' } }),
);

credentialMatrix(ctx, 'dataPolicyLink', 'client', ({ options }) =>
  api(ctx.t, options).dataPolicyLink({ query: { clubId: ctx.world.clubA } }),
);
credentialMatrix(ctx, 'clubDisableProperties', 'client', ({ options }) =>
  api(ctx.t, options).clubDisableProperties({ query: { clubId: ctx.world.clubA } }),
);
credentialMatrix(ctx, 'checkClubLink', 'client', ({ options }) =>
  api(ctx.t, options).checkClubLink({ body: { clubToken: 'tok-a' } }),
);

describe('every clubs call is in a matrix', () => {
  it('covers each entry of the clubs contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(clubsContract).sort());
  });
});
