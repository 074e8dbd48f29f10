import { base64Image, defineContract, defineEntry } from '@klubhus/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { Db } from '../../src/db/connect.js';
import { outbox } from '../../src/db/schema/index.js';
import { registerContract } from '../../src/http/registerContract.js';
import { imageOfBase64 } from '../../src/shared/files/images.js';

/**
 * A contract that exists only in tests: one entry per access level (and the club locators), served
 * through the same registration and client code as the real one. Never exported from packages/domain.
 */
export const testContract = defineContract({
  publicPing: defineEntry({
    method: 'GET',
    path: '/v2/test/public',
    summary: 'test',
    access: 'public',
    response: z.object({ ok: z.literal(true) }),
  }),
  clientPing: defineEntry({
    method: 'POST',
    path: '/v2/test/client',
    summary: 'test',
    access: 'client',
    body: z.object({ email: z.email('emailValid') }),
    response: z.object({ email: z.string() }),
  }),
  whoAmI: defineEntry({
    method: 'GET',
    path: '/v2/test/user',
    summary: 'test',
    access: 'user',
    response: z.object({ userId: z.number() }),
  }),
  memberView: defineEntry({
    method: 'GET',
    path: '/v3/test/clubs/:club/member',
    summary: 'test',
    access: 'member',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: z.coerce.number().int() }),
    response: z.object({ clubId: z.number(), memberType: z.number() }),
  }),
  leaderView: defineEntry({
    method: 'GET',
    path: '/v3/test/leader',
    summary: 'test',
    access: 'leader',
    club: { in: 'query', key: 'clubId' },
    query: z.object({ clubId: z.coerce.number().int() }),
    response: z.object({ clubId: z.number(), memberType: z.number() }),
  }),
  adminMail: defineEntry({
    method: 'POST',
    path: '/v3/test/mail',
    summary: 'test',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({
      clubId: z.number().int(),
      to: z.email('emailValid'),
      subject: z.string().trim().min(1, 'required').max(120, 'maxLength'),
    }),
    response: z.object({ id: z.number() }),
    successStatus: 201,
  }),
  clubByResource: defineEntry({
    method: 'GET',
    path: '/v3/test/resource/:id',
    summary: 'test',
    access: 'member',
    club: { in: 'resource', kind: 'club', from: 'params', key: 'id' },
    params: z.object({ id: z.string() }),
    response: z.object({ clubId: z.number() }),
  }),
  exportCsv: defineEntry({
    method: 'GET',
    path: '/v3/test/clubs/:club/export',
    summary: 'test',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: z.string() }),
    response: z.string(),
    responseType: 'csv',
  }),
  removeNothing: defineEntry({
    method: 'DELETE',
    path: '/v3/test/clubs/:club/nothing',
    summary: 'test',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: z.string() }),
    response: z.undefined(),
    responseType: 'none',
  }),
  limited: defineEntry({
    method: 'POST',
    path: '/v2/test/limited',
    summary: 'test',
    access: 'public',
    response: z.object({ ok: z.literal(true) }),
  }),
  plainText: defineEntry({
    method: 'GET',
    path: '/v2/test/text',
    summary: 'test',
    access: 'public',
    response: z.string(),
    responseType: 'text',
  }),
  brokenText: defineEntry({
    method: 'GET',
    path: '/v2/test/broken-text',
    summary: 'test',
    access: 'public',
    response: z.url(),
    responseType: 'text',
  }),
  imageInJson: defineEntry({
    method: 'POST',
    path: '/v2/test/image',
    summary: 'test: an image as base64 inside JSON, as the spec sends cover images, icons and logos',
    access: 'public',
    body: z.object({ base64String: base64Image }),
    response: z.object({ extension: z.string(), bytes: z.number() }),
  }),
});

/** A text answer that would change if anything parsed or re-encoded it as JSON. */
export const PLAIN_TEXT = '{"looks": "like JSON"} æøå\n';

export const registerTestContract = (app: FastifyInstance, db: Db, limit: number) =>
  registerContract(app, testContract, {
    publicPing: () => ({ ok: true as const }),
    clientPing: ({ body }) => ({ email: body.email }),
    whoAmI: ({ auth }) => ({ userId: auth.userId }),
    memberView: ({ auth }) => ({ clubId: auth.clubId, memberType: auth.memberType }),
    leaderView: ({ auth }) => ({ clubId: auth.clubId, memberType: auth.memberType }),
    adminMail: async ({ body, auth }) => {
      const [row] = await db
        .insert(outbox)
        .values({ clubId: auth.clubId, kind: 'test-mail', payload: { to: body.to, subject: body.subject } })
        .returning({ id: outbox.id });
      return { id: row?.id ?? 0 };
    },
    clubByResource: ({ auth }) => ({ clubId: auth.clubId }),
    exportCsv: ({ auth }) => `\uFEFFId;Navn\n${auth.clubId};Æblegrød\n`,
    removeNothing: () => undefined,
    limited: { handler: () => ({ ok: true as const }), rateLimit: { max: limit, timeWindow: 60_000 } },
    plainText: () => PLAIN_TEXT,
    // Breaks its own contract (not a URL): the server must refuse to send it.
    brokenText: () => 'not a url',
    imageInJson: ({ body }) => {
      const image = imageOfBase64(body.base64String, 'base64String');
      return { extension: image.extension, bytes: image.bytes.length };
    },
  });

export const countTestMails = async (db: Db): Promise<number> => {
  const [row] = await db
    .select({ count: sql<number>`count(*)::int` })
    .from(outbox)
    .where(eq(outbox.kind, 'test-mail'));
  return row?.count ?? 0;
};
