import { memberRole, type MemberRole } from './memberTypes.js';

/**
 * Sponsors (spec document 2 §2.9, §3 Sponsor, §4 the sponsor gate, §9 view packages; issue 26; ADR 029): the rules
 * the server and the web share. A sponsor pays to be seen: each banner shown after a member signs in is one view.
 */

/** The view packages of §9, VAT included, in kroner: 2,500 views for 250 kr., and so on. */
export const SPONSOR_VIEW_PACKAGES = [
  { views: 2500, priceKr: 250 },
  { views: 10_000, priceKr: 900 },
  { views: 20_000, priceKr: 1600 },
  { views: 50_000, priceKr: 3500 },
] as const;

export type SponsorViewPackage = (typeof SPONSOR_VIEW_PACKAGES)[number];

/** The package of a view count, or undefined: only the four packages of §9 can be bought. */
export const sponsorViewPackage = (views: number): SponsorViewPackage | undefined =>
  SPONSOR_VIEW_PACKAGES.find((pack) => pack.views === views);

/** A club's sponsors at most (ours, ADR 029): the gate reads them all at each sign-in. */
export const SPONSORS_MAX = 100;

/** Zip codes one sponsor may target at most (ours, ADR 029). */
export const SPONSOR_ZIPS_MAX = 200;

/** A zip code as a sponsor targets it: 1 to 10 letters, digits, spaces or dashes (clubs abroad). Ours. */
export const SPONSOR_ZIP_PATTERN = /^[0-9A-Za-z][0-9A-Za-z -]{0,9}$/;

/** The distinct zips `sponsors/zips` answers at most (sorted, the first this many). Ours. */
export const SPONSOR_CLUB_ZIPS_MAX = 2000;

/**
 * After a view is counted, the same person sees no banner of that club for this long (ours, ADR 029): a member who
 * signs in again at once, or a script calling `sponsors/Show` in a loop, cannot spend the sponsors' paid views.
 */
export const SPONSOR_REPEAT_MS = 60 * 60 * 1000;

/** The member types that can be exempted from banners (§6): the three of the member-type table. */
export const sponsorExemptRoles: readonly MemberRole[] = ['member', 'leader', 'admin'];

/** A sponsor as the gate sees it. `maxViews` are the views it owns (bought for it or drawn from the pool). */
export interface SponsorCandidate {
  id: number;
  maxViews: number;
  shownCount: number;
  isExternal: boolean;
  /** Targeted zips; empty: every zip. Only an external sponsor targets (§5). */
  zipCodes: readonly string[];
}

/** Who is signing in: their zip (from their profile) and whether their member type is exempt. */
export interface SponsorViewer {
  zip: string | null;
  exempt: boolean;
}

/** What the gate shows: the sponsor, and whether its view is drawn from the club's pool. */
export interface SponsorPick {
  sponsorId: number;
  fromPool: boolean;
}

/** Views a sponsor still owns. */
export const ownViewsLeft = (sponsor: Pick<SponsorCandidate, 'maxViews' | 'shownCount'>): number =>
  Math.max(0, sponsor.maxViews - sponsor.shownCount);

/** A zip as compared: trimmed, upper case, inner spaces removed (`dk 8000` and `DK8000` are one zip). */
export const normaliseZip = (zip: string): string => zip.trim().toUpperCase().replace(/\s+/g, '');

/** True when the sponsor targets the viewer's zip: untargeted sponsors every zip, targeted ones only theirs. */
export const targetsZip = (sponsor: Pick<SponsorCandidate, 'isExternal' | 'zipCodes'>, zip: string | null): boolean => {
  if (!sponsor.isExternal || sponsor.zipCodes.length === 0) return true;
  if (zip === null) return false;
  const own = normaliseZip(zip);
  return sponsor.zipCodes.some((target) => normaliseZip(target) === own);
};

/**
 * The sponsors that may be shown to the viewer (§4): never to an exempt member type; only one targeting the viewer's
 * zip (or every zip); and only with a view to spend, its own or one of the club's pool.
 */
export const eligibleSponsors = <S extends SponsorCandidate>(
  sponsors: readonly S[],
  viewer: SponsorViewer,
  poolViewsLeft: number,
): S[] =>
  viewer.exempt
    ? []
    : sponsors.filter((sponsor) => (ownViewsLeft(sponsor) > 0 || poolViewsLeft > 0) && targetsZip(sponsor, viewer.zip));

/**
 * How far a sponsor is through its views: `shownCount / maxViews`, 1 once its own views are spent (also with none):
 * then only the pool can show it.
 */
export const shownShare = (sponsor: Pick<SponsorCandidate, 'maxViews' | 'shownCount'>): number =>
  ownViewsLeft(sponsor) > 0 ? sponsor.shownCount / sponsor.maxViews : 1;

/**
 * The rotation (issue 26, ADR 029): among the eligible, the least shown relative to its views first; ties by the
 * fewest views shown (so that the pool's views go round the sponsors that have spent their own), then by id.
 */
export const compareRotation = (a: SponsorCandidate, b: SponsorCandidate): number =>
  shownShare(a) - shownShare(b) || a.shownCount - b.shownCount || a.id - b.id;

/**
 * The sponsor to show, or null (the gate answers 0). A sponsor with views of its own spends one of them; one without
 * draws a view from the pool, which becomes its own as it is shown, so `shownCount` never passes `maxViews`.
 */
export const pickSponsor = (
  sponsors: readonly SponsorCandidate[],
  viewer: SponsorViewer,
  poolViewsLeft: number,
): SponsorPick | null => {
  const [first] = eligibleSponsors(sponsors, viewer, poolViewsLeft).sort(compareRotation);
  if (!first) return null;
  return { sponsorId: first.id, fromPool: ownViewsLeft(first) === 0 };
};

/** True when the member type is exempt by the club's exemptions (rows not yet created exempt nobody). */
export const isExemptType = (
  memberType: number,
  exemptions: readonly { memberType: number; enabled: boolean }[],
): boolean => exemptions.some((row) => row.memberType === memberType && row.enabled);

/** The role of an exemption's member type, for its label. */
export const exemptionRole = (memberType: number): MemberRole => memberRole(memberType);
