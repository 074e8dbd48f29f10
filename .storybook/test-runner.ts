// The visual and accessibility harness: @storybook/test-runner in Debian's Chromium against the static
// build (scripts/test-storybook.mjs). Every story runs its play function, then axe and the screenshots
// run in the themes its plan names. This file is also loaded outside Jest by the CLI, so `expect` is
// touched only inside the hooks.
//
// The snapshot policy (AREAS point 7, ADR 012; the rule itself is .storybook/snapshotPolicy.mjs):
// - ui stories (packages/ui): screenshot and axe in every theme (default, dark, each partner brand);
// - screen stories (apps/web/src): screenshot and axe in the default theme only; the one story per area
//   tagged `themes` (its richest state) in every theme;
// - `tags: ['!snapshot']`: a play test with axe (in the same themes) and no screenshot, for states that
//   differ from another story only by a ui component already snapshotted.
// Baselines that no story and theme produce any more fail the run (scripts/test-storybook.mjs).
import { appendFileSync, readFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { getStoryContext, type TestRunnerConfig } from '@storybook/test-runner';
import { getViolations, injectAxe } from 'axe-playwright';
import { toMatchImageSnapshot } from 'jest-image-snapshot';
import { baselineName, DEFAULT_THEME, visualPlan } from './snapshotPolicy.mjs';

// Types taken from the tools themselves, so that playwright and axe-core need no root dependency.
type Page = Parameters<NonNullable<TestRunnerConfig['preVisit']>>[0];
type RunOptions = NonNullable<Parameters<typeof getViolations>[2]>;
type Result = Awaited<ReturnType<typeof getViolations>>[number];

/** Baselines: `<storyId>--<theme>.png`; the scripts point this at a temporary copy for the self-test. */
const snapshotsDir = process.env.KLUBHUS_SNAPSHOT_DIR ?? resolve('.storybook/__image_snapshots__');
/** The harness self-test sets this to prove that a changed colour fails the comparison. */
const tamper = process.env.HARNESS_TAMPER === '1';
/** One line per compared screenshot, for the summary of scripts/test-storybook.mjs. */
const shotLog = process.env.KLUBHUS_SHOT_LOG;
/** "Now" for every story, so that anything showing today's date renders the same every day. */
const FIXED_NOW = new Date('2025-06-02T10:00:00+02:00');
/** Pixels around the story root that belong to its picture (focus rings, shadows). */
const SNAPSHOT_MARGIN = 8;
/** Page-level axe rules mean nothing for a component rendered alone. */
const ISOLATED_AXE_RULES: RunOptions['rules'] = { region: { enabled: false } };

/**
 * The axe rules whose outcome a theme can change. A theme changes custom properties only (colours, radii, the
 * brand's font), never the DOM, so every other rule gives in each theme what it gave in the default one: the default
 * theme runs every rule, the others only these (ADR 012). That was a third of the visual run's time.
 */
const THEME_AXE_RULES = ['color-contrast', 'link-in-text-block'];

interface A11yParameters {
  disable?: boolean;
  test?: 'error' | 'todo' | 'off';
  options?: RunOptions;
  /** axe.configure() input, e.g. `{ rules: [{ id: 'color-contrast', enabled: false }] }`. */
  config?: Record<string, unknown>;
}

const preparedPages = new WeakSet<Page>();

const nextFrames = (page: Page) =>
  page.evaluate(() => new Promise<void>((done) => requestAnimationFrame(() => requestAnimationFrame(() => done()))));

/**
 * Waits for what a picture needs that a rendered story may still be loading: its images and the fonts. The runner's
 * own waitForPageReady waited for the network to be idle for 500 ms, which held only for the first story of each
 * file (the page's one navigation) and cost that wait in each of the ~100 files; an image a later story loads was
 * never waited for.
 */
const picturesLoaded = (page: Page) =>
  page.evaluate(async () => {
    const pending = [...document.images].filter((image) => !image.complete && image.loading !== 'lazy');
    await Promise.all(
      pending.map(
        (image) =>
          new Promise<void>((done) => {
            image.addEventListener('load', () => done(), { once: true });
            image.addEventListener('error', () => done(), { once: true });
          }),
      ),
    );
    await document.fonts.ready;
  });

/** The story root plus a margin (within the page), so that focus rings and shadows are in the picture. */
const snapshotClip = (page: Page) =>
  page.evaluate((margin) => {
    const root = document.querySelector('#storybook-root');
    const box = root?.getBoundingClientRect();
    if (!box || box.width === 0 || box.height === 0) return undefined;
    const { scrollWidth, scrollHeight } = document.documentElement;
    const x = Math.max(0, Math.floor(box.left + scrollX - margin));
    const y = Math.max(0, Math.floor(box.top + scrollY - margin));
    const right = Math.min(scrollWidth, Math.ceil(box.right + scrollX + margin));
    const bottom = Math.min(scrollHeight, Math.ceil(box.bottom + scrollY + margin));
    return { x, y, width: right - x, height: bottom - y };
  }, SNAPSHOT_MARGIN);

/** Viewport resizes tried before a story that keeps growing with the window is taken as it stands. */
const FIT_ATTEMPTS = 3;

/**
 * For a story with `parameters.fitsWindow` (a screen that fits a box to the window: the member table reaches the
 * window's bottom): makes the viewport tall enough for the whole story before its picture is taken, and waits for
 * it to settle at that size. A full-page screenshot would resize the viewport by itself, after the story had laid
 * itself out for the smaller one, and the box then changed size between one theme's picture and the next. Other
 * stories keep the full-page screenshot (a page of at least the window's height would grow with every resize).
 * The caller puts the viewport back after the story.
 */
const fitViewport = async (page: Page) => {
  const viewport = page.viewportSize();
  if (!viewport) return;
  let height = viewport.height;
  for (let attempt = 0; attempt < FIT_ATTEMPTS; attempt += 1) {
    const needed = await page.evaluate((margin) => {
      const root = document.querySelector('#storybook-root');
      const bottom = root ? Math.ceil(root.getBoundingClientRect().bottom + scrollY + margin) : 0;
      return Math.max(bottom, document.documentElement.scrollHeight);
    }, SNAPSHOT_MARGIN);
    if (needed <= height) break;
    height = needed;
    await page.setViewportSize({ width: viewport.width, height });
    await settled(page);
  }
};

/** The story root's bottom, where the next fit measures from. */
const rootBottom = (page: Page) =>
  page.evaluate(() => Math.ceil(document.querySelector('#storybook-root')?.getBoundingClientRect().bottom ?? 0));

/**
 * Waits until a resized story has laid itself out again: its root's bottom the same across two rounds of frames. A
 * box fitted to the window follows a resize a frame or more later, and measuring before it had grown ended the
 * fitting one resize early on a busy machine: the same story came out 8 px shorter in one run than in the next.
 */
const settled = async (page: Page) => {
  let before = await rootBottom(page);
  for (let round = 0; round < 10; round += 1) {
    await nextFrames(page);
    const now = await rootBottom(page);
    if (now === before) return;
    before = now;
  }
};

/** Whether a baseline file holds exactly these bytes (false when there is none yet). */
const sameBytes = (image: Buffer, baseline: string): boolean => {
  try {
    return image.equals(readFileSync(baseline));
  } catch {
    return false;
  }
};

const formatViolations = (theme: string, violations: Result[]) =>
  [
    `axe found ${violations.length} accessibility violation(s) in the "${theme}" theme:`,
    ...violations.map(
      (violation) =>
        `  ${violation.id} (${violation.impact ?? 'n/a'}): ${violation.help}\n` +
        violation.nodes.map((node) => `    at ${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('\n'),
    ),
  ].join('\n');

const config: TestRunnerConfig = {
  setup() {
    expect.extend({ toMatchImageSnapshot });
  },

  async preVisit(page) {
    if (!preparedPages.has(page)) {
      await page.clock.setFixedTime(FIXED_NOW);
      preparedPages.add(page);
    }
    if (!(await page.evaluate(() => 'axe' in window))) await injectAxe(page);
    await page.evaluate((value) => {
      globalThis.__KLUBHUS_HARNESS_TAMPER__ = value;
    }, tamper);
  },

  async postVisit(page, context) {
    if (context.hasFailure) return;
    const storyContext = await getStoryContext(page, context);
    await picturesLoaded(page);

    const a11y = (storyContext.parameters.a11y ?? {}) as A11yParameters;
    const runAxe = a11y.disable !== true && a11y.test !== 'off';
    const allThemes = await page.evaluate(() => globalThis.__klubhusStorybook?.themes ?? []);
    if (allThemes.length === 0) throw new Error('The preview did not register its themes (.storybook/preview.tsx).');
    const fileName: unknown = storyContext.parameters.fileName;
    const { themes, snapshot } = visualPlan(
      { id: context.id, importPath: typeof fileName === 'string' ? fileName : undefined, tags: storyContext.tags },
      allThemes,
    );

    if (runAxe) {
      await page.evaluate((axeConfig) => {
        window.axe.reset();
        if (axeConfig) window.axe.configure(axeConfig);
      }, a11y.config);
    }

    const failures: string[] = [];
    const viewport = page.viewportSize();
    for (const theme of themes) {
      await page.evaluate((name) => globalThis.__klubhusStorybook?.applyTheme(name), theme);
      await page.evaluate(() => document.fonts.ready);
      await nextFrames(page);
      if (snapshot && storyContext.parameters.fitsWindow === true) await fitViewport(page);

      if (runAxe) {
        const violations = await getViolations(page, '#storybook-root', {
          ...a11y.options,
          ...(theme === DEFAULT_THEME ? {} : { runOnly: { type: 'rule', values: THEME_AXE_RULES } }),
          rules: { ...ISOLATED_AXE_RULES, ...a11y.options?.rules },
        });
        if (violations.length > 0 && a11y.test !== 'todo') failures.push(formatViolations(theme, violations));
      }

      if (snapshot) {
        const clip = await snapshotClip(page);
        if (!clip) {
          failures.push(`#storybook-root has no size in "${theme}": give the story a size or tag it '!snapshot'.`);
          continue;
        }
        // fullPage only when the story is taller than the viewport (a fitted one that kept growing, too).
        const fullPage = clip.y + clip.height > (page.viewportSize()?.height ?? 0);
        const image = await page.screenshot({ clip, fullPage, animations: 'disabled', caret: 'hide', scale: 'css' });
        const identifier = baselineName(context.id, theme);
        if (shotLog) appendFileSync(shotLog, `${identifier}\n`);
        // Chromium writes the same PNG bytes for the same pixels, and a baseline is the bytes a run wrote: an
        // identical picture needs no decoding and no comparison. Anything else is compared pixel by pixel.
        if (sameBytes(image, join(snapshotsDir, `${identifier}.png`))) continue;
        try {
          expect(image).toMatchImageSnapshot({
            // In the worker: jest-image-snapshot otherwise starts a new Node process for every comparison.
            runInProcess: true,
            customSnapshotsDir: snapshotsDir,
            customSnapshotIdentifier: identifier,
            comparisonMethod: 'pixelmatch',
            // Per-pixel tolerance absorbs anti-aliasing; the tiny failure threshold still catches a colour.
            customDiffConfig: { threshold: 0.1 },
            failureThreshold: 0.00001,
            failureThresholdType: 'percent',
          });
        } catch (error) {
          failures.push(`[${theme}] ${error instanceof Error ? error.message : String(error)}`);
        }
      }
    }

    await page.evaluate((name) => globalThis.__klubhusStorybook?.applyTheme(name), DEFAULT_THEME);
    if (viewport && page.viewportSize()?.height !== viewport.height) await page.setViewportSize(viewport);
    if (failures.length > 0) throw new Error(failures.join('\n\n'));
  },
};

export default config;
