import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * Where the files of multipart uploads wait while their request lasts: `DATA_DIR/tmp/uploads/<host>-<pid>-<id>/`,
 * one folder per running app. Apps that share a DATA_DIR (several instances on PostgreSQL, test files side by
 * side) therefore never remove each other's files in flight. At start an app removes what a crashed process
 * left behind: the folders of this host whose process is gone (or is this very process, for an app that is no
 * longer open), and any folder untouched for a day (another host's, whose processes it cannot see).
 */
export interface UploadFolder {
  /** This app's own folder. */
  readonly dir: string;
  /** A fresh file path in it (the folder is made again if something removed it). */
  newPath: () => Promise<string>;
  /** Removes the folder and anything left in it (the app closes). */
  close: () => Promise<void>;
}

const DAY_MS = 86_400_000;

/** This host's name as it appears in folder names. */
const hostTag = os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';

/** The folders of the apps open in this process. */
const openFolders = new Set<string>();

const isRunning = (pid: number): boolean => {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    // EPERM: it runs, under another user.
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
};

/** Whether a folder in the uploads root was left by a process that can no longer remove it itself. */
const isLeftover = (root: string, name: string, now: number): boolean => {
  const match = /^(.+)-(\d+)-[0-9a-f]+$/.exec(name);
  if (match?.[1] === hostTag) {
    const pid = Number(match[2]);
    return pid === process.pid ? !openFolders.has(name) : !isRunning(pid);
  }
  try {
    return now - fs.statSync(path.join(root, name)).mtimeMs > DAY_MS;
  } catch {
    return false; // already gone
  }
};

/** Removes the leftovers of crashed processes below `root`. */
const sweepUploadLeftovers = (root: string, now = Date.now()) => {
  for (const name of fs.readdirSync(root)) {
    if (isLeftover(root, name, now)) fs.rmSync(path.join(root, name), { recursive: true, force: true });
  }
};

/** Opens this app's upload folder below `DATA_DIR/tmp/uploads`, clearing crashed processes' leftovers first. */
export const openUploadFolder = (dataDir: string): UploadFolder => {
  const root = path.join(dataDir, 'tmp', 'uploads');
  fs.mkdirSync(root, { recursive: true });
  sweepUploadLeftovers(root);
  const name = `${hostTag}-${process.pid}-${randomBytes(6).toString('hex')}`;
  const dir = path.join(root, name);
  fs.mkdirSync(dir);
  openFolders.add(name);
  return {
    dir,
    newPath: async () => {
      await fs.promises.mkdir(dir, { recursive: true });
      return path.join(dir, randomBytes(12).toString('hex'));
    },
    close: async () => {
      openFolders.delete(name);
      await fs.promises.rm(dir, { recursive: true, force: true });
    },
  };
};
