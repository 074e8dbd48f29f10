import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../scripts/chromium.mjs';
import { startSmtpPeer } from './support/smtpPeer';

// scripts/start.mjs builds and starts from the repository root.
const repoRoot = fileURLToPath(new URL('..', import.meta.url));
const port = Number(process.env.E2E_PORT ?? 3100);
const baseURL = `http://127.0.0.1:${port}`;

/**
 * Every run starts on an empty data directory, so journeys see only the demo club and what they create.
 * Workers load this file again: they inherit the directory through the environment instead of making
 * their own, and only the main process removes it, on exit, after the server has been stopped.
 */
const freshDataDir = (): string => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-e2e-'));
  process.env.KLUBHUS_E2E_DATA_DIR = dir;
  process.on('exit', () => fs.rmSync(dir, { recursive: true, force: true }));
  return dir;
};
const dataDir = process.env.KLUBHUS_E2E_DATA_DIR ?? freshDataDir();

/**
 * The mailbox of the journeys: a real SMTP peer that the server's outbox delivers to (SMTP_URL). It must
 * listen before the web server starts, and Playwright starts `webServer` before `globalSetup`, so the
 * main process starts it here, while loading this file. Workers run in other processes: the peer writes
 * each mail as a JSON file into the run's data directory, where `waitForMail` (support/mailbox.ts) reads.
 */
const smtpPort = Number(process.env.E2E_SMTP_PORT ?? 3125);
if (!process.env.KLUBHUS_E2E_MAILBOX_DIR) {
  const mailboxDir = path.join(dataDir, 'mailbox');
  await startSmtpPeer(mailboxDir, smtpPort);
  process.env.KLUBHUS_E2E_MAILBOX_DIR = mailboxDir;
}

export default defineConfig({
  testDir: 'tests',
  fullyParallel: false,
  // Two files at a time (each file's journeys in order): the journeys share the demo club but each works on people
  // and groups of its own, and one worker left CI's second core idle while a journey waited on the browser.
  workers: 2,
  // A journey's own limit, where it sets none (the long ones set more): Playwright's 30 s default is the time the
  // phone journey's walk through every page takes on a busy machine, where it timed out once with two runs beside it.
  timeout: 120_000,
  // An assertion waits up to 20 s for what it expects (Playwright's default is 5 s): a save answered after 5 s on a
  // machine busy with other runs failed two journeys at random (ADR 025). A journey that never shows it still fails.
  expect: { timeout: 20_000 },
  forbidOnly: Boolean(process.env.CI),
  retries: 0,
  reporter: 'list',
  use: {
    baseURL,
    // A failed journey keeps its trace: every action with its call log, the console, the network and the sources, and
    // Playwright's error context (the page's accessibility tree where it failed). The screencast (a film strip of frames
    // encoded all through every journey) and the DOM snapshots before and after every action are left out: recorded
    // for every journey, passed ones too, they took CPU from the app under test (without the snapshots the stage took
    // 213 s instead of 244 on a two-core machine; ADR 021).
    trace: { mode: 'retain-on-failure', screenshots: false, snapshots: false },
    // Spinners and skeleton rows stand still (the design system's motion-safe: animations): nothing a journey asserts
    // moves, and the frames they would paint are CPU the app under test needs.
    reducedMotion: 'reduce',
    // Debian's Chromium with the house's launch flags (scripts/chromium.mjs): Playwright never downloads a browser here.
    launchOptions: { executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS] },
  },
  projects: [{ name: 'chromium', use: { browserName: 'chromium' } }],
  webServer: {
    // The real thing, as a user starts it (`pnpm start`): builds what is needed, then serves web + API.
    command: 'node scripts/start.mjs',
    cwd: repoRoot,
    url: `${baseURL}/api/health`,
    env: {
      PORT: String(port),
      DATA_DIR: dataDir,
      DEMO: '1',
      // The error-handling journeys make the real server answer a chosen status (x-klubhus-fault).
      KLUBHUS_FAULTS: '1',
      SMTP_URL: `smtp://127.0.0.1:${smtpPort}`,
      // Links in mail (the password reset) point at the app under test.
      PUBLIC_URL: baseURL,
    },
    reuseExistingServer: false,
    timeout: 180_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
