import {
  dataPolicyHref,
  type ClubGeneralPatch,
  type ClubGeneralSettings,
  type ClubLinkInfo,
  type ClubMemberType,
  type ClubOverviewItem,
  type NewClubForm,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { sniffImageExtension } from '../../files/imageType.js';
import type { FileStorage } from '../../files/storage.js';
import { badRequest, HttpError, notFound } from '../../http/HttpError.js';
import * as repo from './repo.js';

export interface ClubsDeps {
  db: Db;
  files: FileStorage;
}

/** The spec's message for a duplicate club (document 1 §8 "club creation failure"), on the title field. */
const DUPLICATE_CLUB = 'Foreningen findes allerede';
const duplicateClub = () => new HttpError(409, DUPLICATE_CLUB, 'clubExists', 'title');

/** Administrator (spec document 1 §3 member types). */
const ADMINISTRATOR = 2;

/** A trimmed optional text as stored: an empty string is no value. */
const text = (value: string | null | undefined): string | null => {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
};

const toMemberType = (type: number): ClubMemberType => {
  if (type === 1 || type === 2 || type === 3) return type;
  throw new Error(`unknown member type ${type}`);
};

const transaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));

export const createClub = async ({ db }: ClubsDeps, userId: number, input: NewClubForm): Promise<number> =>
  transaction(db, async (tx) => {
    const title = input.title.trim();
    const zip = input.zip.trim();
    await repo.lockClubKey(tx, title, zip);
    if (await repo.duplicateExists(tx, title, zip)) throw duplicateClub();
    const clubId = await repo.insertClub(tx, {
      title,
      zip,
      phoneNumber: text(input.phoneNumber),
      address: text(input.address),
      city: text(input.city),
      homePage: text(input.homePage),
      description: text(input.description),
    });
    await repo.insertMembership(tx, clubId, userId, ADMINISTRATOR);
    return clubId;
  });

const imageUrlOf = (files: FileStorage, key: string | null): string | null => (key ? files.url(key) : null);

export const clubOverview = async ({ db, files }: ClubsDeps, userId: number): Promise<ClubOverviewItem[]> =>
  (await repo.listUserClubs(db, userId)).map((row) => ({
    clubId: row.clubId,
    title: row.title,
    imageUrl: imageUrlOf(files, row.imagePath),
    memberType: toMemberType(row.memberType),
    countryCode: row.countryCode,
    zip: row.zip,
    city: row.city,
  }));

export const clubWheels = async ({ db, files }: ClubsDeps, userId: number) =>
  (await repo.listUserClubs(db, userId)).map((row) => ({
    id: row.clubId,
    name: row.title,
    imageUrl: imageUrlOf(files, row.imagePath),
  }));

export const clubMaps = async ({ db }: ClubsDeps, userId: number) =>
  (await repo.listUserClubMaps(db, userId)).map((row) => ({
    clubId: row.clubId,
    memberType: toMemberType(row.memberType),
  }));

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
  imageUrl: imageUrlOf(files, row.imagePath),
  countryCode: row.countryCode,
});

/** Only the fields present in the patch change; `null` or an empty string clears an optional one. */
/** The general settings of a club the caller administers. */
export const clubSettings = async ({ db, files }: ClubsDeps, clubId: number): Promise<ClubGeneralSettings> =>
  generalSettings(files, await requireClub(db, clubId));

export const patchClub = async (
  { db, files }: ClubsDeps,
  clubId: number,
  patch: ClubGeneralPatch,
): Promise<ClubGeneralSettings> =>
  transaction(db, async (tx) => {
    const current = await repo.findClubForUpdate(tx, clubId);
    if (!current) throw notFound();
    const values: Partial<repo.ClubInsert> = {};
    if (patch.title !== undefined) values.title = patch.title.trim();
    if (patch.zip !== undefined) values.zip = patch.zip.trim();
    for (const key of ['description', 'address', 'city', 'phoneNumber', 'homePage', 'vatId'] as const) {
      if (patch[key] !== undefined) values[key] = text(patch[key]);
    }
    if (patch.dataPolicyLink !== undefined) {
      const link = text(patch.dataPolicyLink);
      values.dataPolicyLink = link === null ? null : dataPolicyHref(link);
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

/**
 * Stores the new header image, points the club at it, then removes the old file. The file is written before
 * the transaction and removed again if the transaction fails, so the database never names a missing file.
 */
export const replaceHeaderImage = async (
  { db, files }: ClubsDeps,
  clubId: number,
  image: File,
): Promise<{ imageUrl: string }> => {
  const bytes = new Uint8Array(await image.arrayBuffer());
  const extension = sniffImageExtension(bytes);
  if (!extension) throw badRequest('image: only png, jpeg, webp or gif images', 'imagesOnly', 'image');
  const key = await files.save(`clubs/${clubId}`, bytes, extension);
  let oldKey: string | null;
  try {
    oldKey = await transaction(db, async (tx) => {
      const current = await repo.findClubForUpdate(tx, clubId);
      if (!current) throw notFound();
      await repo.updateClub(tx, clubId, { imagePath: key });
      return current.imagePath;
    });
  } catch (error) {
    await files.remove(key);
    throw error;
  }
  if (oldKey && oldKey !== key) await files.remove(oldKey);
  return { imageUrl: files.url(key) };
};

const requireClub = async (db: Db, clubId: number): Promise<repo.ClubRow> => {
  const club = await repo.findClub(db, clubId);
  if (!club) throw notFound('Unknown club');
  return club;
};

export const dataPolicyLinkOf = async ({ db }: ClubsDeps, clubId: number): Promise<{ link: string | null }> => ({
  link: (await requireClub(db, clubId)).dataPolicyLink,
});

export const acceptDataPolicy = async ({ db }: ClubsDeps, clubId: number, userId: number): Promise<void> => {
  await requireClub(db, clubId);
  await repo.insertDataPolicyAcceptance(db, clubId, userId);
};

export const disableProperties = async ({ db }: ClubsDeps, clubId: number) => {
  const club = await requireClub(db, clubId);
  return { disabledUserFields: club.disabledUserFields, disabledAddressFields: club.disabledAddressFields };
};

export const checkClubLink = async ({ db, files }: ClubsDeps, clubToken: string): Promise<ClubLinkInfo> => {
  const link = await repo.findClubLink(db, clubToken.trim());
  if (!link) return { valid: false };
  const inviter = [link.inviterFirstName, link.inviterSurname].filter(Boolean).join(' ');
  return {
    valid: true,
    id: link.clubId,
    name: link.title,
    imageUrl: imageUrlOf(files, link.imagePath),
    invitedByName: inviter || null,
    invitedByImage: imageUrlOf(files, link.inviterImagePath),
  };
};
