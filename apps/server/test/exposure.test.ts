import fs from 'node:fs';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../src/db/queryRows.js';
import { buildApp } from '../src/app.js';
import { isLoopbackHost, loadConfig, parseTrustProxy } from '../src/config.js';
import { enqueue } from '../src/outbox/enqueue.js';
import { createTestApp, type TestApp } from './support/testApp.js';
import { testConfig } from './support/testConfig.js';
import { uniqueEmail } from './support/uniqueEmail.js';
import { insertUser } from './accounts/helpers.js';

/**
 * What a default start exposes to other machines (issue 13, findings 1, 2 and 14): the development mailbox,
 * the demo accounts, forwarded headers, caching and browser features, the API documentation.
 */

const CLIENT = `Basic ${Buffer.from('web:web').toString('base64')}`;

describe('the development mailbox answers only this machine (finding 1)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    await enqueue(t.database.db, t.clock, {
      kind: 'mail',
      payload: { to: uniqueEmail('secret'), subject: 'Nulstil din adgangskode', text: 'a link' },
    });
  });
  afterAll(() => t.close());

  it.each(['/dev/mail', '/dev/mail.json', '/dev/mail/1'])(
    '%s: 404 to another machine, also with forged headers',
    async (url) => {
      for (const headers of [
        {},
        { 'x-forwarded-for': '127.0.0.1' },
        { 'x-real-ip': '127.0.0.1', forwarded: 'for=127.0.0.1' },
      ]) {
        const response = await t.app.inject({ method: 'GET', url, remoteAddress: '203.0.113.7', headers });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ statusCode: 404, code: 'notFound' });
        expect(response.body).not.toContain('Nulstil');
      }
    },
  );

  it.each(['127.0.0.1', '127.8.9.10', '::1', '::ffff:127.0.0.1'])(
    'answers a loopback peer (%s)',
    async (remoteAddress) => {
      const response = await t.app.inject({ method: 'GET', url: '/dev/mail.json', remoteAddress });
      expect(response.statusCode).toBe(200);
      expect(response.body).toContain('Nulstil');
    },
  );

  it('is refused over a real socket from a non-loopback address of this machine', async () => {
    const external = Object.values(os.networkInterfaces())
      .flat()
      .find((item) => item && item.family === 'IPv4' && !item.internal)?.address;
    if (!external) return; // A machine with loopback only cannot be reached from elsewhere.
    const app = await buildApp({
      config: testConfig({ HOST: '0.0.0.0' }),
      database: t.database,
    });
    try {
      await app.listen({ host: '0.0.0.0', port: 0 });
      const { port } = app.server.address() as AddressInfo;
      const viaExternal = await fetch(`http://${external}:${port}/dev/mail.json`, {
        headers: { 'x-forwarded-for': '127.0.0.1' },
      });
      expect(viaExternal.status).toBe(404);
      expect((await fetch(`http://127.0.0.1:${port}/dev/mail.json`)).status).toBe(200);
    } finally {
      await app.close();
    }
  });
});

describe('the default start stays on this machine (finding 1)', () => {
  const dataDir = () => fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-config-'));

  it('listens on loopback unless HOST says otherwise', () => {
    expect(loadConfig({ DATA_DIR: dataDir() }).host).toBe('localhost');
    expect(loadConfig({ DATA_DIR: dataDir(), HOST: '0.0.0.0' }).host).toBe('0.0.0.0');
  });

  it.each([
    ['the default host', {}, true],
    ['127.0.0.1', { HOST: '127.0.0.1' }, true],
    ['::1', { HOST: '::1' }, true],
    ['all interfaces', { HOST: '0.0.0.0' }, false],
    ['all IPv6 interfaces', { HOST: '::' }, false],
    ['a LAN address', { HOST: '192.168.1.20' }, false],
    ['all interfaces with DEMO=1', { HOST: '0.0.0.0', DEMO: '1' }, true],
    ['loopback with DEMO=0', { DEMO: '0' }, false],
    ['production', { NODE_ENV: 'production' }, false],
  ] as const)('seeds the demo accounts on %s: %s', (_label, env, demo) => {
    expect(loadConfig({ DATA_DIR: dataDir(), ...env }).demo).toBe(demo);
  });

  it.each([
    ['localhost', true],
    ['LOCALHOST', true],
    ['127.0.0.1', true],
    ['[::1]', true],
    ['0.0.0.0', false],
    ['::', false],
    ['klub.example', false],
    ['127.0.0.1.nip.io', false],
  ])('isLoopbackHost(%s) is %s', (host, expected) => {
    expect(isLoopbackHost(host)).toBe(expected);
  });
});

describe('forwarded headers are believed only from trusted proxies (finding 2)', () => {
  it.each([
    [undefined, false],
    ['', false],
    ['0', false],
    ['false', false],
    ['1', 1],
    ['2', 2],
    ['10.0.0.1', ['10.0.0.1']],
    ['10.0.0.0/8, 192.168.0.1', ['10.0.0.0/8', '192.168.0.1']],
    ['loopback,::1', ['loopback', '::1']],
  ] as const)('TRUST_PROXY=%s reads as %j', (value, expected) => {
    expect(parseTrustProxy(value)).toEqual(expected);
  });

  it.each(['true', 'yes', 'evil.example', '10.0.0.1, <script>'])('refuses TRUST_PROXY=%s at start', (value) => {
    expect(() => parseTrustProxy(value)).toThrow(/TRUST_PROXY/);
  });

  describe('by default (no TRUST_PROXY)', () => {
    const LIMIT = 3;
    let t: TestApp;
    beforeAll(async () => {
      // The test defaults trust one hop; a real start trusts none.
      t = await createTestApp({ TRUST_PROXY: '', AUTH_RATE_LIMIT: String(LIMIT) });
    });
    afterAll(() => t.close());

    const signIn = (email: string, forwardedFor: string) =>
      t.app.inject({
        method: 'POST',
        url: '/api/v2/login/plain',
        remoteAddress: '198.51.100.4',
        headers: { authorization: CLIENT, 'content-type': 'application/json', 'x-forwarded-for': forwardedFor },
        payload: { email, password: 'wrong' },
      });

    it('limits sign-ins by the socket address, whatever X-Forwarded-For claims', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 60; i++) statuses.push((await signIn(uniqueEmail(`spray${i}`), `10.9.${i}.1`)).statusCode);
      expect(statuses.slice(0, LIMIT)).toEqual(Array(LIMIT).fill(401));
      expect(statuses.slice(LIMIT)).toEqual(Array(60 - LIMIT).fill(429));
    });

    it('limits forgot-password by the socket address, whatever X-Forwarded-For claims', async () => {
      const statuses: number[] = [];
      for (let i = 0; i < 40; i++) {
        const response = await t.app.inject({
          method: 'POST',
          url: '/api/v2/login/forgotPassword',
          remoteAddress: '198.51.100.5',
          headers: { authorization: CLIENT, 'content-type': 'application/json', 'x-forwarded-for': `10.8.${i}.1` },
          payload: { email: uniqueEmail('forgot') },
        });
        statuses.push(response.statusCode);
      }
      expect(statuses.filter((status) => status === 200)).toHaveLength(LIMIT);
      expect(statuses.filter((status) => status === 429)).toHaveLength(40 - LIMIT);
    });

    it("cannot be used to lock out a victim's address", async () => {
      // An attacker claims to be 203.0.113.50 and fails many times ...
      for (let i = 0; i < 10; i++) await signIn(uniqueEmail('attack'), '203.0.113.50');
      // ... yet the victim at that address signs in.
      const email = uniqueEmail('victim');
      await insertUser(t.database.db, email);
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/login/plain',
        remoteAddress: '203.0.113.50',
        headers: { authorization: CLIENT, 'content-type': 'application/json' },
        payload: { email, password: 'secret1234' },
      });
      expect(response.statusCode).toBe(200);
    });

    it('ignores X-Forwarded-Host: the brand (and with it the language of a new account) follows Host', async () => {
      const email = uniqueEmail('host');
      const response = await t.app.inject({
        method: 'POST',
        url: '/api/v2/login/register',
        remoteAddress: '198.51.100.6',
        headers: {
          authorization: CLIENT,
          'content-type': 'application/json',
          host: 'klub.example',
          'x-forwarded-host': 'partner.localhost',
        },
        payload: { firstName: 'Ola', surname: 'Nordmann', email, password: 'Sommer-Regatta-2026', zip: '0150' },
      });
      expect(response.statusCode).toBe(201);
      const [row] = await queryRows<{ locale: string }>(
        t.database.db,
        sql`select locale from users where email = ${email}`,
      );
      // Danish: the default brand of klub.example; the partner brand (Norwegian) was only claimed.
      expect(row?.locale).toBe('da');
    });
  });
});

describe('headers on every answer (finding 14)', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await createTestApp();
    const email = uniqueEmail('headers');
    await insertUser(t.database.db, email);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login/plain',
      headers: { authorization: CLIENT, 'content-type': 'application/json' },
      payload: { email, password: 'secret1234' },
    });
    token = response.json<{ authToken: string }>().authToken;
  });
  afterAll(() => t.close());

  it('marks answers to signed-in users and client-credential calls no-store, and leaves public ones alone', async () => {
    const signedIn = await t.app.inject({
      method: 'GET',
      url: '/api/v2/web/cluboverview',
      headers: { authorization: `Bearer ${token}` },
    });
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.headers['cache-control']).toBe('no-store');
    const refused = await t.app.inject({ method: 'GET', url: '/api/v2/web/cluboverview' });
    expect(refused.statusCode).toBe(401);
    expect(refused.headers['cache-control']).toBe('no-store');
    const client = await t.app.inject({
      method: 'POST',
      url: '/api/v2/login/checkclublink',
      headers: { authorization: CLIENT, 'content-type': 'application/json' },
      payload: { clubToken: 'nope' },
    });
    expect(client.headers['cache-control']).toBe('no-store');
    const health = await t.app.inject({ method: 'GET', url: '/api/health' });
    expect(health.headers['cache-control']).toBeUndefined();
    expect((await t.app.inject({ method: 'GET', url: '/paths/paths.json' })).headers['cache-control']).toBe('no-cache');
  });

  it.each(['/api/health', '/', '/api/nothing-here'])(
    '%s carries a Permissions-Policy that turns off unused features',
    async (url) => {
      const policy = String((await t.app.inject({ method: 'GET', url })).headers['permissions-policy']);
      for (const feature of ['camera=()', 'microphone=()', 'geolocation=()', 'payment=()', 'usb=()']) {
        expect(policy).toContain(feature);
      }
    },
  );

  it('serves the API documentation by default and hides it with API_DOCS=0', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/docs/json' })).statusCode).toBe(200);
    const hidden = await createTestApp({ API_DOCS: '0' }, { withTestContract: false });
    try {
      for (const url of ['/api/docs', '/api/docs/json']) {
        const response = await hidden.app.inject({ method: 'GET', url });
        expect(response.statusCode).toBe(404);
        expect(response.json()).toMatchObject({ code: 'notFound' });
      }
    } finally {
      await hidden.close();
    }
  });
});
