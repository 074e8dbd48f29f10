import { useMemo, type CSSProperties, type ReactNode } from 'react';
import { brandStyleTokens } from './applyBrandTokens';
import type { BrandTokens, ThemeName } from './tokens';

export interface ThemeProviderProps {
  /**
   * The colour scheme of everything inside.
   * @default 'light'
   */
  theme?: ThemeName;
  /**
   * A brand's tokens, set as CSS variables on the wrapping element: a full set (`createBrandTheme(hex)`, a
   * resolved brand file), or a part of one. With `--color-brand`, the brand colours it leaves out are
   * derived; without it, only the given tokens change.
   */
  brand?: Partial<BrandTokens>;
  /** Extra classes for the wrapping element (it is a block with the theme's surface and text colour). */
  className?: string;
  children?: ReactNode;
}

/**
 * Themes its children: a `div` with `data-theme` and the brand's tokens as CSS variables, painting the
 * theme's surface, text colour and font. For the whole document, set `data-theme` on `<html>` and use
 * `applyBrandTokens(document.documentElement, tokens)` instead. Overlays that portal to `document.body`
 * leave the wrapper, and with it its theme: theme the root when a page uses them.
 */
export function ThemeProvider({ theme = 'light', brand, className, children }: ThemeProviderProps) {
  const style = useMemo(() => (brand ? (brandStyleTokens(brand) as CSSProperties) : undefined), [brand]);
  return (
    <div
      data-theme={theme}
      style={style}
      className={['bg-surface font-sans text-fg', className].filter(Boolean).join(' ')}
    >
      {children}
    </div>
  );
}
