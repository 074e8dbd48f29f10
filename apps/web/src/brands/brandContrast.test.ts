// Every shipped brand meets WCAG AA (4.5:1) for the text pairs the components use: `brand-fg` on `brand`
// and on `brand-hover` (primary buttons), `brand-soft-fg` on `brand-soft` (soft tones, selections) and
// `brand` on the surface (the links and brand-coloured text of the web app). The brands are `brands` from
// ./index.ts, which globs `./*.json` — the list the app itself loads — so a new brand file is covered here
// (and in Storybook's themes) by construction, with no change to this test.
import { brandContrastChecks, defaultBrandTokens, resolveBrandTokens } from '@klubhus/ui/theme';
import { describe, expect, it } from 'vitest';
import { brands, brandTokens } from './index';

describe('brand contrast', () => {
  it('covers the brand files of the folder', () => {
    expect(brands.map((brand) => brand.id)).toEqual(expect.arrayContaining(['klubhus', 'partner-demo']));
  });

  describe.each(brands.map((brand) => [brand.id, brand] as const))('%s', (_id, brand) => {
    it.each(brandContrastChecks(brandTokens(brand)).map((check) => [check.name, check] as const))(
      '%s meets AA',
      (_name, check) => {
        expect(check.ratio, `${check.foreground} on ${check.background}`).toBeGreaterThanOrEqual(4.5);
      },
    );
  });

  it("keeps the Klubhus brand equal to the design system's own defaults (Storybook's default theme)", () => {
    expect(brandTokens(brands.find((brand) => brand.id === 'klubhus')!)).toEqual(defaultBrandTokens);
  });

  it('would catch a brand file that fails: a light yellow is unreadable as link colour', () => {
    const failing = brandContrastChecks(resolveBrandTokens({ '--color-brand': '#facc15' })).filter(
      (check) => check.ratio < 4.5,
    );
    expect(failing.map((check) => check.name)).toEqual(['brand on surface']);
  });
});
