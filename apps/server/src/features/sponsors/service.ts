import {
  isMemberType,
  memberRole,
  memberTypeOf,
  normaliseZip,
  sponsorExemptRoles,
  sponsorRefusals,
  sponsorViewPackage,
  SPONSORS_MAX,
  type MemberType,
  type Sponsor,
  type SponsorExemption,
  type SponsorList,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { badRequest, conflict, notFound } from '../../http/HttpError.js';
import type { FileStorage } from '../../shared/files/storage.js';
import type { Caller, SponsorsDeps } from './deps.js';
import { chosenLogoKey, releasedLogos, withLogo, type LogoChoice } from './logos.js';
import * as repo from './repo.js';

/**
 * The sponsor tab's calls (spec document 2 §2.9, §3, §5, §6, §9; ADR 029): administrators keep the club's sponsors,
 * buy views for them or for the club's pool, and exempt member types from the banners. The gate is `gate.ts`.
 */

const refusal = sponsorRefusals;

/** A sponsor that is not (or no longer) the club's: an unknown id and another club's answer alike. */
const sponsorNotFound = (field?: string) =>
  notFound(refusal.sponsorNotFound.message, refusal.sponsorNotFound.code, field);

const zipsExternalOnly = () => badRequest(refusal.zipsExternalOnly.message, refusal.zipsExternalOnly.code, 'zipCodes');

const sponsorOf = (files: FileStorage, row: repo.SponsorRow): Sponsor => ({
  id: row.id,
  clubId: row.clubId,
  title: row.title,
  url: row.url,
  logo: files.url(row.logoPath),
  maxViews: row.maxViews,
  shownCount: row.shownCount,
  zipCodes: row.zipCodes,
  isExternal: row.isExternal,
});

/** Zips as stored: normalised (`normaliseZip`), each once, sorted. */
const storedZips = (zips: readonly string[]): string[] => [...new Set(zips.map(normaliseZip))].sort();

/** Only an external sponsor targets zips (§5). */
const checkZips = (isExternal: boolean, zips: readonly string[] | undefined) => {
  if (!isExternal && zips !== undefined && zips.length > 0) throw zipsExternalOnly();
};

/** The tab's list: the club's sponsors in creation order and its pool's views left. */
export const clubSponsors = async ({ db, files }: Pick<SponsorsDeps, 'db' | 'files'>, clubId: number) => {
  const [rows, poolViewsLeft] = await Promise.all([repo.listSponsors(db, clubId), repo.poolViewsLeft(db, clubId)]);
  return { sponsors: rows.map((row) => sponsorOf(files, row)), poolViewsLeft } satisfies SponsorList;
};

interface SponsorInput extends LogoChoice {
  title: string;
  url: string;
}

/**
 * Adds a sponsor (§5): a new logo is stored first and removed again if the row is refused. At most SPONSORS_MAX per
 * club, counted under the club's sponsors lock (409 sponsorsFull).
 */
export const createSponsor = async (
  deps: SponsorsDeps,
  caller: Caller,
  input: SponsorInput & { isExternal: boolean; zipCodes: string[] },
): Promise<Sponsor> => {
  checkZips(input.isExternal, input.zipCodes);
  const { clubId } = caller;
  const row = await withLogo(deps, clubId, input, (stored) =>
    inTransaction(deps.db, async (tx) => {
      await repo.lockSponsors(tx, clubId);
      if ((await repo.countSponsors(tx, clubId)) >= SPONSORS_MAX) {
        throw conflict(refusal.sponsorsFull.message, refusal.sponsorsFull.code);
      }
      const logoPath = await chosenLogoKey(tx, deps.files, clubId, input, stored);
      const write = {
        title: input.title,
        url: input.url,
        logoPath,
        isExternal: input.isExternal,
        zipCodes: storedZips(input.zipCodes),
      };
      return { answer: await repo.insertSponsor(tx, clubId, write, deps.clock.now()), released: [] };
    }),
  );
  return sponsorOf(deps.files, row);
};

/**
 * Changes a sponsor's title, url and logo, and its zips when given (external sponsors only). The logo it let go of is
 * removed once no sponsor of the club names it.
 */
export const updateSponsor = async (
  deps: SponsorsDeps,
  caller: Caller,
  input: SponsorInput & { sponsorId: number; zipCodes?: string[] | undefined },
): Promise<Sponsor> => {
  const { clubId } = caller;
  const row = await withLogo(deps, clubId, input, (stored) =>
    inTransaction(deps.db, async (tx) => {
      await repo.lockSponsors(tx, clubId);
      const current = await repo.findSponsor(tx, clubId, input.sponsorId);
      if (!current) throw sponsorNotFound('sponsorId');
      checkZips(current.isExternal, input.zipCodes);
      const logoPath = await chosenLogoKey(tx, deps.files, clubId, input, stored);
      const changed = await repo.updateSponsor(tx, clubId, input.sponsorId, {
        title: input.title,
        url: input.url,
        logoPath,
        ...(input.zipCodes === undefined ? {} : { zipCodes: storedZips(input.zipCodes) }),
      });
      if (!changed) throw sponsorNotFound('sponsorId');
      return { answer: changed, released: await releasedLogos(tx, clubId, [current.logoPath]) };
    }),
  );
  return sponsorOf(deps.files, row);
};

/** Deletes a sponsor; its logo goes once no sponsor of the club names it. */
export const deleteSponsor = async (deps: SponsorsDeps, caller: Caller, sponsorId: number): Promise<void> => {
  const { clubId } = caller;
  await withLogo(deps, clubId, {}, () =>
    inTransaction(deps.db, async (tx) => {
      await repo.lockSponsors(tx, clubId);
      const logoPath = await repo.deleteSponsor(tx, clubId, sponsorId);
      if (logoPath === undefined) throw sponsorNotFound('sponsorId');
      return { answer: undefined, released: await releasedLogos(tx, clubId, [logoPath]) };
    }),
  );
};

/**
 * Buys a package of §9 (ADR 029): for the sponsor `sponsorId` of the club (404 otherwise), or for the club's pool;
 * always recorded with its price and who bought it, in one transaction. Answers the order and the list after it.
 */
export const orderViews = async (
  deps: SponsorsDeps,
  caller: Caller,
  input: { viewCount: number; sponsorId?: number | undefined },
) => {
  const pack = sponsorViewPackage(input.viewCount);
  // The contract refuses other counts; this is the type's proof.
  if (!pack) throw badRequest(refusal.unknownPackage.message, refusal.unknownPackage.code, 'ViewCount');
  const { clubId } = caller;
  const sponsorId = input.sponsorId ?? null;
  const orderId = await inTransaction(deps.db, async (tx) => {
    if (sponsorId === null) await repo.addPoolViews(tx, clubId, pack.views);
    else if (!(await repo.addSponsorViews(tx, clubId, sponsorId, pack.views))) throw sponsorNotFound('SponsorId');
    return repo.insertOrder(tx, {
      clubId,
      sponsorId,
      viewCount: pack.views,
      priceKr: pack.priceKr,
      orderedByUserId: caller.userId,
      orderedAt: deps.clock.now(),
    });
  });
  return {
    orderId,
    viewCount: pack.views,
    priceKr: pack.priceKr,
    sponsorId,
    list: await clubSponsors(deps, clubId),
  };
};

/** The exemptable member types in the tab's order: members, group leaders, administrators. */
const exemptTypes: readonly MemberType[] = sponsorExemptRoles.map(memberTypeOf);

/** The club's exemption rows in that order. */
const exemptionsOf = async (db: Db, clubId: number): Promise<SponsorExemption[]> =>
  (await repo.exemptionRows(db, clubId))
    .sort((a, b) => exemptTypes.indexOf(a.memberType) - exemptTypes.indexOf(b.memberType))
    .map((row) => ({
      memberType: row.memberType,
      memberTypeString: memberRole(row.memberType),
      enabled: row.enabled,
      shownCount: row.shownCount,
      maxViews: row.maxViews,
    }));

export const sponsorExemptions = ({ db }: Pick<SponsorsDeps, 'db'>, clubId: number) => exemptionsOf(db, clubId);

/** Makes the rows of the three member types, none enabled; rows that exist stay as they are. */
export const newSponsorExemptions = async ({ db }: Pick<SponsorsDeps, 'db'>, clubId: number) => {
  await repo.insertExemptions(db, clubId, exemptTypes);
  return exemptionsOf(db, clubId);
};

/** Sets `Enabled` of the member types named (the contract lets each through once). */
export const updateSponsorExemptions = async (
  { db }: Pick<SponsorsDeps, 'db'>,
  clubId: number,
  rows: readonly { MemberType: number; Enabled: boolean }[],
) => {
  await repo.setExemptions(
    db,
    clubId,
    rows.flatMap((row) => (isMemberType(row.MemberType) ? [{ memberType: row.MemberType, enabled: row.Enabled }] : [])),
  );
  return exemptionsOf(db, clubId);
};

/** The zips a sponsor can target: the distinct zips of the club's members. */
export const sponsorZips = async ({ db }: Pick<SponsorsDeps, 'db'>, clubId: number) => ({
  zips: await repo.clubZips(db, clubId),
});
