import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AccessWorld, Persona } from './support/seedAccessWorld.js';
import { testApi } from './support/api.js';
import { seedAccessWorld } from './support/seedAccessWorld.js';
import { statusOf } from './support/statusOf.js';
import { createTestApp, type TestApp } from './support/testApp.js';
import { PLAIN_TEXT } from './support/testContract.js';

let t: TestApp;
let world: AccessWorld;

beforeAll(async () => {
  t = await createTestApp();
  world = await seedAccessWorld(t.database.db);
});
afterAll(() => t.close());

describe('public', () => {
  it('answers anonymous callers', async () => {
    await expect(testApi(t).publicPing({})).resolves.toEqual({ ok: true });
  });
});

describe('client (basic credential)', () => {
  const body = { email: 'a@b.dk' };
  it('answers 401 without a credential', async () => {
    const response = await t.app.inject({ method: 'POST', url: '/api/v2/test/client', payload: body });
    expect(response.statusCode).toBe(401);
    expect(response.json()).toMatchObject({ statusCode: 401, code: 'unauthorized' });
  });
  it('answers 401 with a wrong credential', async () => {
    expect(
      await statusOf(testApi(t, { clientCredential: { user: 'web', password: 'nope' } }).clientPing({ body })),
    ).toBe(401);
  });
  it('answers 401 to a bearer token instead of the credential', async () => {
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/test/client',
      headers: { authorization: `Bearer ${world.tokens.adminA}` },
      payload: body,
    });
    expect(response.statusCode).toBe(401);
  });
  it('answers 2xx with the default web:web credential', async () => {
    await expect(testApi(t).clientPing({ body })).resolves.toEqual(body);
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
    expect(await statusOf(testApi(t, { token: token }).whoAmI({}))).toBe(401);
  });
  it('answers 2xx with a valid token', async () => {
    const answer = await testApi(t, { token: world.tokens.loner }).whoAmI({});
    expect(answer.userId).toBeGreaterThan(0);
  });
});

type Call = (token: string | undefined, club: number) => Promise<unknown>;

const clubCalls: Record<'member' | 'leader' | 'admin', Record<string, Call>> = {
  member: {
    'memberView (club in path)': (token, club) => testApi(t, { token: token }).memberView({ params: { club } }),
    'clubByResource (owning club of a resource)': (token, club) =>
      testApi(t, { token: token }).clubByResource({ params: { id: String(club) } }),
  },
  leader: {
    'leaderView (club in query)': (token, club) => testApi(t, { token: token }).leaderView({ query: { clubId: club } }),
  },
  admin: {
    'adminMail (club in body, writes)': (token, club) =>
      testApi(t, { token: token }).adminMail({ body: { clubId: club, to: 'x@y.dk', subject: 'Hej' } }),
    'exportCsv (CSV answer)': (token, club) =>
      testApi(t, { token: token }).exportCsv({ params: { club: String(club) } }),
    'removeNothing (204 answer)': (token, club) =>
      testApi(t, { token: token }).removeNothing({ params: { club: String(club) } }),
  },
};

/** Who passes each level in club A; everyone else gets 403. */
const allowed: Record<'member' | 'leader' | 'admin', Persona[]> = {
  member: ['memberA', 'leaderA', 'adminA'],
  leader: ['leaderA', 'adminA'],
  admin: ['adminA'],
};
const personas: Persona[] = ['memberA', 'leaderA', 'adminA', 'adminB', 'loner'];

describe.each(Object.entries(clubCalls))('%s level', (level, calls) => {
  describe.each(Object.entries(calls))('%s', (_name, call) => {
    it.each([
      ['anonymous', undefined],
      ['a bad token', 'not-a-token'],
      ['an expired token', 'token-expired'],
    ])('answers 401 for %s', async (_label, token) => {
      expect(await statusOf(call(token, world.clubA))).toBe(401);
    });
    it.each(personas)('club A as %s', async (persona) => {
      const expected = allowed[level as keyof typeof allowed].includes(persona) ? 'ok' : 403;
      expect(await statusOf(call(world.tokens[persona], world.clubA))).toBe(expected);
    });
    it("answers 403 for another club's id, even to that role", async () => {
      expect(await statusOf(call(world.tokens.adminA, world.clubB))).toBe(403);
    });
    it('answers 2xx for the right role in its own club', async () => {
      expect(await statusOf(call(world.tokens.adminB, world.clubB))).toBe('ok');
    });
  });
});

describe('club resolution', () => {
  it('hands the resolved club and member type to the handler', async () => {
    await expect(
      testApi(t, { token: world.tokens.leaderA }).memberView({ params: { club: world.clubA } }),
    ).resolves.toEqual({
      clubId: world.clubA,
      memberType: 3,
    });
  });
  it('answers 404 for a resource that does not exist', async () => {
    expect(
      await statusOf(testApi(t, { token: world.tokens.adminA }).clubByResource({ params: { id: '999999' } })),
    ).toBe(404);
  });
  it('answers 400 for a club id that is not an id', async () => {
    const response = await t.app.inject({
      method: 'GET',
      url: '/api/v3/test/leader?clubId=abc',
      headers: { authorization: `Bearer ${world.tokens.adminA}` },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, field: 'clubId' });
  });
});

describe('answers through the client', () => {
  it('returns CSV as a Blob that keeps its UTF-8 BOM', async () => {
    const blob = await testApi(t, { token: world.tokens.adminA }).exportCsv({ params: { club: String(world.clubA) } });
    expect(blob).toBeInstanceOf(Blob);
    const bytes = new Uint8Array(await blob.arrayBuffer());
    expect([...bytes.slice(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    expect(new TextDecoder().decode(bytes.slice(3))).toBe(`Id;Navn\n${world.clubA};Æblegrød\n`);
    expect(blob.type).toContain('text/csv');
  });
  it('returns text as the body itself, sent as text/plain, never as JSON', async () => {
    await expect(testApi(t).plainText({})).resolves.toBe(PLAIN_TEXT);
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/test/text' });
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(PLAIN_TEXT);
  });
  it('answers 500 rather than send text that breaks the contract', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/v2/test/broken-text' });
    expect(response.statusCode).toBe(500);
    expect(response.json()).toEqual({ statusCode: 500, message: 'Internal Server Error' });
    expect(await statusOf(testApi(t).brokenText({}))).toBe(500);
  });
  it('returns undefined for a 204', async () => {
    await expect(
      testApi(t, { token: world.tokens.adminA }).removeNothing({ params: { club: String(world.clubA) } }),
    ).resolves.toBeUndefined();
  });
});
