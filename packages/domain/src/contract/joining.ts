import * as z from 'zod';
import { idField } from '../validation/ids.js';
import { importUsersBody, inviteBody } from '../validation/joining.js';
import { BODY_LIMITS } from '../validation/limits.js';
import { defineContract, defineEntry } from './entry.js';
import { memberOverviewRow } from './members.js';

/**
 * "Joining I" (spec document 1 §2, §4, §7; ADR 018): how an administrator adds a person who is not yet a user and
 * invites them by mail. How that person becomes one from the mailed link is `importedUsers.ts`.
 */

/** Why an invitation call left a member out. */
export const inviteSkipReasons = ['notFound', 'noEmail', 'alreadyInvited', 'notInvited', 'sentToday'] as const;
export type InviteSkipReason = (typeof inviteSkipReasons)[number];

export const inviteAnswer = z.object({
  /** The members mailed (one mail per e-mail: members sharing one are mailed together). */
  sent: z.array(z.string()),
  /** The members left out, each with the reason. */
  skipped: z.array(z.object({ id: z.string(), reason: z.enum(inviteSkipReasons) })),
});
export type InviteAnswer = z.infer<typeof inviteAnswer>;

const clubParams = z.object({ club: idField });

export const joiningContract = defineContract({
  importUsers: defineEntry({
    method: 'POST',
    path: '/v2/web/importusers/:club',
    summary:
      'Creates inactive (red) members (ADR 018). `{members}`: the rows of create member (spec §5: first name, surname, ' +
      'a valid e-mail and a 4-digit zip required; mobile 8 digits), in one transaction; an e-mail an active member ' +
      'of the club has: 409 emailInUse (field members.N.email); a group not in the club: 404 unknownGroup. ' +
      '`{importId}`: applies the club\'s staged import ("Joining III", ADR 020) in one transaction — groups created, ' +
      'merges done, roles kept, the new rows made inactive members in their groups — and deletes it; none (or ' +
      "another club's, or applied already): 404 importNotFound; rows left with problems: 409 importHasProblems; a " +
      'merge into a member gone meanwhile: 409 importChanged; a matched group gone: 404 unknownGroup, full: 409 ' +
      'tooManyMembers. Administrators. Answers the new members.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: importUsersBody,
    bodyLimit: BODY_LIMITS.idList,
    response: z.object({ members: z.array(memberOverviewRow) }),
    successStatus: 201,
  }),
  sendWelcomeMails: defineEntry({
    method: 'POST',
    path: '/v2/web/importusers/:club/sendwelcomemails',
    summary:
      "Mails the first invitation to red members with an e-mail (ADR 018): one mail per e-mail, in the club's " +
      "brand and the recipient's language, with a link valid 30 days. Members not in the club, without an e-mail " +
      'or already invited are skipped and named. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: inviteBody,
    bodyLimit: BODY_LIMITS.idList,
    response: inviteAnswer,
  }),
  sendWelcomeMailsAgain: defineEntry({
    method: 'POST',
    path: '/v2/web/inactivemembers/:club/sendwelcomemailsagain',
    summary:
      'Mails invited (orange) members a new invitation (ADR 018). A member mailed earlier the same Copenhagen ' +
      'calendar day is skipped (sentToday); when every named member is skipped for that, 409 sentToday ' +
      '"Invitationen er sendt og kan sendes igen i morgen". Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    body: inviteBody,
    bodyLimit: BODY_LIMITS.idList,
    response: inviteAnswer,
  }),
});
