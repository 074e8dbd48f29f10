// The `/members` entry of the browser bench (issue 15): the built app against the real server, on the bench's club of
// 20,000 members and 1,000 inactive ones (apps/server/bench/serveBigClub.ts: seeded, production mode, loopback).
// Signed in as its administrator through the sign-in form, it opens `/members` (every member, by first name) in a
// fresh page three times and measures:
//   - data → first paint: from the end of the member overview's answer (the page of 100, its resource timing) to
//     the first paint after the first member row is in the table;
//   - the longest task while scrolling the table to its last row, one screen per frame, as the story entries do:
//     the pages of 100 arrive from the server as the window moves.
// Its rows join the Storybook entries' table in bench-browser.mjs, with the budgets of issue 15 beside them
// (first paint ≤ 300 ms; no task of 50 ms or more while scrolling).
// The functions passed to page.evaluate and addInitScript run in the page: they may use its globals.
/* global document, requestAnimationFrame, MutationObserver */
import { spawn, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { recordLongTasks, scrollToEnd } from './bench-scroll.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverDir = join(root, 'apps/server');
const webIndex = join(root, 'apps/web/dist/index.html');

/** Issue 15's budgets for `/members` of the big club. */
export const MEMBERS_FIRST_PAINT_BUDGET_MS = 300;
export const LONG_TASK_MS = 50;

/** Seeding 35,000 people into PGlite takes a while on a busy machine; the server says when it listens. */
const SERVER_READY_TIMEOUT_MS = 240_000;
const READY_PREFIX = 'KLUBHUS_BENCH ';

function buildWeb(log) {
  log('building the web app for the /members bench …');
  const result = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@klubhus/web', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (result.status !== 0) throw new Error('The web build for the /members bench failed.');
}

/** Starts serveBigClub.ts; resolves with what it printed when it listens, and a `stop` that removes its database. */
async function startBigClubServer(log) {
  const tsx = join(serverDir, 'node_modules/.bin/tsx');
  const child = spawn(tsx, ['--conditions=@klubhus/source', 'bench/serveBigClub.ts'], {
    cwd: serverDir,
    env: { ...process.env, NODE_ENV: 'production' },
    stdio: ['pipe', 'pipe', 'pipe'],
  });
  let output = '';
  let exited = false;
  child.on('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    await new Promise((done) => {
      child.once('exit', () => done());
      child.kill('SIGTERM');
    });
  };
  log('seeding the big club and starting the server for the /members bench …');
  const ready = await new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`the bench server did not listen within ${SERVER_READY_TIMEOUT_MS / 1000} s:\n${output}`)),
      SERVER_READY_TIMEOUT_MS,
    );
    const read = (chunk) => {
      output += chunk;
      const line = output.split('\n').find((candidate) => candidate.startsWith(READY_PREFIX));
      if (line) {
        clearTimeout(timer);
        done(JSON.parse(line.slice(READY_PREFIX.length)));
      }
    };
    child.stdout.on('data', read);
    child.stderr.on('data', (chunk) => (output += chunk));
    child.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`the bench server exited (${code}) before it listened:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { ...ready, stop };
}

/** An init script: the first paint after a member row (not a placeholder) is in the table. */
function stampFirstRowPaint() {
  globalThis.__klubhusRowPainted = undefined;
  const observer = new MutationObserver(() => {
    if (!document.querySelector('[role="grid"] [data-row]:not([data-placeholder])')) return;
    observer.disconnect();
    // After the browser has painted the frame the row is in (as the stories' bench harness stamps it).
    requestAnimationFrame(() => setTimeout(() => (globalThis.__klubhusRowPainted = performance.now()), 0));
  });
  document.addEventListener('DOMContentLoaded', () =>
    observer.observe(document.body, { childList: true, subtree: true }),
  );
}

async function signIn(context, server) {
  const page = await context.newPage();
  await page.goto(`${server.url}/login`);
  await page.locator('input[type="email"]').fill(server.email);
  await page.locator('input[type="password"]').fill(server.password);
  await page.locator('form button[type="submit"]').click();
  await page.waitForURL((url) => !url.pathname.startsWith('/login'), { timeout: 60_000 });
  await page.close();
}

async function measureOnce(context, server) {
  const page = await context.newPage();
  await page.addInitScript(recordLongTasks);
  await page.addInitScript(stampFirstRowPaint);
  await page.goto(`${server.url}/members`);
  await page.waitForFunction(() => globalThis.__klubhusRowPainted !== undefined, undefined, { timeout: 60_000 });
  const firstPaint = await page.evaluate(() => {
    // The table's first page: the sidebar's badges read the overview too, with limit=1.
    const answer = performance
      .getEntriesByType('resource')
      .find((entry) => entry.name.includes('/memberoverview/') && entry.name.includes('limit=100'));
    if (!answer) throw new Error('no answer of the member overview with limit=100 on the page');
    return globalThis.__klubhusRowPainted - answer.responseEnd;
  });
  const rowCount = await page.locator('[role="grid"]').getAttribute('aria-rowcount');

  const scroll = await page.evaluate(scrollToEnd, '[role="grid"]');
  await page.close();
  if (!scroll.lastRowsLoaded) throw new Error('the last rows of /members did not arrive within 30 s');
  return { firstPaint, rowCount: Number(rowCount) - 1, ...scroll };
}

/**
 * `runs` measurements of `/members` of the big club in `browser`, each in a fresh page of one signed-in context.
 * Builds the web app when its build is missing or `build` is set.
 */
export async function measureMembersScreen(browser, { runs, build = false, log = console.log }) {
  if (build || !existsSync(webIndex)) buildWeb(log);
  const server = await startBigClubServer(log);
  const context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  try {
    await signIn(context, server);
    const results = [];
    for (let run = 0; run < runs; run += 1) results.push(await measureOnce(context, server));
    return results;
  } finally {
    await context.close();
    await server.stop();
  }
}
