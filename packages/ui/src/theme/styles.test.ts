/// <reference types="node" />
// The default tokens of styles.css meet AA (4.5:1) for every text pair the components use, in both themes.
// (Read from disk: vitest hands CSS imports, `?raw` included, to tests as empty strings.)
import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { contrastRatio } from './contrast';
import { DEFAULT_SURFACE, defaultBrandTokens } from './tokens';

const css = readFileSync(new URL('../styles.css', import.meta.url), 'utf8');

/** The custom properties of the rule whose selector matches `selector` (comments stripped first). */
function tokensOf(selector: RegExp): Record<string, string> {
  const source = css.replace(/\/\*[\s\S]*?\*\//g, '');
  const match = new RegExp(`(?:^|[}\\s])${selector.source}\\s*\\{([^}]*)\\}`).exec(source);
  if (!match?.[1]) throw new Error(`styles.css has no rule for ${selector.source}`);
  return Object.fromEntries([...match[1].matchAll(/(--[\w-]+)\s*:\s*([^;]+);/g)].map((m) => [m[1]!, m[2]!.trim()]));
}

const light = tokensOf(/:root,\s*:host,\s*\[data-theme='light'\]/);
const dark = { ...light, ...tokensOf(/\[data-theme='dark'\]/) };

const softTones = ['success', 'warning', 'danger', 'info', 'purple', 'neutral', 'brand'];
const pairs: [foreground: string, background: string][] = [
  ['fg', 'surface'],
  ['fg', 'surface-sunken'],
  ['fg', 'surface-raised'],
  ['fg-muted', 'surface'],
  ['fg-muted', 'surface-sunken'],
  ['fg-muted', 'surface-raised'],
  ...softTones.map((tone): [string, string] => [`${tone}-soft-fg`, `${tone}-soft`]),
  ['brand-fg', 'brand'],
  ['brand-fg', 'brand-hover'],
  ['brand', 'surface'],
  ['danger-fg', 'danger'],
  ['danger-fg', 'danger-hover'],
  ['success-fg', 'success'],
  ['purple-fg', 'purple'],
];

describe.each([
  ['light', light],
  ['dark', dark],
])('the %s default tokens', (_theme, tokens) => {
  const colour = (name: string) => {
    const value = tokens[`--color-${name}`];
    if (value === undefined) throw new Error(`--color-${name} is not declared`);
    return value;
  };

  it.each(pairs)('%s on %s meets AA', (foreground, background) => {
    expect(contrastRatio(colour(foreground), colour(background))).toBeGreaterThanOrEqual(4.5);
  });
});

describe('the theme module and styles.css agree', () => {
  it('(the parser finds both theme rules)', () => {
    expect(Object.keys(light).length).toBeGreaterThan(30);
    expect(Object.keys(tokensOf(/\[data-theme='dark'\]/)).length).toBeGreaterThan(25);
  });

  it('on the light brand colours and the surface', () => {
    for (const [name, value] of Object.entries(defaultBrandTokens)) expect(light[name], name).toBe(value);
    expect(light['--color-surface']).toBe(DEFAULT_SURFACE);
  });
});
