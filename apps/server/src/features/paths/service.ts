import fs from 'node:fs';
import path from 'node:path';
import type { BrandFile, DomainSettings, PathsFile } from '@klubhus/domain';
import { brandFile, defaultBrandId, domainSettingsOf } from '@klubhus/domain';

/** Reads every brand file; the web's brand folder is the one source of hosts and domain settings. */
export const readBrands = (brandsDir: string): BrandFile[] =>
  fs
    .readdirSync(brandsDir)
    .filter((name) => name.endsWith('.json'))
    .sort()
    .map((name) => {
      const parsed = brandFile.safeParse(JSON.parse(fs.readFileSync(path.join(brandsDir, name), 'utf8')));
      if (!parsed.success) throw new Error(`${name}: not a brand file: ${parsed.error.message}`);
      return parsed.data;
    });

export interface PathsOptions {
  /** Where the web reports errors; left out of the file when not set, which keeps reporting off. */
  sentryDsn?: string | undefined;
}

/** `/paths/paths.json`: API addresses, the error-reporting DSN and the domain settings of every brand host. */
export const buildPaths = (brands: BrandFile[], { sentryDsn }: PathsOptions = {}): PathsFile => {
  const fallback = brands.find((brand) => brand.id === defaultBrandId) ?? brands[0];
  if (!fallback) throw new Error('No brand files found');
  const domains: Record<string, DomainSettings> = {};
  for (const brand of brands) {
    for (const host of brand.hosts) {
      const key = host.toLowerCase();
      if (domains[key]) throw new Error(`Host ${host} is claimed by two brands`);
      domains[key] = domainSettingsOf(brand);
    }
  }
  return {
    apiBase: '/api',
    features: '/api/features',
    defaultDomain: domainSettingsOf(fallback),
    domains,
    ...(sentryDsn ? { sentryDsn } : {}),
  };
};
