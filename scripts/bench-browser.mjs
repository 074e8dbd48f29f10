// The browser entry of `pnpm bench` (issue 5): in Debian's Chromium, the time from 10,000 rows of data to
// the first paint of the DataTable and of the MemberPickerList, and the longest task while scrolling each
// to its end; also a windowed DataTable of 20,000 rows whose pages arrive as it scrolls (issue 15). It
// opens the `UI/Bench/Large lists` stories of the static Storybook (built when missing or with `--build`).
// Beside them, `/members` of the 20,000-member club in the built app against the real server
// (bench-members-screen.mjs), with issue 15's budgets printed PASS/OVER.
// Figures are printed, never asserted: budgets are read by people (ARCHITECTURE §6); BENCH_STRICT=1 fails an OVER.
// Then the first load of the built app (bench-first-load.mjs, issue 14): a cold /login and Lighthouse, whose
// budgets print PASS/OVER and fail the run only with BENCH_STRICT=1.
// The functions passed to page.evaluate run in the page (bench-scroll.mjs holds the shared ones).
import { existsSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { benchFirstLoad, reportBudgets } from './bench-first-load.mjs';
import { LONG_TASK_MS, MEMBERS_FIRST_PAINT_BUDGET_MS, measureMembersScreen } from './bench-members-screen.mjs';
import { recordLongTasks, scrollToEnd } from './bench-scroll.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';
import { buildStorybook, serveStorybook } from './test-storybook.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const staticDir = join(root, 'storybook-static');

const targets = [
  {
    name: 'DataTable, 10,000 rows',
    id: 'ui-bench-large-lists--data-table-rows',
    button: 'Vis 10.000 rækker',
    list: '[role="grid"]',
  },
  {
    name: 'DataTable windowed, 20,000 rows',
    id: 'ui-bench-large-lists--data-table-windowed-rows',
    button: 'Vis 20.000 rækker i vinduer',
    list: '[role="grid"]',
  },
  {
    name: 'MemberPickerList, 10,000 rows',
    id: 'ui-bench-large-lists--member-picker-rows',
    button: 'Vis 10.000 medlemmer',
    list: '[role="grid"]',
  },
];

/** Runs 3 times per target and reports the median, so one hiccup of the machine does not make the figure. */
const RUNS = 3;

/** The name `BENCH_ONLY` picks the `/members` entry by. */
const MEMBERS_SCREEN = 'members-screen';

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

async function measure(browser, url, target) {
  const page = await browser.newPage({ viewport: { width: 1024, height: 768 } });
  // Long tasks from the start; the scroll reads only those after its own mark.
  await page.addInitScript(recordLongTasks);
  await page.goto(`${url}/iframe.html?id=${target.id}&viewMode=story`);
  await page.getByRole('button', { name: target.button }).click();
  await page.waitForFunction(() => globalThis.__klubhusBench?.painted !== undefined, undefined, { timeout: 60_000 });
  const firstPaint = await page.evaluate(() => globalThis.__klubhusBench.painted - globalThis.__klubhusBench.start);

  const scroll = await page.evaluate(scrollToEnd, target.list);
  await page.close();
  return { firstPaint, ...scroll };
}

export async function benchBrowser({ build = false, log = console.log } = {}) {
  ensureChromium({ log });
  if (build || !existsSync(join(staticDir, 'index.json'))) {
    log('building the static Storybook for the browser bench …');
    await buildStorybook(staticDir);
  }
  const server = await serveStorybook(staticDir);
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
  try {
    const rows = [];
    const only = process.env.BENCH_ONLY;
    const summary = (name, runs) => ({
      name,
      firstPaint: median(runs.map((r) => r.firstPaint)),
      longestTask: median(runs.map((r) => r.longestTask)),
      longestFrame: median(runs.map((r) => r.longestFrame)),
      rowsInDom: Math.max(...runs.map((r) => r.rowsInDom)),
    });
    for (const target of targets.filter((t) => !only || t.id.includes(only))) {
      const runs = [];
      for (let run = 0; run < RUNS; run += 1) runs.push(await measure(browser, server.url, target));
      rows.push(summary(target.name, runs));
    }
    let pass = true;
    let members;
    if (!only || MEMBERS_SCREEN.includes(only)) {
      const runs = await measureMembersScreen(browser, { runs: RUNS, build, log });
      members = summary(`/members, ${runs[0].rowCount.toLocaleString('en')} members (real server)`, runs);
      rows.push(members);
    }
    const ms = (value) => value.toFixed(1);
    const header = ['list', 'data → first paint', 'longest task scrolling', 'longest frame', 'rows in DOM'];
    const lines = rows.map((r) => [
      r.name,
      ms(r.firstPaint),
      r.longestTask === 0 ? '< 50 (none)' : ms(r.longestTask),
      ms(r.longestFrame),
      String(r.rowsInDom),
    ]);
    const widths = header.map((h, i) => Math.max(h.length, ...lines.map((l) => l[i].length)));
    const format = (cells) => cells.map((cell, i) => cell.padEnd(widths[i])).join('  ');
    log('');
    log(`browser: Chromium ${browser.version()} · median of ${RUNS} runs · scrolling one screen per frame to the end`);
    log(format(header));
    log(widths.map((w) => '-'.repeat(w)).join('  '));
    for (const line of lines) log(format(line));
    log(`(times in ms; a long task is one of ${LONG_TASK_MS} ms or more)`);
    if (members) {
      const paintPass = members.firstPaint <= MEMBERS_FIRST_PAINT_BUDGET_MS;
      const taskPass = members.longestTask < LONG_TASK_MS;
      const verdict = (ok) => (ok ? 'PASS' : 'OVER');
      log(
        `budget  /members data → first paint ≤ ${MEMBERS_FIRST_PAINT_BUDGET_MS} ms  ${`${ms(members.firstPaint)} ms`.padStart(10)}  ${verdict(paintPass)}`,
      );
      log(
        `budget  /members no task ≥ ${LONG_TASK_MS} ms scrolling   ${(members.longestTask === 0 ? 'none' : `${ms(members.longestTask)} ms`).padStart(10)}  ${verdict(taskPass)}`,
      );
      pass = paintPass && taskPass;
    }
    return pass;
  } finally {
    await browser.close();
    await server.stop();
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const build = process.argv.includes('--build');
  benchBrowser({ build })
    .then(async (listsPass) => (await benchFirstLoad({ build })) && listsPass)
    .then((pass) => process.exit(reportBudgets(pass) ? 0 : 1))
    .catch((error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    });
}
