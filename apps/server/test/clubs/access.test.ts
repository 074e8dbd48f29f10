import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedAccessWorld, type AccessWorld, type Persona } from '../support/seedAccessWorld.js';
import { statusOf } from '../support/statusOf.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api } from '../support/api.js';
import { pngFile } from '../support/images.js';

/**
 * The access matrix for every clubs call × {anonymous, signed-in user not in the club, member,
 * group leader, administrator of another club, administrator}, all against club A.
 *
 * `client` calls carry a basic client credential and no session, so the persona does not apply to them:
 * "anonymous" is a call without the credential (401); every persona column is the same call with the
 * credential (2xx), whoever the visitor is. A wrong credential answers 401 too (checked below).
 */
let t: TestApp;
let world: AccessWorld;
let dataDir: string;

beforeAll(async () => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-access-'));
  t = await createTestApp({ DATA_DIR: dataDir });
  world = await seedAccessWorld(t.database.db);
  await t.database.db.execute(sql`insert into club_links (club_id, token) values (${world.clubA}, 'tok-a')`);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

type Column = 'anonymous' | Persona;
const columns: Column[] = ['anonymous', 'loner', 'memberA', 'leaderA', 'adminB', 'adminA'];
const columnLabel: Record<Column, string> = {
  anonymous: 'anonymous',
  loner: 'signed-in user not in the club',
  memberA: 'member',
  leaderA: 'group leader',
  adminB: 'administrator of another club',
  adminA: 'administrator',
};

type Level = 'user' | 'client' | 'admin';
type Expected = 'ok' | 401 | 403;
const expectedFor: Record<Level, Record<Column, Expected>> = {
  user: { anonymous: 401, loner: 'ok', memberA: 'ok', leaderA: 'ok', adminB: 'ok', adminA: 'ok' },
  client: { anonymous: 401, loner: 'ok', memberA: 'ok', leaderA: 'ok', adminB: 'ok', adminA: 'ok' },
  admin: { anonymous: 401, loner: 403, memberA: 403, leaderA: 403, adminB: 403, adminA: 'ok' },
};

/** A client for a column: a session token for user and admin calls; for client calls the credential or none. */
const clientFor = (level: Level, column: Column) => {
  if (column === 'anonymous') return api(t, { anonymous: true });
  return level === 'client' ? api(t) : api(t, { token: world.tokens[column] });
};

type Api = ReturnType<typeof api>;
let created = 0;
const calls: { name: string; level: Level; call: (api: Api) => Promise<unknown> }[] = [
  {
    name: 'POST /v2/web/newclub',
    level: 'user',
    call: (api) => api.newClub({ body: { title: `Matrix Klub ${(created += 1)}`, zip: '8000' } }),
  },
  { name: 'GET /v2/web/cluboverview', level: 'user', call: (api) => api.clubOverview({}) },
  { name: 'GET /v2/wheel/myclubwheels', level: 'user', call: (api) => api.myClubWheels({}) },
  {
    name: 'PUT /v3/clubs/:clubId/images/header',
    level: 'admin',
    call: (api) => api.putClubHeaderImage({ params: { clubId: world.clubA }, body: { image: pngFile() } }),
  },
  { name: 'GET /v3/clubs/:id', level: 'admin', call: (api) => api.getClub({ params: { id: world.clubA } }) },
  {
    name: 'PATCH /v3/clubs/:id',
    level: 'admin',
    call: (api) => api.patchClub({ params: { id: world.clubA }, body: { description: 'Matrix' } }),
  },
  { name: 'GET /v3/user/clubmaps', level: 'user', call: (api) => api.userClubMaps({}) },
  { name: 'GET /v3/user/0/children', level: 'user', call: (api) => api.userChildren({}) },
  {
    name: 'GET /v2/clubs/datapolicy/link/get',
    level: 'client',
    call: (api) => api.dataPolicyLink({ query: { clubId: world.clubA } }),
  },
  {
    name: 'GET /v2/clubs/datapolicy/accept',
    level: 'user',
    call: (api) => api.acceptDataPolicy({ query: { clubId: world.clubA } }),
  },
  {
    name: 'GET /v4/clubs/getClubDisableProperties',
    level: 'client',
    call: (api) => api.clubDisableProperties({ query: { clubId: world.clubA } }),
  },
  {
    name: 'POST /v2/login/checkclublink',
    level: 'client',
    call: (api) => api.checkClubLink({ body: { clubToken: 'tok-a' } }),
  },
  { name: 'POST /v4/sponsors/Show', level: 'user', call: (api) => api.showSponsor({}) },
];

describe.each(calls)('$name ($level)', ({ level, call }) => {
  it.each(columns)('%s', async (column) => {
    const expected = expectedFor[level][column];
    expect({ who: columnLabel[column], status: await statusOf(call(clientFor(level, column))) }).toEqual({
      who: columnLabel[column],
      status: expected,
    });
  });
  if (level === 'client') {
    it.each([
      ['a wrong credential', { user: 'web', password: 'wrong' }],
      ['an unknown client', { user: 'nobody', password: 'web' }],
    ])('answers 401 for %s', async (_label, credential) => {
      expect(await statusOf(call(api(t, { clientCredential: credential })))).toBe(401);
    });
  } else {
    it.each([
      ['a bad token', 'not-a-token'],
      ['an expired token', 'token-expired'],
    ])('answers 401 for %s', async (_label, token) => {
      expect(await statusOf(call(api(t, { token: token })))).toBe(401);
    });
  }
});

describe('every clubs call is in the matrix', () => {
  it('lists each entry of the clubs contract once', async () => {
    const { clubsContract } = await import('@klubhus/domain');
    const names = Object.values(clubsContract).map((entry) => `${entry.method} ${entry.path}`);
    expect(calls.map((call) => call.name).sort()).toEqual(names.sort());
    for (const entry of Object.values(clubsContract)) {
      expect(calls.find((call) => call.name === `${entry.method} ${entry.path}`)?.level).toBe(entry.access);
    }
  });
});
