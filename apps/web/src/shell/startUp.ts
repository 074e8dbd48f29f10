import type { GrowthBook } from '@growthbook/growthbook';
import { bcp47, loadPaths, settingsForHost, type DomainSettings, type FeaturesPayload } from '@klubhus/domain';
import type { i18n } from 'i18next';
import { applyBrandTokens, brandById } from '../brands';
import { loadLocale } from '../i18n/i18n';
import { connectApi, readApiBase, type KlubhusClient } from './api';
import { createFeatures, defaultFeaturesPayload } from './features';

export interface StartUpEnvironment {
  document: Document;
  location: Pick<Location, 'origin' | 'hostname'>;
  fetch: typeof globalThis.fetch;
  i18n: i18n;
  /** The signed-in user's bearer token, read on every call. */
  getToken?: () => string | null;
}

export interface Started {
  settings: DomainSettings;
  features: GrowthBook;
}

/**
 * The spec leaves a failed feature load unspecified; the shipped defaults are what a new club should
 * see, so the app carries on with them rather than refusing to start.
 */
const loadFeatures = async (client: KlubhusClient): Promise<FeaturesPayload> => {
  try {
    return await client.features({});
  } catch (error) {
    console.error('The feature configuration could not be loaded; using the defaults', error);
    return defaultFeaturesPayload();
  }
};

/**
 * The shell's start-up sequence (spec doc 2 §2.1): API base from the page, the paths file, the domain
 * settings of this host, the feature flags, then the host's locale. Rejects with the message the error
 * screen shows ("baseEndpoint is empty", a paths file that would not load ...).
 */
export const startUp = async ({ document, location, fetch, i18n, getToken }: StartUpEnvironment): Promise<Started> => {
  const client = connectApi(readApiBase(document), getToken);
  const paths = await loadPaths(fetch, location.origin);
  const settings = settingsForHost(paths, location.hostname);
  const features = createFeatures(await loadFeatures(client));
  const locale = await loadLocale(i18n, settings.locale);
  document.documentElement.lang = bcp47(locale);
  document.title = settings.companyName;
  applyBrandTokens(document.documentElement, brandById(settings.brand)?.tokens ?? {});
  return { settings, features };
};
