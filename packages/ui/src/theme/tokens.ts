/** The colour tokens a brand sets: a solid brand colour with its hover and text, and a soft tone with its text. */
export const brandColorTokenNames = [
  '--color-brand',
  '--color-brand-hover',
  '--color-brand-fg',
  '--color-brand-soft',
  '--color-brand-soft-fg',
] as const;

/** Every token a brand may set (ARCHITECTURE §5: brand colours, radius and font); nothing else. */
export const brandTokenNames = [
  ...brandColorTokenNames,
  '--radius-control',
  '--radius-surface',
  '--font-sans',
] as const;

export type BrandColorTokenName = (typeof brandColorTokenNames)[number];
export type BrandTokenName = (typeof brandTokenNames)[number];

/** The five brand colours, CSS variable name → hex colour (`#rrggbb`). */
export type BrandColorTokens = Record<BrandColorTokenName, string>;

/**
 * A brand's tokens, CSS variable name → value: the five colours always, radius and font only when the brand
 * changes them (otherwise the defaults of `@klubhus/ui/styles.css` apply).
 */
export type BrandTokens = BrandColorTokens & Partial<Record<Exclude<BrandTokenName, BrandColorTokenName>, string>>;

export type ThemeName = 'light' | 'dark';

/**
 * The light theme's own brand colours (the Klubhus brand), as `styles.css` declares them; a unit test
 * keeps the two equal.
 */
export const defaultBrandTokens: Readonly<BrandColorTokens> = Object.freeze({
  '--color-brand': '#1f6feb',
  '--color-brand-hover': '#1858c4',
  '--color-brand-fg': '#ffffff',
  '--color-brand-soft': '#e8f0fe',
  '--color-brand-soft-fg': '#1549a6',
});

/** The light theme's `--color-surface`, the background brand-coloured text (links) sits on. */
export const DEFAULT_SURFACE = '#ffffff';

export const isBrandTokenName = (name: string): name is BrandTokenName =>
  (brandTokenNames as readonly string[]).includes(name);
