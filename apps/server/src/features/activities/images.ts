import fs from 'node:fs/promises';
import path from 'node:path';
import { ACTIVITY_IMAGES_MAX } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { imageOfFile } from '../../shared/files/images.js';
import type { FileStorage } from '../../shared/files/storage.js';
import { activityCancelled, activityNotFound, imageNotFound, tooManyImages } from './refusals.js';
import * as repo from './repo.js';
import { assertMayEdit, type ActivitiesDeps, type Caller } from './service.js';

/**
 * The files of activities: covers and images under DATA_DIR/files/activities/<club> (served at /files/). The
 * occurrences of a series share their cover and copied images, so a file is removed only once no activity of the club
 * names it any more; a copied activity gets files of its own (ADR 022).
 */

export const activityFolder = (clubId: number) => `activities/${clubId}`;

/** Copies of stored files under new keys; a file gone meanwhile is left out rather than failing the copy. */
export const duplicateFiles = async (
  files: FileStorage,
  clubId: number,
  keys: readonly string[],
): Promise<string[]> => {
  const copies: string[] = [];
  try {
    for (const key of keys) {
      const bytes = await fs.readFile(path.join(files.root, key)).catch((error: NodeJS.ErrnoException) => {
        if (error.code === 'ENOENT') return undefined;
        throw error;
      });
      if (bytes) copies.push(await files.save(activityFolder(clubId), bytes, path.extname(key).slice(1)));
    }
  } catch (error) {
    await removeFiles(files, copies);
    throw error;
  }
  return copies;
};

export const removeFiles = async (files: FileStorage, keys: readonly string[]): Promise<void> => {
  await Promise.all(keys.map((key) => files.remove(key)));
};

/**
 * Removes the files no activity of the club names any more, after the change that let go of them has committed.
 * Nothing names an old key again once let go (new images get new keys), so the check cannot race a new reference.
 */
export const removeUnused = async (db: Db, files: FileStorage, clubId: number, keys: readonly string[]) => {
  for (const key of new Set(keys)) {
    if (!(await repo.fileInUse(db, clubId, key))) await files.remove(key);
  }
};

/** The refusals every image change shares: the caller's right, and a cancelled activity staying as it was. */
const assertImagesChangeable = (caller: Caller, row: repo.ActivityDbRow | undefined): repo.ActivityDbRow => {
  if (!row) throw activityNotFound();
  assertMayEdit(caller, row);
  if (row.cancelled_at !== null) throw activityCancelled();
  return row;
};

/**
 * Adds uploaded images to an activity: each checked (type and bytes) and stored one at a time, so that ten files of
 * 10 MiB never sit in memory together, then appended under the activity's row lock, which makes the 20-image limit
 * hold against parallel uploads. Images may still be added once the activity is over (its photos); a refusal removes
 * the files again.
 */
export const addImages = async (
  { db, clock, files }: ActivitiesDeps,
  caller: Caller,
  id: number,
  uploads: readonly File[],
): Promise<{ images: string[] }> => {
  // A look before any file is written: a refused caller or a full activity costs no disk.
  const seen = assertImagesChangeable(caller, await repo.findActivity(db, caller.clubId, id));
  if (seen.image_paths.length + uploads.length > ACTIVITY_IMAGES_MAX) throw tooManyImages();
  const keys: string[] = [];
  try {
    for (const upload of uploads) {
      const image = await imageOfFile(upload, 'images');
      keys.push(await files.save(activityFolder(caller.clubId), image.bytes, image.extension));
    }
    return await inTransaction(db, async (tx) => {
      const row = assertImagesChangeable(caller, await repo.lockActivity(tx, caller.clubId, id));
      if (row.image_paths.length + keys.length > ACTIVITY_IMAGES_MAX) throw tooManyImages();
      const paths = [...row.image_paths, ...keys];
      await repo.setImages(tx, caller.clubId, id, paths, clock.now());
      return { images: paths.map((key) => files.url(key)) };
    });
  } catch (error) {
    await removeFiles(files, keys);
    throw error;
  }
};

/** The path of an image address, whether the web sends it as answered (`/files/…`) or with its origin. */
const pathOf = (url: string): string | undefined => {
  try {
    return new URL(url, 'http://klubhus.invalid').pathname;
  } catch {
    return undefined;
  }
};

/** Removes one image by its address; its file goes once the change has committed and nothing else names it. */
export const deleteImage = async (
  { db, clock, files }: ActivitiesDeps,
  caller: Caller,
  id: number,
  url: string,
): Promise<{ images: string[] }> => {
  const { removed, images } = await inTransaction(db, async (tx) => {
    const row = assertImagesChangeable(caller, await repo.lockActivity(tx, caller.clubId, id));
    const wanted = pathOf(url);
    const key = row.image_paths.find((candidate) => files.url(candidate) === url || files.url(candidate) === wanted);
    if (key === undefined) throw imageNotFound();
    const paths = row.image_paths.filter((candidate) => candidate !== key);
    await repo.setImages(tx, caller.clubId, id, paths, clock.now());
    return { removed: key, images: paths.map((candidate) => files.url(candidate)) };
  });
  await removeUnused(db, files, caller.clubId, [removed]);
  return { images };
};
