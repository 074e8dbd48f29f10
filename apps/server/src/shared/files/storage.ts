import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

/** Images and attachments under DATA_DIR/files (ARCHITECTURE §3), behind an interface a deployment can swap. */
export interface FileStorage {
  /** The folder the app serves under `/files/`. */
  root: string;
  /** Stores the bytes under a new key in `folder` and returns the key (`clubs/12/4f3a….png`). */
  save: (folder: string, data: Uint8Array, extension: string) => Promise<string>;
  remove: (key: string) => Promise<void>;
  /** The public URL path of a key, served by the app under `/files/`. */
  url: (key: string) => string;
}

const safeSegment = /^[a-z0-9][a-z0-9/_-]*$/i;

/** Files below `DATA_DIR/files`; built once in `app.ts`. */
export const localFileStorage = (dataDir: string): FileStorage => {
  const root = path.join(dataDir, 'files');
  return {
    root,
    save: async (folder, data, extension) => {
      if (!safeSegment.test(folder) || !/^[a-z0-9]{1,5}$/.test(extension)) throw new Error('unsafe file key');
      const key = `${folder}/${randomBytes(12).toString('hex')}.${extension}`;
      const target = path.join(root, key);
      await fs.mkdir(path.dirname(target), { recursive: true });
      await fs.writeFile(target, data);
      return key;
    },
    remove: async (key) => {
      await fs.rm(path.join(root, key), { force: true });
    },
    url: (key) => `/files/${key}`,
  };
};

/** The public URL path of a stored key, or null when there is none. */
export const fileUrl = (files: FileStorage, key: string | null): string | null => (key ? files.url(key) : null);
