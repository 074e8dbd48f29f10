import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { withMultiOrganisation } from '../src/http/web.js';
import { createTestApp, type TestApp } from './support/testApp.js';

const fixture = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web/index.html'),
  'utf8',
);
const META = /<meta name="multi-organisation" content="true" ?\/?>/;
const htmlPaths = ['/', '/index.html', '/login', '/members?group=1'];

let multi: TestApp;
let single: TestApp;
beforeAll(async () => {
  [multi, single] = await Promise.all([
    createTestApp({ MULTI_ORGANISATION: '1' }, { withTestContract: false }),
    createTestApp({}, { withTestContract: false }),
  ]);
});
afterAll(() => Promise.all([multi.close(), single.close()]));

describe('MULTI_ORGANISATION=1', () => {
  it.each(htmlPaths)('puts the multi-organisation tag right after the API base tag in %s', async (url) => {
    const response = await multi.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/<meta name="api-base" content="\/api" \/>\n {4}<meta name="multi-organisation"/);
    expect(response.body.match(new RegExp(META, 'g'))).toHaveLength(1);
    expect(response.body.replace(/\n\s*<meta name="multi-organisation"[^>]*>/, '')).toBe(fixture);
  });
});

describe('without MULTI_ORGANISATION', () => {
  it.each(htmlPaths)('serves %s unchanged', async (url) => {
    const response = await single.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(fixture);
    expect(response.body).not.toMatch(META);
  });
});

describe('the HTML answer', () => {
  it('answers 304 to a revalidation with the same ETag, and the page to another', async () => {
    const first = await multi.app.inject({ method: 'GET', url: '/login' });
    const etag = String(first.headers.etag);
    const again = await multi.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    expect(again.body).toBe('');
    expect(again.headers['cache-control']).toBe('no-cache');
    const other = await single.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const response = await multi.app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });
});

describe('withMultiOrganisation', () => {
  it('finds the API base tag in either attribute order and keeps its indent', () => {
    const html = '<head>\n\t<meta content="/api" name=api-base>\n</head>';
    expect(withMultiOrganisation(html, 'index.html')).toBe(
      '<head>\n\t<meta content="/api" name=api-base>\n\t<meta name="multi-organisation" content="true" />\n</head>',
    );
  });

  it('stops the start when the page has no API base tag, naming the file', () => {
    expect(() => withMultiOrganisation('<head></head>', '/dist/index.html')).toThrow(
      '/dist/index.html: no <meta name="api-base"> tag',
    );
  });
});
