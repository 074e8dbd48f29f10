import fs from 'node:fs';
import { memberTypeOf } from '@klubhus/domain';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { seedDemoClub, signInToDemo } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { fileOf, tempDataDir } from './helpers.js';

/**
 * The demo club's sponsors (AREAS.md point 10; ADR 029): the local bakery and the external sports shop targeting 8000
 * and 8200, each some way through the views bought for it, a pool of 2,500, the exemption rows made and none enabled.
 */
const dataDir = tempDataDir('demo');
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp({ DATA_DIR: dataDir });
  clubId = await seedDemoClub(t);
});
afterAll(() => t.close());

describe("the demo club's sponsors", () => {
  it('lists the bakery and the sports shop, both shown, with the pool bought', async () => {
    const client = await signInToDemo(t);
    const list = await client.clubSponsors({ query: { clubId } });
    expect(list.poolViewsLeft).toBe(2500);
    expect(list.sponsors).toEqual([
      expect.objectContaining({ title: 'Bageriet Kornet', isExternal: false, zipCodes: [], maxViews: 10_000 }),
      expect.objectContaining({
        title: 'Jysk Sport & Fritid',
        isExternal: true,
        zipCodes: ['8000', '8200'],
        maxViews: 2500,
      }),
    ]);
    for (const sponsor of list.sponsors) {
      expect(sponsor.shownCount, sponsor.title).toBeGreaterThan(0);
      expect(sponsor.shownCount, sponsor.title).toBeLessThan(sponsor.maxViews);
    }
  });

  it('has real logos of 600×200 under 30 kB, stored as uploads are', async () => {
    const client = await signInToDemo(t);
    const { sponsors } = await client.clubSponsors({ query: { clubId } });
    for (const sponsor of sponsors) {
      expect(sponsor.logo).toMatch(new RegExp(`^/files/sponsors/${clubId}/[0-9a-f]+\\.png$`));
      const bytes = fs.readFileSync(fileOf(dataDir, sponsor.logo));
      expect(bytes.length).toBeLessThan(30 * 1024);
      expect(await sharp(bytes).metadata()).toMatchObject({ format: 'png', width: 600, height: 200 });
    }
  });

  it('has the exemption rows, none enabled, their banners adding up to the sponsors’ and maxViews every view bought', async () => {
    const client = await signInToDemo(t);
    const rows = await client.sponsorExemptions({ body: { clubId } });
    expect(rows.map((row) => [row.memberType, row.enabled])).toEqual([
      [memberTypeOf('member'), false],
      [memberTypeOf('leader'), false],
      [memberTypeOf('admin'), false],
    ]);
    const { sponsors } = await client.clubSponsors({ query: { clubId } });
    const shown = sponsors.reduce((sum, sponsor) => sum + sponsor.shownCount, 0);
    expect(rows.reduce((sum, row) => sum + row.shownCount, 0)).toBe(shown);
    for (const row of rows) expect(row.maxViews).toBe(10_000 + 2500 + 2500);
  });

  it('offers the members’ zips, the sports shop’s among them', async () => {
    const client = await signInToDemo(t);
    const { zips } = await client.sponsorZips({ query: { clubId } });
    expect(zips).toEqual(expect.arrayContaining(['8000', '8200']));
    expect(zips).toEqual([...zips].sort());
  });

  it('shows the administrator a banner at sign-in, and counts it', async () => {
    const client = await signInToDemo(t);
    const before = (await client.clubSponsors({ query: { clubId } })).sponsors;
    const banner = await client.showSponsor({ body: { clubId } });
    expect(banner).toMatchObject({ bannerUrl: expect.stringMatching(/^\/files\/sponsors\//) });
    const after = (await client.clubSponsors({ query: { clubId } })).sponsors;
    const total = (list: typeof before) => list.reduce((sum, sponsor) => sum + sponsor.shownCount, 0);
    expect(total(after)).toBe(total(before) + 1);
  });
});
