import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { openUploadFolder } from '../src/shared/files/uploadFolder.js';

/** Uploads wait in a folder per running app; a crashed process's leftovers are cleared when an app starts. */

let dataDir: string;
beforeAll(() => {
  dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-upload-folder-'));
});
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const root = () => path.join(dataDir, 'tmp', 'uploads');
const host = os.hostname().replace(/[^A-Za-z0-9.]/g, '_') || 'host';
/** A folder as a process left it, with a file in it. */
const leave = (name: string, ageMs = 0) => {
  const dir = path.join(root(), name);
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, 'part'), 'half an upload');
  const when = new Date(Date.now() - ageMs);
  fs.utimesSync(dir, when, when);
};
/** A process id that no running process has (beyond Linux's largest). */
const GONE_PID = 99_999_999;

describe('the upload folder', () => {
  it("clears a crashed process's leftovers at start, and no live process's folder", async () => {
    fs.mkdirSync(root(), { recursive: true });
    const kept = [
      `${host}-${process.ppid}-aa11`, // a running process of this host (the test runner's parent)
      `elsewhere-1-bb22`, // another host's, recent: its process may well be running
    ];
    const cleared = [
      `${host}-${GONE_PID}-cc33`, // a process of this host that is gone
      `${host}-${process.pid}-dd44`, // this very process, in an app that is not open (an earlier life's pid)
      `elsewhere-1-ee55`, // another host's, untouched for two days
    ];
    for (const name of [...kept, ...cleared.slice(0, 2)]) leave(name);
    leave(cleared[2] ?? '', 2 * 86_400_000);

    const folder = openUploadFolder(dataDir);
    expect(fs.readdirSync(root()).sort()).toEqual([...kept, path.basename(folder.dir)].sort());

    // A second app in the same process leaves the first one's folder alone.
    const second = openUploadFolder(dataDir);
    expect(fs.existsSync(folder.dir)).toBe(true);

    const file = await folder.newPath();
    fs.writeFileSync(file, 'x');
    await folder.close();
    await second.close();
    expect(fs.readdirSync(root()).sort()).toEqual([...kept].sort());
  });

  it('makes its folder again if something removed it', async () => {
    const folder = openUploadFolder(dataDir);
    fs.rmSync(folder.dir, { recursive: true });
    const file = await folder.newPath();
    fs.writeFileSync(file, 'x');
    expect(fs.existsSync(file)).toBe(true);
    await folder.close();
  });
});
