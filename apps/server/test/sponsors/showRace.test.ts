import { statusOf } from '../support/statusOf.js';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { countsOf, poolOf, putClub, putPerson, putSponsor, setPool } from './helpers.js';

/**
 * The gate under parallel sign-ins (issue 26, AREAS.md point 5; ADR 029): 50 members of a club ask for a banner at
 * once and exactly as many banners are shown as there were views, each counted once. The guard is the club's pool row,
 * locked before anything is read: without it the checks read the same counts, pick the same sponsor, and the counts
 * pass `maxViews` (the database's check then refuses, 500) or the pool goes below zero. Needs connections at once;
 * PGlite has one, where the checks cannot overlap.
 */
describe.skipIf(!process.env.DATABASE_URL)('the sponsor gate under parallel sign-ins on PostgreSQL', () => {
  let t: TestApp;
  let world: AccessWorld;
  beforeAll(async () => {
    t = await createTestApp();
    world = await seedAccessWorld(t.database.db);
  });
  afterAll(async () => {
    await t?.close();
  });

  const PEOPLE = 50;
  const VIEWS = 30;

  /** `PEOPLE` members of a new club, each with a session. */
  const crowd = async (title: string) => {
    const clubId = await putClub(t.database.db, world.userIds.adminA, title);
    const tokens: string[] = [];
    for (let index = 0; index < PEOPLE; index++) {
      tokens.push((await putPerson(t.database.db, clubId, { name: `Samtidig${index}` })).token);
    }
    return { clubId, tokens };
  };

  /** Every member asks at once; answers the banners shown and every call's status. */
  const rush = async (clubId: number, tokens: readonly string[]) => {
    const answers = await Promise.all(
      tokens.map(async (token) => {
        const call = api(t, { token }).showSponsor({ body: { clubId } });
        const status = await statusOf(call);
        return { status, banner: status === 'ok' ? await call : 0 };
      }),
    );
    return {
      statuses: [...new Set(answers.map((answer) => answer.status))],
      banners: answers.filter((answer) => answer.banner !== 0).length,
    };
  };

  it(`${PEOPLE} at once for a sponsor with ${VIEWS} views left show exactly ${VIEWS} banners`, async () => {
    const { clubId, tokens } = await crowd('Kapløbsklubben');
    const id = await putSponsor(t.database.db, clubId, { title: 'Kornet', maxViews: VIEWS });
    expect(await rush(clubId, tokens)).toEqual({ statuses: ['ok'], banners: VIEWS });
    expect(await countsOf(t.database.db, id)).toEqual({ maxViews: VIEWS, shownCount: VIEWS });
  });

  it(`${PEOPLE} at once for a sponsor living on a pool of ${VIEWS} draw exactly ${VIEWS} views`, async () => {
    const { clubId, tokens } = await crowd('Puljeklubben');
    const spent = await putSponsor(t.database.db, clubId, { title: 'Brugt', maxViews: 5, shownCount: 5 });
    const fresh = await putSponsor(t.database.db, clubId, { title: 'Ny' });
    await setPool(t.database.db, clubId, VIEWS);
    expect(await rush(clubId, tokens)).toEqual({ statuses: ['ok'], banners: VIEWS });
    expect(await poolOf(t.database.db, clubId)).toBe(0);
    const counts = [await countsOf(t.database.db, spent), await countsOf(t.database.db, fresh)];
    for (const count of counts) expect(count.shownCount).toBe(count.maxViews);
    expect(counts.reduce((sum, count) => sum + count.shownCount, 0)).toBe(5 + VIEWS);
  });
});
