import fc from 'fast-check';
import { PNG_BYTES } from '../support/images.js';
import { isFile, patternsOf, typesOf, type SchemaNode } from './schemaNode.js';
import type { IdChoice } from './worldIds.js';

/**
 * Values the schema accepts (as far as JSON Schema can tell), mixed into every request beside the hostile
 * ones so that a hostile value in one field meets valid neighbours and reaches deep into validation and
 * the handler.
 */

/** A file part: the bytes, its name and its declared type. */
export interface FilePart {
  readonly kind: 'file';
  readonly filename: string;
  readonly contentType: string;
  readonly bytes: Uint8Array;
}

export const pngPart: FilePart = { kind: 'file', filename: 'logo.png', contentType: 'image/png', bytes: PNG_BYTES };

export interface ValidContext {
  /** The output side of the same schema, where a pipe hides a format from the input side. */
  readonly output?: SchemaNode | undefined;
  /** What the entry's locators make of this key. */
  readonly ids?: IdChoice | undefined;
  /** Ids that exist, for integers no locator names. */
  readonly knownIds: readonly number[];
}

const letters = fc.constantFrom(...'abcdefghijklmnopqrstuvwxyzæøåABCÆØÅ0123456789');

const withinLength = (node: SchemaNode, text: string) =>
  text.length >= (node.minLength ?? 0) && text.length <= (node.maxLength ?? Infinity);

const validString = (node: SchemaNode, output: SchemaNode | undefined): fc.Arbitrary<string> => {
  const own = patternsOf(node);
  // The output's pattern only when the input has none of its own (a pipe into z.email()).
  const patterns = own.length > 0 ? own : output ? patternsOf(output) : [];
  const bounds: SchemaNode = {
    minLength: node.minLength ?? output?.minLength,
    maxLength: node.maxLength ?? output?.maxLength,
  };
  if (patterns.length > 0) {
    // Two draws per pattern, the first that meets every pattern and the length; a map, not a filter, so that
    // patterns that rarely agree cost an invalid value now and then instead of an endless retry.
    const ok = (text: string) => patterns.every((pattern) => pattern.test(text)) && withinLength(bounds, text);
    return fc
      .tuple(...patterns.flatMap((pattern) => [fc.stringMatching(pattern), fc.stringMatching(pattern)]))
      .map((candidates) => candidates.find(ok) ?? candidates[candidates.length - 1] ?? '');
  }
  const minLength = Math.max(1, bounds.minLength ?? 0);
  return fc.string({ unit: letters, minLength, maxLength: Math.max(minLength, Math.min(bounds.maxLength ?? 40, 40)) });
};

const validInteger = (node: SchemaNode, context: ValidContext): fc.Arbitrary<number> => {
  if (typeof context.ids?.own === 'number') return fc.constant(context.ids.own);
  const low = node.exclusiveMinimum !== undefined ? node.exclusiveMinimum + 1 : (node.minimum ?? -1000);
  const high = node.exclusiveMaximum !== undefined ? node.exclusiveMaximum - 1 : (node.maximum ?? 1000);
  const known = context.knownIds.filter((id) => id >= low && id <= high);
  const small = fc.integer({ min: Math.max(low, -1000), max: Math.min(high, 1000) });
  return known.length > 0 ? fc.oneof(fc.constantFrom(...known), small) : small;
};

/** A value the node accepts; an object gets every required key and some of the optional ones. */
export const validValue = (node: SchemaNode, context: ValidContext): fc.Arbitrary<unknown> => {
  if (isFile(node)) return fc.constant(pngPart);
  if (node.const !== undefined) return fc.constant(node.const);
  if (node.enum && node.enum.length > 0) return fc.constantFrom(...node.enum);
  const variants = node.anyOf ?? node.oneOf;
  if (variants && variants.length > 0) {
    const { anyOf: _anyOf, oneOf: _oneOf, ...rest } = node;
    return fc.oneof(
      ...variants.map((variant) => validValue({ ...rest, ...variant }, { ...context, output: undefined })),
    );
  }
  const types = typesOf(node);
  if (types.length > 1) return fc.oneof(...types.map((type) => validValue({ ...node, type }, context)));
  switch (types[0]) {
    case 'string':
      // A resource named by text (an inactive member's `i4`): the world's own, as for an integer id.
      if (typeof context.ids?.own === 'string') return fc.constant(context.ids.own);
      return validString(node, context.output);
    case 'integer':
      return validInteger(node, context);
    case 'number':
      return fc.double({
        min: node.minimum ?? node.exclusiveMinimum ?? -1000,
        max: node.maximum ?? node.exclusiveMaximum ?? 1000,
        noNaN: true,
        noDefaultInfinity: true,
      });
    case 'boolean':
      return fc.boolean();
    case 'null':
      return fc.constant(null);
    case 'array':
      return fc.array(node.items ? validValue(node.items, { knownIds: context.knownIds }) : fc.string(), {
        minLength: node.minItems ?? 0,
        maxLength: Math.max(node.minItems ?? 0, Math.min(node.maxItems ?? 3, 3)),
      });
    case 'object':
      return validObject(node, context, () => undefined);
    default:
      // An unrepresentable part ("anything"): plain values.
      return fc.oneof(fc.string({ maxLength: 20 }), fc.integer(), fc.constant(null));
  }
};

/**
 * An object the node accepts. `idsOf` tells, per key, what the entry's locators make of it (the club the
 * call touches ...).
 */
export const validObject = (
  node: SchemaNode,
  context: ValidContext,
  idsOf: (key: string) => IdChoice | undefined,
): fc.Arbitrary<Record<string, unknown>> => {
  const properties = node.properties ?? {};
  const keys = Object.keys(properties);
  if (keys.length === 0) return fc.constant({});
  const fields = Object.fromEntries(
    keys.map((key) => [
      key,
      validValue(properties[key] ?? {}, {
        knownIds: context.knownIds,
        output: context.output?.properties?.[key],
        ids: idsOf(key),
      }),
    ]),
  );
  return fc.record(fields, { requiredKeys: [...(node.required ?? [])] as string[] });
};
