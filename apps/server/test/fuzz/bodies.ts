import type { ContractEntry } from '@klubhus/domain';
import fc from 'fast-check';
import { hostileValue } from './hostileValues.js';
import {
  formText,
  JSON_TYPE,
  malformedMultiparts,
  oversizeBodies,
  raw,
  structuralBodies,
  wrongContentTypes,
  type BodyPayload,
} from './bodyCatalogue.js';
import { tagged, under, type Tag, type Tagged } from './inputClasses.js';
import { jsonText } from './jsonText.js';
import { encodeMultipart, MULTIPART_TYPE, multipartChoices } from './multipart.js';
import type { SchemaNode } from './schemaNode.js';
import { validObject, validValue, type ValidContext } from './validValues.js';
import type { IdChoice } from './worldIds.js';

export type { BodyPayload } from './bodyCatalogue.js';

/** Keys no schema asks for. */
const extraKeys = (otherClub: number): readonly (readonly [string, unknown])[] => [
  ['unknownField', 'x'],
  ['__proto__', { admin: true }],
  ['constructor', { prototype: { admin: true } }],
  ['a\u0000b', 1],
  ['k'.repeat(1_000), 1],
  ['', 'empty key'],
  ['clubId', otherClub],
  ['id', otherClub],
  ['userId', 1],
];

/**
 * JSON objects for the entry's body, valid or spoilt in one way: one hostile field among valid ones (the
 * common case, so the hostile value gets past the others and into the handler), several hostile fields,
 * required keys left out, an unknown key added.
 */
const objectChoices = (
  node: SchemaNode,
  context: ValidContext,
  idsOf: (key: string) => IdChoice | undefined,
  otherClub: number,
) => {
  const properties = node.properties ?? {};
  const keys = Object.keys(properties);
  const required = [...(node.required ?? [])];
  const valid = validObject(node, context, idsOf);
  const hostileOf = (key: string) => hostileValue(properties[key] ?? {}, idsOf(key));
  const oneHostile = (key: string) =>
    fc
      .tuple(valid, hostileOf(key))
      .map(([object, hostile]) => tagged({ ...object, [key]: hostile.value }, ...under(key, hostile.tags)));
  const manyHostile = fc
    .tuple(valid, fc.tuple(...keys.map((key) => fc.option(hostileOf(key), { nil: undefined }))))
    .map(([object, hostiles]) => {
      const result: Record<string, unknown> = { ...object };
      const tags: Tag[] = [];
      hostiles.forEach((hostile, index) => {
        const key = keys[index];
        if (hostile === undefined || key === undefined) return;
        result[key] = hostile.value;
        tags.push(...under(key, hostile.tags));
      });
      return tagged(result, ...tags);
    });
  const missing = () =>
    fc.tuple(valid, fc.subarray(required, { minLength: 1 })).map(([object, dropped]) => {
      const result: Record<string, unknown> = { ...object };
      for (const key of dropped) delete result[key];
      return tagged(result, ...dropped.map((key): Tag => ({ class: 'missingKey', at: key })));
    });
  const extra = fc.tuple(valid, fc.constantFrom(...extraKeys(otherClub))).map(([object, [key, value]]) => {
    const result: Record<string, unknown> = { ...object };
    // Defined, not assigned: `__proto__` becomes an own key that JSON.stringify writes out.
    Object.defineProperty(result, key, { value, enumerable: true, configurable: true, writable: true });
    return tagged(result, { class: 'extraKey', at: key });
  });
  return {
    valid: valid.map((object) => tagged(object)),
    hostile: fc.oneof(
      ...(keys.length > 0 ? [{ weight: 12, arbitrary: fc.constantFrom(...keys).chain(oneHostile) }] : []),
      ...(keys.length > 1 ? [{ weight: 2, arbitrary: manyHostile }] : []),
      ...(required.length > 0 ? [{ weight: 1, arbitrary: missing() }] : []),
      { weight: 1, arbitrary: extra },
    ),
  };
};

const jsonPayload = (value: Tagged<unknown>, entry: ContractEntry): BodyPayload =>
  entry.requestType === 'form'
    ? {
        payload: formText((value.value ?? {}) as Record<string, unknown>),
        contentType: 'application/x-www-form-urlencoded',
        multipart: false,
        tags: under('body', value.tags),
      }
    : { payload: jsonText(value.value), contentType: JSON_TYPE, multipart: false, tags: under('body', value.tags) };

/** A valid body, and the ways to spoil one. */
export interface BodyChoices {
  readonly valid: fc.Arbitrary<BodyPayload>;
  readonly hostile: fc.Arbitrary<BodyPayload>;
}

/**
 * The bodies of requests to the entry. GET entries send none (Fastify reads no GET body); entries without a
 * body schema send none when valid, and junk, which they must refuse or ignore, when hostile.
 */
export const bodyChoices = (
  entry: ContractEntry,
  node: SchemaNode | undefined,
  context: ValidContext,
  idsOf: (key: string) => IdChoice | undefined,
  { otherClub, limit }: { otherClub: number; limit: number },
): BodyChoices | undefined => {
  if (entry.method === 'GET') return undefined;
  const validValues = (node ? validValue(node, context) : fc.constant({})).map((value) =>
    typeof value === 'object' && value !== null && !Array.isArray(value) ? (value as Record<string, unknown>) : {},
  );
  const structural = fc.constantFrom(...structuralBodies);
  const contentTypes = validValues.chain((values) => fc.constantFrom(...wrongContentTypes(jsonText(values), values)));
  const oversize = validValues.chain((values) => fc.constantFrom(...oversizeBodies(values, limit)));
  const objects =
    !node || node.type === 'object'
      ? objectChoices(node ?? { type: 'object', properties: {} }, context, idsOf, otherClub)
      : { valid: validValue(node, context).map((value) => tagged(value)), hostile: hostileValue(node) };
  const shaped = {
    valid: objects.valid.map((value) => jsonPayload(value, entry)),
    hostile: objects.hostile.map((value) => jsonPayload(value, entry)),
  };
  if (!node) {
    return {
      valid: fc.constant(raw(undefined, undefined)),
      hostile: fc.oneof(
        { weight: 2, arbitrary: structural },
        { weight: 1, arbitrary: contentTypes },
        { weight: 1, arbitrary: oversize },
        { weight: 1, arbitrary: shaped.hostile },
      ),
    };
  }
  if (entry.requestType === 'multipart') {
    const parts = multipartChoices(node, context, idsOf);
    const encoded = (arbitrary: typeof parts.valid) =>
      arbitrary.map((tagged): BodyPayload => ({
        payload: encodeMultipart(tagged.value),
        contentType: MULTIPART_TYPE,
        multipart: true,
        tags: tagged.tags,
      }));
    return {
      valid: encoded(parts.valid),
      hostile: fc.oneof(
        { weight: 8, arbitrary: encoded(parts.hostile) },
        { weight: 1, arbitrary: validValues.chain((values) => fc.constantFrom(...malformedMultiparts(values))) },
        { weight: 1, arbitrary: shaped.valid },
        { weight: 1, arbitrary: structural },
        { weight: 1, arbitrary: contentTypes },
      ),
    };
  }
  return {
    valid: shaped.valid,
    hostile: fc.oneof(
      { weight: 12, arbitrary: shaped.hostile },
      { weight: 3, arbitrary: structural },
      { weight: 2, arbitrary: contentTypes },
      { weight: 1, arbitrary: oversize },
    ),
  };
};
