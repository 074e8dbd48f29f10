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
 * TEMPORARY: the findings the fuzzer made on the day it was added, which other helpers are fixing at their
 * mechanism. The lead empties this list once those fixes are merged; from then on every one of them fails
 * the build again. Keep it minimal: one input class and one rule per item, never a whole entry.
 */
export const knownFindings: readonly KnownFinding[] = [
  {
    rule: 'no5xx',
    input: 'outOfInt32',
    finding:
      'an id of 2^31 or more (path :id/:clubId, ?clubId=) passes z.coerce.number().int().positive() and ' +
      'PostgreSQL refuses it as an integer: 500 (getClub, patchClub, putClubHeaderImage, dataPolicyLink, ' +
      'acceptDataPolicy, clubDisableProperties)',
    fixedBy: 'the issue\'s finding "ids of 2^31 or more answer 500"',
  },
  {
    rule: 'no5xx',
    input: 'nul',
    finding:
      'a text with U+0000 passes the schemas and PostgreSQL refuses it: 500 (checkClubLink clubToken, ' +
      'acceptDataPolicy ?clubToken=, newClub and patchClub text fields: title, zip, address, city, homePage …)',
    fixedBy: 'the issue\'s finding "a NUL byte in a text field answers 500"',
  },
  {
    rule: 'bodyLimit',
    input: 'oversizeBody',
    finding:
      'JSON bodies up to 20 MiB are read and validated (bodyLimit), so a 70 KiB body gets a 200 or a 400, not 413',
    fixedBy: 'the issue\'s finding "bodies over 64 KB are accepted"',
  },
  {
    rule: 'no5xx',
    input: 'malformedMultipart',
    finding:
      "a truncated multipart body, one without a boundary or with another boundary answers 500: busboy's " +
      'errors ("Unexpected end of multipart data", "Multipart: Boundary not found") carry no status ' +
      '(putUserHeaderImage, putClubHeaderImage)',
    fixedBy: 'NOT in the issue yet: a new finding of the fuzzer, for the lead to assign (uploads)',
  },
];

/**
 * Writes behind a 4xx that are the product's rule, not a finding: a failed sign-in is recorded so that
 * AUTH_RATE_LIMIT can answer 429 (spec: too many failed attempts).
 */
export const rulesThatWrite: readonly { entry: string; status: number; tables: readonly string[] }[] = [
  { entry: 'loginPlain', status: 401, tables: ['sign_in_attempts'] },
];
