import { allowedCharacters, sponsorRefusals } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/HttpError.js';
import { imageOfBase64 } from '../../shared/files/images.js';
import type { FileStorage } from '../../shared/files/storage.js';
import * as repo from './repo.js';

/**
 * Sponsors' logos (ADR 029): files under DATA_DIR/files/sponsors/<club>, served at /files/. A logo is either new
 * (`logoBase64`, checked as every image is) or one a sponsor of the same club has now (`logo`, its address): two
 * sponsors may share a file, which is removed when the last sponsor naming it lets go of it.
 */

export const logoFolder = (clubId: number) => `sponsors/${clubId}`;

const lineCharacters = allowedCharacters('line');

/** The logo a request names: a new image (base64), or the address of one the club has. */
export interface LogoChoice {
  logoBase64?: string | undefined;
  logo?: string | undefined;
}

const logoNotFound = () => badRequest(sponsorRefusals.logoNotFound.message, sponsorRefusals.logoNotFound.code, 'logo');

/** The storage key of a `/files/…` address, whether sent as answered or with its origin; undefined for any other. */
const keyOfAddress = (files: FileStorage, address: string): string | undefined => {
  let path: string;
  try {
    path = new URL(address, 'http://klubhus.invalid').pathname;
  } catch {
    return undefined;
  }
  const prefix = files.url('');
  if (!path.startsWith(prefix)) return undefined;
  let key: string;
  try {
    key = decodeURIComponent(path.slice(prefix.length));
  } catch {
    return undefined;
  }
  // An escaped NUL or control character names no file (and PostgreSQL text cannot hold a NUL).
  return lineCharacters(key) ? key : undefined;
};

/**
 * Stores a new logo before the row that will name it is written (`replaceImage`'s order), answering its key; nothing
 * for a logo named by its address. A base64 text that is no image answers 400 on `logoBase64`.
 */
const storeNewLogo = async (files: FileStorage, clubId: number, choice: LogoChoice): Promise<string | null> => {
  if (choice.logoBase64 === undefined) return null;
  const image = imageOfBase64(choice.logoBase64, 'logoBase64');
  return files.save(logoFolder(clubId), image.bytes, image.extension);
};

/**
 * The key the sponsor will name: the new file's, or that of the address, which must be the logo of a sponsor of the
 * club now (400 logoNotFound on `logo` otherwise; another club's address answers as an unknown one). Run it under the
 * club's sponsors lock, so that the logo cannot lose its last sponsor meanwhile.
 */
export const chosenLogoKey = async (
  tx: Db,
  files: FileStorage,
  clubId: number,
  choice: LogoChoice,
  stored: string | null,
): Promise<string> => {
  if (stored !== null) return stored;
  const key = choice.logo === undefined ? undefined : keyOfAddress(files, choice.logo);
  if (key === undefined || !(await repo.logoInUse(tx, clubId, key))) throw logoNotFound();
  return key;
};

/**
 * Runs `write` (a transaction that answers the logo keys it let go of) with a new logo stored first: the file is
 * removed again when the write fails, and the keys let go of that no sponsor names any more are removed after it.
 */
export const withLogo = async <T>(
  { files }: { files: FileStorage },
  clubId: number,
  choice: LogoChoice,
  write: (stored: string | null) => Promise<{ answer: T; released: string[] }>,
): Promise<T> => {
  const stored = await storeNewLogo(files, clubId, choice);
  let outcome: { answer: T; released: string[] };
  try {
    outcome = await write(stored);
  } catch (error) {
    if (stored !== null) await files.remove(stored);
    throw error;
  }
  await Promise.all(outcome.released.map((key) => files.remove(key)));
  return outcome.answer;
};

/** Of the keys `candidates`, those no sponsor of the club names any more: run it in the write's transaction. */
export const releasedLogos = async (tx: Db, clubId: number, candidates: readonly (string | null)[]) => {
  const released: string[] = [];
  for (const key of new Set(candidates)) {
    if (key !== null && !(await repo.logoInUse(tx, clubId, key))) released.push(key);
  }
  return released;
};
