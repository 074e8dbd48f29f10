// Every browser test in the house runs in Debian's Chromium (TOOLCHAIN.md "Chromium for every browser
// test"): Playwright never downloads a browser here, so we always pass `executablePath`.
import { execFileSync, spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';

export const CHROMIUM_PATH = process.env.CHROMIUM_PATH || '/usr/bin/chromium';

/** Launch flags that work as root on a closed network (without the networking ones Chromium floods it). */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

const INSTALL_COMMAND = 'apt-get update && apt-get install -y chromium';

export class ChromiumMissingError extends Error {}

/**
 * Makes sure Chromium is present: installs Debian's package when we are root (saying so), otherwise
 * throws a ChromiumMissingError whose message is the one line to run.
 */
export function ensureChromium({ log = console.log } = {}) {
  if (existsSync(CHROMIUM_PATH)) return CHROMIUM_PATH;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot || CHROMIUM_PATH !== '/usr/bin/chromium') {
    throw new ChromiumMissingError(`Chromium is missing at ${CHROMIUM_PATH}; run: sudo sh -c '${INSTALL_COMMAND}'`);
  }
  log(`Chromium is missing at ${CHROMIUM_PATH}: installing Debian's package (${INSTALL_COMMAND}) ...`);
  const env = { ...process.env, DEBIAN_FRONTEND: 'noninteractive' };
  for (const args of [['update'], ['install', '-y', '--no-install-recommends', 'chromium']]) {
    const result = spawnSync('apt-get', args, { stdio: ['ignore', 'ignore', 'inherit'], env });
    if (result.status !== 0) {
      throw new ChromiumMissingError(`Installing Chromium failed (apt-get ${args.join(' ')}); run: ${INSTALL_COMMAND}`);
    }
  }
  if (!existsSync(CHROMIUM_PATH)) throw new ChromiumMissingError(`Chromium is still missing; run: ${INSTALL_COMMAND}`);
  log(`Installed ${chromiumVersion()}.`);
  return CHROMIUM_PATH;
}

/** The full version line, e.g. "Chromium 156.0.7632.45 built on Debian GNU/Linux 12 (bookworm)". */
function chromiumVersion(path = CHROMIUM_PATH) {
  // The Debian launcher script prints shell noise on stderr; only stdout carries the version.
  return execFileSync(path, ['--version'], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
}

/** The major version, which is what image baselines depend on. */
export function chromiumMajor(path = CHROMIUM_PATH) {
  const match = /(\d+)\.\d+\.\d+/.exec(chromiumVersion(path));
  if (!match) throw new Error(`Cannot read the Chromium version from "${chromiumVersion(path)}"`);
  return Number(match[1]);
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    ensureChromium();
    console.log(chromiumVersion());
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(1);
  }
}
