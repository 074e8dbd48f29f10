import * as z from 'zod';
import { textLimits } from './limits.js';
import { allowedCharacters } from './text.js';

/** The longest domain name in text form (RFC 1035). */
export const HOST_NAME_MAX = textLimits.hostName;

/**
 * An organisation's domain as the tenant lookup takes it: a bare host name, no scheme, port or path.
 * Domains compare case-insensitively, so the name is trimmed and lower-cased before it is checked.
 * ASCII only: an internationalised domain travels in its punycode form (`xn--...`), as browsers report it.
 */
export const hostName = z
  .string({ error: 'required' })
  .trim()
  .toLowerCase()
  .min(1, 'required')
  .max(HOST_NAME_MAX, 'maxLength')
  .refine(allowedCharacters('line'), 'invalidCharacter')
  .regex(/^[a-z0-9.-]+$/, 'domainValid');
