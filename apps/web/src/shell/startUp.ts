import {
  loadFlagsPayload,
  systemWire,
  loadPaths,
  settingsForHost,
  type DomainSettings,
  type systemContract,
  type FlagsPayload,
} from '@klubhus/domain';
import type { i18n } from 'i18next';
import { applyBrandTokens, brandById } from '../brands';
import { clientOf, connectApi, readApiBase } from './api';
import { errorReportingOptions, type ErrorReportingOptions } from './errorReporting';
import { defaultFlagsPayload, evaluateFlags, type Flags } from './flags';
import { applyLocale, startLocale } from './locale';
import type { SessionStore } from './session/sessionStore';

export interface StartUpEnvironment {
  document: Document;
  location: Pick<Location, 'origin' | 'hostname'>;
  fetch: typeof globalThis.fetch;
  i18n: i18n;
  /** The stored session: its token goes with every call; a failed tenant lookup clears it. */
  session: Pick<SessionStore, 'get' | 'clear'>;
  /** Where the language chosen in the sidebar is remembered. */
  storage: Pick<Storage, 'getItem'>;
}

export interface Started {
  settings: DomainSettings;
  flags: Flags;
  /** Sentry's options, or null when error reporting is off. */
  errorReporting: ErrorReportingOptions | null;
}

/**
 * The spec leaves a failed feature load unspecified; the shipped defaults are what a new club should
 * see, so the app carries on with them rather than refusing to start.
 */
const loadFlags = async (fetch: typeof globalThis.fetch, url: string): Promise<FlagsPayload> => {
  try {
    return await loadFlagsPayload(fetch, url);
  } catch (error) {
    console.error('The feature configuration could not be loaded; using the defaults', error);
    return defaultFlagsPayload();
  }
};

/** Multi-organisation mode is a flag of the page (the server sets it with MULTI_ORGANISATION=1). */
const isMultiOrganisation = (doc: Document): boolean =>
  doc.querySelector('meta[name="multi-organisation"]')?.getAttribute('content')?.trim() === 'true';

/**
 * The organisation's API address and feature-configuration address from the tenant service, looked up
 * by the host name (ADR 008); null when either lookup fails.
 */
const lookUpTenant = async (
  fetch: typeof globalThis.fetch,
  tenantService: string,
  domain: string,
): Promise<{ apiBase: string; features: string } | null> => {
  const tenants = clientOf<typeof systemContract>(systemWire, { baseUrl: tenantService, fetch });
  try {
    const [apiBase, features] = await Promise.all([
      tenants.tenantEndpoint({ params: { domain } }),
      tenants.tenantFeaturesUrl({ params: { domain } }),
    ]);
    return { apiBase: apiBase.trim(), features: features.trim() };
  } catch (error) {
    console.error(`The organisation of ${domain} could not be looked up`, error);
    return null;
  }
};

/**
 * The shell's start-up sequence (spec document 2 §2.1): the API base from the page, (1) the paths file,
 * (2) the feature configuration, (3) in multi-organisation mode the tenant lookup, which on failure
 * clears the stored club and user and leaves the API address empty (every call then fails with
 * "baseEndpoint is empty"), (4) the locale files, whose failure is only logged. Rejects with the message
 * the error screen shows ("baseEndpoint is empty" for a page without an API base, a paths file that would
 * not load after 3 attempts ...).
 */
export const startUp = async ({
  document,
  location,
  fetch,
  i18n,
  session,
  storage,
}: StartUpEnvironment): Promise<Started> => {
  const pageApiBase = readApiBase(document);
  const paths = await loadPaths(fetch, location.origin);
  const settings = settingsForHost(paths, location.hostname);
  let payload = await loadFlags(fetch, new URL(paths.features, location.origin).href);
  let apiBase = pageApiBase;
  if (isMultiOrganisation(document)) {
    const tenant = await lookUpTenant(fetch, pageApiBase, location.hostname.toLowerCase());
    if (tenant) {
      apiBase = tenant.apiBase;
      payload = await loadFlags(fetch, new URL(tenant.features, location.origin).href);
    } else {
      session.clear();
      apiBase = '';
    }
  }
  connectApi(apiBase, () => session.get().token);
  await applyLocale(i18n, startLocale(storage, settings.locale), document);
  document.title = settings.companyName;
  applyBrandTokens(document.documentElement, brandById(settings.brand)?.tokens ?? {});
  return {
    settings,
    flags: await evaluateFlags(payload),
    errorReporting: errorReportingOptions(paths.sentryDsn, location.hostname),
  };
};
