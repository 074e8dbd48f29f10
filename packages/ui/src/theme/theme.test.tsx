import { renderToStaticMarkup } from 'react-dom/server';
import { describe, expect, it } from 'vitest';
import { applyBrandTokens } from './applyBrandTokens';
import { createBrandTheme } from './createBrandTheme';
import { resolveBrandTokens } from './resolveBrandTokens';
import { ThemeProvider } from './ThemeProvider';
import { brandTokenNames } from './tokens';

describe('resolveBrandTokens', () => {
  it('derives every brand colour from --color-brand alone', () => {
    expect(resolveBrandTokens({ '--color-brand': '#0f766e' })).toEqual(createBrandTheme('#0f766e'));
  });

  it('lets the colours a brand states win over the derived ones, and passes radius and font through', () => {
    const tokens = resolveBrandTokens({
      '--color-brand': '#0F766E',
      '--color-brand-hover': '#115e59',
      '--radius-control': '0.75rem',
      '--font-sans': 'Lato, sans-serif',
    });
    expect(tokens).toEqual({
      ...createBrandTheme('#0f766e'),
      '--color-brand-hover': '#115e59',
      '--radius-control': '0.75rem',
      '--font-sans': 'Lato, sans-serif',
    });
  });

  it('rejects a brand without --color-brand, a token that is not a brand token, and a colour that is not hex', () => {
    expect(() => resolveBrandTokens({ '--radius-control': '0' })).toThrow('a brand states --color-brand');
    expect(() => resolveBrandTokens({ '--color-brand': '#0f766e', '--color-surface': '#000' })).toThrow(
      '"--color-surface" is not a brand token',
    );
    expect(() => resolveBrandTokens({ '--color-brand': 'teal' })).toThrow('--color-brand is "teal"');
    expect(() => resolveBrandTokens({ '--color-brand': '#0f766e', '--color-brand-fg': 'white' })).toThrow();
  });
});

/** Just enough of an element's inline style for applyBrandTokens. */
function fakeElement(initial: Record<string, string> = {}) {
  const properties = new Map(Object.entries(initial));
  const style = {
    setProperty: (name: string, value: string) => void properties.set(name, value),
    removeProperty: (name: string) => (properties.delete(name), ''),
  };
  return { element: { style } as unknown as ElementCSSInlineStyle, properties };
}

describe('applyBrandTokens', () => {
  it('sets a brand’s full token set, deriving what it leaves out', () => {
    const { element, properties } = fakeElement();
    applyBrandTokens(element, { '--color-brand': '#0f766e', '--radius-control': '1rem' });
    expect(Object.fromEntries(properties)).toEqual({ ...createBrandTheme('#0f766e'), '--radius-control': '1rem' });
  });

  it('removes the previous brand’s tokens, and leaves other properties alone', () => {
    const { element, properties } = fakeElement({ color: 'red', '--color-brand-soft': '#eeeeee' });
    applyBrandTokens(element, { '--radius-surface': '0' });
    expect(Object.fromEntries(properties)).toEqual({ color: 'red', '--radius-surface': '0' });
    applyBrandTokens(element, {});
    expect(Object.fromEntries(properties)).toEqual({ color: 'red' });
    expect(brandTokenNames).toHaveLength(8);
  });
});

describe('ThemeProvider', () => {
  it('wraps its children in the light theme by default', () => {
    const html = renderToStaticMarkup(<ThemeProvider>Hej</ThemeProvider>);
    expect(html).toBe('<div data-theme="light" class="bg-surface font-sans text-fg">Hej</div>');
  });

  it('sets the theme and the brand’s tokens (derived from --color-brand) as CSS variables', () => {
    const html = renderToStaticMarkup(
      <ThemeProvider theme="dark" brand={{ '--color-brand': '#0f766e' }} className="p-4">
        Hej
      </ThemeProvider>,
    );
    expect(html).toContain('data-theme="dark"');
    expect(html).toContain('class="bg-surface font-sans text-fg p-4"');
    for (const [name, value] of Object.entries(createBrandTheme('#0f766e'))) expect(html).toContain(`${name}:${value}`);
  });

  it('sets only the given tokens when the brand has no --color-brand', () => {
    const html = renderToStaticMarkup(<ThemeProvider brand={{ '--radius-control': '0' }}>Hej</ThemeProvider>);
    expect(html).toContain('style="--radius-control:0"');
  });
});
