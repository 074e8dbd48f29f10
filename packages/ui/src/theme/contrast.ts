import { parseHex } from './color';
import { DEFAULT_SURFACE, type BrandColorTokens } from './tokens';

/** WCAG 2.x level AA for normal text. */
export const AA_TEXT = 4.5;

const linear = (channel: number): number => {
  const c = channel / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

/** WCAG 2.x relative luminance of a hex colour (`#rgb` or `#rrggbb`): 0 for black, 1 for white. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = parseHex(hex);
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

/** WCAG 2.x contrast ratio of two hex colours, 1 (same) to 21 (black on white); the order does not matter. */
export function contrastRatio(hexA: string, hexB: string): number {
  const a = relativeLuminance(hexA);
  const b = relativeLuminance(hexB);
  return (Math.max(a, b) + 0.05) / (Math.min(a, b) + 0.05);
}

export interface ContrastCheck {
  /** What the pair is used for, e.g. `brand-fg on brand`. */
  name: string;
  foreground: string;
  background: string;
  ratio: number;
  minimum: number;
  passes: boolean;
}

/**
 * The brand colour pairs the components put text in, with their contrast: `brand-fg` on `brand` and on
 * `brand-hover` (primary buttons), `brand-soft-fg` on `brand-soft` (soft tones, selections) and `brand` on
 * the surface (links and brand-coloured text). Each needs AA for normal text, 4.5:1.
 */
export function brandContrastChecks(tokens: BrandColorTokens, surface: string = DEFAULT_SURFACE): ContrastCheck[] {
  const pairs: [name: string, foreground: string, background: string][] = [
    ['brand-fg on brand', tokens['--color-brand-fg'], tokens['--color-brand']],
    ['brand-fg on brand-hover', tokens['--color-brand-fg'], tokens['--color-brand-hover']],
    ['brand-soft-fg on brand-soft', tokens['--color-brand-soft-fg'], tokens['--color-brand-soft']],
    ['brand on surface', tokens['--color-brand'], surface],
  ];
  return pairs.map(([name, foreground, background]) => {
    const ratio = contrastRatio(foreground, background);
    return { name, foreground, background, ratio, minimum: AA_TEXT, passes: ratio >= AA_TEXT };
  });
}
