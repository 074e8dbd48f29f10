import * as z from 'zod';

/** Query parameters: a URL carries text, so numbers and booleans are read from it here, the same for every call. */

/** Decimal text in a query becomes a number; anything else stays as it came and is refused by the schema. */
const queryNumber = (value: unknown): unknown => {
  if (typeof value !== 'string') return value;
  const text = value.trim();
  if (text === '') return undefined;
  return /^\d+$/.test(text) ? Number(text) : value;
};

/** A whole number in a query, within bounds; `mustBeInteger` for text, `min`/`max` by name past the bounds. */
export const queryInteger = (min: number, max: number, fallback: number) =>
  z.preprocess(
    queryNumber,
    z.number('mustBeInteger').int('mustBeInteger').min(min, 'tooSmall').max(max, 'tooLarge').default(fallback),
  );

/** A yes/no in a query: the text `true` or `false`, as a URL carries it. */
export const queryBoolean = z.enum(['true', 'false'], 'mustBeBoolean').transform((text) => text === 'true');
