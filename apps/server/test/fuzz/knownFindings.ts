import type { InputClass } from './inputClasses.js';

/** What the fuzzer asserts of every answer. */
export const rules = {
  no5xx: 'never a 5xx',
  errorBody: 'every 4xx answers a JSON { statusCode, message } with statusCode equal to the status',
  noWriteBehind4xx: 'a 4xx writes nothing to the database',
  bodyLimit:
    "a JSON or form body over the entry's limit (64 KiB unless it declares more) answers 413 (or another 4xx " +
    'when a hostile path or query is refused before the body is read)',
} as const;
export type Rule = keyof typeof rules;

/** A finding the fuzzer makes on today's code and skips until its fix is merged. */
export interface KnownFinding {
  readonly rule: Rule;
  /** The input class that provokes it: a request carrying it may break `rule` without failing the test. */
  readonly input: InputClass;
  /** What the fuzzer sees. */
  readonly finding: string;
  /** Which finding of the issue fixes it. */
  readonly fixedBy: string;
}

/**
 * Findings the fuzzer makes that are being fixed elsewhere, skipped until the fix is merged (so that the fuzzer
 * can be merged first). Empty means every finding fails the build. Keep it minimal: one input class and one rule
 * per item, never a whole entry, each naming the fix that will remove it, e.g.
 *   { rule: 'no5xx', input: 'nul', finding: 'a NUL in a text field answers 500', fixedBy: 'the NUL guard (issue …)' }
 */
export const knownFindings: readonly KnownFinding[] = [];

/**
 * Writes behind a 4xx that are the product's rule, not a finding: a failed sign-in is recorded so that
 * AUTH_RATE_LIMIT can answer 429 (spec: too many failed attempts) — a wrong invitation link, and a wrong password of
 * an existing account in the sign-up's activation (ADR 018), count the same way.
 */
export const rulesThatWrite: readonly { entry: string; status: number; tables: readonly string[] }[] = [
  { entry: 'loginPlain', status: 401, tables: ['sign_in_attempts'] },
  { entry: 'loginImported', status: 401, tables: ['sign_in_attempts'] },
  { entry: 'activateImported', status: 401, tables: ['sign_in_attempts'] },
];
