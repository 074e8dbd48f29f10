import { describe, expect, it } from 'vitest';
import { memberTypeOf } from './memberTypes.js';
import {
  SPONSOR_VIEW_PACKAGES,
  compareRotation,
  eligibleSponsors,
  isExemptType,
  normaliseZip,
  ownViewsLeft,
  pickSponsor,
  shownShare,
  sponsorViewPackage,
  targetsZip,
  type SponsorCandidate,
  type SponsorViewer,
} from './sponsors.js';

/** A sponsor of the tables: untargeted and not external unless said, with 100 views of its own, none shown. */
const sponsor = (id: number, fields: Partial<SponsorCandidate> = {}): SponsorCandidate => ({
  id,
  maxViews: 100,
  shownCount: 0,
  isExternal: false,
  zipCodes: [],
  ...fields,
});

const viewer = (zip: string | null = '8000', exempt = false): SponsorViewer => ({ zip, exempt });

const ids = (sponsors: readonly SponsorCandidate[]) => sponsors.map((candidate) => candidate.id);

describe('the view packages (§9: VAT included)', () => {
  it('are the four of the spec, in kroner', () => {
    expect(SPONSOR_VIEW_PACKAGES).toEqual([
      { views: 2500, priceKr: 250 },
      { views: 10_000, priceKr: 900 },
      { views: 20_000, priceKr: 1600 },
      { views: 50_000, priceKr: 3500 },
    ]);
  });

  it.each([
    [2500, 250],
    [10_000, 900],
    [20_000, 1600],
    [50_000, 3500],
  ])('%i views cost %i kr.', (views, priceKr) => {
    expect(sponsorViewPackage(views)).toEqual({ views, priceKr });
  });

  it.each([0, 1, 2499, 2501, 5000, 100_000, -2500, 2500.5])('%d views are no package', (views) => {
    expect(sponsorViewPackage(views)).toBeUndefined();
  });
});

describe('normaliseZip', () => {
  it.each([
    ['8000', '8000'],
    [' 8000 ', '8000'],
    ['dk 8000', 'DK8000'],
    ['DK8000', 'DK8000'],
    ['sw1a 1aa', 'SW1A1AA'],
    ['12 3\t45', '12345'],
  ])('%j is %j', (zip, normalised) => {
    expect(normaliseZip(zip)).toBe(normalised);
  });
});

describe('targetsZip', () => {
  it.each<[string, Partial<SponsorCandidate>, string | null, boolean]>([
    ['a local sponsor, every zip', {}, '8000', true],
    ['a local sponsor, a member without a zip', {}, null, true],
    ['an external sponsor without zips, every zip', { isExternal: true }, '9000', true],
    ['an external sponsor without zips, a member without a zip', { isExternal: true }, null, true],
    ['an external sponsor targeting 8000, a member in 8000', { isExternal: true, zipCodes: ['8000'] }, '8000', true],
    ['… a member in 8200', { isExternal: true, zipCodes: ['8000'] }, '8200', false],
    ['… a member without a zip', { isExternal: true, zipCodes: ['8000'] }, null, false],
    ['… a member whose zip has spaces around it', { isExternal: true, zipCodes: ['8000'] }, ' 8000 ', true],
    ['targeting DK8000, a member writing "dk 8000"', { isExternal: true, zipCodes: ['DK8000'] }, 'dk 8000', true],
    ['targeting "dk 8000" as typed, a member in DK8000', { isExternal: true, zipCodes: ['dk 8000'] }, 'DK8000', true],
    ['targeting 8000 and 8200, a member in 8200', { isExternal: true, zipCodes: ['8000', '8200'] }, '8200', true],
    // Zips on a sponsor that is not external (the server refuses them; a row of old data) target nothing.
    ['a local sponsor with zips left on it, any member', { zipCodes: ['8000'] }, '9000', true],
  ])('%s: %s', (_label, fields, zip, targets) => {
    expect(targetsZip(sponsor(1, fields), zip)).toBe(targets);
  });
});

describe('eligibleSponsors (§4: views left, the member’s zip or every zip, never an exempt type)', () => {
  const local = sponsor(1);
  const targeted = sponsor(2, { isExternal: true, zipCodes: ['8000'] });
  const elsewhere = sponsor(3, { isExternal: true, zipCodes: ['8200'] });
  const spent = sponsor(4, { maxViews: 50, shownCount: 50 });
  const none = sponsor(5, { maxViews: 0 });
  const all = [local, targeted, elsewhere, spent, none];

  it.each<[string, SponsorViewer, number, number[]]>([
    ['a member in 8000, no pool: own views and their zip', viewer('8000'), 0, [1, 2]],
    ['a member in 8200, no pool', viewer('8200'), 0, [1, 3]],
    ['a member in 9000, no pool: only the untargeted', viewer('9000'), 0, [1]],
    ['a member without a zip, no pool: only the untargeted', viewer(null), 0, [1]],
    ['a member in 8000 with a pool: the spent and the never-bought may draw', viewer('8000'), 10, [1, 2, 4, 5]],
    ['a member without a zip with a pool', viewer(null), 10, [1, 4, 5]],
    ['an exempt member type, no pool: nothing', viewer('8000', true), 0, []],
    ['an exempt member type with a pool: nothing', viewer('8000', true), 10, []],
    ['an exempt member type without a zip: nothing', viewer(null, true), 10, []],
  ])('%s', (_label, who, pool, expected) => {
    expect(ids(eligibleSponsors(all, who, pool))).toEqual(expected);
  });

  it('is empty without sponsors', () => {
    expect(eligibleSponsors([], viewer(), 100)).toEqual([]);
  });

  it('keeps a targeted sponsor living on the pool out of other zips', () => {
    const onPool = sponsor(6, { isExternal: true, zipCodes: ['8000'], maxViews: 0 });
    expect(ids(eligibleSponsors([onPool], viewer('8200'), 10))).toEqual([]);
    expect(ids(eligibleSponsors([onPool], viewer('8000'), 10))).toEqual([6]);
  });
});

describe('isExemptType (exemptions per member type, §6)', () => {
  const member = memberTypeOf('member');
  const leader = memberTypeOf('leader');
  const admin = memberTypeOf('admin');
  const rows = [
    { memberType: member, enabled: false },
    { memberType: leader, enabled: true },
    { memberType: admin, enabled: false },
  ];

  it.each([
    ['a member, not enabled', member, false],
    ['a group leader, enabled', leader, true],
    ['an administrator, not enabled', admin, false],
  ])('%s', (_label, type, exempt) => {
    expect(isExemptType(type, rows)).toBe(exempt);
  });

  it('exempts nobody before the rows are made', () => {
    expect(isExemptType(leader, [])).toBe(false);
  });
});

describe('shownShare and ownViewsLeft', () => {
  it.each<[string, Partial<SponsorCandidate>, number, number]>([
    ['none shown of 100', { maxViews: 100, shownCount: 0 }, 0, 100],
    ['25 of 100', { maxViews: 100, shownCount: 25 }, 0.25, 75],
    ['99 of 100', { maxViews: 100, shownCount: 99 }, 0.99, 1],
    ['spent: 100 of 100', { maxViews: 100, shownCount: 100 }, 1, 0],
    ['never bought', { maxViews: 0, shownCount: 0 }, 1, 0],
  ])('%s', (_label, fields, share, left) => {
    expect(shownShare(sponsor(1, fields))).toBe(share);
    expect(ownViewsLeft(sponsor(1, fields))).toBe(left);
  });
});

describe('compareRotation (ADR 029: shown relative to views, then fewest shown, then id)', () => {
  it.each<[string, SponsorCandidate[], number[]]>([
    [
      'the least shown relative to its views first',
      [
        sponsor(1, { maxViews: 100, shownCount: 50 }),
        sponsor(2, { maxViews: 1000, shownCount: 100 }),
        sponsor(3, { maxViews: 10, shownCount: 9 }),
      ],
      [2, 1, 3],
    ],
    [
      'a ratio tie goes to the fewest views shown',
      [sponsor(1, { maxViews: 200, shownCount: 100 }), sponsor(2, { maxViews: 100, shownCount: 50 })],
      [2, 1],
    ],
    [
      'a full tie goes to the lower id',
      [sponsor(7, { maxViews: 100, shownCount: 10 }), sponsor(3, { maxViews: 100, shownCount: 10 })],
      [3, 7],
    ],
    [
      'sponsors with views of their own before those living on the pool',
      [
        sponsor(1, { maxViews: 0 }),
        sponsor(2, { maxViews: 10, shownCount: 10 }),
        sponsor(3, { maxViews: 10, shownCount: 9 }),
      ],
      [3, 1, 2],
    ],
    [
      'among those living on the pool, the fewest shown first, then the lower id',
      [
        sponsor(1, { maxViews: 30, shownCount: 30 }),
        sponsor(2, { maxViews: 5, shownCount: 5 }),
        sponsor(3, { maxViews: 0 }),
        sponsor(4, { maxViews: 5, shownCount: 5 }),
      ],
      [3, 2, 4, 1],
    ],
  ])('%s', (_label, sponsors, order) => {
    expect(ids([...sponsors].sort(compareRotation))).toEqual(order);
  });
});

describe('pickSponsor', () => {
  it('answers null without sponsors, for an exempt type, and when nobody has a view to spend', () => {
    expect(pickSponsor([], viewer(), 100)).toBeNull();
    expect(pickSponsor([sponsor(1)], viewer('8000', true), 100)).toBeNull();
    expect(pickSponsor([sponsor(1, { maxViews: 3, shownCount: 3 }), sponsor(2, { maxViews: 0 })], viewer(), 0)).toBe(
      null,
    );
  });

  it('spends a view of the sponsor’s own while it has one', () => {
    expect(pickSponsor([sponsor(1, { maxViews: 3, shownCount: 2 })], viewer(), 100)).toEqual({
      sponsorId: 1,
      fromPool: false,
    });
  });

  it('draws from the pool for a sponsor whose own views are spent', () => {
    expect(pickSponsor([sponsor(1, { maxViews: 3, shownCount: 3 })], viewer(), 1)).toEqual({
      sponsorId: 1,
      fromPool: true,
    });
  });

  it('skips a targeted sponsor for a member of another zip, and shows the next', () => {
    const sponsors = [sponsor(1, { isExternal: true, zipCodes: ['8200'] }), sponsor(2, { shownCount: 50 })];
    expect(pickSponsor(sponsors, viewer('8000'), 0)).toEqual({ sponsorId: 2, fromPool: false });
  });

  /** Shows `rounds` banners as the gate would, counting each (a pool draw makes the view the sponsor's own). */
  const rotate = (start: SponsorCandidate[], pool: number, rounds: number, who = viewer()) => {
    const sponsors = start.map((candidate) => ({ ...candidate }));
    let left = pool;
    const shown: (string | null)[] = [];
    for (let round = 0; round < rounds; round++) {
      const pick = pickSponsor(sponsors, who, left);
      if (!pick) {
        shown.push(null);
        continue;
      }
      const chosen = sponsors.find((candidate) => candidate.id === pick.sponsorId);
      if (!chosen) throw new Error('picked a sponsor that is not there');
      if (pick.fromPool) {
        left -= 1;
        chosen.maxViews += 1;
      }
      chosen.shownCount += 1;
      expect(chosen.shownCount).toBeLessThanOrEqual(chosen.maxViews);
      shown.push(`${chosen.id}${pick.fromPool ? 'p' : ''}`);
    }
    return { shown, sponsors, left };
  };

  it('rotates between sponsors by their share of views, the same on every run', () => {
    // 1 has 4 views, 2 has 2: each is shown all of its views, in step with its share (at ½ each, 2 has been shown
    // fewer and goes first); then there is nothing to show.
    const { shown } = rotate([sponsor(1, { maxViews: 4 }), sponsor(2, { maxViews: 2 })], 0, 7);
    expect(shown).toEqual(['1', '2', '1', '2', '1', '1', null]);
  });

  it('spends own views first, then shares the pool out round the sponsors, and stops when all is spent', () => {
    const { shown, sponsors, left } = rotate(
      [sponsor(1, { maxViews: 2 }), sponsor(2, { maxViews: 0 }), sponsor(3, { maxViews: 1, shownCount: 1 })],
      4,
      8,
    );
    // 2 catches up with 3 (both at one view shown, then 2 by id), then all stand at two and 1 goes first by id.
    expect(shown).toEqual(['1', '1', '2p', '2p', '3p', '1p', null, null]);
    expect(left).toBe(0);
    expect(sponsors.map(({ id, maxViews, shownCount }) => ({ id, maxViews, shownCount }))).toEqual([
      { id: 1, maxViews: 3, shownCount: 3 },
      { id: 2, maxViews: 2, shownCount: 2 },
      { id: 3, maxViews: 2, shownCount: 2 },
    ]);
  });

  it('keeps the pool for those who may be shown: a member of another zip never draws for a targeted sponsor', () => {
    const { shown, left } = rotate(
      [sponsor(1, { isExternal: true, zipCodes: ['8000'], maxViews: 0 })],
      3,
      2,
      viewer('9000'),
    );
    expect(shown).toEqual([null, null]);
    expect(left).toBe(3);
  });
});
