/**
 * The house limits (AREAS.md point 4): one table of text lengths used by every schema, so that "too long"
 * (`maxLength`) means the same on every call. The spec's own maxima where it gives them; ours where it
 * gives none, chosen so that no field can carry megabytes.
 */
export const textLimits = {
  /** A title: a club's, a group's, an activity's. Ours. */
  title: 200,
  /** A person's first name or surname. Ours. */
  name: 200,
  /** A short line: an address, a city, a phone number, a VAT id, a provider's name. Ours. */
  line: 200,
  /** Free text: a club's description. Ours. */
  freeText: 4000,
  /** A web address. Ours (browsers handle about 2000 characters everywhere). */
  link: 2000,
  /** An e-mail address (RFC 5321's path limit). */
  email: 254,
  /** A password: argon2 hashes any length, but a bound keeps a request from buying seconds of CPU. Ours. */
  password: 256,
  /** A token from a mailed or shared link (invitation, password reset). Ours. */
  linkToken: 200,
  /** A signed token from an identity provider (an OpenID Connect id_token). Ours. */
  signedToken: 16_384,
  /** A domain name in text form (RFC 1035). */
  hostName: 253,
  /** An activity's description (spec document 2 §9). */
  activityDescription: 2000,
  /** The reason given when an activity is cancelled (spec document 2 §9). */
  cancelReason: 150,
  /** A subscription's title (spec document 3 §9). */
  subscriptionTitle: 29,
} as const;

export type TextLimit = keyof typeof textLimits;

/**
 * Images: at most 10 MiB, uploaded as a file or as base64 inside JSON (spec document 1 §5: "sent as base64
 * without the data prefix"; the web scales them to at most 800 px wide first, so real ones are far smaller).
 */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** The longest base64 text of an image within IMAGE_MAX_BYTES, with room for a `data:image/...;base64,` prefix. */
export const BASE64_IMAGE_MAX_LENGTH = Math.ceil(IMAGE_MAX_BYTES / 3) * 4 + 64;
