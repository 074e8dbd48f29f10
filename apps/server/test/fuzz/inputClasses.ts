/**
 * The kinds of hostile input the fuzzer sends. Every generated request carries the classes it contains (and
 * where), so a failure report says what was hostile and `knownFindings.ts` can name a class precisely.
 */
export const inputClasses = {
  wrongType: 'a value of another JSON type than the schema asks for',
  boundaryNumber: 'a boundary number (0, -1, 2^31-1, 2^53, -0, 1.5)',
  outOfInt32: "a number outside PostgreSQL's integer range (from 2^31, or below -2^31)",
  numberText: 'a number written as odd text ("1e3", " 12 ", "0x10", "NaN")',
  nul: 'text containing U+0000',
  controlChar: 'text with other control characters',
  bidi: 'text with bidi overrides (U+202E …)',
  zeroWidth: 'text with zero-width characters or a BOM',
  longText: 'text over 1,000 characters',
  pathText: 'path-like text (../, C:\\, file://)',
  sqlText: 'SQL-like text (quotes, comments, wildcards)',
  markupText: 'markup or template text',
  astral: 'emoji and other astral characters, or case-folding oddities',
  loneSurrogate: 'text with a lone UTF-16 surrogate',
  blankText: 'empty or whitespace-only text',
  randomText: 'random unicode text',
  missingKey: 'a required key left out',
  extraKey: 'an unknown extra key (also __proto__, constructor, a NUL key)',
  deepNesting: 'arrays or objects nested thousands deep',
  topLevelNonObject: 'a body that is not an object (a number, a string, [], null)',
  malformedJson: 'malformed JSON text',
  emptyBody: 'an empty body',
  wrongContentType: 'a body under a content type the entry does not take',
  oversizeBody: "a request body over the entry's limit (64 KiB unless it declares more)",
  hostileParam: 'a hostile path parameter (-1, 0, abc, %00, %ZZ, ..%2F, a very long value)',
  otherClub: "another club's id, or a resource of another club",
  hostileQuery: 'a hostile query string (odd values, unknown or malformed keys)',
  repeatedQueryKey: 'a query key given twice',
  multipartNoFile: 'multipart without the file part',
  multipartTwoFiles: 'multipart with two files under one name',
  multipartHugeField: 'multipart with a text field over 64 KiB',
  multipartNotImage: 'multipart with a file that is not an image, or a file where text belongs',
  hostileFilename: 'multipart with a hostile file name',
  malformedMultipart: 'a truncated or boundary-less multipart body',
} as const;

export type InputClass = keyof typeof inputClasses;

/** One hostile ingredient of a request and where it sits (`body.title`, `params.id`, `query`, `body`). */
export interface Tag {
  readonly class: InputClass;
  readonly at: string;
}

/** A generated value with the hostile classes it contains. */
export interface Tagged<T> {
  readonly value: T;
  readonly tags: readonly Tag[];
}

export const tagged = <T>(value: T, ...tags: Tag[]): Tagged<T> => ({ value, tags });

/** The tags of a part, placed under `at` (`title` inside `body` becomes `body.title`). */
export const under = (at: string, tags: readonly Tag[]): Tag[] =>
  tags.map((tag) => ({ class: tag.class, at: tag.at ? `${at}.${tag.at}` : at }));

const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
// eslint-disable-next-line no-control-regex -- finding control characters is the point
const CONTROL = /[\u0001-\u0008\u000B\u000C\u000E-\u001F\u007F-\u009F]/;
const BIDI = /[\u202A-\u202E\u2066-\u2069\u200E\u200F\u061C]/;
const ZERO_WIDTH = /[\u200B-\u200D\u2060\uFEFF]/;
const ASTRAL = /[\uD800-\uDBFF][\uDC00-\uDFFF]/;

/**
 * The classes a text belongs to, read from its content: a random string that happens to hold a NUL is
 * tagged `nul` as surely as the catalogue's own NUL strings.
 */
export const classesOfText = (text: string): InputClass[] => {
  const classes: InputClass[] = [];
  if (text.includes('\u0000')) classes.push('nul');
  if (CONTROL.test(text)) classes.push('controlChar');
  if (BIDI.test(text)) classes.push('bidi');
  if (ZERO_WIDTH.test(text)) classes.push('zeroWidth');
  if (LONE_SURROGATE.test(text)) classes.push('loneSurrogate');
  if (ASTRAL.test(text)) classes.push('astral');
  if (text.length > 1000) classes.push('longText');
  if (text.trim() === '') classes.push('blankText');
  return classes;
};

/** The classes a number belongs to. */
export const classesOfNumber = (value: number): InputClass[] => {
  const classes: InputClass[] = [];
  if (Number.isFinite(value) && (value >= 2 ** 31 || value < -(2 ** 31))) classes.push('outOfInt32');
  return classes;
};
