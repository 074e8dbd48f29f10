import type { LocaleCode } from '../paths.js';

/**
 * The rules of activity types (spec document 2 §2.11, §3 "Activity type", §5, §9; ADR 024): the six colour fields,
 * their wire names in `Default/edit`, the default colours and the five presets, the bundled icons of the built-in
 * types, how a type's title is read in a language, and the club's limits.
 */

/** The six colour fields of a type (§3), in the order the settings tab shows them. */
export const activityTypeColourFields = [
  'backgroundHexColorLightTheme',
  'fontHexColorLightTheme',
  'backgroundHexColorLightLightTheme',
  'fontHexColorLightLightTheme',
  'backgroundHexColorDarkLightTheme',
  'fontHexColorDarkLightTheme',
] as const;
export type ActivityTypeColourField = (typeof activityTypeColourFields)[number];
export type ActivityTypeColours = Record<ActivityTypeColourField, string>;

/**
 * The wire name of each colour field in `POST /v4/activities/ActivityType/Default/edit` (§7: "a single colour field,
 * for example FontHexColor_LightTheme, BackgroundHexColor_LightTheme").
 */
export const activityTypeColourWireNames = {
  backgroundHexColorLightTheme: 'BackgroundHexColor_LightTheme',
  fontHexColorLightTheme: 'FontHexColor_LightTheme',
  backgroundHexColorLightLightTheme: 'BackgroundHexColor_LightLightTheme',
  fontHexColorLightLightTheme: 'FontHexColor_LightLightTheme',
  backgroundHexColorDarkLightTheme: 'BackgroundHexColor_DarkLightTheme',
  fontHexColorDarkLightTheme: 'FontHexColor_DarkLightTheme',
} as const satisfies Record<ActivityTypeColourField, string>;
export type ActivityTypeColourWireName = (typeof activityTypeColourWireNames)[ActivityTypeColourField];
export const activityTypeColourWireNameList = Object.values(
  activityTypeColourWireNames,
) as ActivityTypeColourWireName[];

/** The colour field a wire name sets. */
export const colourFieldOfWireName = (wireName: ActivityTypeColourWireName): ActivityTypeColourField =>
  activityTypeColourFields.find((field) => activityTypeColourWireNames[field] === wireName)!;

/**
 * The three pairs of background and font (ADR 024): `light` is the type's badge, `lightLight` its soft tint
 * (a row's or a header's background), `darkLight` its strong variant (the icon's plate, a dark surface). Each pair is
 * text on a background, so each is checked for contrast (WCAG AA) in the settings tab.
 */
export const activityTypeColourPairs = {
  light: { background: 'backgroundHexColorLightTheme', font: 'fontHexColorLightTheme' },
  lightLight: { background: 'backgroundHexColorLightLightTheme', font: 'fontHexColorLightLightTheme' },
  darkLight: { background: 'backgroundHexColorDarkLightTheme', font: 'fontHexColorDarkLightTheme' },
} as const satisfies Record<string, { background: ActivityTypeColourField; font: ActivityTypeColourField }>;
export type ActivityTypeColourPair = keyof typeof activityTypeColourPairs;

/** A colour as the server stores it: `#RRGGBB`, upper case. */
export const HEX_COLOUR = /^#[0-9A-F]{6}$/;
/** `#rrggbb` or `#RRGGBB` (the wire), upper-cased; `undefined` when it is not a six-digit hex colour. */
export const normaliseHexColour = (value: string): string | undefined => {
  const upper = value.trim().toUpperCase();
  return HEX_COLOUR.test(upper) ? upper : undefined;
};

const pair = (background: string, font: string) => ({ background, font });
const coloursOf = (
  light: { background: string; font: string },
  lightLight: { background: string; font: string },
  darkLight: { background: string; font: string },
): ActivityTypeColours => ({
  backgroundHexColorLightTheme: light.background,
  fontHexColorLightTheme: light.font,
  backgroundHexColorLightLightTheme: lightLight.background,
  fontHexColorLightLightTheme: lightLight.font,
  backgroundHexColorDarkLightTheme: darkLight.background,
  fontHexColorDarkLightTheme: darkLight.font,
});

/**
 * The five colour presets (§2.11 "five colour presets are offered", §9). `grey` is the default of a new type
 * (§2.11: background #CCCCCC, font #000000). Every pair passes WCAG AA (4.5:1), as the table test checks.
 */
export const activityTypePresets = {
  grey: coloursOf(pair('#CCCCCC', '#000000'), pair('#EBEBEB', '#000000'), pair('#5C5C5C', '#FFFFFF')),
  blue: coloursOf(pair('#A9C8F0', '#0B2545'), pair('#DCE9FA', '#0B2545'), pair('#2F5F9E', '#FFFFFF')),
  green: coloursOf(pair('#A8D8B0', '#0E2E14'), pair('#DDF1E0', '#0E2E14'), pair('#2E6B39', '#FFFFFF')),
  yellow: coloursOf(pair('#F4D88A', '#3A2A00'), pair('#FBF0D0', '#3A2A00'), pair('#7A5A06', '#FFFFFF')),
  red: coloursOf(pair('#F0A9A9', '#450B0B'), pair('#FADCDC', '#450B0B'), pair('#A83232', '#FFFFFF')),
} as const satisfies Record<string, ActivityTypeColours>;
export type ActivityTypePresetName = keyof typeof activityTypePresets;
export const activityTypePresetNames = Object.keys(activityTypePresets) as ActivityTypePresetName[];

/** §2.11, §9: a new type's colours (background #CCCCCC, font #000000). */
export const DEFAULT_ACTIVITY_TYPE_COLOURS: ActivityTypeColours = activityTypePresets.grey;

/** The preset whose six colours a type has, or `undefined` when it has colours of its own. */
export const presetOfColours = (colours: ActivityTypeColours): ActivityTypePresetName | undefined =>
  activityTypePresetNames.find((name) =>
    activityTypeColourFields.every((field) => activityTypePresets[name][field] === colours[field].toUpperCase()),
  );

/**
 * The icons of the bundled set (lucide-static, ISC licence; ADR 024) offered in the icon list, by their file names
 * without extension. The built-in types start with one of them (`builtInActivityTypeIcons`).
 */
export const bundledActivityIcons = [
  'dumbbell',
  'trophy',
  'medal',
  'users',
  'presentation',
  'party-popper',
  'clipboard-check',
  'list-checks',
  'activity',
  'calendar-days',
  'volleyball',
  'bike',
  'footprints',
  'waves',
  'mountain',
  'tent',
  'music',
  'mic',
  'drama',
  'paintbrush',
  'book-open',
  'graduation-cap',
  'chef-hat',
  'utensils',
  'coffee',
  'bus',
  'flag',
  'target',
  'timer',
  'heart-pulse',
  'hand-helping',
  'sparkles',
  'star',
  'sun',
  'snowflake',
  'tree-pine',
  'dog',
  'gamepad-2',
  'camera',
  'megaphone',
] as const;
export type BundledActivityIcon = (typeof bundledActivityIcons)[number];

/** The icon each built-in type starts with (ADR 024), by the built-in's key (`builtInActivityTypes`). */
export const builtInActivityTypeIcons = {
  practice: 'dumbbell',
  meeting: 'users',
  match: 'trophy',
  other: 'sparkles',
  event: 'party-popper',
  task: 'clipboard-check',
  activity: 'activity',
  activityTask: 'list-checks',
} as const satisfies Record<string, BundledActivityIcon>;

/** The most types of its own a club keeps visible (ours, ADR 024): a club's calendar, not a taxonomy. */
export const ACTIVITY_TYPES_MAX = 50;
/**
 * The most types of its own a club has at all, removed ones included (ours, ADR 024): the list is answered whole, so
 * adding and removing types again and again must not grow it without end.
 */
export const ACTIVITY_TYPES_KEPT_MAX = 500;

/** What the title of a type is read from (a subset of the answer of `GET /v4/activities/club/ActivityTypes`). */
export interface ActivityTypeTitleSource {
  /** The built-in type's name (`practice` …), or null for a club's own type. */
  key: string | null;
  /** The club's title (a built-in's Danish title until the club renames it). */
  title: string;
  /** The club renamed a built-in type (an own type is always "renamed"). */
  renamed: boolean;
  translations: Partial<Record<LocaleCode, string>>;
}

/**
 * The title of a type in a language (§2.11 "Type titles can have translations"; ADR 024): the club's translation
 * into that language; else, for a built-in type the club has not renamed, the app's own text for it
 * (`builtInTitle(key)`, the locale files' `activities.types.<key>`); else the club's title.
 */
export const activityTypeTitle = (
  type: ActivityTypeTitleSource,
  language: string,
  builtInTitle?: (key: string) => string,
): string => {
  const translated = type.translations[language as LocaleCode];
  if (translated) return translated;
  if (type.key && !type.renamed && builtInTitle) return builtInTitle(type.key);
  return type.title;
};
