import * as z from 'zod';

/**
 * Validation rules of clubs (spec document 1 §5 "Create club", §9, and the general settings of document 2 §2.9),
 * as pure zod schemas: the contract validates requests with them and the web forms reuse them.
 * Messages are the spec's message keys (`required`, `minCiphers`, `maxCiphers`) or, where the spec has none,
 * a key of ours (`maxLength`, `urlValid`).
 */

/** Limits of the club's zip: "4 to 8 characters for clubs" (spec document 1 §9). */
export const CLUB_ZIP_MIN = 4;
export const CLUB_ZIP_MAX = 8;

/** Upper bounds on free text, so that no field can carry megabytes. Ours: the spec gives none. */
export const CLUB_TEXT_MAX = 200;
export const CLUB_DESCRIPTION_MAX = 4000;
export const CLUB_LINK_MAX = 2000;

/** The club's name: required, trimmed. */
export const clubTitle = z.string({ error: 'required' }).trim().min(1, 'required').max(CLUB_TEXT_MAX, 'maxLength');

/** The club's zip: required, 4 to 8 characters after trimming (letters allowed: clubs abroad). */
export const clubZip = z
  .string({ error: 'required' })
  .trim()
  .min(1, 'required')
  .min(CLUB_ZIP_MIN, 'minCiphers')
  .max(CLUB_ZIP_MAX, 'maxCiphers');

/** An optional free-text field; `null` (or an empty string) clears it. */
export const clubText = (max = CLUB_TEXT_MAX) => z.string().trim().max(max, 'maxLength').nullish();

/** Schemes a data-policy link may already carry (spec document 1 §5: "http, https or ftp"). */
const schemePrefix = /^(https?|ftp):/i;

/**
 * The address a data-policy link opens (spec document 1 §5): used as is when it starts with http, https or
 * ftp, otherwise `https://` is prefixed. We read "starts with" as "starts with that scheme and a colon", so
 * that `httpklub.dk` becomes `https://httpklub.dk` rather than a broken link.
 */
export const dataPolicyHref = (link: string): string => {
  const trimmed = link.trim();
  return schemePrefix.test(trimmed) ? trimmed : `https://${trimmed}`;
};

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
 * The server stores `dataPolicyHref(link)`. `null` or an empty string removes the policy.
 */
export const dataPolicyLink = z
  .string()
  .trim()
  .max(CLUB_LINK_MAX, 'maxLength')
  .refine((link) => link === '' || isValidDataPolicyLink(link), 'urlValid')
  .nullish();

/** The fields of "create club" (spec document 1 §7 POST /web/newclub). */
export const newClubFields = {
  title: clubTitle,
  phoneNumber: clubText(),
  address: clubText(),
  zip: clubZip,
  city: clubText(),
  homePage: clubText(CLUB_LINK_MAX),
  description: clubText(CLUB_DESCRIPTION_MAX),
};

/** Create club form (spec document 1 §5): title required; zip required, 4 to 8 characters. */
export const newClubForm = z.object(newClubFields);
export type NewClubForm = z.infer<typeof newClubForm>;

/**
 * The general settings an administrator may change (issue 4: only these; any other field is refused).
 * Every field is optional (a PATCH); title and zip, when sent, follow the create-club rules and cannot be cleared.
 */
export const clubGeneralFields = {
  title: clubTitle.optional(),
  description: clubText(CLUB_DESCRIPTION_MAX),
  address: clubText(),
  zip: clubZip.optional(),
  city: clubText(),
  phoneNumber: clubText(),
  homePage: clubText(CLUB_LINK_MAX),
  vatId: clubText(),
  dataPolicyLink,
};

/** The general settings patch: unknown fields are refused (`unknownField`, on that field). */
export const clubGeneralPatch = z.strictObject(clubGeneralFields);
export type ClubGeneralPatch = z.infer<typeof clubGeneralPatch>;
