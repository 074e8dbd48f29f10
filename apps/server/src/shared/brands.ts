import fs from 'node:fs';
import path from 'node:path';
import { brandFile, defaultBrandId, type BrandFile } from '@klubhus/domain';

/** Reads every brand file; the web's brand folder is the one source of brands, hosts and domain settings. */
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

/** The brands of a deployment, by id and by host. */
export interface Brands {
  all: readonly BrandFile[];
  /** The brand of every host no brand names, and of an id no brand file has. */
  fallback: BrandFile;
  byId: (id: string) => BrandFile;
  /** The brand a host belongs to (its name, lower-cased, without a port). */
  forHost: (host: string) => BrandFile;
}

export const brandDirectory = (all: readonly BrandFile[]): Brands => {
  const fallback = all.find((brand) => brand.id === defaultBrandId) ?? all[0];
  if (!fallback) throw new Error('No brand files found');
  const byHost = new Map<string, BrandFile>();
  for (const brand of all) {
    for (const host of brand.hosts) {
      const key = host.toLowerCase();
      if (byHost.has(key)) throw new Error(`Host ${host} is claimed by two brands`);
      byHost.set(key, brand);
    }
  }
  return {
    all,
    fallback,
    byId: (id) => all.find((brand) => brand.id === id) ?? fallback,
    forHost: (host) => byHost.get(host.toLowerCase().replace(/:\d+$/, '')) ?? fallback,
  };
};
