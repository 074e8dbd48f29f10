import type { DomainSettings, FeaturesPayload, LocaleCode, PathsFile } from '@klubhus/domain';
import { describe, expect, it, vi } from 'vitest';
import { createI18n } from '../i18n/i18n';
import { startUp } from './startUp';

const settings = (companyName: string, locale: LocaleCode): DomainSettings => ({
  brand: 'klubhus',
  companyName,
  locale,
  logo: '/brands/klubhus.svg',
  storeLinks: { apple: 'https://apple.example/app', google: 'https://google.example/app' },
  newsSite: 'https://news.example',
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

const features: FeaturesPayload = {
  status: 200,
  features: { chat: { defaultValue: true }, dashboard: { defaultValue: false } },
  dateUpdated: '2025-01-01T00:00:00.000Z',
};

/** A server that answers the paths file and the feature configuration; `/api/features` can be made to fail. */
const server = ({ featuresFail = false } = {}) =>
  vi.fn(async (input: RequestInfo | URL) => {
    const url = String(input);
    if (url.includes('/paths/paths.json')) return Response.json(paths);
    if (url === '/api/features') {
      return featuresFail
        ? Response.json({ statusCode: 500, message: 'down' }, { status: 500 })
        : Response.json(features);
    }
    return Response.json({ statusCode: 404, message: 'not found' }, { status: 404 });
  });

const page = (apiBase = '/api'): Document => {
  const doc = document.implementation.createHTMLDocument('');
  doc.head.innerHTML = `<meta name="api-base" content="${apiBase}">`;
  return doc;
};

const start = (hostname: string, { apiBase = '/api', featuresFail = false } = {}) => {
  const fetch = server({ featuresFail });
  // The client calls the global fetch; the paths file is loaded with the one start-up is given.
  vi.stubGlobal('fetch', fetch);
  const doc = page(apiBase);
  const i18n = createI18n();
  const started = startUp({ document: doc, location: { origin: `http://${hostname}`, hostname }, fetch, i18n });
  return { started, doc, i18n, fetch };
};

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
    const { features: flags } = await started;
    expect(flags.isOn('chat')).toBe(true);
    expect(flags.isOn('dashboard')).toBe(false);
  });

  it('carries on with the shipped flag defaults when the feature configuration fails', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const { started } = start('localhost', { featuresFail: true });
    const { features: flags } = await started;
    expect(flags.isOn('dashboard')).toBe(true);
    expect(flags.isOn('chat')).toBe(false);
  });

  it("puts the brand's tokens on the root element", async () => {
    const { started, doc } = start('localhost');
    await started;
    expect(doc.documentElement.style.getPropertyValue('--color-brand')).toBe('#1f6feb');
  });
});
