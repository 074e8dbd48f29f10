import * as z from 'zod';

/**
 * Ids of stored records: PostgreSQL `integer` (serial) columns, so 1 to 2^31 − 1. A larger number cannot be an
 * id, and PostgreSQL refuses to compare an integer column with it ("out of range for type integer"), which
 * answered 500: every id a request carries is checked here first.
 *
 * Messages: `required` (absent or blank), `mustBeInteger` (not a whole number: `abc`, `1.5`),
 * `mustBeAPositiveNumber` (0, -1) are the spec's keys; `idTooLarge` is ours: 2^31 is a positive whole number,
 * so none of the spec's keys would tell the truth about it.
 */

/** The largest id there can be (PostgreSQL `integer`). */
export const ID_MAX = 2_147_483_647;

/** An id as JSON carries it: a number. */
export const bodyIdField = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'mustBeInteger') })
  .max(ID_MAX, 'idTooLarge')
  .int('mustBeInteger')
  .positive('mustBeAPositiveNumber');

/** Decimal text that is a number (`12`, ` 12 `, `-1`, `1.5`); anything else stays text and is refused as such. */
const decimal = /^[-+]?\d+(\.\d+)?$/;

const fromText = (value: number | string): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return decimal.test(text) ? Number(text) : value;
};

/**
 * An id in a path, a query or a form field (text), or given as a number by a caller: decimal digits only, so
 * `0x10` and `1e3` are no ids. Blank is `required`.
 */
export const idField = z.preprocess(fromText, bodyIdField);
