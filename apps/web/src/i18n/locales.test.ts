import { localeCodes, type LocaleCode } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { sameAsDanish } from './sameAsDanish';

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

/** A locale's texts by dotted key. */
const textsOf = (code: string): Record<string, unknown> => {
  const texts = localeFile(code);
  return Object.fromEntries(
    keysOf(texts).map((key) => [
      key,
      key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], texts),
    ]),
  );
};

const otherLocales = localeCodes.filter((code): code is Exclude<LocaleCode, 'da'> => code !== 'da');

describe('locale files', () => {
  it('exist for exactly the spec locales', () => {
    expect(folders.sort()).toEqual([...localeCodes].sort());
  });

  it.each(otherLocales)('%s has the same files as da', (code) => {
    const names = (c: string) => Object.keys(localeFile(c) as object).sort();
    expect(names(code)).toEqual(names('da'));
  });

  const reference = keysOf(localeFile('da')).sort();

  it.each(otherLocales)('%s has exactly the keys of da', (code) => {
    expect(keysOf(localeFile(code)).sort()).toEqual(reference);
  });

  it.each([...localeCodes])('%s has only non-empty texts', (code) => {
    const texts = Object.values(textsOf(code));
    expect(texts.every((text) => typeof text === 'string' && text.trim() !== '')).toBe(true);
  });

  // A text left in Danish (or copied from it) is caught here; the allow-list may hold only texts that really are equal.
  it.each(otherLocales)('%s differs from da except for the texts on its allow-list', (code) => {
    const danishTexts = textsOf('da');
    const texts = textsOf(code);
    const allowed: readonly string[] = sameAsDanish[code];
    const isSame = (key: string) => {
      const [text, danishText] = [texts[key], danishTexts[key]];
      return typeof text === 'string' && typeof danishText === 'string' && text.trim() === danishText.trim();
    };
    expect(
      reference.filter((key) => isSame(key) && !allowed.includes(key)),
      'equal to da, not allow-listed',
    ).toEqual([]);
    expect(
      allowed.filter((key) => !isSame(key)),
      'allow-listed, not equal to da',
    ).toEqual([]);
  });

  it('keeps the same placeholders in every locale', () => {
    const placeholders = (code: string) =>
      JSON.stringify(localeFile(code))
        .match(/{{\w+}}/g)
        ?.sort();
    for (const code of localeCodes) expect(placeholders(code), code).toEqual(placeholders('da'));
  });
});

describe('the spec’s English texts', () => {
  // ARCHITECTURE §4: the error dialog and error screen say the spec's English words in the English locale.
  const english = localeFile('en') as Record<string, Record<string, unknown>>;
  it.each([
    ['errors.dialog.title', 'Error {{status}}'],
    ['errors.dialog.heading', 'Something went wrong...'],
    ['errors.dialog.reload', 'Reload'],
    ['errors.dialog.back', 'Back'],
    ['errorScreen.title', 'We are sorry, something went wrong'],
  ])('%s is "%s" in English', (key, text) => {
    expect(key.split('.').reduce<unknown>((node, part) => (node as Record<string, unknown>)[part], english)).toBe(text);
  });
});
