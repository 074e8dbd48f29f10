import * as z from 'zod';
import { idField } from '../validation/ids.js';
import { clubTokenField, groupRequestBody, joinClubBody } from '../validation/invitation.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * "Joining II" (spec document 1 §2 "Invitation page", §4 invitation, §7; ADR 019): what the holder of a sign-up
 * link does once signed in: join the club (or, for clubs that take members by approval, ask to), and request
 * groups for themselves and their children.
 */

export const joinAnswer = z.object({
  clubId: z.number().int().positive(),
  /** False when the caller was a member already (nothing changed, the link's counter neither). */
  joined: z.boolean(),
});
export type JoinAnswer = z.infer<typeof joinAnswer>;

export const groupRequestAnswer = z.object({
  /** Groups now requested (asked before included: a request is made once). */
  requested: z.array(z.number().int().positive()),
  /** Groups the person is in already: nothing to request. */
  alreadyMember: z.array(z.number().int().positive()),
});
export type GroupRequestAnswer = z.infer<typeof groupRequestAnswer>;

export const invitationContract = defineContract({
  joinClub: defineEntry({
    method: 'POST',
    path: '/v3/clubs/join',
    summary:
      'Joins the club of a sign-up link as a member (ADR 019) and counts the link once. An unknown, expired or ' +
      'deleted link: 400 invalidClubToken "Ugyldigt eller inaktivit invitationslink". A club with a data-policy ' +
      'link needs AcceptsDataPolicy (400 dataPolicyRequired), which is recorded. A member already: joined false. ' +
      'Where the deployment takes department members by approval (flag department_requests), 409 requestRequired: ' +
      'use POST /v1/clubs/request.',
    access: 'user',
    body: joinClubBody,
    response: joinAnswer,
  }),
  requestClub: defineEntry({
    method: 'POST',
    path: '/v1/clubs/request',
    summary:
      'Asks to join the club of a sign-up link (a department request, spec §4; ADR 019): an administrator accepts ' +
      'or rejects it in the members screen. Same link and data-policy rules as POST /v3/clubs/join; counts the link ' +
      'once. A member already: joined false. Only with the flag department_requests (off: 404 featureOff).',
    access: 'user',
    body: joinClubBody,
    response: joinAnswer,
  }),
  requestGroups: defineEntry({
    method: 'POST',
    path: '/v3/clubs/:clubId/groups/request',
    summary:
      "Requests groups of the club for the caller, or for `userId`, the caller's child in the club (else 404 " +
      'memberNotFound). Groups hidden for members may be requested only through a link naming them ' +
      '(`registerToken`, a sign-up link of this club, else 400 invalidClubToken); any other group not open to the ' +
      'caller: 404 unknownGroup. Idempotent. Members of the club.',
    access: 'member',
    club: { in: 'params', key: 'clubId' },
    params: z.object({ clubId: idField }),
    query: z.object({ registerToken: clubTokenField.optional() }),
    body: groupRequestBody,
    response: groupRequestAnswer,
  }),
});
