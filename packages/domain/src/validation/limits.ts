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
  /** A comment on an activity (ours, ADR 023). */
  comment: 2000,
  /** An activity type's title and its translations (ours, ADR 024): a word or two in a badge. */
  activityTypeTitle: 60,
  /** A message to the members (ours, ADR 028): a long letter fits; a mail of megabytes does not. */
  boardMessage: 10_000,
  /** A subscription's title (spec document 3 §9). */
  subscriptionTitle: 29,
} as const;

export type TextLimit = keyof typeof textLimits;

/**
 * The largest JSON (or form) body the server reads, in bytes. Every contract entry gets `default` unless it
 * declares `bodyLimit`: one carrying a base64 image (at most 800 px wide, scaled by the web) `image`, one
 * carrying id lists `idList`. A body over its limit answers 413 `bodyTooLarge` before it is parsed.
 * Multipart uploads are bounded by `UPLOAD_LIMITS` instead.
 */
export const BODY_LIMITS = {
  default: 64 * 1024,
  image: 1024 * 1024,
  idList: 512 * 1024,
} as const;

/** An image uploaded as a file (multipart): at most 10 MiB. */
export const IMAGE_MAX_BYTES = 10 * 1024 * 1024;

/** Room in a base64 image's text for a `data:image/...;base64,` prefix. */
const DATA_URL_PREFIX_ROOM = 64;

/**
 * An image sent as base64 inside JSON (spec document 1 §5: "sent as base64 without the data prefix"): at most
 * this many bytes (about 720 KB), so that its text, its prefix and everything a default body may carry beside it
 * fit BODY_LIMITS.image. The web scales images to at most 800 px wide first, so real ones are far smaller.
 */
export const JSON_IMAGE_MAX_BYTES =
  Math.floor((BODY_LIMITS.image - BODY_LIMITS.default - DATA_URL_PREFIX_ROOM) / 4) * 3;

/** The longest base64 text of an image within JSON_IMAGE_MAX_BYTES, with room for a data-URL prefix. */
export const BASE64_IMAGE_MAX_LENGTH = Math.ceil(JSON_IMAGE_MAX_BYTES / 3) * 4 + DATA_URL_PREFIX_ROOM;

/**
 * What a multipart upload may carry unless its entry declares more (`ContractEntry.upload`): one image and a
 * handful of small fields. Parts (files and fields together) default to `files + fields`. Over any limit the
 * server answers 413 with a code (`fileTooLarge`, `tooManyFiles`, `tooManyFields`, `tooManyParts`,
 * `fieldTooLarge`) and writes nothing.
 */
export const UPLOAD_LIMITS = {
  /** Files in one request. */
  files: 1,
  /** Bytes of one file. */
  fileBytes: IMAGE_MAX_BYTES,
  /** Text fields in one request. */
  fields: 8,
  /** Bytes of one text field (an id, a name); an entry with free text declares more. */
  fieldBytes: 1024,
  /** Header lines of one part (Content-Disposition, Content-Type and a few more). */
  headerPairs: 8,
} as const;

/** An entry's own upload limits; what it leaves out keeps `UPLOAD_LIMITS` (`parts`: `files + fields`). */
export type UploadLimits = { readonly [K in keyof typeof UPLOAD_LIMITS | 'parts']?: number };
