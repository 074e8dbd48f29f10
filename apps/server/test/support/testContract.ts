import {
  base64Image,
  binaryAnswer,
  BODY_LIMITS,
  bodyIdField,
  defineContract,
  defineEntry,
  idField,
} from '@klubhus/domain';
import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import * as z from 'zod';
import type { Db } from '../../src/db/connect.js';
import { outbox } from '../../src/db/schema/index.js';
import { registerContract } from '../../src/http/registerContract.js';
import type { Clock } from '../../src/shared/clock.js';
import { imageOfBase64 } from '../../src/shared/files/images.js';
import { mailClubMember } from '../../src/shared/mail/memberMail.js';
import type { Mailer } from '../../src/shared/mail/templates.js';
import { PNG_BYTES } from './images.js';

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
    params: z.object({ club: idField }),
    response: z.object({ clubId: z.number(), memberType: z.number() }),
  }),
  leaderView: defineEntry({
    method: 'GET',
    path: '/v3/test/leader',
    summary: 'test',
    access: 'leader',
    club: { in: 'query', key: 'clubId' },
    query: z.object({ clubId: idField }),
    response: z.object({ clubId: z.number(), memberType: z.number() }),
  }),
  adminMail: defineEntry({
    method: 'POST',
    path: '/v3/test/mail',
    summary: 'test',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({
      clubId: bodyIdField,
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
    params: z.object({ id: idField }),
    response: z.object({ clubId: z.number() }),
  }),
  exportCsv: defineEntry({
    method: 'GET',
    path: '/v3/test/clubs/:club/export',
    summary: 'test',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField }),
    response: binaryAnswer,
    responseType: 'csv',
  }),
  bigExport: defineEntry({
    method: 'GET',
    path: '/v2/test/big-export',
    summary: 'test: a streamed CSV of `rows` rows of about `width` characters each',
    access: 'public',
    query: z.object({ rows: z.coerce.number().int().positive(), width: z.coerce.number().int().positive() }),
    response: binaryAnswer,
    responseType: 'csv',
  }),
  picture: defineEntry({
    method: 'GET',
    path: '/v2/test/picture',
    summary: 'test: a binary image answer',
    access: 'public',
    response: binaryAnswer,
    responseType: 'image',
  }),
  calendar: defineEntry({
    method: 'GET',
    path: '/v2/test/calendar',
    summary: 'test: an iCalendar answer',
    access: 'public',
    response: z.string().startsWith('BEGIN:VCALENDAR'),
    responseType: 'calendar',
  }),
  removeNothing: defineEntry({
    method: 'DELETE',
    path: '/v3/test/clubs/:club/nothing',
    summary: 'test',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField }),
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
  groupView: defineEntry({
    method: 'GET',
    path: '/v3/test/groups/:id',
    summary: 'test: a group located by its own id; its leader, or an administrator',
    access: 'leader',
    club: { in: 'resource', kind: 'group', from: 'params', key: 'id' },
    group: { from: 'params', key: 'id', via: 'group' },
    params: z.object({ id: idField }),
    response: z.object({ clubId: z.number(), role: z.string() }),
  }),
  groupInClub: defineEntry({
    method: 'GET',
    path: '/v3/test/clubs/:club/groups/:id',
    summary: 'test: a group named in a call on a club',
    access: 'leader',
    club: { in: 'params', key: 'club' },
    group: { from: 'params', key: 'id', via: 'group' },
    params: z.object({ club: idField, id: idField }),
    response: z.object({ clubId: z.number() }),
  }),
  memberOfGroup: defineEntry({
    method: 'GET',
    path: '/v3/test/clubs/:club/members/:userId',
    summary: "test: a member named by id; a leader of one of the member's groups, or an administrator",
    access: 'leader',
    club: { in: 'params', key: 'club' },
    group: { from: 'params', key: 'userId', via: 'member' },
    params: z.object({ club: idField, userId: idField }),
    response: z.object({ clubId: z.number() }),
  }),
  memberMail: defineEntry({
    method: 'POST',
    path: '/v3/test/member-mail',
    summary: "test: mails a member the club's welcome, in the club's brand and the member's language",
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({ clubId: bodyIdField, userId: bodyIdField }),
    response: z.object({ id: z.number() }),
  }),
  imageInJson: defineEntry({
    method: 'POST',
    path: '/v2/test/image',
    summary: 'test: an image as base64 inside JSON, as the spec sends cover images, icons and logos',
    access: 'public',
    body: z.object({ base64String: base64Image }),
    bodyLimit: BODY_LIMITS.image,
    response: z.object({ extension: z.string(), bytes: z.number() }),
  }),
});

/** An iCalendar answer, with the CRLF line ends the format wants. */
export const CALENDAR = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nPRODID:-//Klubhus//test//DA\r\nEND:VCALENDAR\r\n';

/**
 * What the streamed export's rows tell a test: how many have been read so far, and a gate the last row waits
 * for, so a test can prove that bytes leave before the last row is read (a buffered answer would never send
 * its first byte while the gate is shut).
 */
export const exportProbe = {
  read: 0,
  gate: Promise.resolve(),
  open: () => {},
};

/** Shuts the gate before the last row; `open()` lets it through. */
export const shutExportGate = () => {
  exportProbe.read = 0;
  exportProbe.gate = new Promise<void>((resolve) => {
    exportProbe.open = resolve;
  });
};

async function* bigRows(rows: number, width: number) {
  yield ['Nummer', 'Navn', 'Tekst'];
  const text = 'æ'.repeat(Math.max(0, width - 20));
  for (let index = 1; index <= rows; index++) {
    if (index === rows) await exportProbe.gate;
    exportProbe.read = index;
    yield [index, `Medlem ${index}`, text];
  }
}

/** A text answer that would change if anything parsed or re-encoded it as JSON. */
export const PLAIN_TEXT = '{"looks": "like JSON"} æøå\n';

export const registerTestContract = (
  app: FastifyInstance,
  db: Db,
  limit: number,
  deps: { clock: Clock; mailer: Mailer },
) =>
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
    exportCsv: ({ auth }) => [
      ['Id', 'Navn'],
      [auth.clubId, 'Æblegrød'],
    ],
    bigExport: ({ query }) => bigRows(query.rows, query.width),
    picture: () => ({ bytes: PNG_BYTES, contentType: 'image/png' as const }),
    calendar: () => CALENDAR,
    removeNothing: () => undefined,
    limited: { handler: () => ({ ok: true as const }), rateLimit: { max: limit, timeWindow: 60_000 } },
    plainText: () => PLAIN_TEXT,
    // Breaks its own contract (not a URL): the server must refuse to send it.
    brokenText: () => 'not a url',
    groupView: ({ auth }) => ({ clubId: auth.clubId, role: auth.role }),
    groupInClub: ({ auth }) => ({ clubId: auth.clubId }),
    memberOfGroup: ({ auth }) => ({ clubId: auth.clubId }),
    memberMail: async ({ body }) => ({
      id:
        (await mailClubMember(db, deps, {
          clubId: body.clubId,
          userId: body.userId,
          template: 'clubWelcome',
          link: 'https://klubhus.test/overview',
        })) ?? 0,
    }),
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
