/**
 * WCAG 2.x contrast of a type's colour pairs (ADR 024: a pair a club picks that fails AA is allowed, with a warning).
 * The formula of `@klubhus/ui`'s theme tools (`contrastRatio`, `AA_TEXT`), written here for `#RRGGBB` only: imported
 * from the ui, its module is shared with the brand code /login loads, and the bundler splits it into a chunk of its
 * own there (+0.4 kB on /login, docs/adding-an-area.md §7.3).
 */

/** WCAG 2.x level AA for normal text. */
export const AA_TEXT = 4.5;

const channel = (hex: string, at: number) => {
  const c = parseInt(hex.slice(at, at + 2), 16) / 255;
  return c <= 0.04045 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
};

const luminance = (hex: string) => 0.2126 * channel(hex, 1) + 0.7152 * channel(hex, 3) + 0.0722 * channel(hex, 5);

/** The contrast ratio of two `#RRGGBB` colours, 1 (same) to 21 (black on white); the order does not matter. */
export const pairContrast = (a: string, b: string): number => {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
};
