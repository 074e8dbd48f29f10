import fc from 'fast-check';
import { hostileNumberText, hostileText } from './hostileValues.js';
import { tagged, under, type InputClass, type Tag, type Tagged } from './inputClasses.js';
import type { SchemaNode } from './schemaNode.js';
import { validValue, type ValidContext } from './validValues.js';
import type { IdChoice } from './worldIds.js';

/** Path parameters and query strings: what the URL of a request carries. */

/**
 * Percent-encodes text byte by byte (UTF-8), like `encodeURIComponent` but without throwing on a lone
 * surrogate (Node's UTF-8 turns it into U+FFFD; the raw catalogue below sends broken UTF-8 itself).
 */
export const encodeText = (text: string): string =>
  [...Buffer.from(text, 'utf8')]
    .map((byte) => {
      const char = String.fromCharCode(byte);
      return /[A-Za-z0-9\-_.~]/.test(char) ? char : `%${byte.toString(16).toUpperCase().padStart(2, '0')}`;
    })
    .join('');

/** Raw, already-encoded path segments. */
const hostileSegments: readonly (readonly [string, ...InputClass[]])[] = [
  ['2147483648', 'outOfInt32'],
  ['4294967296', 'outOfInt32'],
  ['9007199254740993', 'outOfInt32'],
  ['1e10', 'numberText', 'outOfInt32'],
  ['-1'],
  ['0'],
  ['-0'],
  ['abc'],
  ['NaN', 'numberText'],
  ['0x10', 'numberText'],
  ['1e3', 'numberText'],
  ['1.5', 'numberText'],
  ['%20%2012%20', 'numberText'],
  ['%00', 'nul'],
  ['1%00', 'nul'],
  ['%2500'],
  ['x'.repeat(300), 'longText'],
  ['9'.repeat(1_100), 'longText', 'outOfInt32'],
  ['..%2F..%2Fetc%2Fpasswd', 'pathText'],
  ['%2e%2e', 'pathText'],
  ['..', 'pathText'],
  ['%ZZ'],
  ['%E2%80%AE1', 'bidi'],
  ['%F0%9F%98%80', 'astral'],
  ['%ED%A0%80', 'loneSurrogate'],
  ['%C0%AE%C0%AE', 'pathText'],
  ['1%3Bdrop', 'sqlText'],
  ["'%20OR%201%3D1", 'sqlText'],
];

const tagsAt = (at: string, classes: readonly InputClass[]): Tag[] =>
  [...new Set(classes)].map((name) => ({ class: name, at }));

/** One hostile path segment, or another club's id where the parameter names a club. */
export const hostileSegment = (name: string, ids: IdChoice | undefined): fc.Arbitrary<Tagged<string>> =>
  fc.oneof(
    {
      weight: 4,
      arbitrary: fc
        .constantFrom(...hostileSegments)
        .map(([raw, ...classes]) => tagged(raw, ...tagsAt(`params.${name}`, ['hostileParam', ...classes]))),
    },
    ...(ids
      ? [
          {
            weight: 2,
            arbitrary: fc.constant(tagged(String(ids.other), { class: 'otherClub' as const, at: `params.${name}` })),
          },
        ]
      : []),
  );

/** A valid path segment for the parameter. */
export const validSegment = (node: SchemaNode, context: ValidContext): fc.Arbitrary<string> =>
  validValue(node, context).map((value) => encodeText(String(value)));

/** A query value that is hostile: odd numbers, hostile text (within a URL's reach), another club. */
const hostileQueryValue = (ids: IdChoice | undefined): fc.Arbitrary<Tagged<string>> =>
  fc.oneof(
    { weight: 3, arbitrary: hostileNumberText },
    { weight: 3, arbitrary: hostileText.filter((text) => text.value.length <= 4_000) },
    ...(ids
      ? [{ weight: 2, arbitrary: fc.constant(tagged(String(ids.other), { class: 'otherClub' as const, at: '' })) }]
      : []),
  );

/** Raw query pieces that break the shape: repeated, bracketed, bare, malformed keys. */
const hostileQueryPieces = (key: string, own: string, other: string): readonly (readonly [string, InputClass])[] => [
  [`${key}=${own}&${key}=${other}`, 'repeatedQueryKey'],
  [`${key}=${own}&${key}=${own}`, 'repeatedQueryKey'],
  [`${key}[]=${own}`, 'hostileQuery'],
  [`${key}[a]=${own}`, 'hostileQuery'],
  [key, 'hostileQuery'],
  [`${key}=`, 'hostileQuery'],
  [`=${own}`, 'hostileQuery'],
  ['&&&', 'hostileQuery'],
  ['%ZZ=1', 'hostileQuery'],
  [`${key}=%ZZ`, 'hostileQuery'],
  [`${key}=%00`, 'nul'],
  [`${key}=%ED%A0%80`, 'loneSurrogate'],
  [`${key}=${own};${key}=${other}`, 'hostileQuery'],
  ['__proto__[admin]=1&constructor[prototype][admin]=1', 'hostileQuery'],
  [`${key.toUpperCase()}=${own}`, 'hostileQuery'],
  [`q=${'x'.repeat(5_000)}`, 'hostileQuery'],
];

/** A part of a request, valid or hostile: the fuzzer picks which part of a request to spoil. */
export interface Choices<T> {
  readonly valid: fc.Arbitrary<Tagged<T>>;
  readonly hostile: fc.Arbitrary<Tagged<T>>;
}

const joinQuery = (fields: readonly (string | undefined)[]) =>
  fields.filter((field): field is string => field !== undefined).join('&');

/**
 * The query string for the entry's query schema (or for an entry that takes none): valid, or spoilt in one
 * way — one key hostile among valid ones, a required key missing, or a raw piece that breaks the shape.
 */
export const queryChoices = (
  node: SchemaNode | undefined,
  context: ValidContext,
  idsOf: (key: string) => IdChoice | undefined,
): Choices<string> => {
  const properties = node?.properties ?? {};
  const keys = Object.keys(properties);
  const required = new Set(node?.required ?? []);
  const validField = (key: string) =>
    validValue(properties[key] ?? {}, { ...context, ids: idsOf(key), output: undefined }).map(
      (value) => `${key}=${encodeText(String(value))}`,
    );
  const validFields = fc.tuple(
    ...keys.map((key) => (required.has(key) ? validField(key) : fc.option(validField(key), { nil: undefined }))),
  );
  const valid = validFields.map((fields) => tagged(joinQuery(fields)));
  const oneHostile = (index: number) => {
    const key = keys[index] ?? '';
    return fc
      .tuple(validFields, hostileQueryValue(idsOf(key)))
      .map(([fields, hostile]) =>
        tagged(
          joinQuery(fields.map((field, at) => (at === index ? `${key}=${encodeText(hostile.value)}` : field))),
          ...under(`query.${key}`, hostile.tags),
        ),
      );
  };
  const missing = (index: number) =>
    validFields.map((fields) =>
      tagged(joinQuery(fields.filter((_field, at) => at !== index)), {
        class: 'missingKey',
        at: `query.${keys[index]}`,
      }),
    );
  const anyKey = keys[0] ?? 'clubId';
  const ids = idsOf(anyKey);
  const pieces = hostileQueryPieces(anyKey, String(ids?.own ?? 1), String(ids?.other ?? 2));
  const piece = fc
    .tuple(validFields, fc.constantFrom(...pieces))
    .map(([fields, [raw, name]]) => tagged(joinQuery([...fields, raw]), { class: name, at: 'query' }));
  return {
    valid,
    hostile: fc.oneof(
      { weight: 2, arbitrary: piece },
      ...keys.map((_key, index) => ({ weight: 4, arbitrary: oneHostile(index) })),
      ...keys.flatMap((key, index) => (required.has(key) ? [{ weight: 1, arbitrary: missing(index) }] : [])),
    ),
  };
};
