import type activities from './locales/da/activities.json';
import type activityTypes from './locales/da/activityTypes.json';
import type invitation from './locales/da/invitation.json';
import type memberImport from './locales/da/memberImport.json';
import type members from './locales/da/members.json';
import type messages from './locales/da/messages.json';
import type register from './locales/da/register.json';
import type sponsors from './locales/da/sponsors.json';

/**
 * The texts of the areas (members, later joining, activities, messages, payments …), which load with the
 * area's routes and never on /login (ADR 015): `locales/<code>/<area>.json` as every locale file, but left out
 * of the main bundle in every locale, Danish included. `lazyRoute(load, name, '<area>')` loads them before the
 * screen renders; `loadLocale` loads the loaded areas' files of a new locale before switching to it.
 *
 * An area registers its file twice here: its Danish file's type (`import type`, erased from the build), so that
 * `t('<area>.…')` stays type-checked, and its files (a glob per area, each file a chunk of its own).
 */
export interface AreaTexts {
  activities: typeof activities;
  activityTypes: typeof activityTypes;
  invitation: typeof invitation;
  members: typeof members;
  memberImport: typeof memberImport;
  messages: typeof messages;
  register: typeof register;
  sponsors: typeof sponsors;
}

export type Area = keyof AreaTexts;

/** Each area's file of every locale, by path (`./locales/en/members.json`), loaded on demand. */
export const areaFiles: Record<Area, Record<string, () => Promise<unknown>>> = {
  activities: import.meta.glob<unknown>('./locales/*/activities.json', { import: 'default' }),
  activityTypes: import.meta.glob<unknown>('./locales/*/activityTypes.json', { import: 'default' }),
  invitation: import.meta.glob<unknown>('./locales/*/invitation.json', { import: 'default' }),
  members: import.meta.glob<unknown>('./locales/*/members.json', { import: 'default' }),
  memberImport: import.meta.glob<unknown>('./locales/*/memberImport.json', { import: 'default' }),
  messages: import.meta.glob<unknown>('./locales/*/messages.json', { import: 'default' }),
  register: import.meta.glob<unknown>('./locales/*/register.json', { import: 'default' }),
  sponsors: import.meta.glob<unknown>('./locales/*/sponsors.json', { import: 'default' }),
};

export const areas = Object.keys(areaFiles) as Area[];

/** Whether a namespace (a file name of `locales/<code>/`) is an area's, loaded with its routes. */
export const isArea = (namespace: string): namespace is Area => (areas as string[]).includes(namespace);
