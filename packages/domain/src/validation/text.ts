import * as z from 'zod';
import { hasOnlyAllowedCharacters, type TextKind } from './characters.js';
import { BASE64_IMAGE_MAX_LENGTH, textLimits, type TextLimit } from './limits.js';

/**
 * The text fields every schema builds on, with the house limits (`limits.ts`) and the characters each kind of
 * text may hold (`characters.ts`). Messages are the spec's message keys (`required`) or ours (`maxLength`,
 * `invalidCharacter`); the web translates them.
 */

/** Which characters each text of the house limits may hold: a new limit must choose. */
export const textKinds = {
  title: 'name',
  name: 'name',
  line: 'line',
  freeText: 'multiLine',
  link: 'line',
  email: 'line',
  password: 'line',
  linkToken: 'line',
  signedToken: 'line',
  hostName: 'line',
  activityDescription: 'multiLine',
  cancelReason: 'multiLine',
  comment: 'multiLine',
  activityTypeTitle: 'name',
  boardMessage: 'multiLine',
  subscriptionTitle: 'name',
} as const satisfies Record<TextLimit, TextKind>;

/** The check every text of this kind carries, so that no text field can reach the database with a NUL. */
export const allowedCharacters =
  (kind: TextKind) =>
  (text: string): boolean =>
    hasOnlyAllowedCharacters(text, kind);

/** Blank is no value: the one rule both sides store optional text by. */
export const blankToNull = (value: string | null | undefined): string | null => value || null;

/** A text within its house limit, holding only the characters its kind allows. */
const boundedText = (limit: TextLimit, base: z.ZodString) =>
  base.max(textLimits[limit], 'maxLength').refine(allowedCharacters(textKinds[limit]), 'invalidCharacter');

/** A required text: trimmed, not empty, within the limit. */
export const requiredText = (limit: TextLimit) => boundedText(limit, z.string('required').trim().min(1, 'required'));

/** An optional text of a new record: trimmed; blank, `null` or absent all arrive as `null`. */
export const optionalText = (limit: TextLimit) =>
  boundedText(limit, z.string().trim()).nullish().transform(blankToNull);

/**
 * An optional text of a change (PATCH): absent stays absent (unchanged); blank or `null` arrives as `null`
 * (cleared); anything else trimmed.
 */
export const clearableText = (limit: TextLimit) =>
  boundedText(limit, z.string().trim()).nullable().transform(blankToNull).optional();

/**
 * An image as base64 inside JSON (spec document 1 §5): bounded here; the server decodes it and checks the bytes.
 * `contentEncoding` marks it in OpenAPI, and lets a test find every entry that must declare BODY_LIMITS.image.
 */
export const base64Image = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(BASE64_IMAGE_MAX_LENGTH, 'imageTooLarge')
  .refine(allowedCharacters('multiLine'), 'invalidCharacter')
  .meta({ contentEncoding: 'base64' });
