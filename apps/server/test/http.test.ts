import { describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { testApi } from './support/api.js';
import { seedAccessWorld } from './support/seedAccessWorld.js';
import { statusOf } from './support/statusOf.js';
import { createTestApp, TEST_RATE_LIMIT } from './support/testApp.js';
import { countTestMails } from './support/testContract.js';
import { useWorld } from './support/world.js';

const ctx = useWorld();

const adminMail = (payload: unknown, headers: Record<string, string> = {}) =>
  ctx.t.app.inject({
    method: 'POST',
    url: '/api/v3/test/mail',
    headers: { authorization: `Bearer ${ctx.world.tokens.adminA}`, ...headers },
    payload: payload as Record<string, unknown>,
  });

describe('validation', () => {
  it.each([
    ['an invalid email', { to: 'not-an-email', subject: 'Hej' }, 'emailValid', 'to'],
    ['an empty subject', { to: 'a@b.dk', subject: '   ' }, 'required', 'subject'],
    ['a missing subject', { to: 'a@b.dk' }, 'invalid', 'subject'],
  ])('answers 400 {statusCode, message, code} for %s and writes nothing', async (_label, body, code, field) => {
    const before = await countTestMails(ctx.t.database.db);
    const response = await adminMail({ clubId: ctx.world.clubA, ...body });
    expect(response.statusCode).toBe(400);
    const answer = response.json();
    expect(answer).toMatchObject({ statusCode: 400, code, field });
    expect(typeof answer.message).toBe('string');
    expect(answer.message.length).toBeGreaterThan(0);
    expect(await countTestMails(ctx.t.database.db)).toBe(before);
  });

  it('writes exactly one row for a valid request', async () => {
    const before = await countTestMails(ctx.t.database.db);
    const response = await adminMail({ clubId: ctx.world.clubA, to: 'a@b.dk', subject: 'Hej' });
    expect(response.statusCode).toBe(201);
    expect(await countTestMails(ctx.t.database.db)).toBe(before + 1);
  });

  it('answers 400 JSON for a body that is not JSON', async () => {
    const response = await adminMail('{not json', { 'content-type': 'application/json' });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400 });
  });
});

describe('unknown and web paths', () => {
  it.each(['/api/nope', '/api/v2/members/nope', '/api'])('answers 404 JSON for %s', async (url) => {
    const response = await ctx.t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'notFound' });
  });

  it.each(['/login', '/members?group=1&key=x', '/settings/general'])('answers the web app HTML for %s', async (url) => {
    const response = await ctx.t.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    expect(response.body).toMatch(/<meta name="api-base" content="\/api" ?\/?>/);
  });

  it('answers 404 JSON, not HTML, for a POST to a web path', async () => {
    const response = await ctx.t.app.inject({ method: 'POST', url: '/login' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404 });
  });
});

describe('security headers', () => {
  it.each(['/api/health', '/login'])('are set on %s', async (url) => {
    const { headers } = await ctx.t.app.inject({ method: 'GET', url });
    expect(headers['content-security-policy']).toContain("default-src 'self'");
    expect(headers['content-security-policy']).not.toContain('upgrade-insecure-requests');
    // The image picker reads a chosen file through a blob: URL (ImageUpload); without it every pick fails.
    expect(headers['content-security-policy']).toMatch(/img-src [^;]*blob:/);
    expect(headers['x-content-type-options']).toBe('nosniff');
    expect(headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['cross-origin-opener-policy']).toBe('same-origin');
    expect(headers['x-powered-by']).toBeUndefined();
  });
});

describe('rate limiter', () => {
  it(`answers 429 after ${TEST_RATE_LIMIT} attempts and says when to retry`, async () => {
    const statuses: number[] = [];
    for (let i = 0; i < TEST_RATE_LIMIT + 2; i++) {
      statuses.push(
        (await ctx.t.app.inject({ method: 'POST', url: '/api/v2/test/limited', remoteAddress: '10.9.9.9' })).statusCode,
      );
    }
    expect(statuses).toEqual([...Array(TEST_RATE_LIMIT).fill(200), 429, 429]);
    const limited = await ctx.t.app.inject({ method: 'POST', url: '/api/v2/test/limited', remoteAddress: '10.9.9.9' });
    expect(limited.json()).toMatchObject({ statusCode: 429 });
    expect(limited.headers['retry-after']).toBeDefined();
  });

  it('counts each client on its own', async () => {
    const response = await ctx.t.app.inject({
      method: 'POST',
      url: '/api/v2/test/limited',
      remoteAddress: '10.9.9.10',
    });
    expect(response.statusCode).toBe(200);
  });
});

describe('fault injection', () => {
  it('is ignored without KLUBHUS_FAULTS=1', async () => {
    const response = await ctx.t.app.inject({
      method: 'GET',
      url: '/api/health',
      headers: { 'x-klubhus-fault': '503' },
    });
    expect(response.statusCode).toBe(200);
  });

  it('answers the asked status with KLUBHUS_FAULTS=1, only under /api', async () => {
    const faulty = await createTestApp({ KLUBHUS_FAULTS: '1' });
    try {
      const failed = await faulty.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-klubhus-fault': '503' },
      });
      expect(failed.statusCode).toBe(503);
      expect(failed.json()).toMatchObject({ statusCode: 503, code: 'fault' });
      const forbidden = await faulty.app.inject({
        method: 'GET',
        url: '/api/health',
        headers: { 'x-klubhus-fault': '403' },
      });
      expect(forbidden.statusCode).toBe(403);
      const web = await faulty.app.inject({ method: 'GET', url: '/login', headers: { 'x-klubhus-fault': '500' } });
      expect(web.statusCode).toBe(200);
      const plain = await faulty.app.inject({ method: 'GET', url: '/api/health' });
      expect(plain.statusCode).toBe(200);
    } finally {
      await faulty.close();
    }
  });

  it('is refused in production', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', KLUBHUS_FAULTS: '1' })).toThrow(/refused/);
  });
});

describe('KLUBHUS_CLOCK_OFFSET', () => {
  it.each([
    ['61m', 61 * 60_000],
    ['-2h', -2 * 3_600_000],
    ['1d', 86_400_000],
    ['30s', 30_000],
    ['1500', 1500],
    ['', 0],
  ])('reads %j as %i ms', (value, ms) => {
    expect(loadConfig({ KLUBHUS_CLOCK_OFFSET: value }).clockOffsetMs).toBe(ms);
  });

  it('is 0 when unset', () => {
    expect(loadConfig({}).clockOffsetMs).toBe(0);
  });

  it.each(['soon', '1 h', '2w'])('refuses %j', (value) => {
    expect(() => loadConfig({ KLUBHUS_CLOCK_OFFSET: value })).toThrow(/duration/);
  });

  it('stops a production start', () => {
    expect(() => loadConfig({ NODE_ENV: 'production', KLUBHUS_CLOCK_OFFSET: '61m' })).toThrow(
      'KLUBHUS_CLOCK_OFFSET is refused when NODE_ENV=production',
    );
  });

  it("moves the app's own clock: a session valid for a day has expired a day and a minute later", async () => {
    const moved = await createTestApp({ KLUBHUS_CLOCK_OFFSET: '1441m' }, { appClock: true });
    try {
      const movedWorld = await seedAccessWorld(moved.database.db);
      // The seeded sessions expire a day after the database's real now.
      expect(await statusOf(testApi(moved, { token: movedWorld.tokens.loner }).whoAmI({}))).toBe(401);
      expect(await statusOf(testApi(ctx.t, { token: ctx.world.tokens.loner }).whoAmI({}))).toBe('ok');
    } finally {
      await moved.close();
    }
  });
});
