import * as z from 'zod';
import { BASE64_IMAGE_MAX_LENGTH, textLimits, type TextLimit } from './limits.js';

/**
 * The text fields every schema builds on, with the house limits (`limits.ts`). Messages are the spec's
 * message keys (`required`) or ours (`maxLength`); the web translates them.
 */

/** Blank is no value: the one rule both sides store optional text by. */
export const blankToNull = (value: string | null | undefined): string | null => value || null;

/** A required text: trimmed, not empty, within the limit. */
export const requiredText = (limit: TextLimit) =>
  z.string('required').trim().min(1, 'required').max(textLimits[limit], 'maxLength');

/** An optional text of a new record: trimmed; blank, `null` or absent all arrive as `null`. */
export const optionalText = (limit: TextLimit) =>
  z.string().trim().max(textLimits[limit], 'maxLength').nullish().transform(blankToNull);

/**
 * An optional text of a change (PATCH): absent stays absent (unchanged); blank or `null` arrives as `null`
 * (cleared); anything else trimmed.
 */
export const clearableText = (limit: TextLimit) =>
  z.string().trim().max(textLimits[limit], 'maxLength').nullable().transform(blankToNull).optional();

/**
 * An image as base64 inside JSON (spec document 1 §5): bounded here; the server decodes it and checks the bytes.
 * `contentEncoding` marks it in OpenAPI, and lets a test find every entry that must declare BODY_LIMITS.image.
 */
export const base64Image = z
  .string('required')
  .trim()
  .min(1, 'required')
  .max(BASE64_IMAGE_MAX_LENGTH, 'imageTooLarge')
  .meta({ contentEncoding: 'base64' });
