import { afterEach, describe, expect, it, vi } from 'vitest';
import type { RouteObject } from 'react-router-dom';
import type { RouteHandle } from '../shell/pageTitle';
import { routes } from '../shell/routes';
import { areaFiles, areas, isArea } from './areaTexts';
import { danish } from './danish';
import { createI18n, loadAreaTexts, loadLocale } from './i18n';

const bundleSources = import.meta.glob<string>('./bundles/[a-z][a-z].ts', {
  query: '?raw',
  import: 'default',
  eager: true,
});

// ADR 015: an area's texts load with its routes, never on /login, in no locale.

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the main bundle’s texts', () => {
  it('hold no area’s texts', () => {
    expect(areas).toContain('members');
    expect(Object.keys(danish).filter(isArea)).toEqual([]);
    expect(createI18n().exists('members.search.placeholder')).toBe(false);
  });

  it('each area has a file in every locale folder', () => {
    for (const area of areas) {
      const codes = Object.keys(areaFiles[area]).map((file) => file.split('/')[2]);
      expect(codes.sort(), area).toEqual(['cz', 'da', 'de', 'en', 'es', 'no', 'pl', 'sk']);
    }
  });

  // Each other locale's main bundle (`bundles/<code>.ts`) leaves the areas out: their texts load with their routes.
  it('are loaded for other locales without the areas’ files', () => {
    const sources = Object.entries(bundleSources);
    expect(sources.map(([file]) => file.slice('./bundles/'.length, -'.ts'.length)).sort()).toEqual([
      'cz',
      'de',
      'en',
      'es',
      'no',
      'pl',
      'sk',
    ]);
    for (const [file, source] of sources) {
      const excluded = /!\.\.\/locales\/[a-z]{2}\/\{([^}]*)\}\.json/.exec(source)?.[1]?.split(',') ?? [];
      for (const area of areas) expect(excluded, `${file}: ${area}`).toContain(area);
      expect(excluded, file).toEqual(expect.arrayContaining(['mail', 'exports', 'feeds']));
    }
  });

  // A page title shows as soon as its route matches, before an area's texts are there.
  it('hold every route’s page title', () => {
    const titles = (table: RouteObject[]): string[] =>
      table.flatMap((route) => {
        const title = (route.handle as RouteHandle | undefined)?.title;
        return [...(title ? [title] : []), ...titles(route.children ?? [])];
      });
    const i18n = createI18n();
    const keys = titles(routes);
    expect(keys).toContain('shell.nav.members');
    expect(keys.filter((key) => !i18n.exists(key))).toEqual([]);
  });
});

describe('loadAreaTexts', () => {
  it('loads an area’s Danish texts into the one namespace, beside the main bundle’s', async () => {
    const i18n = createI18n();
    await loadAreaTexts('members', i18n);
    expect(i18n.t('members.search.placeholder')).toBe('Søg efter navn, email, telefon eller postnr.');
    expect(i18n.t('shell.nav.members')).toBe('Medlemmer');
  });

  it('loads the texts of the locale shown, too', async () => {
    const i18n = createI18n();
    await loadLocale(i18n, 'en');
    await loadAreaTexts('members', i18n);
    expect(i18n.t('members.search.placeholder')).toBe('Search by name, email, phone or zip');
  });

  it('has a later switch of locale load the area’s texts of the new locale before it shows', async () => {
    const i18n = createI18n();
    await loadAreaTexts('members', i18n);
    await loadLocale(i18n, 'de');
    expect(i18n.t('members.title')).toBe('Mitglieder');
    await loadLocale(i18n, 'da');
    expect(i18n.t('members.title')).toBe('Medlemmer');
    await loadLocale(i18n, 'en');
    expect(i18n.t('members.title')).toBe('Members');
  });

  it('loads the new locale’s texts when the area is asked for while a switch is under way', async () => {
    const i18n = createI18n();
    const switching = loadLocale(i18n, 'pl');
    await loadAreaTexts('members', i18n);
    await switching;
    expect(i18n.t('members.title')).toBe('Członkowie');

    const other = createI18n();
    const area = loadAreaTexts('members', other);
    await loadLocale(other, 'sk');
    await area;
    expect(other.t('members.title')).toBe('Členovia');
  });

  it('leaves the area in Danish when its file of another locale cannot load', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const file = areaFiles.members['./locales/en/members.json'];
    vi.spyOn(areaFiles.members, './locales/en/members.json').mockRejectedValueOnce(new Error('offline'));
    const i18n = createI18n();
    await loadAreaTexts('members', i18n);
    await expect(loadLocale(i18n, 'en')).resolves.toBe('en');
    expect(i18n.t('members.title')).toBe('Medlemmer');
    expect(i18n.t('shell.nav.members')).toBe('Members');
    expect(logged).toHaveBeenCalledWith('The members texts of "en" could not be loaded', expect.any(Error));
    expect(file).toBeDefined();
  });
});
