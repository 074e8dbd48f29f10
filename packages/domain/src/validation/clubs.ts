import * as z from 'zod';
import { dataPolicyHref } from '../rules/dataPolicy.js';
import { allowedCharacters, clearableText, optionalText, requiredText } from './text.js';

/**
 * Validation rules of clubs (spec document 1 §5 "Create club", §9, and the general settings of document 2 §2.9),
 * as pure zod schemas: the contract validates requests with them and the web forms reuse them.
 * Messages are the spec's message keys (`required`, `minCiphers`, `maxCiphers`) or, where the spec has none,
 * a key of ours (`maxLength`, `urlValid`).
 */

/** Limits of the club's zip: "4 to 8 characters for clubs" (spec document 1 §9). */
export const CLUB_ZIP_MIN = 4;
export const CLUB_ZIP_MAX = 8;

/** The club's name: required, trimmed. */
export const clubTitle = requiredText('title');

/** The club's zip: required, 4 to 8 characters after trimming (letters allowed: clubs abroad). */
export const clubZip = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .min(CLUB_ZIP_MIN, 'minCiphers')
  .max(CLUB_ZIP_MAX, 'maxCiphers')
  .refine(allowedCharacters('line'), 'invalidCharacter');

/** What the link must be once prefixed: an http(s) or ftp URL on a real domain name (no spaces, no bare host). */
const policyUrl = z.url({ protocol: /^(https?|ftp)$/, hostname: z.regexes.domain });

/**
 * True when the link, after the spec's prefix rule, is a usable address: `scheme://host...`, no spaces, and no
 * user name before the host (`https://mailto:a@evil.dk` would otherwise pass as a link to evil.dk).
 */
export const isValidDataPolicyLink = (link: string): boolean => {
  const href = dataPolicyHref(link);
  const authority = /^(?:https?|ftp):\/\/([^/?#]*)/i.exec(href)?.[1];
  return (
    link.trim().length > 0 &&
    !/\s/.test(href) &&
    authority !== undefined &&
    !authority.includes('@') &&
    policyUrl.safeParse(href).success
  );
};

/**
 * A data-policy link as an administrator types it (`klub.dk/privatliv` or `https://klub.dk/privatliv`).
 * The server stores `dataPolicyHref(link)`. `null` or an empty string removes the policy (arrives as `null`).
 */
export const dataPolicyLink = clearableText('link').refine(
  (link) => link == null || isValidDataPolicyLink(link),
  'urlValid',
);

/** The fields of "create club" (spec document 1 §7 POST /web/newclub). */
export const newClubFields = {
  title: clubTitle,
  phoneNumber: optionalText('line'),
  address: optionalText('line'),
  zip: clubZip,
  city: optionalText('line'),
  homePage: optionalText('link'),
  description: optionalText('freeText'),
};

/** Create club form (spec document 1 §5): title required; zip required, 4 to 8 characters. */
export const newClubForm = z.object(newClubFields);
/** What the form holds (text, possibly blank). */
export type NewClubFormInput = z.input<typeof newClubForm>;
/** What the call sends: trimmed, blank optional fields as `null`. */
export type NewClubForm = z.output<typeof newClubForm>;

/**
 * The general settings an administrator may change (issue 4: only these; any other field is refused).
 * Every field is optional (a PATCH); title and zip, when sent, follow the create-club rules and cannot be cleared.
 */
export const clubGeneralFields = {
  title: clubTitle.optional(),
  description: clearableText('freeText'),
  address: clearableText('line'),
  zip: clubZip.optional(),
  city: clearableText('line'),
  phoneNumber: clearableText('line'),
  homePage: clearableText('link'),
  vatId: clearableText('line'),
  dataPolicyLink,
};

/** The general settings patch: unknown fields are refused (`unknownField`, on that field). */
export const clubGeneralPatch = z.strictObject(clubGeneralFields);
/** What the call sends (text; `null` or blank clears an optional field). */
export type ClubGeneralPatchInput = z.input<typeof clubGeneralPatch>;
/** What the server gets: trimmed, blank optional fields as `null`, absent fields unchanged. */
export type ClubGeneralPatch = z.output<typeof clubGeneralPatch>;
