import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { flags, flagsPayload, pathsFile, systemContract } from '@klubhus/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { loadFlags } from '../src/features/flags/service.js';
import { brandDirectory, readBrands } from '../src/shared/brands.js';
import { api } from './support/api.js';
import { statusOf } from './support/statusOf.js';
import { createTestApp, type TestApp } from './support/testApp.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const tmp = (name: string, content: unknown) => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-system-'));
  const file = path.join(dir, name);
  fs.writeFileSync(file, JSON.stringify(content));
  return file;
};

describe('every system call is public', () => {
  const anonymous = () => api(t);
  /** One call per entry by a caller with neither token nor credential; a tenant lookup reaching its handler answers 404. */
  const calls: Record<keyof typeof systemContract, { call: () => Promise<unknown>; expected: 'ok' | 404 }> = {
    health: { call: () => anonymous().health({}), expected: 'ok' },
    features: { call: () => anonymous().features({}), expected: 'ok' },
    tenantEndpoint: { call: () => anonymous().tenantEndpoint({ params: { domain: 'a.dk' } }), expected: 404 },
    tenantFeaturesUrl: { call: () => anonymous().tenantFeaturesUrl({ params: { domain: 'a.dk' } }), expected: 404 },
  };

  it('lists each entry of the system contract, each public', () => {
    expect(Object.keys(calls).sort()).toEqual(Object.keys(systemContract).sort());
    for (const entry of Object.values(systemContract)) expect(entry.access).toBe('public');
  });

  it.each(Object.entries(calls))('%s answers an anonymous caller', async (_name, { call, expected }) => {
    expect(await statusOf(call())).toBe(expected);
  });
});

describe('GET /api/health', () => {
  it('answers {"status":"ok"} through the real client', async () => {
    const client = api(t);
    await expect(client.health({})).resolves.toEqual({ status: 'ok' });
  });
});

describe('GET /api/features', () => {
  it('serves every flag of the table with its default, in GrowthBook payload format', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/api/features' });
    expect(response.statusCode).toBe(200);
    const payload = flagsPayload.parse(response.json());
    expect(Object.keys(payload.features).sort()).toEqual(flags.map((flag) => flag.key).sort());
    for (const flag of flags) expect(payload.features[flag.key]?.defaultValue).toBe(flag.defaultValue);
  });

  it('lets a deployment override values with a config file', () => {
    const payload = loadFlags(tmp('features.json', { chat: true, payments: false }));
    expect(payload.features.chat?.defaultValue).toBe(true);
    expect(payload.features.payments?.defaultValue).toBe(false);
    expect(payload.features.dashboard?.defaultValue).toBe(true);
  });

  it('refuses an override file that names an unknown flag', () => {
    expect(() => loadFlags(tmp('features.json', { chatt: true }))).toThrow(/unknown feature flags chatt/);
  });

  it('serves the override through the app when FEATURES_FILE is set', async () => {
    const other = await createTestApp(
      { FEATURES_FILE: tmp('features.json', { chat: true }) },
      { withTestContract: false },
    );
    try {
      const payload = flagsPayload.parse((await other.app.inject({ method: 'GET', url: '/api/features' })).json());
      expect(payload.features.chat?.defaultValue).toBe(true);
    } finally {
      await other.close();
    }
  });
});

describe('GET /paths/paths.json', () => {
  it('answers the domain settings of every brand host, built from the brand files', async () => {
    const response = await t.app.inject({ method: 'GET', url: '/paths/paths.json?v=123' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    const paths = pathsFile.parse(response.json());
    const brands = readBrands(t.config.brandsDir);
    expect(brands.length).toBeGreaterThan(0);
    for (const brand of brands) {
      for (const host of brand.hosts)
        expect(paths.domains[host]).toMatchObject({ brand: brand.id, companyName: brand.companyName });
    }
    expect(paths.defaultDomain.brand).toBe('klubhus');
    expect(paths.apiBase).toBe('/api');
  });

  it('leaves sentryDsn out without SENTRY_DSN', async () => {
    const paths = (await t.app.inject({ method: 'GET', url: '/paths/paths.json' })).json<Record<string, unknown>>();
    expect(paths).not.toHaveProperty('sentryDsn');
  });

  it('carries SENTRY_DSN as sentryDsn', async () => {
    const dsn = 'https://public@o1.ingest.sentry.io/2';
    const other = await createTestApp({ SENTRY_DSN: dsn }, { withTestContract: false });
    try {
      const paths = pathsFile.parse((await other.app.inject({ method: 'GET', url: '/paths/paths.json' })).json());
      expect(paths.sentryDsn).toBe(dsn);
    } finally {
      await other.close();
    }
  });

  it.each(['not a url', 'sentry.io/2', 'ftp://sentry.io/2'])('refuses SENTRY_DSN=%s', (dsn) => {
    expect(() => loadConfig({ SENTRY_DSN: dsn })).toThrow(/SENTRY_DSN/);
  });

  it('reads an empty SENTRY_DSN as unset', () => {
    expect(loadConfig({ SENTRY_DSN: '' }).sentryDsn).toBeUndefined();
  });

  it('refuses two brands claiming one host', () => {
    const brand = {
      companyName: 'X',
      description: 'X',
      hosts: ['same.host'],
      defaultLocale: 'da',
      logo: '',
      storeLinks: { apple: '', google: '' },
      newsSite: '',
      supportEmail: 'support@example.org',
      tokens: {},
    } as const;
    expect(() =>
      brandDirectory([
        { ...brand, id: 'a', hosts: ['same.host'] },
        { ...brand, id: 'b', hosts: ['same.host'] },
      ]),
    ).toThrow(/claimed by two brands/);
  });
});
