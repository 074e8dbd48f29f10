// `@klubhus/ui/theme`: the brand mechanism without React — token names and types, contrast, createBrandTheme,
// resolveBrandTokens and applyBrandTokens — for the web's start-up, Storybook's config and Node scripts that
// check brand files. The package root exports the same names, and ThemeProvider.
export { applyBrandTokens } from './applyBrandTokens';
export { AA_TEXT, brandContrastChecks, contrastRatio, relativeLuminance, type ContrastCheck } from './contrast';
export { createBrandTheme } from './createBrandTheme';
export { resolveBrandTokens } from './resolveBrandTokens';
export {
  brandColorTokenNames,
  brandTokenNames,
  DEFAULT_SURFACE,
  defaultBrandTokens,
  type BrandColorTokenName,
  type BrandColorTokens,
  type BrandTokenName,
  type BrandTokens,
  type ThemeName,
} from './tokens';
