import { localeCodes } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';

const files = import.meta.glob<unknown>('./locales/*/*.json', { eager: true, import: 'default' });

/** A locale's texts as i18next gets them: one top-level key per file of `locales/<code>/`. */
const localeFile = (code: string): unknown =>
  Object.fromEntries(
    Object.entries(files)
      .filter(([file]) => file.startsWith(`./locales/${code}/`))
      .map(([file, texts]) => [file.slice(`./locales/${code}/`.length, -'.json'.length), texts]),
  );

const folders = [...new Set(Object.keys(files).map((file) => file.split('/')[2]))];

/** Every leaf key as a dotted path, so nested sections are compared key by key. */
const keysOf = (value: unknown, prefix = ''): string[] =>
  typeof value === 'object' && value !== null
    ? Object.entries(value).flatMap(([key, child]) => keysOf(child, prefix ? `${prefix}.${key}` : key))
    : [prefix];

describe('locale files', () => {
  it('exist for exactly the spec locales', () => {
    expect(folders.sort()).toEqual([...localeCodes].sort());
  });

  it.each(localeCodes.filter((code) => code !== 'da'))('%s has the same files as da', (code) => {
    const names = (c: string) => Object.keys(localeFile(c) as object).sort();
    expect(names(code)).toEqual(names('da'));
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
