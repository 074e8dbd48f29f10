import fs from 'node:fs';
import { SPONSOR_VIEW_PACKAGES, SPONSORS_MAX, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { readTables } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { PNG_BYTES } from '../support/images.js';
import { useWorld } from '../support/world.js';
import {
  PNG_BASE64,
  countsOf,
  fileOf,
  logoFilesOf,
  poolOf,
  putClub,
  putPerson,
  putSponsor,
  sponsorTables,
  tempDataDir,
} from './helpers.js';

/**
 * The sponsor tab's calls (spec document 2 §2.9, §3, §5, §6, §9; ADR 029): sponsors with their logos as files (shared
 * by sponsors of one club, removed with the last), zips only for external sponsors, views bought for a sponsor or for
 * the pool at §9's prices, exemptions per member type, and the zips a sponsor can target.
 */
const dataDir = tempDataDir('behaviour');
const ctx = useWorld({ DATA_DIR: dataDir });
const { as } = ctx;
const db = () => ctx.t.database.db;
const admin = () => as('adminA');
/** A club of the test's own (adminA its administrator), so that other tests' sponsors stay out of its lists. */
let clubId: number;
beforeAll(async () => {
  clubId = await putClub(db(), ctx.world.userIds.adminA, 'Sponsorklubben');
});

const exists = (url: string) => fs.existsSync(fileOf(dataDir, url));

const create = (over: Record<string, unknown> = {}) =>
  admin().createSponsor({
    body: { clubId, title: 'Bageriet Kornet', url: 'bageriet-kornet.dk', logoBase64: PNG_BASE64, ...over } as never,
  });

describe('POST /v4/sponsors/club/create', () => {
  it('adds the sponsor with its logo stored as a file, owning no views yet', async () => {
    const sponsor = await create();
    expect(sponsor).toEqual({
      id: expect.any(Number),
      clubId,
      title: 'Bageriet Kornet',
      url: 'https://bageriet-kornet.dk',
      logo: expect.stringMatching(new RegExp(`^/files/sponsors/${clubId}/[0-9a-f]{24}\\.png$`)),
      maxViews: 0,
      shownCount: 0,
      zipCodes: [],
      isExternal: false,
    });
    expect(new Uint8Array(fs.readFileSync(fileOf(dataDir, sponsor.logo)))).toEqual(PNG_BYTES);
    const list = await admin().clubSponsors({ query: { clubId } });
    expect(list.sponsors.at(-1)).toEqual(sponsor);
  });

  it('stores an external sponsor’s zips normalised, each once, sorted', async () => {
    const sponsor = await create({ isExternal: true, zipCodes: ['8200', ' 8000', 'dk 8000', '8000', 'DK8000'] });
    expect(sponsor).toMatchObject({ isExternal: true, zipCodes: ['8000', '8200', 'DK8000'] });
  });

  it('lets a sponsor share the logo of one of the club’s sponsors, by its address with or without origin', async () => {
    const first = await create({ title: 'Kornet, bageriet' });
    const before = logoFilesOf(dataDir, clubId);
    const second = await create({ title: 'Kornet, caféen', logoBase64: undefined, logo: first.logo });
    const third = await create({
      title: 'Kornet, kagerne',
      logoBase64: undefined,
      logo: `http://klub.dk${first.logo}`,
    });
    expect([second.logo, third.logo]).toEqual([first.logo, first.logo]);
    expect(logoFilesOf(dataDir, clubId)).toEqual(before);
  });

  it('lists the sponsors in creation order', async () => {
    const a = await create({ title: 'Først' });
    const b = await create({ title: 'Så' });
    const ids = (await admin().clubSponsors({ query: { clubId } })).sponsors.map((sponsor) => sponsor.id);
    expect(ids.slice(-2)).toEqual([a.id, b.id]);
    expect(ids).toEqual([...ids].sort((x, y) => x - y));
  });

  it(`refuses the ${SPONSORS_MAX + 1}st sponsor of a club with 409 sponsorsFull, writing nothing and no file`, async () => {
    const full = await putClub(db(), ctx.world.userIds.adminA, 'Fuld klub');
    for (let index = 0; index < SPONSORS_MAX; index++) await putSponsor(db(), full, { title: `Sponsor ${index}` });
    const before = await readTables(db(), sponsorTables);
    const refused = await failure(
      admin().createSponsor({ body: { clubId: full, title: 'Én for meget', url: 'x.dk', logoBase64: PNG_BASE64 } }),
    );
    expect(refused).toMatchObject({
      status: 409,
      code: 'sponsorsFull',
      message: 'Klubben har nået det største antal sponsorer',
    });
    expect(await readTables(db(), sponsorTables)).toEqual(before);
    expect(logoFilesOf(dataDir, full)).toEqual([]);
  });
});

describe('PUT /v4/sponsors/club/update', () => {
  it('changes title, url and logo; the old logo’s file goes when no sponsor names it any more', async () => {
    const sponsor = await create();
    const changed = await admin().updateSponsor({
      body: { sponsorId: sponsor.id, title: 'Kornet', url: 'https://kornet.dk/sponsor', logoBase64: PNG_BASE64 },
    });
    expect(changed).toMatchObject({ id: sponsor.id, title: 'Kornet', url: 'https://kornet.dk/sponsor' });
    expect(changed.logo).not.toBe(sponsor.logo);
    expect(exists(changed.logo)).toBe(true);
    expect(exists(sponsor.logo)).toBe(false);
  });

  it('keeps the old logo’s file while another sponsor names it', async () => {
    const first = await create();
    const second = await create({ logoBase64: undefined, logo: first.logo });
    const changed = await admin().updateSponsor({
      body: { sponsorId: second.id, title: 'Ny', url: 'ny.dk', logoBase64: PNG_BASE64 },
    });
    expect(exists(first.logo)).toBe(true);
    expect(exists(changed.logo)).toBe(true);
  });

  it('keeps its own logo named by its address, and its counts', async () => {
    const sponsor = await create();
    await db().execute(sql`update sponsors set max_views = 2500, shown_count = 12 where id = ${sponsor.id}`);
    const files = logoFilesOf(dataDir, clubId);
    const changed = await admin().updateSponsor({
      body: { sponsorId: sponsor.id, title: 'Samme logo', url: 'x.dk', logo: sponsor.logo },
    });
    expect(changed).toMatchObject({ logo: sponsor.logo, maxViews: 2500, shownCount: 12 });
    expect(logoFilesOf(dataDir, clubId)).toEqual(files);
  });

  it('changes an external sponsor’s zips when given, and keeps them when left out', async () => {
    const sponsor = await create({ isExternal: true, zipCodes: ['8000'] });
    const base = { sponsorId: sponsor.id, title: 'Ude', url: 'ude.dk', logo: sponsor.logo };
    expect(await admin().updateSponsor({ body: { ...base, zipCodes: ['8210 ', '8200', '8200'] } })).toMatchObject({
      zipCodes: ['8200', '8210'],
    });
    expect(await admin().updateSponsor({ body: base })).toMatchObject({ zipCodes: ['8200', '8210'] });
    expect(await admin().updateSponsor({ body: { ...base, zipCodes: [] } })).toMatchObject({ zipCodes: [] });
  });

  it('never changes isExternal (set when created)', async () => {
    const sponsor = await create();
    const body = { sponsorId: sponsor.id, title: 'Lokal', url: 'x.dk', logo: sponsor.logo, isExternal: true };
    expect(await admin().updateSponsor({ body: body as never })).toMatchObject({ isExternal: false });
  });

  it('removes the new logo’s file again when the change is refused', async () => {
    const sponsor = await create();
    const files = logoFilesOf(dataDir, clubId);
    const refused = await failure(
      admin().updateSponsor({
        body: { sponsorId: sponsor.id, title: 'X', url: 'x.dk', logoBase64: PNG_BASE64, zipCodes: ['8000'] },
      }),
    );
    expect(refused).toMatchObject({ status: 400, code: 'zipsExternalOnly', field: 'zipCodes' });
    expect(logoFilesOf(dataDir, clubId)).toEqual(files);
  });
});

describe('DELETE /v4/sponsors/club/delete', () => {
  it('deletes the sponsor and its logo’s file; its orders stay, without it', async () => {
    const sponsor = await create();
    const order = await admin().orderSponsorViews({ body: { ClubId: clubId, ViewCount: 2500, SponsorId: sponsor.id } });
    await admin().deleteSponsor({ query: { sponsorId: sponsor.id } });
    expect(exists(sponsor.logo)).toBe(false);
    const ids = (await admin().clubSponsors({ query: { clubId } })).sponsors.map((row) => row.id);
    expect(ids).not.toContain(sponsor.id);
    const [row] = await queryRows<{ sponsor_id: number | null; view_count: number }>(
      db(),
      sql`select sponsor_id, view_count from sponsor_orders where id = ${order.orderId}`,
    );
    expect(row).toEqual({ sponsor_id: null, view_count: 2500 });
    expect(await failure(admin().deleteSponsor({ query: { sponsorId: sponsor.id } }))).toMatchObject({ status: 404 });
  });

  it('keeps a shared logo’s file until its last sponsor is deleted', async () => {
    const first = await create();
    const second = await create({ logoBase64: undefined, logo: first.logo });
    await admin().deleteSponsor({ query: { sponsorId: first.id } });
    expect(exists(first.logo)).toBe(true);
    await admin().deleteSponsor({ query: { sponsorId: second.id } });
    expect(exists(first.logo)).toBe(false);
  });
});

describe('POST /v4/sponsors/club/order (§9)', () => {
  it.each(SPONSOR_VIEW_PACKAGES.map((pack) => [pack.views, pack.priceKr] as const))(
    'buys %i views for the pool at %i kr., recorded with the buyer',
    async (views, priceKr) => {
      const pool = (await poolOf(db(), clubId)) ?? 0;
      const answer = await admin().orderSponsorViews({ body: { ClubId: clubId, ViewCount: views } });
      expect(answer).toMatchObject({ orderId: expect.any(Number), viewCount: views, priceKr, sponsorId: null });
      expect(answer.list.poolViewsLeft).toBe(pool + views);
      expect(await poolOf(db(), clubId)).toBe(pool + views);
      const [row] = await queryRows<Record<string, unknown>>(
        db(),
        sql`select club_id, sponsor_id, view_count, price_kr, ordered_by_user_id from sponsor_orders
             where id = ${answer.orderId}`,
      );
      expect(row).toEqual({
        club_id: clubId,
        sponsor_id: null,
        view_count: views,
        price_kr: priceKr,
        ordered_by_user_id: ctx.world.userIds.adminA,
      });
    },
  );

  it('buys views for one sponsor: its maxViews grow, the pool stays', async () => {
    const sponsor = await create();
    const pool = await poolOf(db(), clubId);
    const answer = await admin().orderSponsorViews({
      body: { ClubId: clubId, ViewCount: 10_000, SponsorId: sponsor.id },
    });
    expect(answer).toMatchObject({ viewCount: 10_000, priceKr: 900, sponsorId: sponsor.id });
    expect(answer.list.sponsors.find((row) => row.id === sponsor.id)).toMatchObject({
      maxViews: 10_000,
      shownCount: 0,
    });
    await admin().orderSponsorViews({ body: { ClubId: clubId, ViewCount: 2500, SponsorId: sponsor.id } });
    expect(await countsOf(db(), sponsor.id)).toEqual({ maxViews: 12_500, shownCount: 0 });
    expect(await poolOf(db(), clubId)).toBe(pool);
  });
});

describe('the exemptions per member type (§6)', () => {
  const roles = () => admin().sponsorExemptions({ body: { clubId } });
  const leader = memberTypeOf('leader');

  it('reads none before exemption/new, which makes the three rows, none enabled; a second call keeps them', async () => {
    const own = await putClub(db(), ctx.world.userIds.adminA, 'Undtagelsesklubben');
    expect(await admin().sponsorExemptions({ body: { clubId: own } })).toEqual([]);
    await admin().orderSponsorViews({ body: { ClubId: own, ViewCount: 2500 } });
    await admin().orderSponsorViews({ body: { ClubId: own, ViewCount: 10_000 } });
    const made = await admin().newSponsorExemptions({ body: { clubId: own } });
    const row = (memberType: number, memberTypeString: string) => ({
      memberType,
      memberTypeString,
      enabled: false,
      shownCount: 0,
      maxViews: 12_500,
    });
    expect(made).toEqual([
      row(memberTypeOf('member'), 'member'),
      row(leader, 'leader'),
      row(memberTypeOf('admin'), 'admin'),
    ]);
    await admin().updateSponsorExemptions({
      body: { ClubId: own, RoleExemptions: [{ MemberType: leader, Enabled: true }] },
    });
    const again = await admin().newSponsorExemptions({ body: { clubId: own } });
    expect(again.map((exemption) => exemption.enabled)).toEqual([false, true, false]);
    expect(await admin().sponsorExemptions({ body: { clubId: own } })).toEqual(again);
  });

  it('roles/update sets Enabled of the types named only, making a row not made yet', async () => {
    expect(await roles()).toEqual([]);
    const updated = await admin().updateSponsorExemptions({
      body: { ClubId: clubId, RoleExemptions: [{ MemberType: leader, Enabled: true }] },
    });
    expect(updated.map(({ memberTypeString, enabled }) => [memberTypeString, enabled])).toEqual([['leader', true]]);
    await admin().newSponsorExemptions({ body: { clubId } });
    const after = await admin().updateSponsorExemptions({
      body: {
        ClubId: clubId,
        RoleExemptions: [
          { MemberType: memberTypeOf('admin'), Enabled: true },
          { MemberType: leader, Enabled: false },
        ],
      },
    });
    expect(after.map(({ memberTypeString, enabled }) => [memberTypeString, enabled])).toEqual([
      ['member', false],
      ['leader', false],
      ['admin', true],
    ]);
    expect(await roles()).toEqual(after);
  });
});

describe('GET /v4/sponsors/zips', () => {
  it("answers the distinct zips of the club's members, trimmed, sorted, without blanks or other clubs'", async () => {
    const own = await putClub(db(), ctx.world.userIds.adminA, 'Postnummerklubben');
    for (const zip of ['8200', ' 8000 ', '8000', null, '', '   ', '8000', 'DK-2100', '1050']) {
      await putPerson(db(), own, { zip });
    }
    await putPerson(db(), own, { role: 'leader', zip: '8210' });
    await putPerson(db(), ctx.world.clubA, { zip: '9000' });
    await putPerson(db(), null, { zip: '9100' });
    expect(await admin().sponsorZips({ query: { clubId: own } })).toEqual({
      zips: ['1050', '8000', '8200', '8210', 'DK-2100'],
    });
  });

  it('answers none for a club whose members have no zips', async () => {
    const own = await putClub(db(), ctx.world.userIds.adminA, 'Tom klub');
    expect(await admin().sponsorZips({ query: { clubId: own } })).toEqual({ zips: [] });
  });
});
