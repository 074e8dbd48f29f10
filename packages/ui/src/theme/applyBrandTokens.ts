import { resolveBrandTokens } from './resolveBrandTokens';
import { brandTokenNames, type BrandTokens } from './tokens';

/**
 * What an element's inline brand tokens should be: with `--color-brand`, the full set (missing colours
 * derived by `resolveBrandTokens`); without it (say, only a radius), the given tokens as they are.
 */
export const brandStyleTokens = (tokens: Partial<BrandTokens>): Partial<BrandTokens> =>
  tokens['--color-brand'] === undefined ? tokens : resolveBrandTokens(tokens as Record<string, string>);

/**
 * Puts a brand's tokens on an element as CSS variables, e.g. `applyBrandTokens(document.documentElement,
 * tokens)` at start-up, so every `bg-brand`-style utility below it follows the brand. Brand tokens that
 * `tokens` does not set are removed from the element (switching brands leaves nothing behind), so
 * `applyBrandTokens(root, {})` returns to the stylesheet's defaults. With `--color-brand`, the missing
 * brand colours are derived (see `resolveBrandTokens`).
 */
export function applyBrandTokens(element: ElementCSSInlineStyle, tokens: Partial<BrandTokens>): void {
  const applied: Partial<Record<string, string>> = brandStyleTokens(tokens);
  for (const name of brandTokenNames) {
    const value = applied[name];
    if (value === undefined) element.style.removeProperty(name);
    else element.style.setProperty(name, value);
  }
}
