import { afterEach, describe, expect, it, vi } from 'vitest';
import { bcp47, loadPaths, pathsFile, settingsForHost, type PathsFile } from './paths.js';

const settings = (brand: string) => ({
  brand,
  companyName: brand,
  locale: 'da' as const,
  logo: '',
  storeLinks: { apple: '', google: '' },
  newsSite: '',
  supportEmail: 'support@example.org',
});
const paths: PathsFile = {
  apiBase: '/api',
  features: '/api/features',
  defaultDomain: settings('klubhus'),
  domains: { 'partner.dk': settings('partner') },
};

afterEach(() => vi.useRealTimers());

describe('loadPaths', () => {
  it('adds a random cache-busting parameter', async () => {
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response(JSON.stringify(paths)));
    await loadPaths(fetch, 'https://klub.dk');
    await loadPaths(fetch, 'https://klub.dk');
    const [first, second] = fetch.mock.calls.map(([url]) => String(url));
    expect(first).toMatch(/^https:\/\/klub\.dk\/paths\/paths\.json\?v=\w+$/);
    expect(first).not.toBe(second);
  });

  it('retries up to 3 times, 1 s apart, then fails', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn<typeof globalThis.fetch>(async () => new Response('', { status: 503 }));
    const done = loadPaths(fetch, '').catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(fetch).toHaveBeenCalledTimes(2);
    await vi.advanceTimersByTimeAsync(1000);
    expect(fetch).toHaveBeenCalledTimes(3);
    await vi.advanceTimersByTimeAsync(5000);
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(await done).toBeInstanceOf(Error);
  });

  it('succeeds on a later attempt', async () => {
    vi.useFakeTimers();
    let calls = 0;
    const fetch = vi.fn<typeof globalThis.fetch>(async () =>
      ++calls < 3 ? new Response('', { status: 500 }) : new Response(JSON.stringify(paths)),
    );
    const done = loadPaths(fetch, '');
    await vi.advanceTimersByTimeAsync(2000);
    await expect(done).resolves.toEqual(paths);
  });
});

describe('pathsFile', () => {
  it('carries an optional sentryDsn, which must be a URL', () => {
    expect(pathsFile.parse(paths).sentryDsn).toBeUndefined();
    const dsn = 'https://public@o1.ingest.sentry.io/2';
    expect(pathsFile.parse({ ...paths, sentryDsn: dsn }).sentryDsn).toBe(dsn);
    expect(pathsFile.safeParse({ ...paths, sentryDsn: 'not a url' }).success).toBe(false);
  });
});

describe('settingsForHost', () => {
  it('picks the brand of the host, case-insensitively, and falls back to the default', () => {
    expect(settingsForHost(paths, 'Partner.DK').brand).toBe('partner');
    expect(settingsForHost(paths, 'elsewhere.dk').brand).toBe('klubhus');
  });
});

describe('bcp47', () => {
  it.each([
    ['da', 'da'],
    ['cz', 'cs'],
    ['no', 'nb'],
    ['en', 'en'],
  ] as const)('maps %s to %s', (code, tag) => expect(bcp47(code)).toBe(tag));
});
