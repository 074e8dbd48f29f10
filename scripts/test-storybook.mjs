// `pnpm test:storybook [-u]`: build the static Storybook, serve it on 127.0.0.1, and run every story
// through @storybook/test-runner in Debian's Chromium: play functions, axe, and image snapshots in the
// themes of the snapshot policy (.storybook/test-runner.ts, .storybook/snapshotPolicy.mjs); baselines no
// story produces fail the run. `-u` re-baselines. `--self-test` proves that the harness notices a changed
// colour. Both are exported for scripts/test.mjs.
import { spawn } from 'node:child_process';
import { createHash } from 'node:crypto';
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  symlinkSync,
  unlinkSync,
  writeFileSync,
} from 'node:fs';
import { createRequire } from 'node:module';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { baselineName, screenArea, THEMES_TAG, visualPlan } from '../.storybook/snapshotPolicy.mjs';
import { ChromiumMissingError, chromiumMajor, ensureChromium } from './chromium.mjs';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const bin = (name) => join(root, 'node_modules', '.bin', name);
const staticDir = join(root, 'storybook-static');
const httpServerBin = createRequire(import.meta.url).resolve('http-server/bin/http-server');

export const SNAPSHOT_DIR = join(root, '.storybook', '__image_snapshots__');
const STAMP_FILE = join(SNAPSHOT_DIR, 'chromium-version.txt');
export const REBASELINE_COMMAND = 'pnpm test:storybook -u';
/** The story the self-test renders with a changed brand colour. */
export const SELF_TEST_STORY = { id: 'ui-button--catalog', title: 'UI/Button', name: 'Catalog' };
/**
 * Jest's limit for one story (its play function, axe and screenshots in the themes of its plan). No
 * story waits on real time (ADR 013), so a story near this limit is a slow story to fix, not a reason to
 * raise it; the summary names the slowest five so that growth shows early.
 */
const STORY_TIMEOUT_MS = 30_000;
const SLOWEST_SHOWN = 5;

const quietEnv = {
  STORYBOOK_DISABLE_TELEMETRY: '1',
  STORYBOOK_TELEMETRY_DISABLED: '1',
  NO_COLOR: '1',
  FORCE_COLOR: '0',
};

class HarnessError extends Error {}

/** Runs a command; `capture` keeps its output for us (and prints nothing), otherwise it streams. */
function run(command, args, { env = {}, capture = false } = {}) {
  return new Promise((done, fail) => {
    const child = spawn(command, args, {
      cwd: root,
      env: { ...process.env, ...quietEnv, ...env },
      stdio: capture ? ['ignore', 'pipe', 'pipe'] : 'inherit',
    });
    let output = '';
    child.stdout?.on('data', (chunk) => (output += chunk));
    child.stderr?.on('data', (chunk) => (output += chunk));
    child.on('error', fail);
    child.on('close', (code, signal) => done({ code: code ?? (signal ? 1 : 0), output }));
  });
}

function freePort() {
  return new Promise((done, fail) => {
    const server = createServer();
    server.unref();
    server.on('error', fail);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => done(port));
    });
  });
}

/** Chromium present and of the major the baselines were taken with (or about to be re-taken with). */
function prepareChromium({ update }) {
  ensureChromium();
  const major = chromiumMajor();
  const stamped = existsSync(STAMP_FILE) ? Number(readFileSync(STAMP_FILE, 'utf8').trim()) : undefined;
  if (!update && stamped !== undefined && stamped !== major) {
    throw new HarnessError(
      `Chromium ${major} is installed but the image baselines were taken with Chromium ${stamped}: re-baseline with \`${REBASELINE_COMMAND}\` and commit that on its own.`,
    );
  }
  return major;
}

export async function buildStorybook(dir = staticDir) {
  const { code, output } = await run(bin('storybook'), ['build', '-o', dir, '--quiet'], { capture: true });
  if (code !== 0) {
    process.stderr.write(output);
    throw new HarnessError(`storybook build failed (exit ${code}).`);
  }
}

/** Serves storybook-static (or `dir`) with http-server on 127.0.0.1 and a free port until `stop()`. */
export async function serveStorybook(dir = staticDir) {
  if (!existsSync(join(dir, 'index.json'))) throw new HarnessError('storybook-static is missing: build first.');
  const port = await freePort();
  const url = `http://127.0.0.1:${port}`;
  const server = spawn(process.execPath, [httpServerBin, dir, '-a', '127.0.0.1', '-p', String(port), '-s', '-c-1'], {
    cwd: root,
    stdio: 'ignore',
  });
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = () =>
    new Promise((done) => {
      if (exited) return done();
      server.once('exit', () => done());
      server.kill('SIGTERM');
    });
  for (let waited = 0; waited < 30_000; waited += 100) {
    if (exited) throw new HarnessError('http-server exited before serving storybook-static.');
    try {
      const response = await fetch(`${url}/index.json`);
      if (response.ok) return { url, stop };
    } catch {
      // not listening yet
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await stop();
  throw new HarnessError(`storybook-static was not served at ${url}/index.json within 30 s.`);
}

/** One test-storybook run; resolves with its exit code, output (when captured) and counts. */
async function runTestRunner(
  url,
  { update = false, snapshotsDir = SNAPSHOT_DIR, env = {}, jestArgs = [], capture = false },
) {
  const work = mkdtempSync(join(tmpdir(), 'klubhus-storybook-'));
  const resultsFile = join(work, 'results.json');
  const shotLog = join(work, 'shots.txt');
  try {
    const args = [
      '--url',
      url,
      '--index-json',
      '--disable-telemetry',
      '--maxWorkers=2',
      `--testTimeout=${STORY_TIMEOUT_MS}`,
    ];
    args.push(update ? '-u' : '--ci', '--json', '--outputFile', resultsFile, ...jestArgs);
    const result = await run(bin('test-storybook'), args, {
      capture,
      env: { KLUBHUS_SNAPSHOT_DIR: snapshotsDir, KLUBHUS_SHOT_LOG: shotLog, ...(update ? {} : { CI: 'true' }), ...env },
    });
    const results = existsSync(resultsFile) ? JSON.parse(readFileSync(resultsFile, 'utf8')) : undefined;
    const shots = existsSync(shotLog) ? readFileSync(shotLog, 'utf8').split('\n').filter(Boolean).length : 0;
    return { ...result, results, shots };
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Deletes the baselines of the stories `matches` selects (all of them when it is undefined). */
function clearBaselines(matches = () => true) {
  if (!existsSync(SNAPSHOT_DIR)) return;
  for (const file of readdirSync(SNAPSHOT_DIR)) {
    if (file.endsWith('.png') && matches(file)) unlinkSync(join(SNAPSHOT_DIR, file));
  }
  rmSync(join(SNAPSHOT_DIR, '__diff_output__'), { recursive: true, force: true });
}

/**
 * The themes of the toolbar, as .storybook/themes.ts builds them: default, dark, then one per brand file
 * other than the default brand's, by id.
 */
function allThemes() {
  const brands = join(root, 'apps', 'web', 'src', 'brands');
  const ids = readdirSync(brands)
    .filter((file) => file.endsWith('.json'))
    .map((file) => JSON.parse(readFileSync(join(brands, file), 'utf8')).id)
    .filter((id) => id !== 'klubhus')
    .sort((a, b) => a.localeCompare(b));
  return ['default', 'dark', ...ids];
}

/** The stories of a build's index.json (docs entries left out). */
const storiesOf = (dir) =>
  Object.values(JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8')).entries ?? {}).filter(
    (entry) => entry.type === 'story',
  );

/**
 * Baselines that no story and theme produce any more (a deleted or renamed story, a story that became a
 * play test, a theme a screen story no longer runs in): they would otherwise sit in the repository
 * unnoticed. Only files of the stories `inScope` selects are judged (all when undefined).
 */
function staleBaselines(stories, inScope = () => true) {
  const themes = allThemes();
  const expected = new Set();
  for (const story of stories) {
    const plan = visualPlan(story, themes);
    if (plan.snapshot) for (const theme of plan.themes) expected.add(`${baselineName(story.id, theme)}.png`);
  }
  if (!existsSync(SNAPSHOT_DIR)) return [];
  return readdirSync(SNAPSHOT_DIR).filter((file) => file.endsWith('.png') && inScope(file) && !expected.has(file));
}

/** Every screen area needs exactly one story tagged `themes` (its richest state, in every theme). */
function themesTagProblems(stories) {
  const tagged = new Map();
  for (const story of stories) {
    const area = screenArea(story);
    if (area === undefined) continue;
    if (!tagged.has(area)) tagged.set(area, []);
    if (story.tags?.includes(THEMES_TAG)) tagged.get(area).push(story.id);
  }
  return [...tagged]
    .filter(([, ids]) => ids.length !== 1)
    .map(([area, ids]) =>
      ids.length === 0
        ? `screen area "${area}" has no story tagged '${THEMES_TAG}': tag its richest state (AREAS point 7)`
        : `screen area "${area}" has ${ids.length} stories tagged '${THEMES_TAG}' (${ids.join(', ')}): keep one`,
    );
}

/** The slowest stories of a Jest JSON report, e.g. `Web/Shell/App shell › Administrator 4.1 s`. */
function slowestStories(results, count = SLOWEST_SHOWN) {
  return (results?.testResults ?? [])
    .flatMap((file) => file.assertionResults ?? [])
    .filter((test) => typeof test.duration === 'number')
    .sort((a, b) => b.duration - a.duration)
    .slice(0, count)
    .map((test) => `${test.ancestorTitles.join(' › ')} ${(test.duration / 1000).toFixed(1)} s`);
}

/**
 * The runner tests whatever index.json lists (neither Jest's -t nor story ids reach it through
 * test-storybook's CLI), so a subset is served through links to the build with an index.json of its own.
 */
function filteredSite(dir, work, keep) {
  const site = join(work, 'site');
  mkdirSync(site);
  for (const entry of readdirSync(dir)) if (entry !== 'index.json') symlinkSync(join(dir, entry), join(site, entry));
  const index = JSON.parse(readFileSync(join(dir, 'index.json'), 'utf8'));
  index.entries = Object.fromEntries(Object.entries(index.entries ?? {}).filter(([id]) => keep(id)));
  writeFileSync(join(site, 'index.json'), JSON.stringify(index));
  return { site, count: Object.keys(index.entries).length };
}

/**
 * The whole visual run. Resolves with the exit code (0 = every story, axe check and screenshot passed)
 * after printing one summary line; never exits the process.
 */
export async function testStorybook({ update = false, build = true, only, out = staticDir, log = console.log } = {}) {
  const started = Date.now();
  const seconds = () => ((Date.now() - started) / 1000).toFixed(1);
  const work = mkdtempSync(join(tmpdir(), 'klubhus-storybook-site-'));
  // `only`: story id prefixes (`ui-modal,ui-confirmdialog`), so several people can work on their own stories.
  const selected = only ? (id) => only.some((prefix) => id.startsWith(prefix)) : undefined;
  try {
    const major = prepareChromium({ update });
    if (build) await buildStorybook(out);
    let dir = out;
    if (selected) {
      const { site, count } = filteredSite(out, work, selected);
      if (count === 0) throw new HarnessError(`no story id starts with ${only.join(' or ')}`);
      dir = site;
    }
    const stories = storiesOf(dir);
    // The tag rule is about the whole set of screen stories, so a subset run does not judge it.
    const tagProblems = selected ? [] : themesTagProblems(stories);
    const server = await serveStorybook(dir);
    let outcome;
    try {
      // With -u, baselines are re-taken from scratch so that no deleted story leaves a stale image.
      if (update) clearBaselines(selected && ((file) => selected(file)));
      outcome = await runTestRunner(server.url, { update });
    } finally {
      await server.stop();
    }
    const stale = staleBaselines(stories, selected);
    for (const problem of tagProblems) log(`storybook: ${problem}`);
    if (stale.length > 0) {
      const shown = stale.slice(0, 20).join(', ') + (stale.length > 20 ? `, … ${stale.length - 20} more` : '');
      log(
        `storybook: ${stale.length} stale baseline(s), produced by no story and theme: ${shown}; ` +
          `git rm them (or re-baseline with \`${REBASELINE_COMMAND}\`)`,
      );
    }
    const code = outcome.code !== 0 ? outcome.code : stale.length > 0 || tagProblems.length > 0 ? 1 : 0;
    if (update && code === 0) writeFileSync(STAMP_FILE, `${major}\n`);
    const r = outcome.results;
    const counts = r ? `${r.numPassedTests}/${r.numTotalTests} stories passed` : 'no results';
    const verdict = code === 0 ? (update ? 'baselines written' : 'ok') : `FAILED (exit ${code})`;
    const slowest = slowestStories(r);
    log(
      `storybook: ${verdict}: ${counts}, ${outcome.shots} screenshots, Chromium ${major}, ${seconds()} s` +
        (slowest.length > 0 ? `; slowest: ${slowest.join(', ')}` : ''),
    );
    return code;
  } catch (error) {
    if (error instanceof HarnessError || error instanceof ChromiumMissingError) {
      log(error.message);
      return 1;
    }
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

/** Every file under `dir` with its hash, to prove that the self-test leaves the baselines alone. */
function fingerprint(dir) {
  if (!existsSync(dir)) return '';
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => {
      const path = join(entry.parentPath ?? entry.path, entry.name);
      return `${relative(dir, path)}:${createHash('sha1').update(readFileSync(path)).digest('hex')}`;
    })
    .sort()
    .join('\n');
}

/**
 * The harness self-test: renders one story twice against a temporary copy of its baselines, once as it
 * is (must pass) and once with a deliberately changed brand colour (must fail with an image-snapshot
 * difference). Resolves with `{ ok, message }`; nothing is written into the committed baselines.
 */
export async function harnessSelfTest({ build = true, log = console.log } = {}) {
  const started = Date.now();
  const finish = (ok, detail) => {
    const message = `storybook harness self-test: ${ok ? 'ok' : 'FAILED'}: ${detail} (${((Date.now() - started) / 1000).toFixed(1)} s)`;
    log(message);
    return { ok, message };
  };
  const work = mkdtempSync(join(tmpdir(), 'klubhus-harness-'));
  try {
    prepareChromium({ update: false });
    const baselines = existsSync(SNAPSHOT_DIR)
      ? readdirSync(SNAPSHOT_DIR).filter((file) => file.startsWith(`${SELF_TEST_STORY.id}--`) && file.endsWith('.png'))
      : [];
    if (baselines.length === 0) {
      return finish(false, `no baselines for ${SELF_TEST_STORY.id}; run \`${REBASELINE_COMMAND}\` first`);
    }
    const snapshots = join(work, 'snapshots');
    mkdirSync(snapshots);
    for (const file of baselines) copyFileSync(join(SNAPSHOT_DIR, file), join(snapshots, file));
    const before = fingerprint(SNAPSHOT_DIR);

    if (build || !existsSync(join(staticDir, 'index.json'))) await buildStorybook();
    const { site, count } = filteredSite(staticDir, work, (id) => id === SELF_TEST_STORY.id);
    if (count === 0) return finish(false, `${SELF_TEST_STORY.id} is not in the build`);
    const server = await serveStorybook(site);
    let control;
    let tampered;
    try {
      control = await runTestRunner(server.url, { snapshotsDir: snapshots, capture: true });
      tampered = await runTestRunner(server.url, {
        snapshotsDir: snapshots,
        capture: true,
        env: { HARNESS_TAMPER: '1' },
      });
    } finally {
      await server.stop();
    }

    if (fingerprint(SNAPSHOT_DIR) !== before) return finish(false, 'the committed baselines were changed');
    if (control.code !== 0 || control.results?.numPassedTests !== 1) {
      process.stderr.write(control.output);
      return finish(false, `the untouched ${SELF_TEST_STORY.id} did not pass against its baselines`);
    }
    if (tampered.code === 0) {
      process.stderr.write(tampered.output);
      return finish(false, 'a changed brand colour PASSED the image comparison');
    }
    if (!/different from snapshot/.test(tampered.output)) {
      process.stderr.write(tampered.output);
      return finish(false, 'the tampered run failed, but not because of an image difference');
    }
    const themes = [...tampered.output.matchAll(/^\s*\[([\w-]+)\] Expected image to match/gm)].map((m) => m[1]);
    return finish(
      true,
      `${SELF_TEST_STORY.id} passes untouched and fails with a changed brand colour (${themes.join(', ')})`,
    );
  } catch (error) {
    if (error instanceof HarnessError || error instanceof ChromiumMissingError) return finish(false, error.message);
    throw error;
  } finally {
    rmSync(work, { recursive: true, force: true });
  }
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const args = process.argv.slice(2);
  const valueOf = (name) => {
    const at = args.indexOf(name);
    if (at === -1) return undefined;
    const [value] = args.splice(at, 2).slice(1);
    return value;
  };
  const only = valueOf('--only')?.split(',').filter(Boolean);
  const out = valueOf('--out');
  const known = new Set(['-u', '--update', '--self-test', '--no-build']);
  const unknown = args.filter((arg) => !known.has(arg));
  if (unknown.length > 0) {
    console.error(
      `unknown option(s) ${unknown.join(' ')}; use: pnpm test:storybook [-u] [--self-test] [--no-build] [--only id-prefix,...] [--out dir]`,
    );
    process.exit(2);
  }
  const build = !args.includes('--no-build');
  if (args.includes('--self-test')) {
    const { ok } = await harnessSelfTest({ build });
    process.exit(ok ? 0 : 1);
  }
  process.exit(
    await testStorybook({
      update: args.includes('-u') || args.includes('--update'),
      build,
      only,
      out: out ? resolve(out) : undefined,
    }),
  );
}
