// Time budgets of the test run, in seconds, on this kind of machine (2 cores, TOOLCHAIN.md): one table for
// scripts/test.mjs (each stage of `pnpm test`) and .ci/run (`ci`, the whole run on a fresh clone, install
// included). A stage or a run over its budget fails with one line naming it, its time and its budget.
// Set from measured times with generous headroom (ADR 013; README "Test budgets"). When an area pushes a
// stage over, make the stage faster rather than raising its budget (AREAS point 13).
//   node scripts/budgets.mjs ci     prints one budget (after the factor below), for .ci/run
import { pathToFileURL } from 'node:url';

/** Seconds per stage of scripts/test.mjs, plus `ci` for the whole of .ci/run. */
export const BUDGETS = Object.freeze({
  chromium: 180, // a check, or Debian's package installed on a machine without it
  lint: 180, // eslint: 62 s alone; beside prettier, knip and typecheck (ADR 021)
  format: 180, // prettier --check: 37 s alone, 124 s beside the others
  knip: 120, // 10 s alone, 48 s beside the others
  typecheck: 180, // 49 s on a busy machine
  repo: 60, // 5 s
  domain: 60, // 4 s
  ui: 90, // 14 s
  web: 240, // 85 s on a busy machine
  server: 300, // 105–137 s on PGlite (3,342 tests), 197 s on a busy machine (ADR 025: the debt paid)
  build: 180, // 12 s with turbo's cache; a fresh clone has none
  package: 60, // 7 s
  storybook: 720, // the budget
  harness: 120,
  e2e: 240, // 64 s
  ci: 1750, // the whole of .ci/run: 29 min 10 s, under the 30 CI allows; 1,804 s before ADR 021's last amendment
});

/**
 * KLUBHUS_BUDGET_FACTOR (default 1) multiplies every budget. The budgets are CI's, on an otherwise idle
 * machine; a developer whose machine is busier (other test runs beside theirs, a slower laptop) can say
 * so for one run, e.g. `KLUBHUS_BUDGET_FACTOR=2 pnpm test`, instead of editing the table or ignoring a
 * red line. CI does not set it.
 */
export function budgetFactor(env = process.env) {
  const raw = env.KLUBHUS_BUDGET_FACTOR;
  if (raw === undefined || raw === '') return 1;
  const factor = Number(raw);
  if (!Number.isFinite(factor) || factor <= 0) {
    throw new Error(`KLUBHUS_BUDGET_FACTOR must be a positive number, not "${raw}"`);
  }
  return factor;
}

/** The budget of a stage (or `ci`) in seconds, after the factor; undefined for a name with no budget. */
export function budgetOf(name, env = process.env) {
  const seconds = BUDGETS[name];
  return seconds === undefined ? undefined : seconds * budgetFactor(env);
}

/** The line that fails a stage (or `ci`) over its budget, e.g. `over budget: storybook took 801.2 s, its budget is 720 s`. */
export function overBudgetLine(name, seconds, label = name) {
  const factor = budgetFactor();
  const scaled = factor === 1 ? '' : ` (${BUDGETS[name]} s × KLUBHUS_BUDGET_FACTOR ${factor})`;
  return `over budget: ${label} took ${seconds.toFixed(1)} s, its budget is ${Math.round(budgetOf(name) ?? 0)} s${scaled}`;
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  const name = process.argv[2] ?? '';
  try {
    const budget = budgetOf(name);
    if (budget === undefined) {
      console.error(`no budget named "${name}"; budgets: ${Object.keys(BUDGETS).join(', ')}`);
      process.exit(2);
    }
    console.log(String(Math.round(budget)));
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exit(2);
  }
}
