import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../src/config.js';
import { api } from './support/api.js';
import { createTestApp, type TestApp } from './support/testApp.js';

const tenants = {
  'Nord.Example.DK': { apiBase: 'https://nord.example.dk/api', features: 'https://nord.example.dk/api/features' },
  'syd.example.dk': { apiBase: 'http://10.0.0.7:3000/api', features: 'http://10.0.0.7:3000/api/features' },
};

const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-tenants-'));
const write = (name: string, content: string) => {
  const file = path.join(tmpDir, name);
  fs.writeFileSync(file, content);
  return file;
};
const tenantsFile = write('tenants.json', JSON.stringify(tenants));

let t: TestApp;
let unconfigured: TestApp;
beforeAll(async () => {
  [t, unconfigured] = await Promise.all([
    createTestApp({ TENANTS_FILE: tenantsFile }, { withTestContract: false }),
    createTestApp({}, { withTestContract: false }),
  ]);
});
afterAll(async () => {
  await Promise.all([t.close(), unconfigured.close()]);
  fs.rmSync(tmpDir, { recursive: true, force: true });
});

const lookups = [
  ['tenantEndpoint', '/api/tenant/minorgendpoint', 'apiBase'],
  ['tenantFeaturesUrl', '/api/tenant/minorggrowthbookurl', 'features'],
] as const;

describe.each(lookups)('%s (GET %s/{domain})', (name, base, field) => {
  it('answers the configured URL as plain text', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/syd.example.dk` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(tenants['syd.example.dk'][field]);
  });

  it('compares domains case-insensitively, on both sides', async () => {
    for (const domain of ['nord.example.dk', 'NORD.example.dk', 'Nord.Example.DK']) {
      const response = await t.app.inject({ method: 'GET', url: `${base}/${domain}` });
      expect(response.body).toBe(tenants['Nord.Example.DK'][field]);
    }
  });

  it('answers the string through the real client', async () => {
    const client = api(t);
    await expect(client[name]({ params: { domain: 'Syd.Example.dk' } })).resolves.toBe(
      tenants['syd.example.dk'][field],
    );
  });

  it('answers 404 unknownTenant JSON for an unknown domain', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/elsewhere.dk` });
    expect(response.statusCode).toBe(404);
    expect(response.headers['content-type']).toContain('application/json');
    expect(response.json()).toEqual({
      statusCode: 404,
      message: 'No organisation at elsewhere.dk',
      code: 'unknownTenant',
    });
  });

  it.each([
    ['an underscore', 'nord_example.dk', 'domainValid'],
    ['a port', 'nord.example.dk%3A443', 'domainValid'],
    ['a non-ASCII letter', '%C3%A6bleg%C3%B8d.dk', 'domainValid'],
    ['only spaces', '%20%20', 'required'],
    ['254 characters', 'a'.repeat(254), 'maxLength'],
  ])('answers 400 for a domain with %s', async (_label, domain, code) => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/${domain}` });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ statusCode: 400, code, field: 'domain' });
  });

  it('takes a domain of the longest length, 253 characters', async () => {
    const response = await t.app.inject({ method: 'GET', url: `${base}/${'a'.repeat(253)}` });
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'unknownTenant' });
  });

  it('answers 404 for every domain when no tenants are configured', async () => {
    const response = await unconfigured.app.inject({ method: 'GET', url: `${base}/syd.example.dk` });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ statusCode: 404, code: 'unknownTenant' });
  });
});

describe('tenant configuration (loadConfig)', () => {
  it('reads TENANTS inline exactly as TENANTS_FILE', () => {
    const inline = loadConfig({ TENANTS: JSON.stringify(tenants) }).tenants;
    expect([...inline.entries()]).toEqual([...loadConfig({ TENANTS_FILE: tenantsFile }).tenants.entries()]);
    expect([...inline.keys()]).toEqual(['nord.example.dk', 'syd.example.dk']);
  });

  it('has no tenants without either setting', () => {
    expect(loadConfig({}).tenants.size).toBe(0);
  });

  it('refuses TENANTS and TENANTS_FILE together', () => {
    expect(() => loadConfig({ TENANTS_FILE: tenantsFile, TENANTS: '{}' })).toThrow(
      'Give TENANTS or TENANTS_FILE, not both',
    );
  });

  it.each([
    ['is not JSON', '{ "a.dk": ', /not JSON/],
    ['has a tenant without features', JSON.stringify({ 'a.dk': { apiBase: 'https://a.dk/api' } }), /features/],
    ['has a relative URL', JSON.stringify({ 'a.dk': { apiBase: '/api', features: '/api/features' } }), /http\(s\)/],
    ['has an unknown key', JSON.stringify({ 'a.dk': { ...tenants['syd.example.dk'], extra: 1 } }), /extra/],
    ['names a key that is not a domain', JSON.stringify({ 'https://a.dk': tenants['syd.example.dk'] }), /domain/],
    [
      'names one domain twice',
      JSON.stringify({ 'a.dk': tenants['syd.example.dk'], 'A.DK': tenants['syd.example.dk'] }),
      /given twice/,
    ],
  ])('refuses a TENANTS_FILE that %s, naming the file', (_label, content, reason) => {
    const file = write(`bad-${Math.random().toString(36).slice(2)}.json`, content);
    const start = () => loadConfig({ TENANTS_FILE: file });
    expect(start).toThrow(`TENANTS_FILE ${file}:`);
    expect(start).toThrow(reason);
  });

  it('refuses a TENANTS_FILE that does not exist, naming the file', () => {
    const file = path.join(tmpDir, 'missing.json');
    expect(() => loadConfig({ TENANTS_FILE: file })).toThrow(`TENANTS_FILE ${file}: cannot be read`);
  });

  it('refuses bad inline TENANTS, naming the setting', () => {
    expect(() => loadConfig({ TENANTS: '[1]' })).toThrow(/^TENANTS: not a tenants file/);
  });
});
