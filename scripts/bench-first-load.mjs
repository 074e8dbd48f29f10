#!/usr/bin/env node
// The first-load entry of `pnpm bench` (issue 14), against the built app served by the real server in production
// mode (free loopback port, fresh embedded database, demo club):
//   - a cold `/login`: bytes on the wire by type, as transferred (with whatever content-encoding the server
//     sends, printed) beside the brotli size we compute, and the largest contentful paint, median of 5 fresh
//     browser contexts after one throw-away load that warms the server;
//   - Lighthouse 12 on `/login` with its mobile and desktop presets: scores, key metrics, and what costs points.
// Budgets are printed PASS/OVER like the server bench: informational, BENCH_STRICT=1 fails the run.
//   node scripts/bench-first-load.mjs [--build]     (also run by `pnpm bench` after the Storybook lists)
//   BENCH_SKIP_LIGHTHOUSE=1 …                        the cold loads only (a few seconds instead of a minute)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import lighthouse, { desktopConfig } from 'lighthouse';
import { chromium } from 'playwright-core';
import { LOGIN_JS_BUDGET_KB } from './check-login-size.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';
import { KB, coldLoad, kb, median, missingBuild, startServer } from './first-load.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');

/** Fresh browser contexts measured; the median is the figure, so one hiccup of the machine does not make it. */
const RUNS = 5;
/** Largest contentful paint of a cold `/login` on loopback (issue 14). */
const LCP_BUDGET_MS = 500;
/** Lighthouse's 0–100 scores, per preset (issue 14); best practices is printed without a budget. */
const LIGHTHOUSE_BUDGETS = {
  mobile: { performance: 90, accessibility: 100, seo: 100 },
  desktop: { performance: 98, accessibility: 100, seo: 100 },
};
const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
  ['SI', 'speed-index'],
];
/** How many of the costliest audits to print per category that misses its budget. */
const TOP_AUDITS = 6;
const KINDS = ['JS', 'CSS', 'fonts', 'other'];

const verdict = (pass) => (pass ? 'PASS' : 'OVER');

/** Columns padded to their widest cell; the first left-aligned, the rest right-aligned. */
function table(header, lines, log) {
  const widths = header.map((title, i) => Math.max(title.length, ...lines.map((line) => line[i].length)));
  const format = (cells) =>
    cells
      .map((cell, i) => (i === 0 ? cell.padEnd(widths[i]) : cell.padStart(widths[i])))
      .join('  ')
      .trimEnd();
  log(format(header));
  log(widths.map((width) => '-'.repeat(width)).join('  '));
  for (const line of lines) log(format(line));
}

/** Bytes per kind of one load: files, as transferred, the encodings seen, raw and brotli. */
function byKind(responses) {
  return Object.fromEntries(
    KINDS.map((kind) => {
      const of = responses.filter((response) => response.kind === kind);
      const sum = (key) => of.reduce((total, response) => total + response[key], 0);
      const encodings = [...new Set(of.map((response) => response.encoding))].sort().join(', ');
      return [
        kind,
        { files: of.length, transferred: sum('transferred'), raw: sum('raw'), brotli: sum('brotli'), encodings },
      ];
    }),
  );
}

async function coldLoads(url, log) {
  const browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
  try {
    await coldLoad(browser, url); // throw-away: the server's first answers (file reads, JIT) are not the figure
    const runs = [];
    for (let run = 0; run < RUNS; run += 1) runs.push(await coldLoad(browser, url));
    const kinds = runs.map((run) => byKind(run.responses));
    const medianOf = (kind, key) => median(kinds.map((k) => k[kind][key]));
    const lines = KINDS.map((kind) => [
      kind,
      String(medianOf(kind, 'files')),
      kb(medianOf(kind, 'transferred')),
      kinds.at(-1)[kind].encodings || '—',
      kb(medianOf(kind, 'raw')),
      kb(medianOf(kind, 'brotli')),
    ]);
    const total = (key) => median(runs.map((run) => run.responses.reduce((sum, r) => sum + r[key], 0)));
    lines.push([
      'total',
      String(median(runs.map((run) => run.responses.length))),
      kb(total('transferred')),
      '',
      kb(total('raw')),
      kb(total('brotli')),
    ]);
    log('');
    log(`cold /login · Chromium ${browser.version()} · median of ${RUNS} fresh browser contexts, server warm · ${url}`);
    table(['type', 'files', 'on the wire kB', 'content-encoding', 'raw kB', 'brotli kB'], lines, log);
    log(
      `(kB of 1,000 bytes; on the wire: response bodies as transferred; brotli: quality 11, computed here; ` +
        `response headers add ${kb(total('headerBytes'))} kB more)`,
    );
    const jsBrotli = medianOf('JS', 'brotli');
    const lcp = median(runs.map((run) => run.lcp));
    const fcp = median(runs.map((run) => run.fcp));
    const lcps = runs.map((run) => run.lcp);
    log(
      `first contentful paint ${fcp.toFixed(0)} ms · largest contentful paint ${lcp.toFixed(0)} ms ` +
        `(runs ${Math.min(...lcps).toFixed(0)}–${Math.max(...lcps).toFixed(0)} ms; element ${runs.at(-1).lcpElement || '?'})`,
    );
    const jsPass = jsBrotli <= LOGIN_JS_BUDGET_KB * KB;
    const lcpPass = lcp <= LCP_BUDGET_MS;
    log(`budget  JS ≤ ${LOGIN_JS_BUDGET_KB} kB brotli   ${kb(jsBrotli).padStart(7)} kB  ${verdict(jsPass)}`);
    log(`budget  LCP ≤ ${LCP_BUDGET_MS} ms         ${lcp.toFixed(0).padStart(7)} ms  ${verdict(lcpPass)}`);
    return jsPass && lcpPass;
  } finally {
    await browser.close();
  }
}

/**
 * Debian's Chromium with the house's flags and a DevTools port for Lighthouse (which drives it through that
 * port); resolves with the port once Chromium prints it. `stop()` ends it and removes its profile.
 */
async function launchDebuggableChromium() {
  const profile = mkdtempSync(join(tmpdir(), 'klubhus-lighthouse-profile-'));
  const args = [
    ...CHROMIUM_ARGS,
    '--remote-debugging-port=0',
    `--user-data-dir=${profile}`,
    // What chrome-launcher adds for Lighthouse: nothing in the background competes with the page being timed.
    '--disable-extensions',
    '--disable-default-apps',
    '--mute-audio',
    '--disable-renderer-backgrounding',
    '--disable-background-timer-throttling',
    '--disable-backgrounding-occluded-windows',
    'about:blank',
  ];
  // The Debian launcher execs the browser, so this child is Chromium itself.
  const browser = spawn(CHROMIUM_PATH, args, { stdio: ['ignore', 'ignore', 'pipe'] });
  let exited = false;
  browser.on('exit', () => (exited = true));
  const stop = async () => {
    if (!exited) {
      await new Promise((done) => {
        browser.once('exit', () => done());
        browser.kill('SIGTERM');
      });
    }
    rmSync(profile, { recursive: true, force: true });
  };
  let output = '';
  const port = await new Promise((done, fail) => {
    const timer = setTimeout(
      () => fail(new Error(`Chromium printed no DevTools port within 30 s:\n${output}`)),
      30_000,
    );
    browser.stderr.on('data', (chunk) => {
      output += chunk;
      const match = /DevTools listening on ws:\/\/[^:]+:(\d+)\//.exec(output);
      if (match) {
        clearTimeout(timer);
        done(Number(match[1]));
      }
    });
    browser.on('exit', (code) => {
      clearTimeout(timer);
      fail(new Error(`Chromium exited (${code}) before it listened:\n${output}`));
    });
  }).catch(async (error) => {
    await stop();
    throw error;
  });
  return { port, stop };
}

/** Time an audit says its fix would save: its overall estimate, or the sum of its per-metric estimates. */
const savingsMs = (audit) =>
  audit.details?.overallSavingsMs ??
  Object.values(audit.metricSavings ?? {}).reduce((sum, value) => sum + (value ?? 0), 0);

/**
 * The audits that cost the most points in a category. Performance: the opportunities and diagnostics that
 * estimate a saving, largest first (one that estimates none is noise there); others: every failed audit, by
 * weight. Lighthouse's own titles say what fails and by how much.
 */
function costliest(lhr, categoryId) {
  const performance = categoryId === 'performance';
  const failing = lhr.categories[categoryId].auditRefs
    // The LCP element is printed on a line of its own (lcpBreakdown).
    .filter((ref) => !['metrics', 'hidden'].includes(ref.group) && ref.id !== 'largest-contentful-paint-element')
    .map((ref) => ({ ref, audit: lhr.audits[ref.id] }))
    .filter(({ audit }) => audit.score !== null && audit.score < (performance ? 0.9 : 1))
    .filter(({ audit }) => !['notApplicable', 'manual', 'informative'].includes(audit.scoreDisplayMode))
    .filter(({ audit }) => !performance || savingsMs(audit) > 0 || (audit.details?.overallSavingsBytes ?? 0) > 0);
  failing.sort((a, b) => b.ref.weight - a.ref.weight || savingsMs(b.audit) - savingsMs(a.audit));
  return failing
    .slice(0, TOP_AUDITS)
    .map(({ audit }) => `${audit.title}${audit.displayValue ? ` — ${audit.displayValue}` : ''}`);
}

/** Which element is the largest contentful paint and where its time goes (TTFB, load delay, …). */
function lcpBreakdown(lhr) {
  const tables = lhr.audits['largest-contentful-paint-element']?.details?.items ?? [];
  const snippet = tables[0]?.items?.[0]?.node?.snippet;
  const phases = (tables[1]?.items ?? []).map((item) => `${item.phase} ${Math.round(item.timing)} ms`);
  return snippet ? `${snippet}: ${phases.join(', ')}` : undefined;
}

async function lighthouseRuns(url, log) {
  const reports = mkdtempSync(join(tmpdir(), 'klubhus-lighthouse-'));
  const presets = [
    ['mobile', undefined],
    ['desktop', desktopConfig],
  ];
  const results = [];
  for (const [preset, config] of presets) {
    // A browser per preset: the second run must not inherit the first one's cache or compiled code.
    const chrome = await launchDebuggableChromium();
    try {
      const started = Date.now();
      const flags = {
        port: chrome.port,
        hostname: '127.0.0.1',
        output: 'html',
        logLevel: 'error',
        onlyCategories: CATEGORIES,
      };
      const result = await lighthouse(`${url}/login`, flags, config);
      if (!result) throw new Error(`Lighthouse (${preset}) returned no result`);
      const file = join(reports, `login-${preset}.html`);
      writeFileSync(file, String(result.report));
      results.push({ preset, lhr: result.lhr, file, seconds: (Date.now() - started) / 1000 });
    } finally {
      await chrome.stop();
    }
  }

  log('');
  log(
    `Lighthouse ${results[0].lhr.lighthouseVersion} on /login (${results[0].lhr.environment.hostUserAgent.match(/Chrome\/\S+/)?.[0] ?? 'Chromium'})`,
  );
  const score = (lhr, id) => Math.round((lhr.categories[id].score ?? 0) * 100);
  const lines = [];
  for (const { preset, lhr } of results) {
    const budgets = LIGHTHOUSE_BUDGETS[preset];
    const cells = CATEGORIES.map((id) => {
      const value = score(lhr, id);
      const budget = budgets[id];
      return budget === undefined ? String(value) : `${value} / ≥${budget} ${verdict(value >= budget)}`;
    });
    const metrics = METRICS.map(([, id]) => lhr.audits[id].displayValue ?? '?');
    lines.push([preset, ...cells, ...metrics]);
  }
  table(['preset', ...CATEGORIES, ...METRICS.map(([name]) => name)], lines, log);

  let allPass = true;
  for (const { preset, lhr, file, seconds } of results) {
    const budgets = LIGHTHOUSE_BUDGETS[preset];
    for (const id of CATEGORIES) {
      const budget = budgets[id];
      if (budget === undefined || score(lhr, id) >= budget) continue;
      allPass = false;
      log(`${preset} ${id} ${score(lhr, id)} < ${budget}; what costs the most:`);
      for (const line of costliest(lhr, id)) log(`  - ${line}`);
      const lcp = id === 'performance' ? lcpBreakdown(lhr) : undefined;
      if (lcp) log(`  - LCP element ${lcp}`);
    }
    const warnings = lhr.runWarnings ?? [];
    for (const warning of warnings) log(`${preset}: Lighthouse warns: ${warning}`);
    log(`${preset} report (${seconds.toFixed(0)} s): ${file}`);
  }
  return allPass;
}

function buildApp(log) {
  log('building the web app and the server for the first-load bench …');
  const result = spawnSync(
    'pnpm',
    ['exec', 'turbo', 'run', 'build', '--filter=@klubhus/server', '--filter=@klubhus/web', '--output-logs=errors-only'],
    { cwd: root, stdio: 'inherit', env: { ...process.env, TURBO_TELEMETRY_DISABLED: '1' } },
  );
  if (result.status !== 0) throw new Error('The build for the first-load bench failed.');
}

/** Runs the first-load bench; resolves true when every budget holds. */
export async function benchFirstLoad({ build = false, log = console.log, env = process.env } = {}) {
  ensureChromium({ log });
  if (build || missingBuild()) buildApp(log);
  const server = await startServer();
  try {
    log(`\nfirst load: production server on ${server.url} answered after ${(server.startedInMs / 1000).toFixed(1)} s`);
    const loadPass = await coldLoads(server.url, log);
    const lighthousePass = env.BENCH_SKIP_LIGHTHOUSE === '1' ? true : await lighthouseRuns(server.url, log);
    return loadPass && lighthousePass;
  } catch (error) {
    log(server.said());
    throw error;
  } finally {
    await server.stop();
  }
}

/** The closing line shared with bench-browser.mjs: informational unless BENCH_STRICT=1. */
export function reportBudgets(pass, { log = console.log, env = process.env } = {}) {
  if (pass) return true;
  const strict = env.BENCH_STRICT === '1';
  log(
    strict ? 'Over budget and BENCH_STRICT=1: failing.' : 'Over budget (informational; BENCH_STRICT=1 fails the run).',
  );
  return !strict;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  benchFirstLoad({ build: process.argv.includes('--build') }).then(
    (pass) => process.exit(reportBudgets(pass) ? 0 : 1),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
