import type { DomainSettings, PathsFile } from '@klubhus/domain';
import { domainSettingsOf } from '@klubhus/domain';
import type { Brands } from '../../shared/brands.js';

export interface PathsOptions {
  /** Where the web reports errors; left out of the file when not set, which keeps reporting off. */
  sentryDsn?: string | undefined;
}

/** `/paths/paths.json`: API addresses, the error-reporting DSN and the domain settings of every brand host. */
export const buildPaths = (brands: Brands, { sentryDsn }: PathsOptions = {}): PathsFile => {
  const domains: Record<string, DomainSettings> = {};
  for (const brand of brands.all) {
    for (const host of brand.hosts) domains[host.toLowerCase()] = domainSettingsOf(brand);
  }
  return {
    apiBase: '/api',
    features: '/api/features',
    defaultDomain: domainSettingsOf(brands.fallback),
    domains,
    ...(sentryDsn ? { sentryDsn } : {}),
  };
};
