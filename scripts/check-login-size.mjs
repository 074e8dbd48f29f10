#!/usr/bin/env node
// The CI size check of issue 14: the JavaScript a cold `/login` loads, brotli, must stay within the budget, so
// that the areas still to come cannot grow the first screen unseen. Run after `pnpm build`:
//   node scripts/check-login-size.mjs                         prints each chunk and the total; over budget exits 1
//   LOGIN_JS_BUDGET_KB=300 node scripts/check-login-size.mjs  another budget for one run
// What "/login loads" means is measured, not derived: the built app is served by the real server (production
// mode, demo club, fresh embedded database, free loopback port) and loaded once in Chromium; every JavaScript
// response until the sign-in form shows and the network is quiet is counted — the entry chunk, its static
// imports, the lazily loaded login route and whatever start-up imports at run time (locale chunks, SDKs).
// Vite's manifest knows the static graph only: a start-up `import()` would slip past it (see first-load.mjs).
// The same JavaScript must hold no area's texts, in any locale (ADR 015: they load with the area's routes); the
// areas and their texts come from scripts/area-texts.mjs.
// The brotli size is computed here (quality 11, what the build's `.br` siblings hold), not read from the wire.
import { pathToFileURL } from 'node:url';
import { chromium } from 'playwright-core';
import { areaTextsIn } from './area-texts.mjs';
import { CHROMIUM_ARGS, CHROMIUM_PATH, ensureChromium } from './chromium.mjs';
import { KB, coldLoad, kb, startServer } from './first-load.mjs';

/**
 * At most 170 kB (of 1,000 bytes) of JavaScript, brotli, on a cold `/login` (issue 14). Every later screen
 * inherits the first load, and sign-in is the one screen everybody loads. The issue measured 256 kB and set the
 * ceiling at about two thirds of it: what sign-in needs once every area's part of the contract and the libraries
 * only signed-in screens use (error reporting, the feature-flag SDK, date handling) load with the screens that
 * use them. With twelve area issues to come, each adding schemas to the contract, a fixed ceiling checked in CI
 * is what keeps them from growing `/login` unnoticed. Never raised without an ADR.
 */
export const LOGIN_JS_BUDGET_KB = 170;

/** The budget of this run: the constant, or LOGIN_JS_BUDGET_KB from the environment for one run. */
export function loginJsBudgetKb(env = process.env) {
  const override = env.LOGIN_JS_BUDGET_KB;
  if (override === undefined || override === '') return LOGIN_JS_BUDGET_KB;
  const value = Number(override);
  if (!Number.isFinite(value) || value <= 0)
    throw new Error(`LOGIN_JS_BUDGET_KB must be a positive number of kB, not "${override}"`);
  return value;
}

/** The JavaScript responses of one cold `/login`, largest first. */
export async function loginJavaScript({ log = console.log } = {}) {
  ensureChromium({ log });
  const server = await startServer();
  let browser;
  try {
    browser = await chromium.launch({ executablePath: CHROMIUM_PATH, args: [...CHROMIUM_ARGS], headless: true });
    const { responses } = await coldLoad(browser, server.url);
    return responses.filter((response) => response.kind === 'JS').sort((a, b) => b.brotli - a.brotli);
  } catch (error) {
    log(server.said());
    throw error;
  } finally {
    await browser?.close();
    await server.stop();
  }
}

export async function checkLoginSize({ log = console.log, env = process.env } = {}) {
  const budget = loginJsBudgetKb(env);
  const chunks = await loginJavaScript({ log });
  const width = Math.max(5, ...chunks.map((chunk) => chunk.name.length));
  const row = (name, raw, brotli) => `${name.padEnd(width)}  ${raw.padStart(9)}  ${brotli.padStart(9)}`;
  log(row('chunk', 'raw kB', 'brotli kB'));
  for (const chunk of chunks) log(row(chunk.name, kb(chunk.raw), kb(chunk.brotli)));
  const raw = chunks.reduce((sum, chunk) => sum + chunk.raw, 0);
  const brotli = chunks.reduce((sum, chunk) => sum + chunk.brotli, 0);
  log(row(`total (${chunks.length} files)`, kb(raw), kb(brotli)));
  const source =
    budget === LOGIN_JS_BUDGET_KB
      ? 'LOGIN_JS_BUDGET_KB in scripts/check-login-size.mjs, issue 14, ADR 015'
      : 'LOGIN_JS_BUDGET_KB from the environment';
  const areaTexts = areaTextsIn(chunks);
  for (const { name, area, text } of areaTexts) {
    log(`an area's texts on /login: ${name} holds "${text}" of locales/*/${area}.json`);
  }
  if (areaTexts.length > 0) {
    log(
      "area texts load with the area's routes, never on /login: register the area in apps/web/src/i18n/areaTexts.ts, " +
        'name it in its lazyRoute, and keep its files out of danish.ts (ADR 015)',
    );
    return false;
  }
  if (brotli > budget * KB) {
    log(
      `over budget: a cold /login loads ${kb(brotli)} kB of JavaScript (brotli), the budget is ${budget} kB (${source}); ` +
        'what /login does not need must load with the screens that use it (docs/adding-an-area.md, ADR 015)',
    );
    return false;
  }
  log(
    `ok: a cold /login loads ${kb(brotli)} kB of JavaScript (brotli), within the budget of ${budget} kB (${source}), ` +
      'and no area texts',
  );
  return true;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  checkLoginSize().then(
    (ok) => process.exit(ok ? 0 : 1),
    (error) => {
      console.error(error instanceof Error ? error.message : error);
      process.exit(1);
    },
  );
}
