import * as z from 'zod';
import { idField } from '../validation/ids.js';
import { createClubLinkBody } from '../validation/invitation.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * Sign-up links (spec document 1 §2 "Members screen", the "Tilmeldingslink" dialog; §3 Invitation link; §7 Clubs;
 * ADR 019): an administrator hands out `{host}/invitation?clubToken={token}`, and whoever opens it may join.
 */

/** Spec §3 "Invitation link": clubLinkId, token, validTo, counter, createdBy, createdByUserId, groupIds, clubId. */
export const clubLink = z.object({
  clubLinkId: z.number().int().positive(),
  /**
   * The link's secret, derived from the server's link key (ADR 019): the database keeps neither it nor its key.
   * Null for a link made before ADR 019, whose token only its holders know (it still works until `validTo`).
   */
  token: z.string().nullable(),
  /** ISO time after which the link answers "not valid". */
  validTo: z.string(),
  /** People who joined (or asked to join) through the link. */
  counter: z.number().int().nonnegative(),
  createdBy: z.object({ firstName: z.string(), surname: z.string() }).nullable(),
  createdByUserId: z.number().int().positive().nullable(),
  groupIds: z.array(z.number().int().positive()),
  clubId: z.number().int().positive(),
});
export type ClubLink = z.infer<typeof clubLink>;

export const clubLinkList = z.object({
  /** The club's active links for the dialog's target, newest first. */
  links: z.array(clubLink),
  /** The organisation's own host (the club's brand's domain), for links in organisation mode (spec §2). */
  organisationHost: z.string(),
});
export type ClubLinkList = z.infer<typeof clubLinkList>;

const clubParams = z.object({ clubId: idField });

export const signupLinksContract = defineContract({
  createClubLink: defineEntry({
    method: 'POST',
    path: '/v2/web/clubcreatelink/:clubId',
    summary:
      'Makes a sign-up link of the club, valid 90 days, for `groupIds` (groups of the club, else 404 unknownGroup; ' +
      'none: the club alone). Its holders join the club and are asked to request those groups (ADR 019). At most ' +
      '100 active links per club (409 tooManyLinks). Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'clubId' },
    params: clubParams,
    body: createClubLinkBody,
    response: clubLink,
    successStatus: 201,
  }),
  clubLinks: defineEntry({
    method: 'GET',
    path: '/v2/web/clublinks/:clubId',
    summary:
      "Not in the spec (ADR 019): the dialog's overview of active links, newest first. With `groupId` (a group of " +
      'the club, else 404 unknownGroup) the links naming that group; without, the links of the club alone. ' +
      'Bounded by the 100 active links a club may hold. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'clubId' },
    params: clubParams,
    query: z.object({ groupId: idField.optional() }),
    response: clubLinkList,
  }),
  deleteClubLink: defineEntry({
    method: 'DELETE',
    path: '/v3/clubs/:clubId/links/:linkId',
    summary:
      'Deletes a sign-up link: from then on it answers "Ugyldigt eller inaktivit invitationslink". A link of ' +
      'another club: 404 linkNotFound. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'clubId' },
    params: z.object({ clubId: idField, linkId: idField }),
    response: z.undefined(),
    responseType: 'none',
  }),
});
