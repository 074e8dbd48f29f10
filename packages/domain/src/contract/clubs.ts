import * as z from 'zod';
import { memberTypeSchema } from '../rules/memberTypes.js';
import { clubGeneralPatch, newClubFields } from '../validation/clubs.js';
import { bodyIdField, idField } from '../validation/ids.js';
import { requiredText } from '../validation/text.js';
import { defineContract, defineEntry } from './entry.js';

/** A club id in the query (`?clubId=12`). */
const clubIdQuery = z.object({ clubId: idField });

/** The URL path of a stored image (`/files/clubs/12/….png`, same origin as the API), or `null`. */
const imageUrl = z.string().nullable();

/**
 * One of the signed-in user's clubs as the web loads them after sign-in (spec document 1 §4 "Club loading").
 * `title` is the spec's "clubName/title"; we send it once, as `title`, the name create and PATCH use.
 */
export const clubOverviewItem = z.object({
  /** The spec's servers may send a placeholder club 0, which the web ignores (`countingClubs`); ours never do. */
  clubId: z.number().int().nonnegative(),
  title: z.string(),
  imageUrl,
  /** The signed-in user's member type in this club. */
  memberType: memberTypeSchema,
  countryCode: z.string(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
});
export type ClubOverviewItem = z.infer<typeof clubOverviewItem>;

/** The compact entry of the club switcher. */
export const clubWheelItem = z.object({ id: z.number().int().positive(), name: z.string(), imageUrl });
export type ClubWheelItem = z.infer<typeof clubWheelItem>;

/** The general settings of a club (document 2 §2.9, the general tab): what PATCH may change, and the image. */
export const clubGeneralSettings = z.object({
  clubId: z.number().int().positive(),
  title: z.string(),
  description: z.string().nullable(),
  address: z.string().nullable(),
  zip: z.string().nullable(),
  city: z.string().nullable(),
  phoneNumber: z.string().nullable(),
  homePage: z.string().nullable(),
  vatId: z.string().nullable(),
  /** Stored as the address it opens (`https://` prefixed when it had no scheme, spec document 1 §5). */
  dataPolicyLink: z.string().nullable(),
  imageUrl,
  countryCode: z.string(),
});
export type ClubGeneralSettings = z.infer<typeof clubGeneralSettings>;

/** Image types a header image may have; anything else answers 400 `imagesOnly`. */
export const headerImageTypes = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;

/** The user's member type per club (spec: GET /user/clubmaps). */
export const clubMap = z.object({ clubId: z.number().int().positive(), memberType: memberTypeSchema });

/** A child of the signed-in user (spec document 1 §3 Signup user: children with firstName, surname, birthdate). */
export const childSummary = z.object({
  id: z.number().int().positive(),
  firstName: z.string(),
  surname: z.string(),
  /** `YYYY-MM-DD`, or null when unknown. */
  birthdate: z.string().nullable(),
});
export type ChildSummary = z.infer<typeof childSummary>;

/** "Invitation view of a club" (spec document 1 §3), or `{ valid: false }` for an unknown token. */
export const clubLinkInfo = z.discriminatedUnion('valid', [
  z.object({ valid: z.literal(false) }),
  z.object({
    valid: z.literal(true),
    id: z.number().int().positive(),
    name: z.string(),
    imageUrl,
    invitedByName: z.string().nullable(),
    invitedByImage: z.string().nullable(),
    /**
     * The groups a holder may request (ADR 019): those not hidden for members, and the link's own; flat, the web
     * builds the tree from `parentUserGroupId` (a parent outside the list is null). Danish title order.
     */
    groups: z.array(
      z.object({
        userGroupId: z.number().int().positive(),
        parentUserGroupId: z.number().int().positive().nullable(),
        title: z.string(),
      }),
    ),
    /** The link's groups, ticked at the start of the groups step. */
    linkGroupIds: z.array(z.number().int().positive()),
    /** The club's data-policy link, which must be accepted before joining; null when it has none. */
    dataPolicyLink: z.string().nullable(),
  }),
]);
export type ClubLinkInfo = z.infer<typeof clubLinkInfo>;

/**
 * "bannerUrl or 0" (spec document 1 §7): the banner (a sponsor's logo), with the sponsor's title for its alt text and
 * the address it leads to (ours, ADR 029).
 */
export const sponsorBanner = z.union([
  z.literal(0),
  z.object({ bannerUrl: z.string(), title: z.string().optional(), url: z.string().optional() }),
]);

export const clubsContract = defineContract({
  newClub: defineEntry({
    method: 'POST',
    path: '/v2/web/newclub',
    summary:
      'Creates a club; the caller becomes its administrator. The same title (trimmed, case-insensitive) with the same zip answers 409 "Foreningen findes allerede" on title. More than CLUBS_PER_USER_PER_DAY (10) clubs by one user within 24 hours: 429 tooManyClubs. The header image follows through PUT /v3/clubs/:clubId/images/header.',
    access: 'user',
    body: z.object({
      ...newClubFields,
      /** In the spec's payload, but the image travels through the header-image call: only null is accepted here. */
      image: z.null().optional(),
    }),
    response: z.object({ clubId: z.number().int().positive() }),
    successStatus: 201,
  }),
  clubOverview: defineEntry({
    method: 'GET',
    path: '/v2/web/cluboverview',
    summary: "The signed-in user's clubs (only clubId > 0), ordered by title; at most 1000.",
    access: 'user',
    response: z.array(clubOverviewItem),
  }),
  myClubWheels: defineEntry({
    method: 'GET',
    path: '/v2/wheel/myclubwheels',
    summary: "The signed-in user's clubs, compact, for the club switcher.",
    access: 'user',
    response: z.array(clubWheelItem),
  }),
  putClubHeaderImage: defineEntry({
    method: 'PUT',
    path: '/v3/clubs/:clubId/images/header',
    summary: "Replaces the club's header image (png, jpeg, webp or gif; the old file is removed).",
    access: 'admin',
    club: { in: 'params', key: 'clubId' },
    params: z.object({ clubId: idField }),
    requestType: 'multipart',
    body: z.object({ image: z.file('required').mime([...headerImageTypes], 'imagesOnly') }),
    response: z.object({ imageUrl: z.string() }),
  }),
  getClub: defineEntry({
    method: 'GET',
    path: '/v3/clubs/:id',
    summary:
      "The club's general settings for the settings page (not in the spec, which shows only the PATCH): what PATCH may change, the image and the country.",
    access: 'admin',
    club: { in: 'params', key: 'id' },
    params: z.object({ id: idField }),
    response: clubGeneralSettings,
  }),
  patchClub: defineEntry({
    method: 'PATCH',
    path: '/v3/clubs/:id',
    summary:
      "Changes the club's general settings; any other field answers 400 unknownField. Same duplicate rule as newclub. Answers the settings.",
    access: 'admin',
    club: { in: 'params', key: 'id' },
    params: z.object({ id: idField }),
    body: clubGeneralPatch,
    response: clubGeneralSettings,
  }),
  userClubMaps: defineEntry({
    method: 'GET',
    path: '/v3/user/clubmaps',
    summary: "The signed-in user's member type per club.",
    access: 'user',
    response: z.array(clubMap),
  }),
  userChildren: defineEntry({
    method: 'GET',
    path: '/v3/user/0/children',
    summary: "The signed-in user's children (empty until relations exist).",
    access: 'user',
    response: z.array(childSummary),
  }),
  dataPolicyLink: defineEntry({
    method: 'GET',
    path: '/v2/clubs/datapolicy/link/get',
    summary:
      "The club's data-policy link, or null when it has none — also for an unknown club, so walking ids tells " +
      'nothing. At most 60 per minute and address (429).',
    access: 'client',
    query: clubIdQuery,
    response: z.object({ link: z.string().nullable() }),
  }),
  acceptDataPolicy: defineEntry({
    method: 'GET',
    path: '/v2/clubs/datapolicy/accept',
    summary:
      "Records that the signed-in user accepts the club's data policy (idempotent; GET as the spec writes it). Only " +
      'for a club the user belongs to, or with `clubToken`, an invitation link of that club (the invitation flow ' +
      'accepts before joining); otherwise 403 and nothing is recorded.',
    access: 'user',
    query: clubIdQuery.extend({ clubToken: requiredText('linkToken').optional() }),
    response: z.undefined(),
    responseType: 'none',
  }),
  clubDisableProperties: defineEntry({
    method: 'GET',
    path: '/v4/clubs/getClubDisableProperties',
    summary:
      'The user and address fields the club does not ask for at sign-up; none for an unknown club, so walking ids ' +
      'tells nothing. At most 60 per minute and address (429).',
    access: 'client',
    query: clubIdQuery,
    response: z.object({ disabledUserFields: z.array(z.string()), disabledAddressFields: z.array(z.string()) }),
  }),
  checkClubLink: defineEntry({
    method: 'POST',
    path: '/v2/login/checkclublink',
    summary:
      'The club behind a sign-up link, for the invitation view; `{ valid: false }` for an unknown, expired or deleted ' +
      'link. At most 60 per minute and address (429).',
    access: 'client',
    body: z.object({ clubToken: requiredText('linkToken') }),
    response: clubLinkInfo,
  }),
  showSponsor: defineEntry({
    method: 'POST',
    path: '/v4/sponsors/Show',
    summary:
      'The sponsor banner to show right after sign-in (ADR 029), before a club is chosen: for `clubId` (the remembered ' +
      'club; a club that is not the caller’s answers 403) or else the first club of the overview. Picks an eligible ' +
      'sponsor (views left, targeting the caller’s zip or every zip, never for an exempt member type; the least ' +
      'shown relative to its views first) and counts the view once; 0 when there is none, and for an hour after a ' +
      'counted view of the same club (SPONSOR_REPEAT_MS).',
    access: 'user',
    body: z.object({ clubId: bodyIdField.optional() }),
    response: sponsorBanner,
  }),
});
