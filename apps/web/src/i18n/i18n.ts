import { bcp47, fallbackLocale, type LocaleCode } from '@klubhus/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import { danish } from './danish';

export type Messages = typeof danish;

// Danish is the fallback and ships in the main bundle; every other locale's files are hashed chunks,
// fetched only when a host asks for that locale (the content hash does the spec's cache-busting).
// `mail.json` holds the server's mail texts: kept beside the web's so translators see one set of files,
// never loaded by the web.
const loaders = import.meta.glob<unknown>(['./locales/*/*.json', '!./locales/da/*.json', '!./locales/*/mail.json'], {
  import: 'default',
});

/** The texts of a locale, one top-level key per file of `locales/<code>/`. */
const loadMessages = async (code: LocaleCode): Promise<Record<string, unknown>> => {
  const folder = `./locales/${code}/`;
  const files = Object.entries(loaders).filter(([file]) => file.startsWith(folder));
  if (files.length === 0) throw new Error(`No locale files for "${code}"`);
  const sections = await Promise.all(
    files.map(async ([file, load]) => [file.slice(folder.length, -'.json'.length), await load()] as const),
  );
  return Object.fromEntries(sections);
};

/**
 * i18next speaks BCP 47 (`cs`, `nb`) so that plural rules and Intl formats are right, while
 * configuration keeps the spec's codes (`cz`, `no`).
 */
const language = (code: LocaleCode): string => bcp47(code);

/** A fresh i18n instance that already speaks Danish, so even a failed start-up can show its error screen. */
export const createI18n = (): i18n => {
  const instance = i18next.createInstance();
  void instance.use(initReactI18next).init({
    lng: language(fallbackLocale),
    fallbackLng: language(fallbackLocale),
    resources: { [language(fallbackLocale)]: { translation: danish } },
    // Resources are in memory, so initialisation can finish synchronously before the first render.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
};

/**
 * Switches to a locale, loading its texts first. A failure to load them is only logged (spec doc 2 §2.1)
 * and the texts stay Danish. Resolves to the locale the texts are now in.
 */
export const loadLocale = async (instance: i18n, code: LocaleCode): Promise<LocaleCode> => {
  let loaded = code;
  if (code !== fallbackLocale) {
    try {
      instance.addResourceBundle(language(code), 'translation', await loadMessages(code));
    } catch (error) {
      console.error(`Locale "${code}" could not be loaded`, error);
      loaded = fallbackLocale;
    }
  }
  await instance.changeLanguage(language(loaded));
  return loaded;
};
