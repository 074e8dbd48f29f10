import * as z from 'zod';
import { IMPORTED_PEOPLE_MAX } from '../rules/invitations.js';
import {
  activateRequest,
  importedAssignment,
  importedChildRequest,
  importedLoginRequest,
  registerChildRequest,
} from '../validation/joining.js';
import { BODY_LIMITS } from '../validation/limits.js';
import { inactiveMemberIdField } from '../validation/members.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * "Joining I" (spec document 1 §2 "Imported-user sign-up", §4, §7 "Imported users"; ADR 018): how a person invited
 * by mail becomes a user, through the `imported` session of `/register`.
 */

/** The club of an invitation, as the sign-up shows it (spec §2 `/register/done`: logo and name). */
export const invitationClub = z.object({
  id: z.number().int().positive(),
  name: z.string(),
  imageUrl: z.string().nullable(),
  /** The club's data-policy link as the club set it (`dataPolicyHref` makes it a link), or null. */
  dataPolicyLink: z.string().nullable(),
});
export type InvitationClub = z.infer<typeof invitationClub>;

/** One person of the flow (spec §3 Signup user and "Dummy (pre-imported) user"). */
export const importedUser = z.object({
  /** The dummy's id, `i12`. */
  id: z.string(),
  firstName: z.string(),
  surname: z.string(),
  email: z.string().nullable(),
  zip: z.string().nullable(),
  birthdate: z.string().nullable(),
  /** 1 adult, 2 child (spec §4). */
  userStatus: z.union([z.literal(1), z.literal(2)]),
  /** The type was chosen and saved. */
  assigned: z.boolean(),
  /** A child's choice whether it signs in on its own; null until chosen (and for adults). */
  ownLogin: z.boolean().nullable(),
  /** A child's parents: ids of adults of the flow. */
  parents: z.array(z.string()),
  /** Became a user (and an active member). */
  created: z.boolean(),
});
export type ImportedUser = z.infer<typeof importedUser>;

const importedUsersAnswer = z.object({ users: z.array(importedUser).max(IMPORTED_PEOPLE_MAX) });

export const importedSession = z.object({
  /** The `imported` session's bearer token (2 hours). */
  authToken: z.string(),
  expiresAt: z.string(),
  /** The invitation's e-mail. */
  email: z.string(),
  club: invitationClub,
  users: z.array(importedUser).max(IMPORTED_PEOPLE_MAX),
});
export type ImportedSession = z.infer<typeof importedSession>;

export const activateAnswer = z.object({
  users: z.array(importedUser).max(IMPORTED_PEOPLE_MAX),
  /** Each person made a user now: their user id and a user session, with which the web registers their children. */
  created: z.array(z.object({ id: z.string(), userId: z.number().int().positive(), authToken: z.string() })),
});
export type ActivateAnswer = z.infer<typeof activateAnswer>;

const inactiveParams = z.object({ id: inactiveMemberIdField });

export const importedUsersContract = defineContract({
  loginImported: defineEntry({
    method: 'POST',
    path: '/v2/login/imported',
    summary:
      "Exchanges a mailed invitation link's e-mail and secret for an `imported` session of 2 hours (ADR 018), with " +
      'the club and the people of the invitation. Unknown, expired (30 days) or used up: 401 invalidInvitation. ' +
      'Rate-limited per address like sign-in (429 tooManyAttempts).',
    access: 'client',
    body: importedLoginRequest,
    response: importedSession,
  }),
  addImportedChild: defineEntry({
    method: 'POST',
    path: '/v2/login/imported/:id/child',
    summary:
      'Adds a child (first name, surname, birthdate) to the invitation with the adult `id` as its parent. An id ' +
      'outside the invitation: 404; not an adult: 400 parentNotAdult; past 20 people: 409 tooManyPeople. Answers ' +
      "the invitation's people.",
    access: 'imported',
    params: inactiveParams,
    body: importedChildRequest,
    response: importedUsersAnswer,
    successStatus: 201,
  }),
  updateImportedUser: defineEntry({
    method: 'PATCH',
    path: '/v2/login/imported/:id',
    summary:
      'Saves the assignment of one person (spec §5 "Pre-imported user configuration"): adult or child; a child\'s ' +
      'parents (adults of the invitation, at least one: 400 parentRequired "Vælg forælder/værge (mindst én)") and ' +
      'whether it signs in on its own (400 ownLoginRequired); corrected names and birthdate. Already created: 409 ' +
      "alreadyActivated. Answers the invitation's people.",
    access: 'imported',
    params: inactiveParams,
    body: importedAssignment,
    response: importedUsersAnswer,
  }),
  removeImportedUser: defineEntry({
    method: 'DELETE',
    path: '/v2/login/imported/:id',
    summary:
      'Removes a person of the invitation who is not to be a member (not yet created; else 409 alreadyActivated). A ' +
      "child left without parents is unassigned. Answers the invitation's people.",
    access: 'imported',
    params: inactiveParams,
    response: importedUsersAnswer,
  }),
  activateImported: defineEntry({
    method: 'POST',
    path: '/v3/user/activate',
    summary:
      'Makes people of the invitation users and active members of its club (ADR 018), in one transaction: an adult, ' +
      'or a child who signs in on its own (assigned first, with parents). A new account: names, e-mail, 4-digit zip, ' +
      'a new password; an e-mail an account has: 409 emailTaken "Emailen er allerede i brug". `existing`: the ' +
      'account of that e-mail, its password checked (401 wrongPassword). Adults under 13: 400 tooYoung. With a ' +
      'data-policy link, AcceptsDataPolicy must be true (400 dataPolicyRequired). RelatedClubId must be the ' +
      "invitation's club (403 wrongClub). Groups come from the dummy; relations link activated parents and children.",
    access: 'imported',
    body: activateRequest,
    bodyLimit: BODY_LIMITS.idList,
    response: activateAnswer,
  }),
  registerChild: defineEntry({
    method: 'POST',
    path: '/v1/user/registerchild',
    summary:
      'A parent registers a child who does not sign in (a user without e-mail or password), related to them as ' +
      'child-parent (ADR 018). ApiUser.UserId must be the caller (403). With ImportedUserId: the child of an invitation ' +
      'assigned to a parent activated as the caller (else 404 notYourChild), made a member of its club with its ' +
      'groups, related to every activated parent. With ClubId: a member of that club, where the caller must be one ' +
      '(403).',
    access: 'user',
    body: registerChildRequest,
    response: z.object({
      userId: z.number().int().positive(),
      firstName: z.string(),
      surname: z.string(),
      birthdate: z.string().nullable(),
    }),
    successStatus: 201,
  }),
});
