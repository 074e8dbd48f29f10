import fc from 'fast-check';
import { classesOfNumber, classesOfText, tagged, type InputClass, type Tag, type Tagged } from './inputClasses.js';
import { nestedJson } from './jsonText.js';
import { typesOf, type SchemaNode } from './schemaNode.js';
import type { IdChoice } from './worldIds.js';

/** Hostile values for one field, each tagged with the classes it belongs to. */

const tagsOf = (classes: readonly InputClass[]): Tag[] =>
  [...new Set(classes)].map((name) => ({ class: name, at: '' }));

/** A text tagged by its content, plus the classes its catalogue entry names. */
export const taggedText = (text: string, ...extra: InputClass[]): Tagged<string> =>
  tagged(text, ...tagsOf([...extra, ...classesOfText(text)]));

const KB = 1024;

/**
 * The text catalogue, by kind of trouble: a kind is picked first, then a text of it, so that a kind with
 * few texts (NUL) comes up as often as one with many.
 */
const hostileTexts: readonly (readonly (readonly [string, ...InputClass[]])[])[] = [
  [['a\u0000b'], ['\u0000'], ['Klub\u0000; DROP TABLE users', 'sqlText']],
  [['\u0001\u0002\u001b[31mred\u001b[0m'], ['line\r\nbreak\ttab\u007f\u0085']],
  [['\u202Egnp.exe'], ['\u2066isolate\u2069 \u200Fmark']],
  [['\u200B'], ['zero\u200Dwidth\u2060join'], ['\uFEFFbom']],
  [
    ['x'.repeat(201)],
    ['x'.repeat(2_001)],
    ['x'.repeat(4_001)],
    ['y'.repeat(16_385)],
    ['z'.repeat(70 * KB)],
    ['æ'.repeat(35 * KB)],
    ['😀'.repeat(17 * KB)],
    ['a\u0000'.repeat(300)],
  ],
  [
    ['../../../../etc/passwd', 'pathText'],
    ['..\\..\\..\\windows\\win.ini', 'pathText'],
    ['/dev/zero', 'pathText'],
    ['file:///etc/passwd', 'pathText'],
    ['%2e%2e%2f%2e%2e%2f', 'pathText'],
    ['C:\\boot.ini', 'pathText'],
  ],
  [
    ["' OR '1'='1", 'sqlText'],
    ["'; DROP TABLE users; --", 'sqlText'],
    ['%_%', 'sqlText'],
    ['\\', 'sqlText'],
    ['$1 $2', 'sqlText'],
    ["1'); select pg_sleep(0); --", 'sqlText'],
  ],
  [
    ['<script>alert(1)</script>', 'markupText'],
    ['{{7*7}} ${7*7} <%= 7*7 %>', 'markupText'],
  ],
  [
    ['😀'],
    ['👨‍👩‍👧‍👦 family'],
    ['𝔘𝔫𝔦𝔠𝔬𝔡𝔢'],
    // Lower-casing changes the length of these (İ → i̇): a trap for case-insensitive uniqueness.
    ['İSTANBUL ß ǅ', 'astral'],
  ],
  [['\uD800'], ['a\uDC00b'], ['\uDBFF\uDBFF']],
  [[''], ['   '], ['\u00A0\u3000']],
];

/** Hostile texts: the catalogue, and random unicode (tagged by what it turns out to contain). */
export const hostileText: fc.Arbitrary<Tagged<string>> = fc.oneof(
  ...hostileTexts.map((group) => fc.constantFrom(...group).map(([text, ...classes]) => taggedText(text, ...classes))),
  fc.string({ unit: 'binary', maxLength: 30 }).map((text) => taggedText(text, 'randomText')),
);

/** Classes `classesOfText` decides from content, recomputed after cutting. */
const textOnlyClasses: Partial<Record<InputClass, true>> = {
  nul: true,
  controlChar: true,
  bidi: true,
  zeroWidth: true,
  loneSurrogate: true,
  astral: true,
  longText: true,
  blankText: true,
};

/**
 * The same texts cut or padded to the field's length bounds, so that length checks pass and the content
 * reaches the handler and the database.
 */
export const fittedText = (node: SchemaNode): fc.Arbitrary<Tagged<string>> =>
  hostileText.map(({ value, tags }) => {
    const max = node.maxLength ?? Infinity;
    const min = node.minLength ?? 0;
    const cut = value.length > max ? value.slice(0, max) : value;
    const text = cut.length < min ? cut + 'a'.repeat(min - cut.length) : cut;
    const extra = tags.map((tag) => tag.class).filter((name) => !Object.hasOwn(textOnlyClasses, name));
    return taggedText(text, ...extra);
  });

const hostileNumbers: readonly number[] = [
  0,
  -1,
  -0,
  1.5,
  2 ** 31 - 1,
  2 ** 31,
  2 ** 32,
  2 ** 53,
  -(2 ** 53),
  -(2 ** 31) - 1,
  2 ** 63,
  1e308,
];

/** Boundary numbers as JSON numbers. */
export const hostileNumber: fc.Arbitrary<Tagged<number>> = fc
  .constantFrom(...hostileNumbers)
  .map((value) => tagged(value, ...tagsOf(['boundaryNumber', ...classesOfNumber(value)])));

const numberTexts: readonly string[] = [
  'NaN',
  'Infinity',
  '-Infinity',
  '1e3',
  '1e10',
  ' 12 ',
  '0x10',
  '0b11',
  '+5',
  '012',
  '-0',
  '1_000',
  '١٢',
  '2147483648',
  '4294967296',
  '9007199254740993',
  '1.5',
];

/** Numbers written as text, as a coercing field or a path parameter reads them. */
export const hostileNumberText: fc.Arbitrary<Tagged<string>> = fc.constantFrom(...numberTexts).map((text) => {
  const asNumber = text.trim() === '' ? NaN : Number(text);
  return tagged(text, ...tagsOf(['numberText', ...classesOfNumber(asNumber)]));
});

const deepValue: fc.Arbitrary<Tagged<unknown>> = fc
  .tuple(fc.constantFrom(1_000, 3_000, 5_000), fc.constantFrom<'array' | 'object'>('array', 'object'))
  .map(([depth, kind]) => tagged<unknown>(nestedJson(depth, kind), { class: 'deepNesting', at: '' }));

const allWrongTypes: readonly (readonly [string, unknown])[] = [
  ['integer', 12_345],
  ['number', 12.5],
  ['boolean', true],
  ['boolean', false],
  ['null', null],
  ['object', {}],
  ['object', { a: 'b' }],
  ['array', []],
  ['array', ['a', 1]],
  ['string', 'text'],
];

/** Values of the JSON types the node does not take. */
const wrongType = (node: SchemaNode): fc.Arbitrary<Tagged<unknown>> => {
  const own = new Set(typesOf(node));
  if (own.has('integer')) own.add('number');
  const others = allWrongTypes.filter(([type]) => !own.has(type));
  return fc.constantFrom(...others).map(([, value]) => tagged(value, { class: 'wrongType', at: '' }));
};

/**
 * A hostile value for a field: wrong types, boundary numbers, hostile texts (cut to the field's length so
 * they get past it, and uncut), deep nesting, and another club's id where the key names a club.
 */
export const hostileValue = (node: SchemaNode, ids?: IdChoice): fc.Arbitrary<Tagged<unknown>> => {
  const types = typesOf(node);
  const numeric = types.includes('integer') || types.includes('number');
  const textual = types.includes('string') || types.length === 0;
  return fc.oneof(
    { weight: 2, arbitrary: wrongType(node) },
    { weight: numeric ? 4 : 1, arbitrary: hostileNumber },
    { weight: numeric ? 2 : 1, arbitrary: hostileNumberText },
    { weight: textual ? 8 : 1, arbitrary: fittedText(node) },
    { weight: textual ? 2 : 1, arbitrary: hostileText },
    { weight: 1, arbitrary: deepValue },
    ...(ids ? [{ weight: 3, arbitrary: fc.constant(tagged(ids.other, { class: 'otherClub', at: '' })) }] : []),
  );
};
