import {
  BASE64_IMAGE_MAX_LENGTH,
  BODY_LIMITS,
  contract,
  defineContract,
  defineEntry,
  type Contract,
} from '@klubhus/domain';
import Fastify from 'fastify';
import * as z from 'zod';
import { describe, expect, it } from 'vitest';
import { registerContract, type Handlers } from '../src/http/registerContract.js';
import { failure } from './support/failure.js';
import { testApi } from './support/api.js';
import { countTestMails, testContract } from './support/testContract.js';
import { rawRequest } from './support/uploads.js';
import { useWorld } from './support/world.js';

/**
 * Security review finding 5 (part): JSON bodies of up to 20 MB were parsed. Now a body is at most 64 KB unless its
 * entry declares more (`bodyLimit`, from BODY_LIMITS), refused with 413 `bodyTooLarge` before it is parsed, and
 * Fastify's own client errors answer with stable codes.
 */
const ctx = useWorld();

const post = (url: string, payload: string, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({
    method: 'POST',
    url,
    headers: { 'content-type': 'application/json', authorization: `Bearer ${ctx.world.tokens.adminA}`, ...headers },
    payload,
  });

describe('the JSON body limit', () => {
  it('refuses a body over the default 64 KB with 413 bodyTooLarge, and writes nothing', async () => {
    const before = await countTestMails(ctx.t.database.db);
    const subject = 'x'.repeat(BODY_LIMITS.default);
    const answer = await failure(
      testApi(ctx.t, { token: ctx.world.tokens.adminA }).adminMail({
        body: { clubId: ctx.world.clubA, to: 'a@b.dk', subject },
      }),
    );
    expect(answer).toMatchObject({ status: 413, code: 'bodyTooLarge' });
    expect(answer.message).toMatch(/\S/);
    expect(await countTestMails(ctx.t.database.db)).toBe(before);
  });

  it('still reads a body within it', async () => {
    const body = { clubId: ctx.world.clubA, to: 'a@b.dk', subject: 'Hej' };
    await expect(testApi(ctx.t, { token: ctx.world.tokens.adminA }).adminMail({ body })).resolves.toMatchObject({
      id: expect.any(Number),
    });
  });

  it('refuses a declared length over the limit before the body is sent', async () => {
    await ctx.t.app.listen({ port: 0, host: '127.0.0.1' });
    const { port } = ctx.t.app.server.address() as { port: number };
    const { socket, answer } = rawRequest(port, {
      method: 'POST',
      path: '/api/v2/test/image',
      headers: { 'content-type': 'application/json', 'content-length': String(20 * 1024 * 1024) },
    });
    // Only the headers went out: a server that waited for the body would never answer.
    const { status, body } = await answer;
    socket.destroy();
    expect({ status, body }).toMatchObject({ status: 413, body: { statusCode: 413, code: 'bodyTooLarge' } });
  });

  it('lets an entry carrying a base64 image have BODY_LIMITS.image, and no more', async () => {
    const within = JSON.stringify({ base64String: 'A'.repeat(BODY_LIMITS.image - 100) });
    // Within the body limit, the contract's own limit on the text answers.
    expect((await post('/api/v2/test/image', within)).json()).toMatchObject({ statusCode: 400, code: 'imageTooLarge' });
    const over = JSON.stringify({ base64String: 'A'.repeat(BODY_LIMITS.image) });
    expect((await post('/api/v2/test/image', over)).json()).toEqual({
      statusCode: 413,
      message: expect.any(String),
      code: 'bodyTooLarge',
    });
  });
});

describe("Fastify's own client errors answer JSON with stable codes", () => {
  it.each([
    ['malformed JSON', '{"email": ', 'application/json', 400, 'invalidJson'],
    ['an empty JSON body', '', 'application/json', 400, 'emptyBody'],
    ['a media type no call reads', '<email/>', 'application/xml', 415, 'unsupportedMediaType'],
  ])('%s: %i %s', async (_label, payload, contentType, status, code) => {
    const response = await post('/api/v2/test/client', payload, {
      'content-type': contentType,
      authorization: `Basic ${btoa('web:web')}`,
    });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toEqual({ statusCode: status, message: expect.any(String), code });
  });
});

/** How many base64 images an entry's body carries (base64Image is marked `contentEncoding: base64`). */
const base64ImagesIn = (body: z.ZodType | undefined): number =>
  body === undefined
    ? 0
    : (JSON.stringify(z.toJSONSchema(body, { io: 'input', unrepresentable: 'any' })).match(
        /"contentEncoding":"base64"/g,
      )?.length ?? 0);

describe('entries carrying base64 images declare a body limit that holds them', () => {
  const carriers = (over: Contract) => Object.entries(over).filter(([, entry]) => base64ImagesIn(entry.body) > 0);

  it('finds the entries that carry one (the test contract has one)', () => {
    expect(carriers(testContract).map(([key]) => key)).toEqual(['imageInJson']);
  });

  it.each([
    ['the contract', contract],
    ['the test contract', testContract],
  ] as const)('in %s: each holds its images and a default body beside them', (_label, over) => {
    for (const [key, entry] of carriers(over)) {
      const needed = base64ImagesIn(entry.body) * BASE64_IMAGE_MAX_LENGTH + BODY_LIMITS.default;
      expect({ key, bodyLimit: entry.bodyLimit ?? BODY_LIMITS.default }).toEqual({
        key,
        bodyLimit: expect.toSatisfy((limit: number) => limit >= needed) as number,
      });
    }
  });
});

describe('registration refuses entries whose body would be read the wrong way', () => {
  const upload = { image: z.file() };
  const register = (over: Contract) => () =>
    registerContract(
      Fastify(),
      over,
      Object.fromEntries(Object.keys(over).map((key) => [key, () => ({})])) as Handlers<Contract>,
    );
  const entry = (extra: object) =>
    defineContract({
      wrong: defineEntry({
        method: 'POST',
        path: '/v3/test/wrong',
        summary: 'test',
        access: 'admin',
        requestType: 'multipart',
        body: z.object({ ...upload, clubId: z.string(), groupId: z.string() }),
        response: z.object({}),
        ...extra,
      }),
    });

  it.each([
    ['a multipart entry naming its club in the body', { club: { in: 'body', key: 'clubId' } }],
    [
      'a multipart entry finding its club through a resource named in the body',
      { club: { in: 'resource', kind: 'group', from: 'body', key: 'groupId' } },
    ],
    [
      'a multipart entry naming its group in the body',
      { club: { in: 'query', key: 'clubId' }, access: 'leader', group: { from: 'body', key: 'groupId', via: 'group' } },
    ],
    [
      'a multipart entry with a JSON body limit',
      { club: { in: 'query', key: 'clubId' }, bodyLimit: BODY_LIMITS.image },
    ],
    [
      'a JSON entry with upload limits',
      { club: { in: 'query', key: 'clubId' }, requestType: 'json', upload: { files: 2 } },
    ],
  ])('refuses %s at start-up', (_label, extra) => {
    expect(register(entry(extra))).toThrow(/wrong: /);
  });

  it('accepts a multipart entry that names its club in the path', () => {
    expect(register(entry({ club: { in: 'query', key: 'clubId' } }))).not.toThrow();
  });
});
