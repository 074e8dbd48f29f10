import fs from 'node:fs/promises';
import path from 'node:path';
import { activityTypeRefusals } from '@klubhus/domain';
import { badRequest, notFound } from '../../../http/HttpError.js';

/**
 * Which image `ChangeColor` reads (ADR 024): only a file of the server's own, named as the app names it —
 * `/files/<key>`, or the same on this server's own address (`PUBLIC_URL`). The URL is never fetched: its key is
 * read from the files root, so another host, another path, a query, an encoded or a dotted escape, a backslash
 * all answer 400 `imageNotOurs` before anything touches the disk.
 */

const FIELD = 'imageUrl';
const FILES_PATH = '/files/';

/**
 * A stored key as the storage makes them (`clubs/12/4f3a….png`, `icons/dumbbell.png`): segments of letters,
 * digits, `_` and `-` that start with a letter or digit, and a short extension. No `.`/`..` segment, no `%`, no
 * `\`, no `?`, no `//` can pass.
 */
const STORED_KEY = /^[a-z0-9][a-z0-9_-]*(?:\/[a-z0-9][a-z0-9_-]*)*\.[a-z0-9]{1,5}$/i;
const MAX_KEY_LENGTH = 300;

const notOurs = () =>
  badRequest(activityTypeRefusals.imageNotOurs.message, activityTypeRefusals.imageNotOurs.code, FIELD);
const missing = () =>
  notFound(activityTypeRefusals.imageNotFound.message, activityTypeRefusals.imageNotFound.code, FIELD);

/**
 * The key of one of our files named by `imageUrl`, or 400 `imageNotOurs`. The address must be `PUBLIC_URL` exactly
 * (scheme and host in any case, as URLs allow): nothing is normalised, since a normalising parser reads `%2e%2e`
 * as `..`.
 */
export const ownFileKey = (imageUrl: string, publicUrl: string): string => {
  const ownPrefix = `${publicUrl.replace(/\/+$/, '')}${FILES_PATH}`;
  let key: string | undefined;
  if (imageUrl.startsWith(FILES_PATH)) key = imageUrl.slice(FILES_PATH.length);
  else if (imageUrl.slice(0, ownPrefix.length).toLowerCase() === ownPrefix.toLowerCase()) {
    key = imageUrl.slice(ownPrefix.length);
  }
  if (key === undefined || key.length > MAX_KEY_LENGTH || !STORED_KEY.test(key)) throw notOurs();
  return key;
};

/**
 * The real path of a key inside the files root: 404 `imageNotFound` when there is no such file, 400 `imageNotOurs`
 * when it leads outside the root (a link placed there) or is not a plain file.
 */
export const resolveOwnFile = async (root: string, key: string): Promise<{ filePath: string; version: string }> => {
  const realRoot = await fs.realpath(root).catch(() => path.resolve(root));
  const resolved = await fs.realpath(path.join(root, key)).catch((error: NodeJS.ErrnoException) => {
    if (error.code === 'ENOENT' || error.code === 'ENOTDIR') throw missing();
    throw error;
  });
  if (!resolved.startsWith(`${realRoot}${path.sep}`)) throw notOurs();
  const stat = await fs.stat(resolved).catch(() => undefined);
  if (!stat) throw missing();
  if (!stat.isFile()) throw notOurs();
  return { filePath: resolved, version: `${stat.size}:${stat.mtimeMs}` };
};
