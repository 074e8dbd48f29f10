import type { InputClass, Tag } from './inputClasses.js';
import { jsonText, nestedJson } from './jsonText.js';
import { BOUNDARY, encodeMultipart, MULTIPART_TYPE, partsOf } from './multipart.js';

/** The bodies that are wrong whatever the entry's schema says: the raw catalogue `bodies.ts` draws from. */

/** What a request sends as its body. */
export interface BodyPayload {
  readonly payload: string | Buffer | undefined;
  readonly contentType: string | undefined;
  /** A multipart upload: the 64 KiB rule does not apply to it (uploads go up to IMAGE_MAX_BYTES). */
  readonly multipart: boolean;
  readonly tags: readonly Tag[];
}

export const JSON_TYPE = 'application/json';
const KB = 1024;

export const raw = (
  payload: string | Buffer | undefined,
  contentType: string | undefined,
  ...classes: InputClass[]
): BodyPayload => ({
  payload,
  contentType,
  multipart: contentType?.startsWith('multipart/') ?? false,
  tags: classes.map((name) => ({ class: name, at: 'body' })),
});

/** A form's text of the values; a nested object or list as JSON (fast-check's objects may have no prototype). */
export const formText = (values: Record<string, unknown>): string =>
  new URLSearchParams(
    Object.entries(values).map(([key, value]): [string, string] => [
      key,
      typeof value === 'object' && value !== null ? JSON.stringify(value) : String(value),
    ]),
  ).toString();

/** Bodies whose shape is wrong whatever the entry: not objects, not JSON, nested to the bone, empty. */
export const structuralBodies: readonly BodyPayload[] = [
  raw('1', JSON_TYPE, 'topLevelNonObject'),
  raw('"text"', JSON_TYPE, 'topLevelNonObject'),
  raw('[]', JSON_TYPE, 'topLevelNonObject'),
  raw('null', JSON_TYPE, 'topLevelNonObject'),
  raw('true', JSON_TYPE, 'topLevelNonObject'),
  raw('[{}]', JSON_TYPE, 'topLevelNonObject'),
  raw('-0', JSON_TYPE, 'topLevelNonObject'),
  raw('{', JSON_TYPE, 'malformedJson'),
  raw('{"a":}', JSON_TYPE, 'malformedJson'),
  raw("{'a':1}", JSON_TYPE, 'malformedJson'),
  raw('{"a":1,}', JSON_TYPE, 'malformedJson'),
  raw('NaN', JSON_TYPE, 'malformedJson'),
  raw('{"a":NaN}', JSON_TYPE, 'malformedJson'),
  raw('{} trailing', JSON_TYPE, 'malformedJson'),
  raw('\uFEFF{}', JSON_TYPE, 'malformedJson', 'zeroWidth'),
  raw('{"a":1e999}', JSON_TYPE, 'malformedJson'),
  raw('\u0000', JSON_TYPE, 'malformedJson', 'nul'),
  raw(Buffer.from([0xff, 0xfe, 0x7b, 0x7d]), JSON_TYPE, 'malformedJson'),
  raw('{"a":"\\ud800"}', JSON_TYPE, 'loneSurrogate'),
  raw('{"a":"\\u0000"}', JSON_TYPE, 'nul'),
  raw('{"a":1,"a":{"b":2}}', JSON_TYPE, 'extraKey'),
  raw('{"__proto__":{"admin":true}}', JSON_TYPE, 'extraKey'),
  raw('{"constructor":{"prototype":{"admin":true}}}', JSON_TYPE, 'extraKey'),
  raw(nestedJson(5_000, 'array').text, JSON_TYPE, 'deepNesting', 'topLevelNonObject'),
  raw(nestedJson(3_000, 'object').text, JSON_TYPE, 'deepNesting'),
  raw(`${'{"a":'.repeat(3_000)}{"__proto__":{"admin":true}}${'}'.repeat(3_000)}`, JSON_TYPE, 'deepNesting', 'extraKey'),
  raw('['.repeat(30_000), JSON_TYPE, 'deepNesting', 'malformedJson'),
  raw('', JSON_TYPE, 'emptyBody'),
  raw('', undefined, 'emptyBody'),
  raw('   ', JSON_TYPE, 'emptyBody'),
];

/** A valid JSON text sent under the wrong content type (or none); multipart to a JSON entry. */
export const wrongContentTypes = (json: string, values: Record<string, unknown>): BodyPayload[] => [
  raw(json, 'text/plain', 'wrongContentType'),
  raw(json, undefined, 'wrongContentType'),
  raw(json, 'application/json; charset=utf-16', 'wrongContentType'),
  raw(json, 'application/json-patch+json', 'wrongContentType'),
  raw(json, 'text/html', 'wrongContentType'),
  raw(formText(values), 'application/x-www-form-urlencoded', 'wrongContentType'),
  raw('<club><title>x</title></club>', 'application/xml', 'wrongContentType'),
  raw(Buffer.from([0, 1, 2, 3, 255]), 'application/octet-stream', 'wrongContentType'),
  raw(encodeMultipart(partsOf(values)), MULTIPART_TYPE, 'wrongContentType'),
];

/** Multipart that does not parse. */
export const malformedMultiparts = (values: Record<string, unknown>): BodyPayload[] => [
  raw(encodeMultipart(partsOf(values), { truncated: true }), MULTIPART_TYPE, 'malformedMultipart'),
  raw(encodeMultipart(partsOf(values)), 'multipart/form-data', 'malformedMultipart'),
  raw(encodeMultipart(partsOf(values)), 'multipart/form-data; boundary=something-else', 'malformedMultipart'),
  raw(`--${BOUNDARY}\r\nno headers at all\r\n`, MULTIPART_TYPE, 'malformedMultipart'),
  raw('{"image":"x"}', MULTIPART_TYPE, 'malformedMultipart'),
];

/** Bodies just and far over the entry's limit: a valid object padded with an unknown key, a long array. */
export const oversizeBodies = (values: Record<string, unknown>, limit: number): BodyPayload[] => [
  raw(jsonText({ ...values, padding: 'p'.repeat(limit + 6 * KB) }), JSON_TYPE, 'oversizeBody', 'extraKey'),
  raw(
    jsonText(Array.from({ length: Math.ceil(limit / 4) + KB }, () => 'x')),
    JSON_TYPE,
    'oversizeBody',
    'topLevelNonObject',
  ),
  raw(`{"a":"${'a'.repeat(3 * limit)}"}`, JSON_TYPE, 'oversizeBody', 'extraKey'),
];
