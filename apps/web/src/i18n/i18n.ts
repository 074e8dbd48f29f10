import { bcp47, fallbackLocale, type LocaleCode } from '@klubhus/domain';
import i18next, { type i18n } from 'i18next';
import { initReactI18next } from 'react-i18next';
import da from './locales/da.json';

export type Messages = typeof da;

// Danish is the fallback and ships in the main bundle; every other locale is its own hashed chunk,
// fetched only when a host asks for it (the content hash does the spec's cache-busting).
const loaders = import.meta.glob<Messages>(['./locales/*.json', '!./locales/da.json'], { import: 'default' });

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
    resources: { [language(fallbackLocale)]: { translation: da } },
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
      const load = loaders[`./locales/${code}.json`];
      if (!load) throw new Error(`No locale file for "${code}"`);
      instance.addResourceBundle(language(code), 'translation', await load());
    } catch (error) {
      console.error(`Locale "${code}" could not be loaded`, error);
      loaded = fallbackLocale;
    }
  }
  await instance.changeLanguage(language(loaded));
  return loaded;
};
