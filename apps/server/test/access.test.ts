import { describe, expect, it } from 'vitest';
import { testApi } from './support/api.js';
import { matrix, memberOfClubA, type Expectations } from './support/matrix.js';
import { useWorld } from './support/world.js';
import { statusOf } from './support/statusOf.js';
import { createTestApp } from './support/testApp.js';
import { PLAIN_TEXT } from './support/testContract.js';

const ctx = useWorld();

describe('public', () => {
  it('answers anonymous callers', async () => {
    await expect(testApi(ctx.t).publicPing({})).resolves.toEqual({ ok: true });
  });
});

describe('client (basic credential)', () => {
  const body = { email: 'a@b.dk' };
  it('answers 401 without a credential', async () => {
    const response = await ctx.t.app.inject({ method: 'POST', url: '/api/v2/test/client', payload: body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });
  it('answers 401 with a wrong credential', async () => {
    expect(
      await statusOf(testApi(ctx.t, { clientCredential: { user: 'web', password: 'nope' } }).clientPing({ body })),
    ).toBe(401);
  });
  it('answers 401 to a bearer token instead of the credential', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v2/test/client',
      headers: { authorization: `Bearer ${ctx.world.tokens.adminA}` },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });
  it('answers 2xx with the default web:web credential', async () => {
    await expect(testApi(ctx.t).clientPing({ body })).resolves.toEqual(body);
  });
  it('accepts configured CLIENT_CREDENTIALS and only those', async () => {
    const other = await createTestApp({ CLIENT_CREDENTIALS: 'ios:s3cret' });
    try {
      expect(
        await statusOf(testApi(other, { clientCredential: { user: 'ios', password: 's3cret' } }).clientPing({ body })),
      ).toBe('ok');
      expect(await statusOf(testApi(other).clientPing({ body }))).toBe(401);
    } finally {
      await other.close();
    }
  });
});

describe('user (bearer token)', () => {
  it.each([
    ['anonymous', undefined],
    ['a bad token', 'not-a-token'],
    ['an expired token', 'token-expired'],
  ])('answers 401 for %s', async (_label, token) => {
    expect(await statusOf(testApi(ctx.t, { token: token }).whoAmI({}))).toBe(401);
  });
  it('answers 2xx with a valid token', async () => {
    const answer = await testApi(ctx.t, { token: ctx.world.tokens.loner }).whoAmI({});
    expect(answer.userId).toBeGreaterThan(0);
  });
});

/**
 * The club levels and the group scope through the seven personas (AREAS.md point 3). A club id named in the
 * call answers 403 to whoever is not of that club; a resource located by its own id answers 404 to them, so
 * other clubs' ids reveal nothing; a member whose role or group does not allow the call gets 403.
 */

const memberOfA = memberOfClubA;
const leaderOfA: Expectations = { ...memberOfA, member: 403 };
const adminOfA: Expectations = { ...leaderOfA, otherLeader: 403, groupLeader: 403 };

matrix(ctx, 'memberView (club in path)', memberOfA, ({ options }) =>
  testApi(ctx.t, options).memberView({ params: { club: ctx.world.clubA } }),
);
matrix(ctx, 'leaderView (club in query)', leaderOfA, ({ options }) =>
  testApi(ctx.t, options).leaderView({ query: { clubId: ctx.world.clubA } }),
);
matrix(ctx, 'adminMail (club in body, writes)', adminOfA, ({ options }) =>
  testApi(ctx.t, options).adminMail({ body: { clubId: ctx.world.clubA, to: 'x@y.dk', subject: 'Hej' } }),
);
matrix(ctx, 'exportCsv (CSV answer)', adminOfA, ({ options }) =>
  testApi(ctx.t, options).exportCsv({ params: { club: String(ctx.world.clubA) } }),
);
matrix(ctx, 'removeNothing (204 answer)', adminOfA, ({ options }) =>
  testApi(ctx.t, options).removeNothing({ params: { club: String(ctx.world.clubA) } }),
);
matrix(
  ctx,
  'clubByResource (a resource located by its own id)',
  { ...memberOfA, outsider: 404, otherAdmin: 404 },
  ({ options }) => testApi(ctx.t, options).clubByResource({ params: { id: String(ctx.world.clubA) } }),
);
matrix(
  ctx,
  'groupView (a group located by its id, led by the group leader)',
  { ...leaderOfA, outsider: 404, otherLeader: 403, otherAdmin: 404 },
  ({ options }) => testApi(ctx.t, options).groupView({ params: { id: ctx.world.groups.a } }),
);
matrix(
  ctx,
  "memberOfGroup (a member named by id, whose group's leader may act)",
  { ...leaderOfA, otherLeader: 403 },
  ({ options }) =>
    testApi(ctx.t, options).memberOfGroup({ params: { club: ctx.world.clubA, userId: ctx.world.userIds.memberA } }),
);

describe('club levels in club B', () => {
  it.each([
    ['memberView', (token: string) => testApi(ctx.t, { token }).memberView({ params: { club: ctx.world.clubB } })],
    [
      'adminMail',
      (token: string) =>
        testApi(ctx.t, { token }).adminMail({ body: { clubId: ctx.world.clubB, to: 'x@y.dk', subject: 'Hej' } }),
    ],
  ])("%s answers 403 to club A's administrator and 2xx to club B's", async (_name, call) => {
    expect(await statusOf(call(ctx.world.tokens.adminA))).toBe(403);
    expect(await statusOf(call(ctx.world.tokens.adminB))).toBe('ok');
  });
});

describe('group scope', () => {
  it('answers 404 to an administrator for a group of another club named in a call on their own club', async () => {
    expect(
      await statusOf(
        testApi(ctx.t, { token: ctx.world.tokens.adminA }).groupInClub({
          params: { club: ctx.world.clubA, id: ctx.world.groups.b },
        }),
      ),
    ).toBe(404);
  });
  it('answers 403 to a leader for the other group of their club, and 2xx for their own', async () => {
    const leader = testApi(ctx.t, { token: ctx.world.tokens.leaderA });
    expect(await statusOf(leader.groupInClub({ params: { club: ctx.world.clubA, id: ctx.world.groups.otherA } }))).toBe(
      403,
    );
    expect(await statusOf(leader.groupInClub({ params: { club: ctx.world.clubA, id: ctx.world.groups.a } }))).toBe(
      'ok',
    );
  });
  it('answers 404 when the member named is not in the club', async () => {
    expect(
      await statusOf(
        testApi(ctx.t, { token: ctx.world.tokens.adminA }).memberOfGroup({
          params: { club: ctx.world.clubA, userId: ctx.world.userIds.adminB },
        }),
      ),
    ).toBe(404);
  });
});

describe('club resolution', () => {
  it('hands the resolved club and member type to the handler', async () => {
    await expect(
      testApi(ctx.t, { token: ctx.world.tokens.leaderA }).memberView({ params: { club: ctx.world.clubA } }),
    ).resolves.toEqual({
      clubId: ctx.world.clubA,
      memberType: 3,
    });
  });
  it('answers 404 for a resource that does not exist', async () => {
    expect(
      await statusOf(testApi(ctx.t, { token: ctx.world.tokens.adminA }).clubByResource({ params: { id: '999999' } })),
    ).toBe(404);
  });
  it('answers 400 for a club id that is not an id', async () => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/v3/test/leader?clubId=abc',
      headers: { authorization: `Bearer ${ctx.world.tokens.adminA}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'clubId' });
  });
  it('answers 401 before 400: a bad token with a club id that is not an id', async () => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/v3/test/leader?clubId=abc',
      headers: { authorization: 'Bearer not-a-session' },
    });
    expect(response.statusCode).toBe(401);
  });
  it('decides with the membership read beside the session only in the club it was read for', async () => {
    // The same session asks for its own club and then for another: each answer is that club's.
    const statusFor = (token: string, club: number) =>
      statusOf(testApi(ctx.t, { token }).memberView({ params: { club } }));
    expect(await statusFor(ctx.world.tokens.memberA, ctx.world.clubA)).toBe('ok');
    expect(await statusFor(ctx.world.tokens.memberA, ctx.world.clubB)).toBe(403);
    expect(await statusFor(ctx.world.tokens.adminB, ctx.world.clubA)).toBe(403);
    expect(await statusFor(ctx.world.expiredToken, ctx.world.clubA)).toBe(401);
  });
});

describe('answers through the client', () => {
  it('returns CSV as a Blob that keeps its UTF-8 BOM', async () => {
    const blob = await testApi(ctx.t, { token: ctx.world.tokens.adminA }).exportCsv({
      params: { club: String(ctx.world.clubA) },
    });
    expect(blob).toBeInstanceOf(Blob);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(`Id;Navn\n${ctx.world.clubA};Æblegrød\n`);
    expect(blob.type).toContain('text/csv');
  });
  it('returns text as the body itself, sent as text/plain, never as JSON', async () => {
    await expect(testApi(ctx.t).plainText({})).resolves.toBe(PLAIN_TEXT);
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/v2/test/text' });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(PLAIN_TEXT);
  });
  it('answers 500 rather than send text that breaks the contract', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/v2/test/broken-text' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'Internal Server Error' });
    expect(await statusOf(testApi(ctx.t).brokenText({}))).toBe(500);
  });
  it('returns undefined for a 204', async () => {
    await expect(
      testApi(ctx.t, { token: ctx.world.tokens.adminA }).removeNothing({ params: { club: String(ctx.world.clubA) } }),
    ).resolves.toBeUndefined();
  });
});
