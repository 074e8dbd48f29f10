import type { DomainSettings, FlagsPayload, LocaleCode, PathsFile } from '@klubhus/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { sampleUser } from '../testing/fixtures';
import { api } from './api';
import { createSessionStore, memoryStorage } from './session/sessionStore';
import { startUp } from './startUp';

const settings = (companyName: string, locale: LocaleCode): DomainSettings => ({
  brand: 'klubhus',
  companyName,
  locale,
  logo: '/brands/klubhus.svg',
  storeLinks: { apple: 'https://apple.example/app', google: 'https://google.example/app' },
  newsSite: 'https://news.example',
  supportEmail: 'support@klubhus.dk',
});

const paths: PathsFile = {
  apiBase: '/api',
  features: '/api/features',
  defaultDomain: settings('Klubhus', 'da'),
  domains: {
    'verein.example': settings('Vereinshaus', 'de'),
    'klub.example': settings('Klubovna', 'cz'),
    'klubb.example': settings('Klubbhus', 'no'),
  },
};

const features: FlagsPayload = {
  status: 200,
  features: { chat: { defaultValue: true }, dashboard: { defaultValue: false } },
  dateUpdated: '2025-01-01T00:00:00.000Z',
};

interface ServerOptions {
  featuresFail?: boolean;
  /** The tenant service's answers by domain (multi-organisation mode); unknown domains answer 404. */
  tenants?: Record<string, { apiBase: string; features: string }>;
}

const tenantFeatures: FlagsPayload = { ...features, features: { chat: { defaultValue: false } } };

/**
 * A server that answers the paths file, the feature configuration (at `/api/features`, and a tenant's at
 * `https://org.example/features`) and the tenant service; `/api/features` can be made to fail.
 */
const server = ({ featuresFail = false, tenants = {} }: ServerOptions = {}) =>
  vi.fn(async (input: RequestInfo | URL) => {
    const url = new URL(String(input), 'http://any.example');
    if (url.pathname === '/paths/paths.json') return Response.json(paths);
    if (url.pathname === '/api/features') {
      return featuresFail
        ? Response.json({ statusCode: 500, message: 'down' }, { status: 500 })
        : Response.json(features);
    }
    if (url.href === 'https://org.example/features') return Response.json(tenantFeatures);
    const tenant = url.pathname.match(/^\/api\/tenant\/(minorgendpoint|minorggrowthbookurl)\/(.+)$/);
    const found = tenant && tenants[decodeURIComponent(tenant[2] ?? '')];
    if (tenant && found) return new Response(tenant[1] === 'minorgendpoint' ? found.apiBase : found.features);
    return Response.json({ statusCode: 404, message: 'not found' }, { status: 404 });
  });

const page = (apiBase = '/api', { multiOrganisation = false } = {}): Document => {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = `<meta name="api-base" content="${apiBase}">${
    multiOrganisation ? '<meta name="multi-organisation" content="true">' : ''
  }`;
  return doc;
};

interface StartOptions extends ServerOptions {
  apiBase?: string;
  multiOrganisation?: boolean;
  stored?: Record<string, string>;
}

const start = (
  hostname: string,
  { apiBase = '/api', multiOrganisation, stored = {}, ...serverOptions }: StartOptions = {},
) => {
  const fetch = server(serverOptions);
  // The client calls the global fetch; the paths file is loaded with the one start-up is given.
  vi.stubGlobal('fetch', fetch);
  const doc = page(apiBase, { multiOrganisation });
  const i18n = createI18n();
  const storage = memoryStorage(stored);
  const session = createSessionStore(storage);
  const started = startUp({
    document: doc,
    location: { origin: `http://${hostname}`, hostname },
    fetch,
    i18n,
    session,
    storage,
  });
  return { started, doc, i18n, fetch, session, storage };
};

const signedIn = {
  'klubhus.token': 'token-1',
  'klubhus.user': JSON.stringify(sampleUser),
  'klubhus.clubId': '12',
};

afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
  vi.useRealTimers();
});

describe('startUp', () => {
  it('fails with "baseEndpoint is empty" before any call when the page has no API base', async () => {
    const { started, fetch } = start('localhost', { apiBase: '' });
    await expect(started).rejects.toThrow('baseEndpoint is empty');
    expect(fetch).not.toHaveBeenCalled();
  });

  it.each([
    ['verein.example', 'Vereinshaus', 'de', 'de'],
    ['klub.example', 'Klubovna', 'cs', 'cs'],
    ['klubb.example', 'Klubbhus', 'nb', 'nb'],
    ['VEREIN.example', 'Vereinshaus', 'de', 'de'],
    ['unknown.example', 'Klubhus', 'da', 'da'],
  ])('on %s uses %s with the texts in %s', async (host, companyName, language, lang) => {
    const { started, doc, i18n } = start(host);
    const { settings: chosen } = await started;
    expect(chosen.companyName).toBe(companyName);
    expect(i18n.language).toBe(language);
    expect(doc.documentElement.lang).toBe(lang);
    expect(doc.title).toBe(companyName);
  });

  it('speaks the host locale once start-up is done', async () => {
    const { started, i18n } = start('verein.example');
    await started;
    expect(i18n.t('download.title')).toBe('App herunterladen');
  });

  it('evaluates the served feature configuration', async () => {
    const { started } = start('localhost');
    const { flags } = await started;
    expect(flags.isOn('chat')).toBe(true);
    expect(flags.isOn('dashboard')).toBe(false);
  });

  it('carries on with the shipped flag defaults when the feature configuration fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { started } = start('localhost', { featuresFail: true });
    const { flags } = await started;
    expect(flags.isOn('dashboard')).toBe(true);
    expect(flags.isOn('chat')).toBe(false);
  });

  it("puts the brand's tokens on the root element", async () => {
    const { started, doc } = start('localhost');
    await started;
    expect(doc.documentElement.style.getPropertyValue('--color-brand')).toBe('#1f6feb');
  });

  it('loads the feature configuration from the address the paths file gives', async () => {
    const { started, fetch } = start('localhost');
    await started;
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls.indexOf('http://localhost/api/features')).toBeGreaterThan(
      urls.findIndex((url) => url.includes('/paths/paths.json')),
    );
  });

  it('starts in the language chosen in the sidebar, over the host’s', async () => {
    const { started, i18n, doc } = start('verein.example', { stored: { 'klubhus.locale': 'en' } });
    await started;
    expect(i18n.language).toBe('en');
    expect(doc.documentElement.lang).toBe('en');
    const { started: other, i18n: otherI18n } = start('verein.example', { stored: { 'klubhus.locale': 'xx' } });
    await other;
    expect(otherI18n.language).toBe('de');
  });

  it('retries the paths file 3 times, 1 s apart, and then fails with its reason', async () => {
    vi.useFakeTimers();
    const fetch = vi.fn(async () => new Response('', { status: 503 }));
    vi.stubGlobal('fetch', fetch);
    const i18n = createI18n();
    const storage = memoryStorage();
    const failed = startUp({
      document: page(),
      location: { origin: 'http://localhost', hostname: 'localhost' },
      fetch,
      i18n,
      session: createSessionStore(storage),
      storage,
    }).catch((error: unknown) => error);
    await vi.advanceTimersByTimeAsync(999);
    expect(fetch).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(1001);
    expect(fetch).toHaveBeenCalledTimes(3);
    await expect(failed).resolves.toEqual(new Error('paths.json answered 503'));
  });

  it('carries on when a locale cannot be loaded, only logging it', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { started, i18n } = start('localhost', { stored: { 'klubhus.locale': 'en' } });
    await started;
    expect(i18n.language).toBe('en');
    // A locale without files (a broken deployment): the texts stay Danish and the failure is logged.
    const { loadLocale } = await import('../i18n/i18n');
    await expect(loadLocale(i18n, 'xx' as never)).resolves.toBe('da');
    expect(i18n.t('download.title')).toBe('Hent appen');
    expect(logged).toHaveBeenCalledWith('Locale "xx" could not be loaded', expect.any(Error));
  });
});

describe('startUp in multi-organisation mode', () => {
  const tenants = { 'org.example': { apiBase: 'https://org.example/api', features: 'https://org.example/features' } };

  it('looks up the organisation by the host and calls its API with its feature configuration', async () => {
    const { started, fetch } = start('org.example', { multiOrganisation: true, tenants, stored: signedIn });
    const { flags } = await started;
    const urls = fetch.mock.calls.map(([url]) => String(url));
    expect(urls).toContain('/api/tenant/minorgendpoint/org.example');
    expect(urls).toContain('/api/tenant/minorggrowthbookurl/org.example');
    // The tenant's feature configuration replaces the first one.
    expect(flags.isOn('chat')).toBe(false);
    await api()
      .health({})
      .catch(() => undefined);
    expect(String(fetch.mock.calls.at(-1)?.[0])).toBe('https://org.example/api/health');
  });

  it('on a failed lookup clears the stored club and user and leaves the API address empty', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { started, session, storage } = start('unknown.example', {
      multiOrganisation: true,
      tenants,
      stored: signedIn,
    });
    await started;
    expect(session.get()).toMatchObject({ token: null, user: null, clubId: null });
    expect(storage.getItem('klubhus.user')).toBeNull();
    expect(storage.getItem('klubhus.clubId')).toBeNull();
    await expect(api().health({})).rejects.toThrow('baseEndpoint is empty');
  });

  it('does not look anything up outside multi-organisation mode', async () => {
    const { started, fetch, session } = start('org.example', { tenants, stored: signedIn });
    await started;
    expect(fetch.mock.calls.map(([url]) => String(url)).some((url) => url.includes('/tenant/'))).toBe(false);
    expect(session.get().token).toBe('token-1');
  });
});
