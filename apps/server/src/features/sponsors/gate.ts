import { isExemptType, pickSponsor, SPONSOR_REPEAT_MS, type SponsorCandidate } from '@klubhus/domain';
import { inTransaction } from '../../db/inTransaction.js';
import { forbidden } from '../../http/HttpError.js';
import { later } from '../../shared/clock.js';
import type { SponsorsDeps } from './deps.js';
import * as repo from './gateRepo.js';

/** What the gate shows: a sponsor's logo with its title and the address it leads to, or 0 (spec document 1 §7). */
export type Banner = { bannerUrl: string; title: string; url: string } | 0;

const candidateOf = (row: repo.GateSponsorRow): SponsorCandidate => ({
  id: Number(row.id),
  maxViews: Number(row.max_views),
  shownCount: Number(row.shown_count),
  isExternal: row.is_external,
  zipCodes: row.zip_codes,
});

/**
 * The sponsor banner right after sign-in (§4, ADR 029), for `clubId` (a club that is not the caller's answers 403, as
 * the house answers a foreign club id) or else the caller's first club by title. A club without sponsors answers 0
 * without taking the lock; otherwise the club's pool row is locked and, in the same transaction, the pick of the
 * domain (`pickSponsor`: eligibility, rotation, the pool) is made and its view counted once. A person whose view was
 * counted in the club within SPONSOR_REPEAT_MS gets 0.
 */
export const showSponsor = async (
  { db, clock, files }: SponsorsDeps,
  userId: number,
  clubId: number | undefined,
): Promise<Banner> => {
  const club = await repo.gateClub(db, userId, clubId);
  if (!club) {
    if (clubId !== undefined) throw forbidden();
    return 0;
  }
  if (!club.has_sponsors) return 0;
  const id = Number(club.club_id);
  const banner = await inTransaction(db, async (tx) => {
    const poolViewsLeft = await repo.lockPool(tx, id);
    const now = clock.now();
    const { seen, exemptions } = await repo.gateState(tx, id, userId, later(now, -SPONSOR_REPEAT_MS));
    if (seen) return undefined;
    const memberType = Number(club.member_type) as typeof club.member_type;
    const viewer = { zip: club.zip?.trim() || null, exempt: isExemptType(memberType, exemptions) };
    const pick = pickSponsor((await repo.gateSponsors(tx, id)).map(candidateOf), viewer, poolViewsLeft);
    if (!pick) return undefined;
    return repo.countView(tx, { clubId: id, userId, memberType, at: now, ...pick });
  });
  return banner ? { bannerUrl: files.url(banner.logo_path), title: banner.title, url: banner.url } : 0;
};
