import { bcp47, fallbackLocale, type LocaleCode } from '@klubhus/domain';
import i18next, { type i18n } from 'i18next';
import { getI18n, initReactI18next } from 'react-i18next';
import { areaFiles, type Area, type AreaTexts } from './areaTexts';
import { danish } from './danish';

/** Every text `t()` knows: the main bundle's and the areas'. */
export type Messages = typeof danish & AreaTexts;

// Danish is the fallback and ships in the main bundle; every other locale's main texts are one hashed chunk per
// locale (`bundles/<code>.ts`), fetched only when a host asks for that locale (the content hash does the spec's
// cache-busting). An area's files (every locale's, Danish too) are chunks that load with its routes (`areaTexts.ts`).
// `mail.json`, `exports.json` and `feeds.json` hold the server's mail texts, export headers and calendar feeds' words:
// kept beside the web's so translators see one set of files, never loaded by the web.
const bundles = import.meta.glob<Record<string, unknown>>('./bundles/[a-z][a-z].ts', { import: 'default' });

/** The texts of a locale's main bundle, one top-level key per file of `locales/<code>/` (areas aside). */
const loadMessages = async (code: LocaleCode): Promise<Record<string, unknown>> => {
  const load = bundles[`./bundles/${code}.ts`];
  if (!load) throw new Error(`No locale files for "${code}"`);
  return load();
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
    // A copy: i18next merges the areas' texts into the object it is given, which must not be the module's own.
    resources: { [language(fallbackLocale)]: { translation: structuredClone(danish) } },
    // Resources are in memory, so initialisation can finish synchronously before the first render.
    initAsync: false,
    interpolation: { escapeValue: false },
    react: { useSuspense: false },
  });
  return instance;
};

/** Per i18n instance: the areas whose texts it has asked for, the locale it shows or is switching to, its loads. */
interface AreaState {
  areas: Set<Area>;
  locale: LocaleCode;
  loads: Map<string, Promise<void>>;
}

// Kept by the instance's resource store: `useTranslation().i18n` is a new wrapper object of the instance after
// each language change (react-i18next 17), which shares its store.
const areaStates = new WeakMap<object, AreaState>();

const areaStateOf = (instance: i18n): AreaState => {
  let state = areaStates.get(instance.store);
  if (!state) {
    state = { areas: new Set(), locale: fallbackLocale, loads: new Map() };
    areaStates.set(instance.store, state);
  }
  return state;
};

/** Adds an area's texts of a locale to the one `translation` namespace (deep, beside the main bundle's). */
const addArea = (instance: i18n, code: LocaleCode, area: Area, texts: unknown) =>
  instance.addResourceBundle(language(code), 'translation', { [area]: texts }, true, true);

/** Loads an area's file of one locale, once per instance (a failed load is tried again next time). */
const loadArea = (instance: i18n, area: Area, code: LocaleCode): Promise<void> => {
  const { loads } = areaStateOf(instance);
  const key = `${code}/${area}`;
  const known = loads.get(key);
  if (known) return known;
  const file = areaFiles[area][`./locales/${code}/${area}.json`];
  const load = (file ? file() : Promise.reject(new Error(`No ${area} texts for "${code}"`))).then((texts) => {
    addArea(instance, code, area, texts);
  });
  load.catch(() => loads.delete(key));
  loads.set(key, load);
  return load;
};

/** Loads an area's texts of a locale other than Danish; a failure is only logged and the area stays Danish. */
const loadAreaTranslation = (instance: i18n, area: Area, code: LocaleCode): Promise<void> =>
  loadArea(instance, area, code).catch((error: unknown) =>
    console.error(`The ${area} texts of "${code}" could not be loaded`, error),
  );

/**
 * Loads an area's texts (ADR 015): the Danish ones (the fallback) and those of the locale shown or being
 * switched to, and has every later `loadLocale` load them too. `lazyRoute(load, name, area)` calls it beside
 * the screen's import, so the screen never renders keys. A failure of the Danish file rejects (the route's
 * error screen, as for its code); of another locale's, it is logged and the area stays Danish.
 * The instance is the app's (react-i18next's, set by `createI18n`) unless one is given.
 */
export const loadAreaTexts = async (area: Area, instance: i18n = getI18n()): Promise<void> => {
  const state = areaStateOf(instance);
  state.areas.add(area);
  const code = state.locale;
  await Promise.all([
    loadArea(instance, area, fallbackLocale),
    code === fallbackLocale ? undefined : loadAreaTranslation(instance, area, code),
  ]);
};

/**
 * Gives an instance an area's texts of a locale at once, as if loaded: tests and stories render an area's
 * screens without its route (`createScreenContext`). A later `loadLocale` loads the area's files of its locale.
 */
export const addAreaTexts = (instance: i18n, code: LocaleCode, texts: Partial<AreaTexts>): void => {
  const state = areaStateOf(instance);
  for (const [area, section] of Object.entries(texts) as [Area, unknown][]) {
    state.areas.add(area);
    state.loads.set(`${code}/${area}`, Promise.resolve());
    addArea(instance, code, area, section);
  }
};

/**
 * Switches to a locale, loading its texts first, with those of the areas already loaded. A failure to load
 * them is only logged (spec doc 2 §2.1) and the texts stay Danish. Resolves to the locale the texts are now in.
 */
export const loadLocale = async (instance: i18n, code: LocaleCode): Promise<LocaleCode> => {
  const state = areaStateOf(instance);
  // Set first: an area asked for while this locale loads loads this locale's file too (`loadAreaTexts`).
  state.locale = code;
  let loaded = code;
  if (code !== fallbackLocale) {
    try {
      const [messages] = await Promise.all([
        loadMessages(code),
        ...[...state.areas].map((area) => loadAreaTranslation(instance, area, code)),
      ]);
      instance.addResourceBundle(language(code), 'translation', messages, true, true);
    } catch (error) {
      console.error(`Locale "${code}" could not be loaded`, error);
      loaded = fallbackLocale;
    }
  }
  // A later switch may have started meanwhile; the last one asked for is the one shown.
  if (state.locale === code) state.locale = loaded;
  await instance.changeLanguage(language(loaded));
  return loaded;
};
