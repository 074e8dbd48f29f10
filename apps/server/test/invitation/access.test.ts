import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { invitationContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { seedLink } from '../support/links.js';
import { anySignedIn, coveredEntries, matrix, memberOfClubA } from '../support/matrix.js';
import { useWorld, type WorldContext } from '../support/world.js';

/**
 * Every "Joining II" call × the seven personas (AREAS.md point 3). Joining and asking to join take any signed-in
 * user, through a link of a club of its own (so that joining changes nothing of club A's personas); the club request
 * is made where the flag `department_requests` is on, in a second app. Group requests are a member's, in club A;
 * their groups are a list checked in the service, so both leader columns expect what any member gets.
 */
const folder = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-flags-'));
const featuresFile = path.join(folder, 'features.json');
fs.writeFileSync(featuresFile, JSON.stringify({ department_requests: true }));
afterAll(() => fs.rmSync(folder, { recursive: true, force: true }));

const ctx = useWorld();
const byRequest = useWorld({ FEATURES_FILE: featuresFile });

/** A club none of the personas is in, and a working link of it. */
const linkOfOwnClub = async (world: WorldContext) => {
  const [club] = await queryRows<{ id: number }>(
    world.t.database.db,
    sql`insert into clubs (title, country_code) values ('Tilmeldingsklubben', 'DK') returning id`,
  );
  return (await seedLink(world.t, Number(club?.id))).token;
};
let joinToken = '';
let requestToken = '';
beforeAll(async () => {
  joinToken = await linkOfOwnClub(ctx);
  requestToken = await linkOfOwnClub(byRequest);
});

matrix(ctx, 'joinClub', anySignedIn, ({ options }) => api(ctx.t, options).joinClub({ body: { clubToken: joinToken } }));
matrix(byRequest, 'requestClub', anySignedIn, ({ options }) =>
  api(byRequest.t, options).requestClub({ body: { clubToken: requestToken } }),
);
matrix(ctx, 'requestGroups', memberOfClubA, ({ options }) =>
  api(ctx.t, options).requestGroups({
    params: { clubId: ctx.world.clubA },
    query: {},
    body: { groupIds: [ctx.world.groups.otherA] },
  }),
);

describe('every "Joining II" call is in a matrix', () => {
  it('covers each entry of the invitation contract', () => {
    expect([...coveredEntries(ctx), ...coveredEntries(byRequest)].sort()).toEqual(
      Object.keys(invitationContract).sort(),
    );
  });
});
