import {
  canResendInvitation,
  inviteSkipReasons,
  type InviteAnswer,
  type InviteSkipReason,
  type MemberDetails,
  type MemberOverviewRow,
} from '@klubhus/domain';

/**
 * The web's side of the invitations of "Joining I" (spec document 1 §2 "invite modal", §4 "Create member"; ADR
 * 018): which call each ticked member needs, the answers of several calls as one, and the resend button's state.
 */

/** What the invite modal does with the ticked members: red ones get their first mail, orange ones a new one. */
export interface InvitationPlan {
  /** Never invited (red): `sendwelcomemails`. */
  first: string[];
  /** Invited, not yet a user (orange): `sendwelcomemailsagain`. */
  again: string[];
  /** Active members ticked with them: they have an account and get no invitation. */
  active: number;
}

export const invitationPlan = (rows: readonly Pick<MemberOverviewRow, 'id' | 'status'>[]): InvitationPlan => ({
  first: rows.filter((row) => row.status === 'notInvited').map((row) => row.id),
  again: rows.filter((row) => row.status === 'invited').map((row) => row.id),
  active: rows.filter((row) => row.status === 'active').length,
});

/**
 * The most members one invitation call of the web names. The server takes 5,000 (`INVITE_IDS_PER_CALL_MAX`); smaller
 * calls let the progress bar move for a big club's inactive list, and each stays short.
 */
export const INVITE_CALL_SIZE = 500;

/** `ids` in calls of at most `size`. */
export const inChunks = <T>(items: readonly T[], size: number): T[][] =>
  Array.from({ length: Math.ceil(items.length / size) }, (_, index) => items.slice(index * size, (index + 1) * size));

/** The answers of several calls as one. */
export const mergeAnswers = (answers: readonly InviteAnswer[]): InviteAnswer => ({
  sent: answers.flatMap((answer) => answer.sent),
  skipped: answers.flatMap((answer) => answer.skipped),
});

/**
 * A resend that the server refused as a whole with 409 `sentToday` ("every named member was mailed today"): the
 * same as an answer that skipped each of them for that reason, so that one result shows both.
 */
export const sentTodayAnswer = (ids: readonly string[]): InviteAnswer => ({
  sent: [],
  skipped: ids.map((id) => ({ id, reason: 'sentToday' })),
});

/** The skipped members by reason, in the contract's order of reasons, leaving out reasons nobody has. */
export const skippedByReason = (answer: InviteAnswer): [InviteSkipReason, string[]][] =>
  inviteSkipReasons
    .map((reason): [InviteSkipReason, string[]] => [
      reason,
      answer.skipped.filter((skip) => skip.reason === reason).map((skip) => skip.id),
    ])
    .filter(([, ids]) => ids.length > 0);

/** `emailLastSent` (UTC `YYYY-MM-DDTHH:mm`) as an instant; null when never sent. */
export const lastSentAt = (emailLastSent: string | null): Date | null =>
  emailLastSent === null ? null : new Date(`${emailLastSent}Z`);

/** What the inactive member's invitation button does, and whether it may now (spec §4; ADR 018). */
export interface ResendButton {
  /** `first` for a red member ("Send invitation"), `again` for an orange one ("Send invitation igen"). */
  kind: 'first' | 'again';
  /** Mailed earlier today (Copenhagen): it can be sent again tomorrow. */
  sentToday: boolean;
}

/** The button of an inactive member's details, at `now`; none for an active member. */
export const resendButton = (
  member: Pick<MemberDetails, 'status' | 'emailLastSent'>,
  now: Date,
): ResendButton | undefined => {
  if (member.status === 'active') return undefined;
  return {
    kind: member.status === 'invited' ? 'again' : 'first',
    sentToday: !canResendInvitation(lastSentAt(member.emailLastSent), now),
  };
};
