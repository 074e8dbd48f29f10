/**
 * The invitation rules of "Joining I" (spec document 1 §4 "Create member", "Imported (dummy) users"; ADR 018).
 * Pure: the server passes its clock's time, the web its own.
 */

/** A mailed invitation link works for 30 days after it was sent (ADR 018). */
export const INVITATION_VALID_DAYS = 30;
export const INVITATION_VALID_MS = INVITATION_VALID_DAYS * 24 * 60 * 60 * 1000;

/** The flow's session (`imported` access) lasts 2 hours; reopening the link starts a new one. */
export const IMPORTED_SESSION_MS = 2 * 60 * 60 * 1000;

/** The most people one invitation's flow holds (the dummies of the e-mail and the children added in the flow). */
export const IMPORTED_PEOPLE_MAX = 20;

/** The club's calendar: "tomorrow" is a Copenhagen day, whatever the server's or the browser's zone. */
export const CLUB_TIME_ZONE = 'Europe/Copenhagen';

const copenhagenDay = new Intl.DateTimeFormat('en-CA', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
});

/** The Copenhagen calendar day of an instant, `YYYY-MM-DD`. */
export const copenhagenDate = (at: Date): string => copenhagenDay.format(at);

/**
 * Whether an invitation mail may be sent again (spec §4: "can be sent again tomorrow"): never sent, or last sent on
 * an earlier Copenhagen calendar day than `now`'s.
 */
export const canResendInvitation = (lastSent: Date | null, now: Date): boolean =>
  lastSent === null || copenhagenDate(lastSent) < copenhagenDate(now);

/** Whether an invitation sent at `sentAt` still works at `now` (30 days, to the millisecond). */
export const invitationOpen = (sentAt: Date, now: Date): boolean =>
  now.getTime() < sentAt.getTime() + INVITATION_VALID_MS;

/**
 * The times the members list is fetched again after invitations were sent (spec §4: "after 5 s, then 10 s later,
 * then 15 s later"), in milliseconds after the send.
 */
export const REFETCH_AFTER_SEND_MS = [5_000, 15_000, 30_000] as const;
