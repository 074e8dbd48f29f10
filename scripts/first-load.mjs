// What a cold `/login` costs (issue 14), measured the one way that is complete: the built app served by the real
// server in production mode, loaded by Debian's Chromium, every response counted. A reading of Vite's manifest
// would miss what the app imports at run time (the lazily loaded route, the locale chunks start-up picks, an
// SDK a later change loads with `import()`), so both the CI size check (check-login-size.mjs) and the bench
// (bench-first-load.mjs) use this module.
// The functions passed to page.evaluate and addInitScript run in the page: they may use its globals.
import { spawn } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { brotliCompressSync, constants } from 'node:zlib';

const root = resolve(dirname(fileURLToPath(import.meta.url)), '..');
const serverMain = join(root, 'apps/server/dist/main.js');
const webIndex = join(root, 'apps/web/dist/index.html');

/** Sizes are in kB of 1,000 bytes, as Vite's build output prints them. */
export const KB = 1000;
export const kb = (bytes) => (bytes / KB).toFixed(1);

/**
 * The compressed size the build's `.br` sibling will have: Node's brotli at quality 11, text mode. We compute it
 * ourselves rather than trust the wire, so the figure holds whether or not the server compresses yet.
 */
export const brotliSize = (body) =>
  brotliCompressSync(body, {
    params: {
      [constants.BROTLI_PARAM_QUALITY]: 11,
      [constants.BROTLI_PARAM_MODE]: constants.BROTLI_MODE_TEXT,
      [constants.BROTLI_PARAM_SIZE_HINT]: body.length,
    },
  }).length;

export const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];

/** Whether the build the measurement needs is there; the message names the command that makes it. */
export function missingBuild() {
  const missing = [serverMain, webIndex].filter((file) => !existsSync(file));
  return missing.length === 0 ? undefined : `${missing.join(' and ')} missing: run \`pnpm build\` first.`;
}

function freePort() {
  return new Promise((done, fail) => {
    const probe = createServer();
    probe.unref();
    probe.on('error', fail);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => done(port));
    });
  });
}

/** The line our server prints once it listens: proof that what answers on the port is ours. */
const LISTENING = 'Klubhus is running at';
/** Attempts at a port: another process may take the free one during the seconds our server migrates first. */
const PORT_ATTEMPTS = 3;

/** One start of the server on `port`; resolves with the running server, or with null when the port was taken. */
async function startOn(port, dataDir, timeoutMs) {
  const url = `http://127.0.0.1:${port}`;
  const env = { ...process.env, NODE_ENV: 'production', DEMO: '1', HOST: '127.0.0.1', PORT: String(port) };
  Object.assign(env, { DATA_DIR: dataDir, PUBLIC_URL: url });
  delete env.DATABASE_URL;
  delete env.SMTP_URL;
  const server = spawn(process.execPath, [serverMain], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  for (const stream of [server.stdout, server.stderr]) stream.on('data', (chunk) => (output += chunk));
  let exited = false;
  server.on('exit', () => (exited = true));
  const stop = async () => {
    if (exited) return;
    await new Promise((done) => {
      server.once('exit', () => done());
      server.kill('SIGTERM');
    });
  };
  const started = Date.now();
  while (Date.now() - started < timeoutMs && !exited) {
    if (output.includes(LISTENING)) {
      try {
        const response = await fetch(`${url}/login`);
        if (response.ok) {
          // What the server said, for an error message when a measurement against it fails.
          const said = () => `the server ${exited ? 'has exited' : 'is running'}; its output:\n${output.slice(-4000)}`;
          return { url, stop, said, startedInMs: Date.now() - started };
        }
      } catch {
        // listening, not answering yet
      }
    }
    await new Promise((wait) => setTimeout(wait, 100));
  }
  await stop();
  if (output.includes('EADDRINUSE')) return null;
  throw new Error(`The server did not answer ${url}/login within ${timeoutMs / 1000} s. Its output:\n${output}`);
}

/**
 * `node apps/server/dist/main.js` in production mode with the demo club, on a free loopback port and a fresh
 * embedded database (DATABASE_URL is dropped: a measurement must not seed CI's PostgreSQL). Resolves once
 * it says it listens and `/login` answers; `stop()` ends it and removes its data directory.
 */
export async function startServer({ timeoutMs = 60_000 } = {}) {
  const problem = missingBuild();
  if (problem) throw new Error(problem);
  const dataDir = mkdtempSync(join(tmpdir(), 'klubhus-first-load-'));
  const removeDir = () => rmSync(dataDir, { recursive: true, force: true });
  try {
    for (let attempt = 1; attempt <= PORT_ATTEMPTS; attempt += 1) {
      const server = await startOn(await freePort(), dataDir, timeoutMs);
      if (server) {
        const stop = async () => {
          await server.stop();
          removeDir();
        };
        return { ...server, stop };
      }
    }
  } catch (error) {
    removeDir();
    throw error;
  }
  removeDir();
  throw new Error(`The server found its port taken ${PORT_ATTEMPTS} times in a row.`);
}

/** A response's kind for the bytes-by-type table. */
const kindOf = (contentType, url) => {
  if (/javascript|ecmascript/.test(contentType) || /\.m?js(\?|$)/.test(url)) return 'JS';
  if (contentType.includes('text/css')) return 'CSS';
  if (contentType.startsWith('font/') || /\.(woff2?|ttf|otf)(\?|$)/.test(url)) return 'fonts';
  return 'other';
};

/** Every request finished and none started for this long: the page has loaded what it loads on its own. */
const QUIET_MS = 1_000;

/**
 * One cold load of `path` in a fresh browser context (empty cache, no cookies, no storage): waits for the
 * sign-in form and then for the network to stay quiet, and returns every response with its sizes and body, plus
 * the page's paint timings. A form that never appears is an error, so a broken page cannot pass as a small one.
 */
export async function coldLoad(browser, url, { path = '/login', ready = 'input[type="password"]' } = {}) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  try {
    const page = await context.newPage();
    await page.addInitScript(() => {
      globalThis.__klubhusPaint = { lcp: 0, lcpElement: '' };
      new PerformanceObserver((list) => {
        for (const entry of list.getEntries()) {
          globalThis.__klubhusPaint.lcp = entry.startTime;
          const element = entry.element;
          const what = element?.getAttribute('src') ?? element?.textContent?.trim().slice(0, 40) ?? '';
          globalThis.__klubhusPaint.lcpElement = element ? `<${element.tagName.toLowerCase()}> ${what}`.trim() : '';
        }
      }).observe({ type: 'largest-contentful-paint', buffered: true });
    });
    const inFlight = new Set();
    let lastActivity = Date.now();
    const finished = [];
    const failures = [];
    page.on('request', (request) => {
      inFlight.add(request);
      lastActivity = Date.now();
    });
    page.on('requestfinished', (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
      finished.push(request);
    });
    page.on('requestfailed', (request) => {
      inFlight.delete(request);
      lastActivity = Date.now();
      failures.push(`${request.url()}: ${request.failure()?.errorText ?? 'failed'}`);
    });

    await page.goto(`${url}${path}`, { waitUntil: 'load' });
    await page.locator(ready).first().waitFor({ state: 'visible', timeout: 30_000 });
    const deadline = Date.now() + 20_000;
    while (inFlight.size > 0 || Date.now() - lastActivity < QUIET_MS) {
      if (Date.now() > deadline) throw new Error(`${path} kept the network busy for 20 s after its form appeared`);
      await new Promise((wait) => setTimeout(wait, 50));
    }
    if (failures.length > 0) throw new Error(`requests failed on ${path}: ${failures.join('; ')}`);

    const paint = await page.evaluate(() => ({
      ...globalThis.__klubhusPaint,
      fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? 0,
    }));
    const responses = [];
    for (const request of finished) {
      const response = await request.response();
      if (!response) continue;
      const headers = await response.allHeaders();
      const sizes = await request.sizes();
      const contentType = headers['content-type'] ?? '';
      const status = response.status();
      const body = status >= 300 && status < 400 ? Buffer.alloc(0) : await response.body();
      if (status >= 400) throw new Error(`${request.url()} answered ${status} on ${path}`);
      responses.push({
        url: request.url(),
        name: new URL(request.url()).pathname,
        kind: kindOf(contentType, request.url()),
        status,
        encoding: headers['content-encoding'] ?? 'identity',
        transferred: sizes.responseBodySize,
        headerBytes: sizes.responseHeadersSize,
        raw: body.length,
        brotli: body.length === 0 ? 0 : brotliSize(body),
        body,
      });
    }
    return { responses, ...paint };
  } finally {
    await context.close();
  }
}
