import { isHexColour } from './color';
import { createBrandTheme } from './createBrandTheme';
import { brandColorTokenNames, brandTokenNames, isBrandTokenName, type BrandTokens } from './tokens';

const isColourToken = (name: string) => (brandColorTokenNames as readonly string[]).includes(name);

/**
 * A brand file's `tokens` → the brand's full token set (ADR 003). The file must state `--color-brand`; the
 * other colours it leaves out are derived from it by `createBrandTheme`, the ones it states win. Radius and
 * font pass through when given. `--color-brand` itself is the derived value, which is the file's colour
 * except in the narrow band where `createBrandTheme` darkens it so that white text meets AA.
 *
 * Throws (naming the token) on a token that is not a brand token, on a colour that is not `#rgb`/`#rrggbb`,
 * and when `--color-brand` is missing: a broken brand file fails its test, not a partner's page.
 */
export function resolveBrandTokens(tokens: Readonly<Record<string, string>>): BrandTokens {
  for (const [name, value] of Object.entries(tokens)) {
    if (!isBrandTokenName(name)) {
      throw new Error(`"${name}" is not a brand token; a brand sets only ${brandTokenNames.join(', ')}`);
    }
    if (isColourToken(name) && !isHexColour(value)) {
      throw new Error(`${name} is "${value}"; brand colours are hex (#rgb or #rrggbb)`);
    }
  }
  const brand = tokens['--color-brand'];
  if (brand === undefined) throw new Error('a brand states --color-brand; the other brand colours derive from it');
  const derived = createBrandTheme(brand);
  const explicit = Object.fromEntries(
    Object.entries(tokens).filter(([name]) => name !== '--color-brand'),
  ) as Partial<BrandTokens>;
  return { ...derived, ...explicit };
}
