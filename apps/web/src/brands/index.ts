import { brandFile, defaultBrandId, type BrandFile } from '@klubhus/domain';
import { applyBrandTokens as applyTokens, resolveBrandTokens, type BrandTokens } from '@klubhus/ui/theme';

// The server reads these same files from disk to build /paths/paths.json, so they stay plain JSON.
const files = import.meta.glob<unknown>('./*.json', { eager: true, import: 'default' });

const parse = (path: string, data: unknown): BrandFile => {
  const result = brandFile.safeParse(data);
  if (!result.success) throw new Error(`Brand file ${path} is invalid: ${result.error.message}`);
  // The file name is the brand's id on disk, where the server looks brands up.
  if (path !== `./${result.data.id}.json`) throw new Error(`Brand file ${path} has the id "${result.data.id}"`);
  try {
    resolveBrandTokens(result.data.tokens);
  } catch (error) {
    throw new Error(
      `Brand file ${path} has invalid tokens: ${error instanceof Error ? error.message : String(error)}`,
      {
        cause: error,
      },
    );
  }
  return result.data;
};

/** Every brand of this build, validated against the domain's `brandFile` schema and ADR 003's token rules. */
export const brands: readonly BrandFile[] = Object.entries(files).map(([path, data]) => parse(path, data));

export const brandById = (id: string): BrandFile | undefined => brands.find((brand) => brand.id === id);

/**
 * A brand's full token set: the file states `--color-brand` (and may state any other brand token, radius
 * and font); the brand colours it leaves out are derived (ADR 003).
 */
export const brandTokens = (brand: BrandFile): BrandTokens => resolveBrandTokens(brand.tokens);

/**
 * Puts a brand file's tokens on the root element, resolved to the full set, so every `bg-brand`-style
 * utility follows the brand; brand tokens left from an earlier brand are removed. No tokens (an unknown
 * brand) leaves the stylesheet's defaults.
 */
export const applyBrandTokens = (root: HTMLElement, tokens: BrandFile['tokens']): void =>
  applyTokens(root, Object.keys(tokens).length === 0 ? {} : resolveBrandTokens(tokens));

/**
 * The brand this build gives a host (the default brand for any other host). The app itself reads its
 * brand from the paths file; this is for what must show before or without it, such as the error screen.
 */
export const brandForHost = (hostname: string): BrandFile | undefined =>
  brands.find((brand) => brand.hosts.includes(hostname.toLowerCase())) ?? brandById(defaultBrandId) ?? brands[0];
