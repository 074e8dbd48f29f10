import * as z from 'zod';
import { isValidDataPolicyLink } from '../validation/clubs.js';
import { dataPolicyHref } from '../rules/dataPolicy.js';
import { memberTypeOf } from '../rules/memberTypes.js';
import { SPONSOR_VIEW_PACKAGES, SPONSOR_ZIP_PATTERN, SPONSOR_ZIPS_MAX, sponsorExemptRoles } from '../rules/sponsors.js';
import { bodyIdField, idField } from '../validation/ids.js';
import { BODY_LIMITS } from '../validation/limits.js';
import { allowedCharacters, base64Image, requiredText } from '../validation/text.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * Sponsors (spec document 2 §2.9 the sponsor tab, §3 Sponsor, exemption and view purchase, §4 the gate, §5, §6, §7
 * "Sponsors (v4)", §9 the view packages; issue 26; ADR 029). Administrators keep the club's sponsors, buy views for
 * them and exempt member types; `sponsors/Show` (in `clubs.ts`, a call of the core the shell makes right after
 * sign-in) spends one view. The spec names the request fields of `order` and `exemptions/roles/update` in
 * PascalCase (`ViewCount`, `ClubId`, `RoleExemptions`): those are kept; the others are camelCase as elsewhere.
 * Response shapes are ours (§7: "not shown").
 */

const id = z.number().int().positive();
const count = z.number().int().nonnegative();

/** One sponsor (§3): its banner is its logo, shown for 2 s after sign-in. */
export const sponsor = z.object({
  /** §3 "id (SponsorId)". */
  id,
  clubId: id,
  title: z.string(),
  /** Where the banner leads (http or https). */
  url: z.string(),
  /** The logo's address (`/files/sponsors/<club>/…`), the banner the gate shows. */
  logo: z.string(),
  /** Views it owns: bought for it, or drawn from the club's pool as it was shown (ADR 029). */
  maxViews: count,
  /** Views shown so far; never more than `maxViews`. */
  shownCount: count,
  /** Targeted zips, sorted; empty: every zip. Only an external sponsor targets (§5). */
  zipCodes: z.array(z.string()),
  /** From outside the club's own area (set when created, never changed). */
  isExternal: z.boolean(),
});
export type Sponsor = z.infer<typeof sponsor>;

/** The sponsor tab's list: the sponsors in creation order and the views of the club's pool not yet shown. */
export const sponsorList = z.object({
  sponsors: z.array(sponsor),
  /** Views bought for the pool shared by the club's sponsors (`order` without `SponsorId`) and not yet shown. */
  poolViewsLeft: count,
});
export type SponsorList = z.infer<typeof sponsorList>;

/** A member type's exemption from banners (§3 "No-sponsor exemption per member type"). */
export const sponsorExemption = z.object({
  memberType: z.number().int(),
  /** The member type's role key (`member`, `leader`, `admin`); the web names it in the reader's language. */
  memberTypeString: z.enum(['member', 'leader', 'admin']),
  /** True: members of this type see no banners. */
  enabled: z.boolean(),
  /** Banners shown to members of this type so far. */
  shownCount: count,
  /** Every view the club has bought (its sponsors' and its pool's). */
  maxViews: count,
});
export type SponsorExemption = z.infer<typeof sponsorExemption>;

export const sponsorExemptions = z.array(sponsorExemption);

/** A web address as an administrator types it (`bager.dk`): `https://` is prefixed when no http(s) scheme leads. */
const sponsorUrl = requiredText('link')
  .refine((link) => isValidDataPolicyLink(link) && !/^ftp:/i.test(link.trim()), 'urlValid')
  .transform(dataPolicyHref);

/** A targeted zip (1 to 10 letters, digits, spaces or dashes). */
const zipCode = z.string('mustBeText').trim().regex(SPONSOR_ZIP_PATTERN, 'invalidZip');

/** Targeted zips: at most SPONSOR_ZIPS_MAX; repeats count once. */
const zipCodes = z.array(zipCode, 'mustBeList').max(SPONSOR_ZIPS_MAX, 'tooManyZips');

/**
 * A sponsor's fields (§5): title and url required; a new logo (`logoBase64`, png, jpeg, webp or gif) or an existing
 * one (`logo`: the address of a logo one of the club's sponsors has now) — one of the two.
 */
const sponsorShape = {
  title: requiredText('title'),
  url: sponsorUrl,
  logoBase64: base64Image.optional(),
  logo: z
    .string('mustBeText')
    .trim()
    .min(1, 'required')
    .max(300, 'maxLength')
    .refine(allowedCharacters('line'), 'invalidCharacter')
    .optional(),
};

/** §5: a logo upload or an existing logo, one of the two. */
const oneLogo = (fields: { logoBase64?: string; logo?: string }, context: z.RefinementCtx) => {
  if ((fields.logoBase64 === undefined) === (fields.logo === undefined))
    context.addIssue({ code: 'custom', path: ['logoBase64'], message: 'logoRequired' });
};

/** The create form's fields as the web validates them (the call adds `clubId`). */
export const sponsorFields = z.object({ ...sponsorShape, isExternal: z.boolean('mustBeBoolean').default(false) });
export type SponsorFields = z.input<typeof sponsorFields>;

/** "Buying views: count required" (§5): one of the four packages (§9). */
const viewCount = z
  .number({ error: (issue) => (issue.input === undefined ? 'required' : 'mustBeInteger') })
  .refine((views) => SPONSOR_VIEW_PACKAGES.some((pack) => pack.views === views), 'unknownPackage');

/** The exemption rows of `exemptions/roles/update`: a member type at most once. */
const roleExemptions = z
  .array(
    z.object({
      MemberType: z
        .number('mustBeInteger')
        .refine((type) => sponsorExemptRoles.some((role) => memberTypeOf(role) === type), 'unknownMemberType'),
      Enabled: z.boolean('mustBeBoolean'),
    }),
    'mustBeList',
  )
  .min(1, 'required')
  .max(sponsorExemptRoles.length, 'tooManyRows')
  .refine((rows) => new Set(rows.map((row) => row.MemberType)).size === rows.length, 'duplicateMemberType');

export const sponsorsContract = defineContract({
  clubSponsors: defineEntry({
    method: 'GET',
    path: '/v4/sponsors/club/implemented',
    summary:
      "The club's sponsors in creation order (at most SPONSORS_MAX, 100) and the views left in its pool (ADR 029). " +
      'Administrators only (§6).',
    access: 'admin',
    club: { in: 'query', key: 'clubId' },
    query: z.object({ clubId: idField }),
    response: sponsorList,
  }),
  createSponsor: defineEntry({
    method: 'POST',
    path: '/v4/sponsors/club/create',
    summary:
      'Adds a sponsor (§5: title, url, and a new logo or an existing one of the club’s). `isExternal` is set here for ' +
      'good; only an external sponsor may target `zipCodes` (400 zipsExternalOnly). A new sponsor owns no views until ' +
      'views are bought for it or its club’s pool has some. More than 100 sponsors: 409 sponsorsFull. Administrators.',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z
      .object({
        clubId: bodyIdField,
        ...sponsorShape,
        isExternal: z.boolean('mustBeBoolean').default(false),
        zipCodes: zipCodes.default([]),
      })
      .superRefine(oneLogo),
    bodyLimit: BODY_LIMITS.image,
    response: sponsor,
    successStatus: 201,
  }),
  updateSponsor: defineEntry({
    method: 'PUT',
    path: '/v4/sponsors/club/update',
    summary:
      'Changes a sponsor: its title, url and logo (a new one, or `logo` naming one of the club’s), and its targeted ' +
      '`zipCodes` when given (external sponsors only: 400 zipsExternalOnly). Administrators of its club; anyone ' +
      'else in the club 403, anyone outside it 404.',
    access: 'admin',
    club: { in: 'resource', kind: 'sponsor', from: 'body', key: 'sponsorId' },
    body: z.object({ sponsorId: bodyIdField, ...sponsorShape, zipCodes: zipCodes.optional() }).superRefine(oneLogo),
    bodyLimit: BODY_LIMITS.image,
    response: sponsor,
  }),
  deleteSponsor: defineEntry({
    method: 'DELETE',
    path: '/v4/sponsors/club/delete',
    summary:
      'Deletes a sponsor; the views it owned and had not shown are gone with it (the tab asks first). Its logo file is ' +
      'removed unless another sponsor shows it. Administrators of its club.',
    access: 'admin',
    club: { in: 'resource', kind: 'sponsor', from: 'query', key: 'sponsorId' },
    query: z.object({ sponsorId: idField }),
    response: z.undefined(),
    responseType: 'none',
    successStatus: 204,
  }),
  orderSponsorViews: defineEntry({
    method: 'POST',
    path: '/v4/sponsors/club/order',
    summary:
      'Buys one of the view packages of §9 (2,500 views 250 kr., 10,000 900 kr., 20,000 1,600 kr., 50,000 ' +
      '3,500 kr., VAT included): for the club’s pool shared by its sponsors, or with `SponsorId` for that sponsor. ' +
      'Records the package and its price (paying it comes with payments, ADR 029). Administrators.',
    access: 'admin',
    club: { in: 'body', key: 'ClubId' },
    body: z.object({ ClubId: bodyIdField, ViewCount: viewCount, SponsorId: bodyIdField.optional() }),
    response: z.object({
      orderId: id,
      viewCount: count,
      /** The package's price in kroner, VAT included. */
      priceKr: count,
      sponsorId: id.nullable(),
      list: sponsorList,
    }),
    successStatus: 201,
  }),
  newSponsorExemptions: defineEntry({
    method: 'POST',
    path: '/v4/sponsors/club/exemption/new',
    summary:
      'Creates the exemption rows of the three member types (members, group leaders, administrators), none enabled; ' +
      'rows that exist are kept. Answers the rows. Administrators.',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({ clubId: bodyIdField }),
    response: sponsorExemptions,
  }),
  sponsorExemptions: defineEntry({
    method: 'POST',
    path: '/v4/sponsors/club/exemptions/roles',
    summary:
      "The club's exemption rows, members, group leaders, administrators; empty until `exemption/new` made them. " +
      'Administrators.',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({ clubId: bodyIdField }),
    response: sponsorExemptions,
  }),
  updateSponsorExemptions: defineEntry({
    method: 'POST',
    path: '/v4/sponsors/club/exemptions/roles/update',
    summary:
      'Sets `Enabled` of the member types named (each at most once; a row not made yet is made). Answers the rows. ' +
      'Administrators.',
    access: 'admin',
    club: { in: 'body', key: 'ClubId' },
    body: z.object({ ClubId: bodyIdField, RoleExemptions: roleExemptions }),
    response: sponsorExemptions,
  }),
  sponsorZips: defineEntry({
    method: 'GET',
    path: '/v4/sponsors/zips',
    summary:
      "The distinct zips of the club's members (from their profiles), sorted, at most 2,000: what a sponsor can " +
      'target. Administrators.',
    access: 'admin',
    club: { in: 'query', key: 'clubId' },
    query: z.object({ clubId: idField }),
    response: z.object({ zips: z.array(z.string()) }),
  }),
});
