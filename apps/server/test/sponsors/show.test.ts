import { SPONSOR_REPEAT_MS, memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterEach, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { readTables } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import {
  countsOf,
  exempt,
  joinClub,
  poolOf,
  putClub,
  putPerson,
  putSponsor,
  setPool,
  sponsorTables,
  tempDataDir,
  type PutSponsor,
} from './helpers.js';

/**
 * The banner gate through HTTP (`POST /v4/sponsors/Show`; spec document 2 §4, §9; ADR 029): who may be shown which
 * sponsor (exempt member types, zip targeting, views left), the rotation over many sign-ins, the pool's views drawn as
 * they are shown, one counted view per person and club an hour, the club chosen when none is named, and counts that
 * never pass `maxViews`. Each test has a club of its own; each call is by another person unless the test says so.
 */
const ctx = useWorld({ DATA_DIR: tempDataDir('show') });
const db = () => ctx.t.database.db;
afterEach(() => ctx.t.clock.resume());

let clubs = 0;
/** A club of the test's own (adminA its administrator). */
const newClub = () => putClub(db(), ctx.world.userIds.adminA, `Portklub ${++clubs}`);

/** The gate as a new person of `clubId` (a member without a zip unless said) sees it; answers the banner's title or 0. */
const showTo = async (clubId: number, who: { role?: MemberRole; zip?: string | null } = {}) => {
  const { token } = await putPerson(db(), clubId, who);
  return titleOf(await api(ctx.t, { token }).showSponsor({ body: { clubId } }));
};

const titleOf = (banner: 0 | { title?: string | undefined }) => (banner === 0 ? 0 : banner.title);

const sponsorIn = (clubId: number, title: string, fields: PutSponsor = {}) =>
  putSponsor(db(), clubId, { title, logoPath: `sponsors/${clubId}/${title.toLowerCase()}.png`, ...fields });

describe('what the gate answers', () => {
  it('is 0 for a club without sponsors, and writes nothing', async () => {
    const club = await newClub();
    const before = await readTables(db(), sponsorTables);
    expect(await showTo(club)).toBe(0);
    expect(await readTables(db(), sponsorTables)).toEqual(before);
  });

  it('is the sponsor’s logo address, title and url', async () => {
    const club = await newClub();
    await sponsorIn(club, 'Kornet', { url: 'https://kornet.dk', maxViews: 5 });
    const { token } = await putPerson(db(), club);
    expect(await api(ctx.t, { token }).showSponsor({ body: { clubId: club } })).toEqual({
      bannerUrl: `/files/sponsors/${club}/kornet.png`,
      title: 'Kornet',
      url: 'https://kornet.dk',
    });
  });

  it('is 0 when no sponsor has a view left and the pool is empty', async () => {
    const club = await newClub();
    await sponsorIn(club, 'Brugt', { maxViews: 3, shownCount: 3 });
    await sponsorIn(club, 'Aldrig købt');
    await setPool(db(), club, 0);
    expect(await showTo(club)).toBe(0);
  });
});

describe('eligibility (§4)', () => {
  it('shows no banner to an exempt member type, and banners to the others', async () => {
    const club = await newClub();
    const id = await sponsorIn(club, 'Kornet', { maxViews: 10 });
    await exempt(db(), club, ['leader']);
    expect(await showTo(club, { role: 'leader' })).toBe(0);
    expect(await showTo(club, { role: 'member' })).toBe('Kornet');
    expect(await showTo(club, { role: 'admin' })).toBe('Kornet');
    await exempt(db(), club, ['member', 'admin']);
    expect(await showTo(club, { role: 'member' })).toBe(0);
    expect(await showTo(club, { role: 'admin' })).toBe(0);
    expect(await showTo(club, { role: 'leader' })).toBe('Kornet');
    expect(await countsOf(db(), id)).toEqual({ maxViews: 10, shownCount: 3 });
  });

  it('counts the banners per member type on the exemption rows, when they exist', async () => {
    const club = await newClub();
    await sponsorIn(club, 'Kornet', { maxViews: 10 });
    expect(await showTo(club, { role: 'member' })).toBe('Kornet');
    await exempt(db(), club, []);
    for (const role of ['member', 'member', 'leader'] as const) expect(await showTo(club, { role })).toBe('Kornet');
    const rows = await queryRows<{ member_type: number; shown_count: number }>(
      db(),
      sql`select member_type, shown_count from sponsor_exemptions where club_id = ${club}`,
    );
    const shown = Object.fromEntries(rows.map((row) => [row.member_type, row.shown_count]));
    expect(shown).toEqual({
      [memberTypeOf('member')]: 2,
      [memberTypeOf('leader')]: 1,
      [memberTypeOf('admin')]: 0,
    });
  });

  it.each<[string, string | null, string | 0]>([
    ['a member in 8000 sees the sponsor targeting 8000', '8000', 'Ude'],
    ['a member in 8200 sees only the untargeted one', '8200', 'Lokal'],
    ['a member without a zip sees only the untargeted one', null, 'Lokal'],
    ['a member with a blank zip sees only the untargeted one', '   ', 'Lokal'],
    ['a zip with spaces around it is the same zip', ' 8000 ', 'Ude'],
  ])('zip targeting: %s', async (_label, zip, title) => {
    const club = await newClub();
    // The local sponsor has been shown more of its views: the targeted one goes first where it may.
    await sponsorIn(club, 'Lokal', { maxViews: 10, shownCount: 5 });
    await sponsorIn(club, 'Ude', { maxViews: 10, isExternal: true, zipCodes: ['8000'] });
    expect(await showTo(club, { zip })).toBe(title);
  });

  it('zip targeting compares zips normalised: "dk 8000" is DK8000', async () => {
    const club = await newClub();
    await sponsorIn(club, 'Ude', { maxViews: 10, isExternal: true, zipCodes: ['DK8000'] });
    expect(await showTo(club, { zip: 'dk 8000' })).toBe('Ude');
    expect(await showTo(club, { zip: 'DK-8000' })).toBe(0);
  });

  it('shows a member of no targeted zip nothing when the only sponsor targets others', async () => {
    const club = await newClub();
    await sponsorIn(club, 'Ude', { maxViews: 10, isExternal: true, zipCodes: ['8000', '8200'] });
    expect(await showTo(club, { zip: '9000' })).toBe(0);
    expect(await showTo(club)).toBe(0);
    expect(await showTo(club, { zip: '8200' })).toBe('Ude');
  });
});

describe('the rotation (ADR 029)', () => {
  it('shows the least shown relative to its views first, the same order on every run', async () => {
    const club = await newClub();
    const four = await sponsorIn(club, 'Fire', { maxViews: 4 });
    const two = await sponsorIn(club, 'To', { maxViews: 2 });
    const shown = [];
    for (let round = 0; round < 7; round++) shown.push(await showTo(club));
    expect(shown).toEqual(['Fire', 'To', 'Fire', 'To', 'Fire', 'Fire', 0]);
    expect(await countsOf(db(), four)).toEqual({ maxViews: 4, shownCount: 4 });
    expect(await countsOf(db(), two)).toEqual({ maxViews: 2, shownCount: 2 });
  });

  it('draws from the pool once own views are spent, each drawn view becoming the sponsor’s', async () => {
    const club = await newClub();
    const own = await sponsorIn(club, 'Egne', { maxViews: 1 });
    const onPool = await sponsorIn(club, 'Fælles');
    await setPool(db(), club, 3);
    const shown = [];
    for (let round = 0; round < 5; round++) shown.push(await showTo(club));
    // Egne spends its own view; then the pool goes round by fewest shown (Fælles has none), then by id.
    expect(shown).toEqual(['Egne', 'Fælles', 'Egne', 'Fælles', 0]);
    expect(await poolOf(db(), club)).toBe(0);
    expect(await countsOf(db(), own)).toEqual({ maxViews: 2, shownCount: 2 });
    expect(await countsOf(db(), onPool)).toEqual({ maxViews: 2, shownCount: 2 });
  });

  it('never counts past maxViews, and never draws more than the pool had', async () => {
    const club = await newClub();
    const ids = [await sponsorIn(club, 'A', { maxViews: 2 }), await sponsorIn(club, 'B', { maxViews: 1 })];
    await setPool(db(), club, 2);
    const banners = [];
    for (let round = 0; round < 8; round++) banners.push(await showTo(club));
    expect(banners.filter((banner) => banner !== 0)).toHaveLength(5);
    expect(banners.slice(5)).toEqual([0, 0, 0]);
    const counts = await Promise.all(ids.map((id) => countsOf(db(), id)));
    for (const count of counts) expect(count.shownCount).toBe(count.maxViews);
    expect(counts.reduce((sum, count) => sum + count.shownCount, 0)).toBe(5);
    expect(await poolOf(db(), club)).toBe(0);
  });
});

describe('one counted view per person and club an hour (SPONSOR_REPEAT_MS)', () => {
  it('answers 0 to the same person within the hour, and a banner again from the hour on', async () => {
    const club = await newClub();
    const id = await sponsorIn(club, 'Kornet', { maxViews: 10 });
    const { token } = await putPerson(db(), club);
    const gate = () =>
      api(ctx.t, { token })
        .showSponsor({ body: { clubId: club } })
        .then(titleOf);
    ctx.t.clock.stopAt(new Date(Date.now()));
    expect(await gate()).toBe('Kornet');
    expect(await gate()).toBe(0);
    ctx.t.clock.advance(SPONSOR_REPEAT_MS - 1);
    expect(await gate()).toBe(0);
    ctx.t.clock.advance(1);
    expect(await gate()).toBe('Kornet');
    expect(await countsOf(db(), id)).toEqual({ maxViews: 10, shownCount: 2 });
  });

  it('is per club: a banner of another club of the person is shown at once', async () => {
    const first = await newClub();
    const second = await newClub();
    await sponsorIn(first, 'Først', { maxViews: 10 });
    await sponsorIn(second, 'Anden', { maxViews: 10 });
    const { userId, token } = await putPerson(db(), first);
    await joinClub(db(), second, userId, 'member');
    const gate = (clubId: number) => api(ctx.t, { token }).showSponsor({ body: { clubId } }).then(titleOf);
    expect(await gate(first)).toBe('Først');
    expect(await gate(second)).toBe('Anden');
    expect(await gate(first)).toBe(0);
  });
});

describe('which club', () => {
  it('without clubId: the person’s first club by title, as the overview lists them', async () => {
    const beta = await newClub();
    await db().execute(sql`update clubs set title = 'beta-klubben' where id = ${beta}`);
    const alfa = await newClub();
    await db().execute(sql`update clubs set title = 'Alfa-klubben' where id = ${alfa}`);
    await sponsorIn(beta, 'Beta-sponsor', { maxViews: 10 });
    await sponsorIn(alfa, 'Alfa-sponsor', { maxViews: 10 });
    const { userId, token } = await putPerson(db(), beta);
    await joinClub(db(), alfa, userId, 'member');
    expect(titleOf(await api(ctx.t, { token }).showSponsor({ body: {} }))).toBe('Alfa-sponsor');
  });

  it('without clubId and without clubs: 0', async () => {
    const { token } = await putPerson(db(), null);
    expect(await api(ctx.t, { token }).showSponsor({ body: {} })).toBe(0);
  });

  it('another club’s id: 403, and nothing counted there', async () => {
    const own = await newClub();
    const other = await newClub();
    await sponsorIn(other, 'Fremmed', { maxViews: 10 });
    const { token } = await putPerson(db(), own);
    const before = await readTables(db(), sponsorTables);
    expect(await failure(api(ctx.t, { token }).showSponsor({ body: { clubId: other } }))).toMatchObject({
      status: 403,
      code: 'forbidden',
    });
    expect(await readTables(db(), sponsorTables)).toEqual(before);
  });
});
