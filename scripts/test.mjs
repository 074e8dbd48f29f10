#!/usr/bin/env node
// `pnpm test`: every check but the bench, in order, with the time of each stage against its budget
// (scripts/budgets.mjs) and the pass counts. A stage over its budget fails the run, named in one line.
//   node scripts/test.mjs                  all stages
//   node scripts/test.mjs --only server    some stages (comma-separated names below)
// The server suite runs on PGlite, or on PostgreSQL when DATABASE_URL is set (the driver is named in the summary).
import { AsyncLocalStorage } from 'node:async_hooks';
import { spawn } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { budgetFactor, budgetOf, overBudgetLine } from './budgets.mjs';
import { ChromiumMissingError, ensureChromium } from './chromium.mjs';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-test-'));
const env = { ...process.env, TURBO_TELEMETRY_DISABLED: '1', FORCE_COLOR: process.env.FORCE_COLOR ?? '1' };
const driver = process.env.DATABASE_URL ? 'postgres' : 'pglite';

/**
 * Where a stage's output goes: the console as it comes, or, for a stage running beside another (`together`
 * below), a buffer printed whole when the stage ends, so that two stages' lines never interleave.
 */
const toConsole = { write: (chunk, stream) => stream.write(chunk) };
const sinks = new AsyncLocalStorage();

/** Runs a command, streaming its output, and keeps the output for counting. */
const run = (command, args, extraEnv = {}) => {
  const out = sinks.getStore() ?? toConsole;
  return new Promise((resolve) => {
    const child = spawn(command, args, { env: { ...env, ...extraEnv }, stdio: ['ignore', 'pipe', 'pipe'] });
    let output = '';
    for (const stream of [child.stdout, child.stderr]) {
      stream.on('data', (chunk) => {
        output += chunk;
        out.write(chunk, stream === child.stdout ? process.stdout : process.stderr);
      });
    }
    child.on('close', (code) => resolve({ code: code ?? 1, output }));
  });
};

/**
 * Passed and failed tests of a vitest JSON report. A file that failed without a failing test (it did not
 * load, or a hook threw) counts as one failure; a file whose tests failed is counted by its tests only.
 */
const vitestCounts = (file) => {
  const report = JSON.parse(fs.readFileSync(file, 'utf8'));
  const brokenFiles = (report.testResults ?? []).filter(
    (result) => result.status === 'failed' && !(result.assertionResults ?? []).some((test) => test.status === 'failed'),
  ).length;
  return { passed: report.numPassedTests, failed: report.numFailedTests + brokenFiles };
};

/** A vitest run in one package with a JSON report beside the normal output. */
const vitest = (filter, name) => async () => {
  const report = path.join(tmp, `${name}.json`);
  const args = filter
    ? [
        '--filter',
        filter,
        'exec',
        'vitest',
        'run',
        '--reporter=default',
        '--reporter=json',
        `--outputFile.json=${report}`,
      ]
    : ['exec', 'vitest', 'run', '--reporter=default', '--reporter=json', `--outputFile.json=${report}`];
  const { code } = await run('pnpm', args);
  const counts = fs.existsSync(report) ? vitestCounts(report) : { passed: 0, failed: 1 };
  return { code, ...counts };
};

const plain = (command, args) => async () => ({ code: (await run(command, args)).code });

const jestCounts = (output) => {
  // eslint-disable-next-line no-control-regex -- strips ANSI colours from the runner's output
  const line = output.replace(/\x1b\[[0-9;]*m/g, '').match(/Tests:\s+(.*)/)?.[1] ?? '';
  return {
    passed: Number(line.match(/(\d+) passed/)?.[1] ?? 0),
    failed: Number(line.match(/(\d+) failed/)?.[1] ?? 0),
  };
};

const stages = [
  {
    name: 'chromium',
    run: async () => {
      try {
        ensureChromium();
        return { code: 0 };
      } catch (error) {
        if (error instanceof ChromiumMissingError) {
          console.error(error.message);
          return { code: 1, fatal: true };
        }
        throw error;
      }
    },
  },
  // The static checks each keep one core busy for a while: `pnpm lint`'s three parts (eslint, prettier, knip) and tsc
  // run side by side (`together`), each timed against its own budget. Run one after the other, as `pnpm lint` runs
  // them, the lint stage went on alone on one core for a minute after the typecheck had ended (ADR 021).
  { name: 'lint', together: 'static', run: plain('pnpm', ['exec', 'eslint', '.']) },
  { name: 'format', together: 'static', run: plain('pnpm', ['exec', 'prettier', '--check', '.']) },
  { name: 'knip', together: 'static', run: plain('pnpm', ['exec', 'knip']) },
  { name: 'typecheck', together: 'static', run: plain('pnpm', ['typecheck']) },
  { name: 'repo', run: vitest(undefined, 'repo') },
  { name: 'domain', run: vitest('@klubhus/domain', 'domain') },
  { name: 'ui', run: vitest('@klubhus/ui', 'ui') },
  { name: 'web', run: vitest('@klubhus/web', 'web') },
  { name: 'server', label: `server (${driver})`, run: vitest('@klubhus/server', 'server') },
  {
    name: 'build',
    run: async () => {
      const built = await plain('pnpm', ['exec', 'turbo', 'run', 'build', '--output-logs=errors-only'])();
      if (built.code !== 0) return built;
      // Every hashed JS/CSS file over 1 KB of the web build has its .br and .gz siblings.
      const compressed = await plain('node', ['scripts/check-compressed.mjs'])();
      if (compressed.code !== 0) return compressed;
      // The JavaScript a cold /login loads stays within its ceiling (issue 14, ADR 015).
      return plain('node', ['scripts/check-login-size.mjs'])();
    },
  },
  // The published @klubhus/ui: publint, attw (ESM only) and the size budgets, on the build above.
  { name: 'package', run: plain('pnpm', ['--filter', '@klubhus/ui', 'run', 'check:package']) },
  {
    name: 'storybook',
    run: async () => {
      const { code, output } = await run('node', ['scripts/test-storybook.mjs']);
      return { code, ...jestCounts(output) };
    },
  },
  {
    name: 'harness',
    label: 'visual harness self-test',
    run: async () => {
      const { code } = await run('node', ['scripts/test-storybook.mjs', '--self-test', '--no-build']);
      return { code, passed: code === 0 ? 1 : 0, failed: code === 0 ? 0 : 1 };
    },
  },
  {
    name: 'e2e',
    run: async () => {
      const report = path.join(tmp, 'e2e.json');
      const { code } = await run(
        'pnpm',
        ['--filter', '@klubhus/e2e', 'exec', 'playwright', 'test', '--reporter=list,json'],
        {
          PLAYWRIGHT_JSON_OUTPUT_NAME: report,
        },
      );
      if (!fs.existsSync(report)) return { code, passed: 0, failed: 1 };
      const { stats } = JSON.parse(fs.readFileSync(report, 'utf8'));
      return { code, passed: stats.expected + stats.flaky, failed: stats.unexpected };
    },
  },
];

const onlyIndex = process.argv.indexOf('--only');
const only = onlyIndex > -1 ? process.argv[onlyIndex + 1]?.split(',') : undefined;
const selected = only ? stages.filter((stage) => only.includes(stage.name)) : stages;
if (only && selected.length !== only.length) {
  console.error(`Unknown stage in --only ${only.join(',')}; stages: ${stages.map((stage) => stage.name).join(', ')}`);
  process.exit(2);
}

try {
  budgetFactor(); // a bad KLUBHUS_BUDGET_FACTOR stops the run before any stage
} catch (error) {
  console.error(error instanceof Error ? error.message : String(error));
  process.exit(2);
}
/** Runs one stage and records its result; `buffered` keeps its output until it ends (stages run together). */
const runStage = async (stage, buffered) => {
  const label = stage.label ?? stage.name;
  const heading = `\n━━ ${label} ━━\n`;
  const chunks = [];
  if (!buffered) process.stdout.write(heading);
  const sink = buffered ? { write: (chunk, stream) => chunks.push([chunk, stream]) } : toConsole;
  const started = Date.now();
  const result = await sinks.run(sink, () => stage.run());
  const seconds = (Date.now() - started) / 1000;
  if (buffered) {
    process.stdout.write(heading);
    for (const [chunk, stream] of chunks) stream.write(chunk);
  }
  const budget = budgetOf(stage.name);
  return { name: stage.name, label, seconds, budget, overBudget: budget !== undefined && seconds > budget, ...result };
};

const runStarted = Date.now();
const results = [];
for (let at = 0; at < selected.length;) {
  // A stage runs alone, or with the neighbours that share its `together`.
  let end = at + 1;
  while (selected[at].together && selected[end]?.together === selected[at].together) end += 1;
  const batch = selected.slice(at, end);
  at = end;
  const batchResults = await Promise.all(batch.map((stage) => runStage(stage, batch.length > 1)));
  results.push(...batchResults);
  if (batchResults.some((result) => result.fatal)) break;
}

console.log('\n━━ summary ━━');
for (const { label, seconds, budget, overBudget, code, passed, failed } of results) {
  const counts = passed === undefined ? '' : `  ${passed} passed, ${failed} failed`;
  const time = `${seconds.toFixed(1).padStart(6)} s / ${String(Math.round(budget ?? 0)).padStart(4)} s`;
  console.log(`${code === 0 && !overBudget ? 'ok  ' : 'FAIL'}  ${label.padEnd(28)} ${time}${counts}`);
}
const overBudget = results.filter((result) => result.overBudget);
for (const result of overBudget) console.log(`FAIL  ${overBudgetLine(result.name, result.seconds, result.label)}`);
// Wall time: stages that ran together count once.
const total = (Date.now() - runStarted) / 1000;
console.log(`total ${total.toFixed(1)} s`);
const passed = results.reduce((sum, result) => sum + (result.passed ?? 0), 0);
const failed =
  results.reduce((sum, result) => sum + (result.failed ?? 0), 0) +
  results.filter((r) => r.code !== 0 && !r.failed).length +
  overBudget.filter((r) => r.code === 0).length;
fs.rmSync(tmp, { recursive: true, force: true });
console.log(`${passed} passed, ${failed} failed`);
const allPassed = results.every((result) => result.code === 0) && overBudget.length === 0;
process.exit(allPassed && results.length === selected.length ? 0 : 1);
