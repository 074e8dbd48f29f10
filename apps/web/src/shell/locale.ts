import { bcp47, localeCodes, type LocaleCode } from '@klubhus/domain';
import type { i18n } from 'i18next';
import { loadLocale } from '../i18n/i18n';

/** Where the language chosen in the sidebar is remembered (per host, as local storage is). */
const LOCALE_KEY = 'klubhus.locale';

/**
 * The locale to start in: the one the user chose in the language switcher, else the host's (spec: the
 * host decides; the switcher changes the texts, never the brand).
 */
export const startLocale = (storage: Pick<Storage, 'getItem'>, hostLocale: LocaleCode): LocaleCode => {
  const chosen = storage.getItem(LOCALE_KEY);
  return (localeCodes as readonly string[]).includes(chosen ?? '') ? (chosen as LocaleCode) : hostLocale;
};

export const rememberLocale = (storage: Pick<Storage, 'setItem'>, code: LocaleCode): void =>
  storage.setItem(LOCALE_KEY, code);

/** Switches the texts to a locale (loading its files) and sets `<html lang>`; answers the locale now shown. */
export const applyLocale = async (instance: i18n, code: LocaleCode, doc: Document): Promise<LocaleCode> => {
  const loaded = await loadLocale(instance, code);
  doc.documentElement.lang = bcp47(loaded);
  return loaded;
};
