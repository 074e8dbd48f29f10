import fs from 'node:fs/promises';
import path from 'node:path';
import { memberTypeOf, sponsorExemptRoles, sponsorViewPackage, type MemberRole } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { sponsorExemptions, sponsorOrders, sponsorPools, sponsors } from '../../db/schema/index.js';
import type { DemoContext, DemoDeps, DemoSeeder } from '../../demo/seedDemo.js';
import { serverRoot } from '../../serverRoot.js';
import { localFileStorage } from '../../shared/files/storage.js';
import { logoFolder } from './logos.js';

/**
 * The demo club's sponsors (AREAS.md point 10, issue 26; ADR 029): the local bakery with 10,000 views and the region's
 * sports shop, external and targeting central Aarhus (8000 and 8200), with 2,500, both some way through their views;
 * 2,500 views bought for the club's pool; the exemption rows made, none enabled. The logos are committed PNGs beside
 * this file (600×200), stored as an upload stores them. Written as rows, the same on every start, relative to today.
 */

interface DemoSponsor {
  title: string;
  url: string;
  /** The logo's file beside this one. */
  logo: string;
  isExternal: boolean;
  zipCodes: string[];
  /** The package bought for it (§9). */
  views: number;
  shownCount: number;
  /** Days before today it was added and its views bought. */
  daysAgo: number;
}

const demoSponsors: readonly DemoSponsor[] = [
  {
    title: 'Bageriet Kornet',
    url: 'https://bageriet-kornet.dk',
    logo: 'bageriet-kornet.png',
    isExternal: false,
    zipCodes: [],
    views: 10_000,
    shownCount: 1843,
    daysAgo: 94,
  },
  {
    title: 'Jysk Sport & Fritid',
    url: 'https://jysk-sport-fritid.dk',
    logo: 'jysk-sport-og-fritid.png',
    isExternal: true,
    zipCodes: ['8000', '8200'],
    views: 2500,
    shownCount: 412,
    daysAgo: 31,
  },
];

/** The views bought for the club's pool (one package of §9), and when. */
const POOL_VIEWS = 2500;
const POOL_DAYS_AGO = 12;

/** The banners shown so far by member type: most to members, fewer to the few leaders and administrators. */
const shownByRole: Record<MemberRole, number> = { member: 2031, leader: 176, admin: 48 };

const DAY_MS = 24 * 60 * 60 * 1000;

/** The price of a package of §9 (the demo buys only packages). */
const priceOf = (views: number): number => {
  const pack = sponsorViewPackage(views);
  if (!pack) throw new Error(`the demo buys ${views} views, which is no package`);
  return pack.priceKr;
};

const logoFile = (name: string) => path.join(serverRoot, 'src', 'features', 'sponsors', name);

const seedSponsors = async (tx: Db, { clubId, adminId }: DemoContext, deps: DemoDeps): Promise<void> => {
  const files = localFileStorage(deps.config.dataDir);
  const now = deps.clock.now().getTime();
  for (const item of demoSponsors) {
    const at = new Date(now - item.daysAgo * DAY_MS);
    const logoPath = await files.save(logoFolder(clubId), await fs.readFile(logoFile(item.logo)), 'png');
    const [row] = await tx
      .insert(sponsors)
      .values({
        clubId,
        title: item.title,
        url: item.url,
        logoPath,
        maxViews: item.views,
        shownCount: item.shownCount,
        isExternal: item.isExternal,
        zipCodes: item.zipCodes,
        createdAt: at,
      })
      .returning({ id: sponsors.id });
    if (!row) throw new Error('demo sponsors failed');
    await tx.insert(sponsorOrders).values({
      clubId,
      sponsorId: row.id,
      viewCount: item.views,
      priceKr: priceOf(item.views),
      orderedByUserId: adminId,
      orderedAt: at,
    });
  }
  await tx.insert(sponsorOrders).values({
    clubId,
    sponsorId: null,
    viewCount: POOL_VIEWS,
    priceKr: priceOf(POOL_VIEWS),
    orderedByUserId: adminId,
    orderedAt: new Date(now - POOL_DAYS_AGO * DAY_MS),
  });
  await tx.insert(sponsorPools).values({ clubId, viewsLeft: POOL_VIEWS });
  await tx.insert(sponsorExemptions).values(
    sponsorExemptRoles.map((role) => ({
      clubId,
      memberType: memberTypeOf(role),
      enabled: false,
      shownCount: shownByRole[role],
    })),
  );
};

export const sponsorsDemo: DemoSeeder = { name: 'sponsors', seed: seedSponsors };
