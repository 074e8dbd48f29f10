import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { escapeAttribute, withDescription, withMultiOrganisation, withSplash } from '../src/http/webPage.js';
import { brandDirectory, readBrands } from '../src/shared/brands.js';
import { createTestApp, type TestApp } from './support/testApp.js';

const fixture = fs.readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures/web/index.html'),
  'utf8',
);
const META = /<meta name="multi-organisation" content="true" ?\/?>/;
const DESCRIPTION = /<meta name="description" content="([^"]*)" \/>/;
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

const brands = () => brandDirectory(readBrands(single.config.brandsDir));
/**
 * The fixture as the server answers it to a host of this brand: the build's description replaced by the brand's,
 * and the brand's splash in the root (its logo preloaded).
 */
const pageOfBrand = (id: string) =>
  withSplash(
    fixture.replace(
      DESCRIPTION,
      `<meta name="description" content="${escapeAttribute(brands().byId(id).description)}" />`,
    ),
    brands().byId(id),
    'fixture',
  );

describe('MULTI_ORGANISATION=1', () => {
  it.each(htmlPaths)('puts the multi-organisation tag right after the API base tag in %s', async (url) => {
    const response = await multi.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toMatch(/<meta name="api-base" content="\/api" \/>\n {4}<meta name="multi-organisation"/);
    expect(response.body.match(new RegExp(META, 'g'))).toHaveLength(1);
    expect(response.body.replace(/\n\s*<meta name="multi-organisation"[^>]*>/, '')).toBe(pageOfBrand('klubhus'));
  });
});

describe('without MULTI_ORGANISATION', () => {
  it.each(htmlPaths)('serves %s unchanged but for the brand description and splash', async (url) => {
    const response = await single.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['cache-control']).toBe('no-cache');
    expect(response.body).toBe(pageOfBrand('klubhus'));
    expect(response.body).not.toMatch(META);
  });
});

describe('the meta description', () => {
  it.each([
    ['localhost', 'klubhus'],
    ['127.0.0.1:3000', 'klubhus'],
    ['partner.localhost', 'partner-demo'],
    ['PARTNER.localhost:8080', 'partner-demo'],
    ['unknown.example', 'klubhus'],
  ])("gives a page for %s the description of brand %s, in that brand's language", async (host, brand) => {
    const response = await single.app.inject({ method: 'GET', url: '/login', headers: { host } });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe(pageOfBrand(brand));
    expect(response.body.match(new RegExp(DESCRIPTION, 'g'))).toHaveLength(1);
  });

  it('has the Danish product description for klubhus and the Norwegian one for the partner brand', async () => {
    const described = async (host: string) =>
      DESCRIPTION.exec((await single.app.inject({ method: 'GET', url: '/', headers: { host } })).body)?.[1];
    expect(await described('localhost')).toMatch(/^Klubhus samler foreningens medlemmer/);
    expect(await described('partner.localhost')).toMatch(/^Foreningsportalen samler .* i foreningen din på ett sted/);
  });

  it('keeps one ETag per brand: a revalidation of one brand is not a match for another', async () => {
    const klubhus = await single.app.inject({ method: 'GET', url: '/', headers: { host: 'localhost' } });
    const partner = await single.app.inject({ method: 'GET', url: '/', headers: { host: 'partner.localhost' } });
    expect(klubhus.headers.etag).not.toBe(partner.headers.etag);
    const again = (host: string, etag: unknown) =>
      single.app.inject({ method: 'GET', url: '/login', headers: { host, 'if-none-match': String(etag) } });
    expect((await again('partner.localhost', partner.headers.etag)).statusCode).toBe(304);
    const crossed = await again('partner.localhost', klubhus.headers.etag);
    expect(crossed.statusCode).toBe(200);
    expect(crossed.body).toBe(pageOfBrand('partner-demo'));
  });

  it('escapes the description for its attribute', () => {
    expect(escapeAttribute(`"Tom & Jerry's" <klub>`)).toBe('&quot;Tom &amp; Jerry&#39;s&quot; &lt;klub&gt;');
    expect(withDescription('<head>\n  <meta name="description"\n    content="old" />\n</head>', 'a "b"', 'x')).toBe(
      '<head>\n  <meta name="description" content="a &quot;b&quot;" />\n</head>',
    );
  });

  it('puts the description after the API base tag when the build has none, and refuses a page without either', () => {
    expect(withDescription('<head>\n  <meta name="api-base" content="/api" />\n</head>', 'Klub', 'x')).toBe(
      '<head>\n  <meta name="api-base" content="/api" />\n  <meta name="description" content="Klub" />\n</head>',
    );
    expect(() => withDescription('<head></head>', 'Klub', '/dist/index.html')).toThrow(
      '/dist/index.html: no <meta name="api-base"> tag to put the description tag after',
    );
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
    const listed = await multi.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': `"x", W/${etag}` } });
    expect(listed.statusCode).toBe(304);
    const other = await single.app.inject({ method: 'GET', url: '/', headers: { 'if-none-match': etag } });
    expect(other.statusCode).toBe(200);
  });

  it('answers HEAD without a body', async () => {
    const response = await multi.app.inject({ method: 'HEAD', url: '/login' });
    expect(response.statusCode).toBe(200);
    expect(response.body).toBe('');
  });

  it.each([
    ['br, gzip', 'br', zlib.brotliDecompressSync],
    ['gzip, deflate', 'gzip', zlib.gunzipSync],
  ] as const)('is compressed for Accept-Encoding %s, with an ETag of its own', async (accept, encoding, decode) => {
    const plain = await single.app.inject({ method: 'GET', url: '/login' });
    const response = await single.app.inject({ method: 'GET', url: '/login', headers: { 'accept-encoding': accept } });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-encoding']).toBe(encoding);
    expect(response.headers.vary).toBe('accept-encoding');
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(decode(response.rawPayload).toString('utf8')).toBe(pageOfBrand('klubhus'));
    expect(response.headers.etag).not.toBe(plain.headers.etag);
    expect(plain.headers.vary).toBe('accept-encoding');
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await single.app.inject({
      method: 'GET',
      url: '/login',
      headers: { 'accept-encoding': accept, 'if-none-match': String(response.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });
});

describe('paths that name a file', () => {
  it.each([
    '/favicon.ico',
    '/something.js',
    '/wp-login.php',
    '/.env',
    '/assets/gone-Ab12Cd34.js',
    '/brands/none.svg',
    '/members/export.csv?x=1',
  ])('answer %s with a 404, not the app', async (url) => {
    for (const method of ['GET', 'HEAD'] as const) {
      const response = await single.app.inject({ method, url });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-type']).toBe('application/json; charset=utf-8');
    }
    const response = await single.app.inject({ method: 'GET', url });
    expect(response.json()).toEqual({
      statusCode: 404,
      message: `No route GET ${url.split('?')[0]}`,
      code: 'notFound',
    });
  });

  it.each([
    '/login?next=/members%3Fgroup%3D1',
    '/invitation?clubToken=a.b.c',
    '/register/invalid',
    '/settings/general',
    '/subscription/mobilepaysubscription//success',
    '/payment/mobilepay/success',
  ])('leave client routes alone: %s still gets the app', async (url) => {
    const response = await single.app.inject({ method: 'GET', url });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/html; charset=utf-8');
  });

  it('leave the files the build has to the static plugin', async () => {
    const response = await single.app.inject({ method: 'GET', url: '/assets/tiny-Ab12Cd34.js' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/javascript; charset=utf-8');
  });

  it('change nothing for unknown /api paths', async () => {
    for (const url of ['/api/nothing', '/api/nothing.json', '/api/v2/nothing/here']) {
      const response = await single.app.inject({ method: 'GET', url, headers: { 'accept-encoding': 'br' } });
      expect(response.statusCode).toBe(404);
      expect(response.headers['content-encoding']).toBeUndefined();
      expect(response.json()).toEqual({ statusCode: 404, message: `No route GET ${url}`, code: 'notFound' });
    }
  });
});

describe('/robots.txt', () => {
  it('lets crawlers read the public pages and what rendering them needs, and nothing else', async () => {
    const response = await single.app.inject({ method: 'GET', url: '/robots.txt' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(response.body).toBe(
      [
        'User-agent: *',
        'Allow: /$',
        'Allow: /login$',
        'Allow: /create$',
        'Allow: /forgot$',
        'Allow: /download$',
        'Allow: /invitation$',
        'Allow: /register$',
        'Allow: /assets/',
        'Allow: /brands/',
        'Allow: /paths/paths.json',
        'Allow: /api/features',
        'Allow: /api/tenant/',
        'Disallow: /',
        '',
      ].join('\n'),
    );
  });
});

/** RFC 9309's matching: the longest matching rule decides, Allow on a tie; `*` is any run, `$` the end. */
const allows = (robots: string, url: string): boolean => {
  const rules = robots
    .split('\n')
    .map((line) => /^(Allow|Disallow): (.+)$/.exec(line))
    .flatMap((match) => (match?.[1] && match[2] ? [{ allow: match[1] === 'Allow', pattern: match[2] }] : []));
  const matching = rules.filter(({ pattern }) =>
    new RegExp(`^${pattern.replace(/[.?+^()[\]{}|\\]/g, '\\$&').replace(/\*/g, '.*')}`).test(url),
  );
  const longest = Math.max(-1, ...matching.map(({ pattern }) => pattern.length));
  return matching.length === 0 || matching.some(({ allow, pattern }) => allow && pattern.length === longest);
};

describe('/robots.txt, read as a crawler reads it', () => {
  let robots: string;
  beforeAll(async () => {
    robots = (await single.app.inject({ method: 'GET', url: '/robots.txt' })).body;
  });

  it.each([
    '/',
    '/login',
    '/create',
    '/forgot',
    '/download',
    '/invitation',
    '/register',
    '/assets/index-Fx7bQ2mK.js',
    '/brands/klubhus.svg',
    '/paths/paths.json?v=k3j2h1',
    '/api/features',
    '/api/tenant/minorgendpoint/klub.example',
  ])('allows %s', (url) => {
    expect(allows(robots, url)).toBe(true);
  });

  it.each([
    '/login?next=/members',
    '/register?email=a@b.dk&password=secret',
    '/register/17/new',
    '/invitation?clubToken=abc',
    '/reset?token=abc',
    '/logout',
    '/members',
    '/overview',
    '/settings/general',
    '/api/v2/login/plain',
    '/api/docs',
    '/dev/mail',
    '/files/header/1.png',
    '/payment/mobilepay/success',
  ])('disallows %s', (url) => {
    expect(allows(robots, url)).toBe(false);
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

describe("the brand's splash (issue 14: the largest paint before any script)", () => {
  it('puts the logo into the root and preloads it, for a brand with a logo', async () => {
    const body = (await single.app.inject({ method: 'GET', url: '/login' })).body;
    expect(body).toContain(
      '<div id="root"><main class="flex min-h-screen flex-col items-center justify-center gap-4 p-6"><img src="/brands/klubhus.svg" alt="Klubhus" class="h-10 w-auto" fetchpriority="high" />',
    );
    expect(body).toMatch(
      /<link rel="preload" as="image" href="\/brands\/klubhus.svg" fetchpriority="high" \/>\n {2}<\/head>/,
    );
  });

  it('shows the name as the wordmark, with nothing to preload, for a brand without a logo', async () => {
    const body = (await single.app.inject({ method: 'GET', url: '/login', headers: { host: 'partner.localhost' } }))
      .body;
    expect(body).toContain(
      '<p class="text-lg font-semibold tracking-wide text-brand-soft-fg uppercase">Foreningsportalen</p>',
    );
    expect(body).not.toContain('rel="preload"');
  });

  it('escapes what the brand file says, and refuses a page without an empty root', () => {
    const page = withSplash(fixture, { logo: '/x.svg"><script>', companyName: '<b>Klub</b>' }, 'fixture');
    expect(page).toContain('src="/x.svg&quot;&gt;&lt;script&gt;" alt="&lt;b&gt;Klub&lt;/b&gt;"');
    expect(page).not.toContain('<script>');
    expect(() => withSplash('<html><body></body></html>', { logo: '', companyName: 'K' }, 'broken')).toThrow(/root/);
  });
});
