import {
  dataPolicyHref,
  memberTypeOf,
  type ChildSummary,
  type ClubGeneralPatch,
  type ClubGeneralSettings,
  type ClubLinkInfo,
  type ClubOverviewItem,
  type NewClubForm,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import type { Config } from '../../config.js';
import { conflict, forbidden, notFound, tooManyRequests } from '../../http/HttpError.js';
import { DAY_MS, later, type Clock } from '../../shared/clock.js';
import type { Brands } from '../../shared/brands.js';
import { imageOfFile, replaceImage } from '../../shared/files/images.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import { linkGroupIds as linkGroupsOf } from '../signup-links/public.js';
import * as repo from './repo.js';

export interface ClubsDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
  brands: Brands;
  config: Pick<Config, 'clubsPerUserPerDay'>;
}

/** The spec's message for a duplicate club (document 1 §8 "club creation failure"), on the title field. */
const DUPLICATE_CLUB = 'Foreningen findes allerede';
const duplicateClub = () => conflict(DUPLICATE_CLUB, 'clubExists', 'title');

const tooManyClubs = () =>
  tooManyRequests('Du har oprettet for mange foreninger i dag. Prøv igen i morgen.', 'tooManyClubs');

/**
 * The club records the brand of the host it is created on, so its mail goes out in that brand. The schema
 * has trimmed every text and made blank optional fields null. One user creates at most CLUBS_PER_USER_PER_DAY
 * clubs within 24 hours (counted under a per-user lock, so parallel requests cannot pass together).
 */
export const createClub = async (
  { db, brands, clock, config }: ClubsDeps,
  userId: number,
  input: NewClubForm,
  host: string,
): Promise<number> =>
  inTransaction(db, async (tx) => {
    const { title, zip } = input;
    const now = clock.now();
    await repo.lockCreator(tx, userId);
    if ((await repo.clubsCreatedSince(tx, userId, later(now, -DAY_MS))) >= config.clubsPerUserPerDay) {
      throw tooManyClubs();
    }
    await repo.lockClubKey(tx, title, zip);
    if (await repo.duplicateExists(tx, title, zip)) throw duplicateClub();
    const clubId = await repo.insertClub(tx, {
      title,
      zip,
      phoneNumber: input.phoneNumber,
      address: input.address,
      city: input.city,
      homePage: input.homePage,
      description: input.description,
      brandId: brands.forHost(host).id,
      createdByUserId: userId,
      createdAt: now,
    });
    await repo.insertMembership(tx, clubId, userId, memberTypeOf('admin'));
    return clubId;
  });

export const clubOverview = async ({ db, files }: ClubsDeps, userId: number): Promise<ClubOverviewItem[]> =>
  (await repo.listUserClubs(db, userId)).map((row) => ({
    clubId: row.clubId,
    title: row.title,
    imageUrl: fileUrl(files, row.imagePath),
    memberType: row.memberType,
    countryCode: row.countryCode,
    zip: row.zip,
    city: row.city,
  }));

export const clubWheels = async ({ db, files }: ClubsDeps, userId: number) =>
  (await repo.listUserClubs(db, userId)).map((row) => ({
    id: row.clubId,
    name: row.title,
    imageUrl: fileUrl(files, row.imagePath),
  }));

export const clubMaps = async ({ db }: ClubsDeps, userId: number) =>
  (await repo.listUserClubMaps(db, userId)).map((row) => ({
    clubId: row.clubId,
    memberType: row.memberType,
  }));

/** Danish alphabetical order (æ, ø, å after z), the same on both databases. */
const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

/** The signed-in user's children in any of their clubs, by first name (ADR 017: read from relations). */
export const userChildren = async ({ db }: ClubsDeps, userId: number): Promise<ChildSummary[]> =>
  (await repo.listUserChildren(db, userId))
    .map((row) => ({ id: row.id, firstName: row.first_name, surname: row.surname, birthdate: row.birthdate }))
    .sort((a, b) => danish.compare(a.firstName, b.firstName) || danish.compare(a.surname, b.surname) || a.id - b.id);

const generalSettings = (files: FileStorage, row: repo.ClubRow): ClubGeneralSettings => ({
  clubId: row.id,
  title: row.title,
  description: row.description,
  address: row.address,
  zip: row.zip,
  city: row.city,
  phoneNumber: row.phoneNumber,
  homePage: row.homePage,
  vatId: row.vatId,
  dataPolicyLink: row.dataPolicyLink,
  imageUrl: fileUrl(files, row.imagePath),
  countryCode: row.countryCode,
});

/** The general settings of a club the caller administers. */
export const clubSettings = async ({ db, files }: ClubsDeps, clubId: number): Promise<ClubGeneralSettings> =>
  generalSettings(files, await requireClub(db, clubId));

/**
 * Only the fields present in the patch change; an optional one arrives as `null` to be cleared (the schema
 * has trimmed every text and made blank ones null).
 */
export const patchClub = async (
  { db, files }: ClubsDeps,
  clubId: number,
  patch: ClubGeneralPatch,
): Promise<ClubGeneralSettings> =>
  inTransaction(db, async (tx) => {
    const current = await repo.findClubForUpdate(tx, clubId);
    if (!current) throw notFound();
    const values: Partial<repo.ClubInsert> = {};
    if (patch.title !== undefined) values.title = patch.title;
    if (patch.zip !== undefined) values.zip = patch.zip;
    for (const key of ['description', 'address', 'city', 'phoneNumber', 'homePage', 'vatId'] as const) {
      if (patch[key] !== undefined) values[key] = patch[key];
    }
    if (patch.dataPolicyLink !== undefined) {
      values.dataPolicyLink = patch.dataPolicyLink === null ? null : dataPolicyHref(patch.dataPolicyLink);
    }
    const title = values.title ?? current.title;
    const zip = values.zip === undefined ? current.zip : values.zip;
    const keyChanged = title.trim().toLowerCase() !== current.title.trim().toLowerCase() || zip !== current.zip;
    if (keyChanged) {
      await repo.lockClubKey(tx, title, zip);
      if (await repo.duplicateExists(tx, title, zip, clubId)) throw duplicateClub();
    }
    if (Object.keys(values).length === 0) return generalSettings(files, current);
    return generalSettings(files, await repo.updateClub(tx, clubId, values));
  });

/** Stores the new header image, points the club at it, then removes the old file (`replaceImage`). */
export const replaceHeaderImage = async (
  { db, files }: ClubsDeps,
  clubId: number,
  upload: File,
): Promise<{ imageUrl: string }> => {
  const image = await imageOfFile(upload);
  const key = await replaceImage(files, `clubs/${clubId}`, image, (newKey) =>
    inTransaction(db, async (tx) => {
      const current = await repo.findClubForUpdate(tx, clubId);
      if (!current) throw notFound();
      await repo.updateClub(tx, clubId, { imagePath: newKey });
      return current.imagePath;
    }),
  );
  return { imageUrl: files.url(key) };
};

const requireClub = async (db: Db, clubId: number): Promise<repo.ClubRow> => {
  const club = await repo.findClub(db, clubId);
  if (!club) throw notFound('Unknown club');
  return club;
};

/*
 * The two lookups a visitor makes with only the public client credential answer an unknown club exactly as a
 * club that set nothing (no policy link, no disabled fields): walking ids tells nobody which clubs exist, and
 * what a club that does exist answers is what its invitation page shows anyone it invites. Both are also
 * limited per address (routes.ts).
 */

export const dataPolicyLinkOf = async ({ db }: ClubsDeps, clubId: number): Promise<{ link: string | null }> => ({
  link: (await repo.findClub(db, clubId))?.dataPolicyLink ?? null,
});

/**
 * Records the acceptance only for a club the caller belongs to, or one whose invitation link the caller holds
 * (the invitation flow accepts before joining); anything else answers 403 and records nothing.
 */
export const acceptDataPolicy = async (
  { db, clock }: ClubsDeps,
  clubId: number,
  userId: number,
  clubToken: string | undefined,
): Promise<void> => {
  const allowed =
    (await repo.isMember(db, clubId, userId)) ||
    (clubToken !== undefined && (await repo.findClubLink(db, clubToken, clock.now()))?.clubId === clubId);
  if (!allowed) throw forbidden('Only a member of the club, or someone invited to it, can accept its data policy');
  await repo.insertDataPolicyAcceptance(db, clubId, userId);
};

export const disableProperties = async ({ db }: ClubsDeps, clubId: number) => {
  const club = await repo.findClub(db, clubId);
  return {
    disabledUserFields: club?.disabledUserFields ?? [],
    disabledAddressFields: club?.disabledAddressFields ?? [],
  };
};

/**
 * The invitation view of the club behind a link working at the clock's now (ADR 019), or `{ valid: false }`: the groups
 * its holder may request in Danish title order (a parent outside them is null), the link's own groups and the club's
 * data-policy link.
 */
export const checkClubLink = async ({ db, clock, files }: ClubsDeps, clubToken: string): Promise<ClubLinkInfo> => {
  const link = await repo.findClubLink(db, clubToken, clock.now());
  if (!link) return { valid: false };
  const groups = await repo.requestableGroups(db, link.clubId, link.linkId);
  const [linkGroupIds, listed] = [await linkGroupsOf(db, link.linkId), new Set(groups.map((group) => group.id))];
  const inviter = [link.inviterFirstName, link.inviterSurname].filter(Boolean).join(' ');
  return {
    valid: true,
    id: link.clubId,
    name: link.title,
    imageUrl: fileUrl(files, link.imagePath),
    invitedByName: inviter || null,
    invitedByImage: fileUrl(files, link.inviterImagePath),
    groups: groups
      .sort((a, b) => danish.compare(a.title, b.title) || a.id - b.id)
      .map((group) => ({
        userGroupId: group.id,
        parentUserGroupId: group.parentId !== null && listed.has(group.parentId) ? group.parentId : null,
        title: group.title,
      })),
    linkGroupIds,
    dataPolicyLink: link.dataPolicyLink,
  };
};
