import { BODY_LIMITS, type ContractEntry, type HttpMethod } from '@klubhus/domain';
import fc from 'fast-check';
import { bodyChoices, type BodyChoices, type BodyPayload } from './bodies.js';
import { tagged, type Tag, type Tagged } from './inputClasses.js';
import { inputNode, outputNode, type SchemaNode } from './schemaNode.js';
import { hostileSegment, queryChoices, validSegment, type Choices } from './urlParts.js';
import type { ValidContext } from './validValues.js';
import { idChoiceFor, knownIds, type FuzzWorld, type Part } from './worldIds.js';

/**
 * Who sends a request: the persona that passes the entry's access check, so input reaches validation (`imported`:
 * the sign-up session of the world's invitation).
 */
export type Caller = 'nobody' | 'client' | 'session' | 'imported';

/** One generated request, before the caller's credential is added. */
export interface FuzzRequest {
  readonly entry: string;
  readonly method: HttpMethod;
  readonly url: string;
  readonly caller: Caller;
  /** Headers besides the credential: the content type and the caller's address. */
  readonly headers: Readonly<Record<string, string>>;
  readonly payload: string | Buffer | undefined;
  /** A multipart upload, which the body limit leaves alone (uploads have their own limits). */
  readonly multipart: boolean;
  /** The hostile classes the request carries, and where. */
  readonly tags: readonly Tag[];
}

/** The largest JSON or form body the entry takes: 64 KiB unless it declares more (`bodyLimit`). */
export const bodyLimitOf = (entry: ContractEntry): number => entry.bodyLimit ?? BODY_LIMITS.default;

export const callerOf = (entry: ContractEntry): Caller =>
  entry.access === 'public'
    ? 'nobody'
    : entry.access === 'client'
      ? 'client'
      : entry.access === 'imported'
        ? 'imported'
        : 'session';

export const sizeOf = (payload: string | Buffer | undefined): number =>
  payload === undefined ? 0 : typeof payload === 'string' ? Buffer.byteLength(payload) : payload.length;

const clip = (text: string, length: number) =>
  text.length > length ? `${text.slice(0, length)}… (${text.length} chars)` : text;

/** How a report names the credential a caller sends (the token itself is fresh each time). */
const credentialLabel: Record<Caller, string> = {
  nobody: '(none)',
  client: 'Basic web:web',
  session: "Bearer <a fresh session of club A's administrator>",
  imported: "Bearer <a fresh sign-up session of the world's invitation>",
};

/** Text as a report shows it: control characters and lone surrogates as escapes, quotes as they are. */
export const printableText = (text: string): string => JSON.stringify(text).slice(1, -1).replaceAll('\\"', '"');

/** The request as a failure report shows it: method, url, headers that matter, the body cut to ~300 chars. */
export const describeRequest = (request: FuzzRequest): string => {
  const body =
    request.payload === undefined
      ? '(none)'
      : clip(
          printableText(typeof request.payload === 'string' ? request.payload : request.payload.toString('latin1')),
          300,
        );
  const headers = Object.entries({ authorization: credentialLabel[request.caller], ...request.headers })
    .map(([name, value]) => `${name}: ${value}`)
    .join(', ');
  const tags = [...new Set(request.tags.map((tag) => `${tag.class}@${tag.at}`))].join(', ') || '(all valid)';
  return [
    `${request.method} ${clip(request.url, 300)}`,
    `  headers: ${headers}`,
    `  body (${sizeOf(request.payload)} bytes): ${body}`,
    `  hostile: ${tags}`,
  ].join('\n');
};

/** fast-check prints a counterexample with this, instead of a 70 KB dump. */
const printable = (request: FuzzRequest): FuzzRequest =>
  Object.assign(request, { [fc.toStringMethod]: () => describeRequest(request) });

const PARAM = /:([A-Za-z0-9_]+)/g;

/** Which part of a request is spoilt; the others stay valid so that the hostile part reaches deep. */
type Focus = 'none' | 'params' | 'query' | 'body' | 'all';

/** Every request the fuzzer may send to one entry, derived from the entry's schemas and locators. */
export const requestsFor = (key: string, entry: ContractEntry, world: FuzzWorld): fc.Arbitrary<FuzzRequest> => {
  const idsOf = (part: Part) => (name: string) => idChoiceFor(entry, world, part, name);
  const contextOf = (schema: ContractEntry['params'] | ContractEntry['body']): ValidContext => ({
    knownIds: knownIds(world),
    output: schema ? outputNode(schema) : undefined,
  });
  const paramsNode: SchemaNode | undefined = entry.params ? inputNode(entry.params) : undefined;
  const names = [...entry.path.matchAll(PARAM)].map((match) => match[1] ?? '');
  const validSegments = names.map((name) =>
    validSegment(paramsNode?.properties?.[name] ?? { type: 'string' }, {
      ...contextOf(undefined),
      ids: idsOf('params')(name),
    }).map((value) => tagged(value)),
  );
  const validParams = fc.tuple(...validSegments).map((segments) => joinTagged(segments));
  const params: Choices<string[]> = {
    valid: validParams,
    // One parameter hostile, the others valid.
    hostile:
      names.length === 0
        ? validParams
        : fc.oneof(
            ...names.map((name, index) =>
              fc
                .tuple(fc.tuple(...validSegments), hostileSegment(name, idsOf('params')(name)))
                .map(([segments, hostile]) =>
                  joinTagged(segments.map((segment, at) => (at === index ? hostile : segment))),
                ),
            ),
          ),
  };
  const query = queryChoices(entry.query ? inputNode(entry.query) : undefined, contextOf(entry.query), idsOf('query'));
  const limit = bodyLimitOf(entry);
  const body =
    bodyChoices(entry, entry.body ? inputNode(entry.body) : undefined, contextOf(entry.body), idsOf('body'), {
      otherClub: world.clubB,
      limit,
    }) ?? ({ valid: fc.constant(noBody), hostile: fc.constant(noBody) } satisfies BodyChoices);
  const focus = fc.oneof(
    { weight: 1, arbitrary: fc.constant<Focus>('none') },
    ...(names.length > 0 ? [{ weight: 2, arbitrary: fc.constant<Focus>('params') }] : []),
    { weight: entry.query ? 3 : 1, arbitrary: fc.constant<Focus>('query') },
    ...(entry.method !== 'GET' ? [{ weight: entry.body ? 8 : 3, arbitrary: fc.constant<Focus>('body') }] : []),
    { weight: 1, arbitrary: fc.constant<Focus>('all') },
  );
  const pick = <T>(choices: { valid: fc.Arbitrary<T>; hostile: fc.Arbitrary<T> }, spoilt: boolean) =>
    spoilt ? choices.hostile : choices.valid;
  const address = fc
    .tuple(fc.integer({ min: 0, max: 255 }), fc.integer({ min: 0, max: 255 }), fc.integer({ min: 1, max: 254 }))
    .map(([a, b, c]) => `10.${a}.${b}.${c}`);
  return focus
    .chain((spoil) =>
      fc.record({
        segments: pick(params, spoil === 'params' || spoil === 'all'),
        search: pick(query, spoil === 'query' || spoil === 'all'),
        sent: pick(body, spoil === 'body' || spoil === 'all'),
        from: address,
      }),
    )
    .map(({ segments, search, sent, from }) => {
      let index = 0;
      const path = entry.path.replace(PARAM, () => segments.value[index++] ?? '');
      const tags = [...segments.tags, ...search.tags, ...sent.tags];
      if (!sent.multipart && sizeOf(sent.payload) > limit) tags.push({ class: 'oversizeBody', at: 'body' });
      return printable({
        entry: key,
        method: entry.method,
        url: `/api${path}${search.value ? `?${search.value}` : ''}`,
        caller: callerOf(entry),
        headers: { 'x-forwarded-for': from, ...(sent.contentType ? { 'content-type': sent.contentType } : {}) },
        payload: sent.payload,
        multipart: sent.multipart,
        tags,
      });
    });
};

const noBody: BodyPayload = { payload: undefined, contentType: undefined, multipart: false, tags: [] };

const joinTagged = (segments: readonly Tagged<string>[]): Tagged<string[]> =>
  tagged(
    segments.map((segment) => segment.value),
    ...segments.flatMap((segment) => segment.tags),
  );
