import { localeCodes } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('./locales/*.json', { eager: true, import: 'default' });

/** Every leaf key as a dotted path, so nested sections are compared key by key. */
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

const localeFile = (code: string): unknown => files[`./locales/${code}.json`];

describe('locale files', () => {
  it('exist for exactly the spec locales', () => {
    expect(Object.keys(files).sort()).toEqual(localeCodes.map((code) => `./locales/${code}.json`).sort());
  });

  const reference = keysOf(localeFile('da')).sort();

  it.each(localeCodes.filter((code) => code !== 'da'))('%s has exactly the keys of da', (code) => {
    expect(keysOf(localeFile(code)).sort()).toEqual(reference);
  });

  it.each([...localeCodes])('%s has only non-empty texts', (code) => {
    const texts = keysOf(localeFile(code)).map((key) =>
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], localeFile(code)),
    );
    expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
  });

  it('keeps the same placeholders in every locale', () => {
    const placeholders = (code: string) =>
      JSON.stringify(localeFile(code))
        .match(/{{\w+}}/g)
        ?.sort();
    for (const code of localeCodes) expect(placeholders(code), code).toEqual(placeholders('da'));
  });
});
