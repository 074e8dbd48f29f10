import { mix, normaliseHex } from './color';
import { AA_TEXT, contrastRatio, relativeLuminance } from './contrast';
import type { BrandColorTokens } from './tokens';

const WHITE = '#ffffff';
/** The dark text on light brands (zinc-950): dark enough that almost every colour white fails on takes it. */
const NEAR_BLACK = '#09090b';
/** Below this luminance a darker hover is hardly visible, so the hover gets lighter instead. */
const VERY_DARK = 0.025;
const HOVER_DARKEN = 0.15;
const HOVER_LIGHTEN = 0.2;
/** The soft tone keeps this much of the brand, the rest is white. */
const SOFT_STRENGTH = 0.1;
/** The soft tone's text starts this much darker than the brand and darkens further until it meets AA. */
const SOFT_FG_DARKEN = 0.3;
const STEP = 0.01;

const passes = (foreground: string, background: string) => contrastRatio(foreground, background) >= AA_TEXT;

/** The first of `amount`, `amount + STEP`, … (up to 1) at which `shade(amount)` meets AA against `against`. */
function firstPassing(shade: (amount: number) => string, against: string, amount: number): string {
  for (let step = 0; amount + step * STEP <= 1 + 1e-9; step++) {
    const candidate = shade(Math.min(1, amount + step * STEP));
    if (passes(candidate, against)) return candidate;
  }
  throw new Error(`no shade meets ${AA_TEXT}:1 against ${against}`);
}

/**
 * Derives a brand's five colour tokens from one hex colour (`#rgb` or `#rrggbb`), so that every text pair
 * the components use meets WCAG AA (4.5:1):
 *
 * - `--color-brand`: the colour itself (as `#rrggbb`) — with one exception, below;
 * - `--color-brand-fg`: white, or near-black (`#09090b`) where white falls short;
 * - `--color-brand-hover`: 15 % darker (20 % lighter for a very dark brand), and in the other direction
 *   when that would take `brand-fg` below 4.5:1;
 * - `--color-brand-soft`: a very light tint (10 % brand, 90 % white);
 * - `--color-brand-soft-fg`: a dark shade of the brand (at least 30 % darker) meeting 4.5:1 on the tint.
 *
 * **The exception:** in a narrow band of mid luminance (about 0.183–0.187, e.g. `#777777`) neither white
 * nor near-black reaches 4.5:1. There the brand colour is darkened, 1 % at a time, until white text does,
 * so `--color-brand` then differs slightly from the input.
 *
 * Not guaranteed: the brand colour as text on the surface (links). A light brand (e.g. `#facc15`) fails it;
 * `brandContrastChecks` reports it.
 */
export function createBrandTheme(hex: string): BrandColorTokens {
  let brand = normaliseHex(hex);
  let fg: string;
  if (passes(WHITE, brand)) fg = WHITE;
  else if (passes(NEAR_BLACK, brand)) fg = NEAR_BLACK;
  else {
    const input = brand;
    brand = firstPassing((amount) => mix(input, '#000000', amount), WHITE, STEP);
    fg = WHITE;
  }

  const darker = mix(brand, '#000000', HOVER_DARKEN);
  const lighter = mix(brand, WHITE, HOVER_LIGHTEN);
  const [preferred, other] = relativeLuminance(brand) < VERY_DARK ? [lighter, darker] : [darker, lighter];
  // `other` moves away from the text colour whenever `preferred` moved towards it, so it always passes.
  const hover = passes(fg, preferred) ? preferred : other;

  const soft = mix(brand, WHITE, 1 - SOFT_STRENGTH);
  const softFg = firstPassing((amount) => mix(brand, '#000000', amount), soft, SOFT_FG_DARKEN);

  return {
    '--color-brand': brand,
    '--color-brand-hover': hover,
    '--color-brand-fg': fg,
    '--color-brand-soft': soft,
    '--color-brand-soft-fg': softFg,
  };
}
