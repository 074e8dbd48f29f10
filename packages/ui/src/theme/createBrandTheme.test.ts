import { describe, expect, it } from 'vitest';
import { brandContrastChecks, contrastRatio, relativeLuminance } from './contrast';
import { createBrandTheme } from './createBrandTheme';

describe('contrastRatio and relativeLuminance (WCAG 2.x)', () => {
  it('gives 21 for black on white and 1 for a colour on itself, in either order', () => {
    expect(contrastRatio('#000', '#fff')).toBe(21);
    expect(contrastRatio('#ffffff', '#000000')).toBe(21);
    expect(contrastRatio('#1f6feb', '#1F6FEB')).toBe(1);
  });

  it('matches known values', () => {
    expect(relativeLuminance('#000000')).toBe(0);
    expect(relativeLuminance('#ffffff')).toBe(1);
    // #767676 is the lightest grey that meets 4.5:1 on white.
    expect(contrastRatio('#767676', '#ffffff')).toBeCloseTo(4.54, 2);
    expect(contrastRatio('#777777', '#ffffff')).toBeLessThan(4.5);
  });

  it('rejects what is not a hex colour', () => {
    expect(() => contrastRatio('teal', '#fff')).toThrow('"teal" is not a hex colour');
    expect(() => relativeLuminance('#12345')).toThrow();
  });
});

const table = {
  'light yellow': '#facc15',
  mid: '#1f6feb',
  dark: '#0f172a',
  teal: '#0f766e',
  'pure white': '#ffffff',
  'pure black': '#000000',
  red: '#dc2626',
  'short form': '#f0a',
  'mid grey, where neither white nor near-black reaches 4.5': '#777777',
};

describe('createBrandTheme', () => {
  it.each(Object.entries(table))('makes every text pair of %s (%s) meet AA', (_name, hex) => {
    const tokens = createBrandTheme(hex);
    const pairs = [
      [tokens['--color-brand-fg'], tokens['--color-brand']],
      [tokens['--color-brand-fg'], tokens['--color-brand-hover']],
      [tokens['--color-brand-soft-fg'], tokens['--color-brand-soft']],
    ] as const;
    for (const [foreground, background] of pairs) {
      expect(contrastRatio(foreground, background), `${foreground} on ${background}`).toBeGreaterThanOrEqual(4.5);
    }
    for (const value of Object.values(tokens)) expect(value).toMatch(/^#[0-9a-f]{6}$/);
  });

  it('keeps the brand colour, and takes white text on dark brands and near-black on light ones', () => {
    expect(createBrandTheme('#1F6FEB')['--color-brand']).toBe('#1f6feb');
    expect(createBrandTheme('#1f6feb')['--color-brand-fg']).toBe('#ffffff');
    expect(createBrandTheme('#0f766e')['--color-brand-fg']).toBe('#ffffff');
    expect(createBrandTheme('#facc15')['--color-brand-fg']).toBe('#09090b');
    expect(createBrandTheme('#ffffff')['--color-brand-fg']).toBe('#09090b');
  });

  it('darkens the hover, except on a very dark brand, where it lightens', () => {
    const darker = (hex: string) =>
      relativeLuminance(createBrandTheme(hex)['--color-brand-hover']) < relativeLuminance(hex);
    expect(darker('#1f6feb')).toBe(true);
    expect(darker('#facc15')).toBe(true);
    expect(darker('#0f172a')).toBe(false);
    expect(darker('#000000')).toBe(false);
    for (const hex of Object.values(table)) {
      const tokens = createBrandTheme(hex);
      expect(tokens['--color-brand-hover'], hex).not.toBe(tokens['--color-brand']);
    }
  });

  it('lightens the hover of a light brand whose dark text a darker hover would fail', () => {
    // Luminance ≈ 0.19: near-black text just meets 4.5 here, so 15 % darker would drop below it.
    const tokens = createBrandTheme('#7a7a7a');
    expect(tokens['--color-brand-fg']).toBe('#09090b');
    expect(relativeLuminance(tokens['--color-brand-hover'])).toBeGreaterThan(relativeLuminance('#7a7a7a'));
  });

  it('makes the soft tone a light tint and its text a dark shade of the brand', () => {
    for (const hex of Object.values(table)) {
      const tokens = createBrandTheme(hex);
      expect(relativeLuminance(tokens['--color-brand-soft']), hex).toBeGreaterThan(0.75);
      expect(relativeLuminance(tokens['--color-brand-soft-fg']), hex).toBeLessThanOrEqual(
        relativeLuminance(tokens['--color-brand']),
      );
    }
  });

  it('darkens a brand in the band where neither white nor near-black meets AA, until white does', () => {
    const tokens = createBrandTheme('#777777');
    expect(tokens['--color-brand']).not.toBe('#777777');
    expect(tokens['--color-brand-fg']).toBe('#ffffff');
    expect(contrastRatio('#ffffff', tokens['--color-brand'])).toBeGreaterThanOrEqual(4.5);
    expect(relativeLuminance(tokens['--color-brand'])).toBeGreaterThan(relativeLuminance('#767676') - 0.01);
  });

  it('reports the brand as link colour, which it does not guarantee', () => {
    const failing = brandContrastChecks(createBrandTheme('#facc15')).filter((check) => !check.passes);
    expect(failing.map((check) => check.name)).toEqual(['brand on surface']);
    expect(brandContrastChecks(createBrandTheme('#0f766e')).every((check) => check.passes)).toBe(true);
  });
});
