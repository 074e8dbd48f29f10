import * as z from 'zod';
import { localeCodes } from '../paths.js';
import { builtInActivityTypes } from '../rules/activities.js';
import {
  ACTIVITY_TYPES_MAX,
  activityTypeColourWireNameList,
  HEX_COLOUR,
  type ActivityTypeColourField,
  type ActivityTypeColourWireName,
} from '../rules/activityTypes.js';
import { bodyIdField, idField } from '../validation/ids.js';
import { BODY_LIMITS, textLimits } from '../validation/limits.js';
import { base64Image, optionalText, requiredText } from '../validation/text.js';
import { binaryAnswer, defineContract, defineEntry } from './entry.js';

/**
 * Activity types (spec document 2 §2.11, §3, §5, §7 "Activity types (v4)" and the icon recolouring; ADR 024): the
 * club's types — the built-in ones of §3 with the club's changes, and its own — their icons, colours and
 * translations.
 */

/** `#RRGGBB` (upper or lower case; stored upper case). */
export const hexColourField = z
  .string('required')
  .trim()
  .transform((value) => value.toUpperCase())
  .refine((value) => HEX_COLOUR.test(value), 'invalidColour');

const hexColour = z.string().meta({ description: '#RRGGBB' });

/** One type as the club sees it (§3 "Activity type"). */
export const activityType = z.object({
  clubActivityTypeId: z.number().int().positive(),
  clubId: z.number().int().positive(),
  /** The built-in type's name (`practice`, `match` …; §3 ids), or null for a type of the club's own. */
  key: z.enum(builtInActivityTypes.map((type) => type.key) as [string, ...string[]]).nullable(),
  /** The club's title; a built-in type's Danish title until the club renames it. */
  title: z.string(),
  /** A built-in type the club has renamed (always true for the club's own types): then `title` is shown untranslated. */
  renamed: z.boolean(),
  /** Removed (§7 remove): no longer offered; activities of the type keep their look (ADR 024). */
  hidden: z.boolean(),
  /** The icon (a PNG under `/files/`), shown recoloured to the font colour through `ChangeColor`; null for none. */
  iconUrl: z.string().nullable(),
  /** The club's translations of the title, by language (§2.11). */
  translations: z.partialRecord(z.enum(localeCodes), z.string()),
  backgroundHexColorLightTheme: hexColour,
  fontHexColorLightTheme: hexColour,
  backgroundHexColorLightLightTheme: hexColour,
  fontHexColorLightLightTheme: hexColour,
  backgroundHexColorDarkLightTheme: hexColour,
  fontHexColorDarkLightTheme: hexColour,
}) satisfies z.ZodType<Record<ActivityTypeColourField, string>>;
export type ActivityType = z.infer<typeof activityType>;

/** One icon of the bundled set (§3 "Activity icon: fileName, url, base64"). */
export const activityIcon = z.object({
  fileName: z.string(),
  /** The PNG under `/files/icons/`. */
  url: z.string(),
  /** The same PNG as base64 (no data prefix): what `Default/edit` takes as `base64IconImage`. */
  base64: z.string(),
});
export type ActivityIcon = z.infer<typeof activityIcon>;

/** A translation of the title (ADR 024): an empty title removes the translation into that language. */
export const titleTranslationField = z.strictObject({
  language: z.enum(localeCodes, 'invalidLanguage'),
  title: optionalText('activityTypeTitle'),
});

const colourChanges = Object.fromEntries(
  activityTypeColourWireNameList.map((wireName) => [wireName, hexColourField.optional()]),
) as Record<ActivityTypeColourWireName, z.ZodOptional<typeof hexColourField>>;

/** The changes `Default/edit` takes, exactly one a call (§7). */
export const activityTypeChangeKeys = [
  'activityTypeTitle',
  'base64IconImage',
  'activityTypeTitleTranslation',
  ...activityTypeColourWireNameList,
] as const;
export type ActivityTypeChangeKey = (typeof activityTypeChangeKeys)[number];

export const activityTypeEditBody = z
  .strictObject({
    clubId: bodyIdField,
    clubActivityTypeId: bodyIdField,
    activityTypeTitle: requiredText('activityTypeTitle').optional(),
    /** An image (png, jpeg, webp or gif); stored as a PNG of at most 128 px, its pixels recoloured when shown. */
    base64IconImage: base64Image.optional(),
    activityTypeTitleTranslation: titleTranslationField.optional(),
    ...colourChanges,
  })
  .refine((body) => activityTypeChangeKeys.filter((key) => body[key] !== undefined).length === 1, 'exactlyOneChange');
export type ActivityTypeEditBody = z.infer<typeof activityTypeEditBody>;

export const activityTypesContract = defineContract({
  activityTypes: defineEntry({
    method: 'GET',
    path: '/v4/activities/club/ActivityTypes',
    summary:
      "The club's activity types: the built-in types of §3 with the club's changes, then its own, in creation order; " +
      'hidden (removed) types included and marked, so that activities of them keep their look; the generic type 0 ' +
      'never. Every member of the club (the activities show them).',
    access: 'member',
    club: { in: 'query', key: 'ClubId' },
    query: z.object({ ClubId: idField }),
    response: z.array(activityType),
  }),
  activityTypeIcons: defineEntry({
    method: 'GET',
    path: '/v4/activities/club/ActivityType/Icons',
    summary:
      'The icon list (§2.11): the bundled icon set (ADR 024), each a PNG under /files/icons/ and as base64. ' +
      'Anyone signed in; the same for every club.',
    access: 'user',
    response: z.array(activityIcon),
  }),
  createActivityType: defineEntry({
    method: 'POST',
    path: '/v4/activities/ActivityType/Create',
    summary:
      "Adds a type of the club's own with the default colours (#CCCCCC on #000000 text, §9) and no icon. At most " +
      `${ACTIVITY_TYPES_MAX} visible types of its own (409 activityTypesFull). Administrators.`,
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.strictObject({ activityTypeTitle: requiredText('activityTypeTitle'), clubId: bodyIdField }),
    response: activityType,
    successStatus: 201,
  }),
  editActivityType: defineEntry({
    method: 'POST',
    path: '/v4/activities/ActivityType/Default/edit',
    summary:
      'Changes one thing of a type (§7): exactly one of activityTypeTitle, base64IconImage, ' +
      'activityTypeTitleTranslation (ADR 024) or a single colour field under its wire name ' +
      '(BackgroundHexColor_LightTheme …). A built-in type is changed for this club only. A hidden or unknown type, ' +
      "or another club's, answers 404. Administrators.",
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: activityTypeEditBody,
    bodyLimit: BODY_LIMITS.image,
    response: activityType,
  }),
  removeActivityType: defineEntry({
    method: 'POST',
    path: '/v4/activities/ActivityType/remove',
    summary:
      'Removes (hides) a type for the club (§7; `clubId` added by ADR 024, since a built-in type belongs to no one ' +
      'club): no longer offered, while its activities keep their type and look. The last visible type stays ' +
      '(409 lastActivityType). Administrators.',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.strictObject({ clubActivityTypeId: bodyIdField, clubId: bodyIdField }),
    response: z.undefined(),
    responseType: 'none',
  }),
  changeImageColour: defineEntry({
    method: 'GET',
    path: '/v2/image/ChangeColor',
    summary:
      "An image of the server's own files (`/files/…`, relative or on this server's address) with every pixel " +
      'recoloured to `color` (#RRGGBB or RRGGBB), its transparency kept; a picture without transparency is read as ' +
      'dark on light (ADR 024). Any other address answers 400. Public (an <img> sends no credential), limited per ' +
      'address, cached by the browser for a year (a file never changes under its key).',
    access: 'public',
    query: z.object({
      imageUrl: z.string('required').trim().min(1, 'required').max(textLimits.link, 'maxLength'),
      color: z
        .string('required')
        .trim()
        .transform((value) => (value.startsWith('#') ? value : `#${value}`).toUpperCase())
        .refine((value) => HEX_COLOUR.test(value), 'invalidColour'),
    }),
    response: binaryAnswer,
    responseType: 'image',
  }),
});
