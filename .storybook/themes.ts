// The themes of the toolbar and of the visual test-runner: default, dark, and one per partner brand file.
// Every file in apps/web/src/brands appears here without a change to Storybook. A brand file states
// `--color-brand` and may state other brand tokens; the rest is derived as in the app (ADR 003).
import { applyBrandTokens, resolveBrandTokens } from '../packages/ui/src/theme';

/** The part of a brand file (`apps/web/src/brands/<id>.json`) that Storybook needs. */
interface BrandFile {
  id: string;
  companyName: string;
  /** CSS variable name → value, e.g. `{ "--color-brand": "#0f766e" }`. */
  tokens: Record<string, string>;
}

/** The brand whose tokens are the design system's own defaults: it is the `default` theme. */
const DEFAULT_BRAND_ID = 'klubhus';

const brandModules = import.meta.glob<BrandFile>('../apps/web/src/brands/*.json', { eager: true, import: 'default' });

const partnerBrands = Object.values(brandModules)
  .filter((brand) => brand.id !== DEFAULT_BRAND_ID)
  .sort((a, b) => a.id.localeCompare(b.id))
  .map((brand) => ({ ...brand, resolved: resolveBrandTokens(brand.tokens) }));

export interface ThemeOption {
  value: string;
  title: string;
}

export const themes: ThemeOption[] = [
  { value: 'default', title: 'Standard (lys)' },
  { value: 'dark', title: 'Mørk' },
  ...partnerBrands.map((brand) => ({ value: brand.id, title: brand.companyName })),
];

/**
 * A deliberately changed brand colour for the harness self-test (scripts/test-storybook.mjs --self-test):
 * the test-runner sets this global, and the screenshots must then differ from the baselines.
 */
const TAMPERED_BRAND_COLOUR = '#c026d3';

declare global {
  var __KLUBHUS_HARNESS_TAMPER__: boolean | undefined;
}

/**
 * Sets `data-theme`, `data-brand` and the brand's resolved tokens on the document root (portals included);
 * `applyBrandTokens` removes every brand token the theme does not set, so switching back leaves nothing.
 */
export function applyTheme(theme: string, root: HTMLElement = document.documentElement): void {
  const brand = partnerBrands.find((candidate) => candidate.id === theme);
  root.dataset.theme = theme === 'dark' ? 'dark' : 'light';
  root.dataset.brand = brand?.id ?? DEFAULT_BRAND_ID;
  applyBrandTokens(root, brand?.resolved ?? {});
  if (globalThis.__KLUBHUS_HARNESS_TAMPER__) root.style.setProperty('--color-brand', TAMPERED_BRAND_COLOUR);
}
