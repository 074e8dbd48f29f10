import {
  bcp47,
  canResendInvitation,
  INVITATION_VALID_MS,
  parseMemberId,
  type InviteAnswer,
  type InviteBody,
  type InviteSkipReason,
} from '@klubhus/domain';
import { inTransaction } from '../../db/inTransaction.js';
import { enqueueMany } from '../../outbox/enqueue.js';
import type { Job } from '../../outbox/jobs.js';
import { DAY_MS, later } from '../../shared/clock.js';
import { mailPayload, secretLinkFor } from '../../shared/mail/mail.js';
import { hashToken, newToken } from '../../shared/tokens.js';
import { sentToday } from './refusals.js';
import * as repo from './repo.js';
import type { Caller, JoiningDeps } from './service.js';

/** How long an invitation is kept after it stopped working (expired or used): a month of history for questions. */
const INVITATION_KEPT_MS = 30 * DAY_MS;

/** The first mail (`first`) goes to red members only; a resend (`again`) to orange ones, once a Copenhagen day. */
type Round = 'first' | 'again';

/** A locked member's mail in this round: its address, or why it gets none. */
const mailOf = (
  round: Round,
  member: repo.Invitee | undefined,
  now: Date,
): { email: string; firstName: string } | { skip: InviteSkipReason } => {
  if (member === undefined) return { skip: 'notFound' };
  const { email, firstName, invitedAt } = member;
  if (email === null || !mailPayload.shape.to.safeParse(email).success) return { skip: 'noEmail' };
  if (round === 'first') return invitedAt === null ? { email, firstName } : { skip: 'alreadyInvited' };
  if (invitedAt === null) return { skip: 'notInvited' };
  return canResendInvitation(invitedAt, now) ? { email, firstName } : { skip: 'sentToday' };
};

/**
 * The invitation mail of the members of one e-mail (ADR 018), as an outbox job: in the club's brand and the
 * brand's language (an inactive member has none of their own), greeting them all by first name and naming the club
 * and the administrator. Its link is made as it is sent (`mintInvitationLink`).
 */
const invitationMail = (
  { mailer }: Pick<JoiningDeps, 'mailer'>,
  invite: { clubId: number; invitationId: number; email: string; firstNames: string[] },
  about: { club: string; brandId: string; inviter: string },
): Job => {
  const brand = mailer.brands.byId(about.brandId);
  const names = new Intl.ListFormat(bcp47(brand.defaultLocale), { type: 'conjunction' }).format([
    ...new Set(invite.firstNames),
  ]);
  const secretLink = secretLinkFor('invitation', invite.invitationId);
  const payload = mailer.compose({
    template: 'invitation',
    brand,
    locale: null,
    to: invite.email,
    values: { name: names, club: about.club, inviter: about.inviter },
    link: secretLink.placeholder,
    clubId: invite.clubId,
  });
  return { kind: 'mail', payload: { ...payload, secretLink } };
};

/**
 * One invitation round over the named inactive members of the caller's club. The members are locked (`FOR UPDATE`)
 * before their state is read, so a parallel round naming one of them waits and then sees this one's `invited_at`:
 * two parallel resends send one mail. Members sharing an e-mail (lower-case) get one mail together.
 */
const inviteRound = async (
  deps: JoiningDeps,
  caller: Caller,
  { memberIds }: InviteBody,
  round: Round,
): Promise<InviteAnswer> => {
  const { clubId } = caller;
  const named = [...new Set(memberIds)];
  const inactiveIdOf = (id: string): number => {
    const ref = parseMemberId(id);
    return ref.kind === 'inactive' ? ref.inactiveId : 0;
  };
  return inTransaction(deps.db, async (tx) => {
    const locked = await repo.lockInvitees(tx, clubId, named.map(inactiveIdOf));
    // Read after the lock: a round that waited for another sees its invited_at as earlier than its own now.
    const now = deps.clock.now();
    const byId = new Map(locked.map((member) => [member.id, member]));
    const skipped: InviteAnswer['skipped'] = [];
    const sent: string[] = [];
    const byEmail = new Map<string, { email: string; ids: number[]; firstNames: string[] }>();
    for (const id of named) {
      const inactiveId = inactiveIdOf(id);
      const mail = mailOf(round, byId.get(inactiveId), now);
      if ('skip' in mail) {
        skipped.push({ id, reason: mail.skip });
        continue;
      }
      sent.push(id);
      const key = mail.email.toLowerCase();
      const together = byEmail.get(key) ?? { email: mail.email, ids: [], firstNames: [] };
      together.ids.push(inactiveId);
      together.firstNames.push(mail.firstName);
      byEmail.set(key, together);
    }
    if (round === 'again' && sent.length === 0 && skipped.every((skip) => skip.reason === 'sentToday')) {
      throw sentToday();
    }
    if (byEmail.size > 0) {
      const club = await repo.clubOfMail(tx, clubId);
      const about = { club: club.title, brandId: club.brandId, inviter: await repo.nameOfUser(tx, caller.userId) };
      // One invitation per e-mail, valid 30 days from now (ADR 018).
      const invitationIds = await repo.insertInvitations(tx, {
        clubId,
        emails: [...byEmail.values()].map((mail) => mail.email),
        sentByUserId: caller.userId,
        createdAt: now,
        expiresAt: later(now, INVITATION_VALID_MS),
      });
      const mails = [...byEmail].map(([key, mail]) => {
        const invitationId = invitationIds.get(key);
        if (invitationId === undefined) throw new Error(`no invitation was made for ${key}`);
        return invitationMail(deps, { clubId, invitationId, email: mail.email, firstNames: mail.firstNames }, about);
      });
      await enqueueMany(tx, deps.clock, mails);
      await repo.markInvited(
        tx,
        clubId,
        [...byEmail.values()].flatMap((mail) => mail.ids),
        now,
      );
    }
    return { sent, skipped };
  });
};

/** The first invitation of red members with an e-mail (ADR 018); others are skipped and named. */
export const sendWelcomeMails = (deps: JoiningDeps, caller: Caller, body: InviteBody): Promise<InviteAnswer> =>
  inviteRound(deps, caller, body, 'first');

/**
 * A new invitation to orange members, once a Copenhagen calendar day (spec §4: "can be sent again tomorrow"):
 * when every named member was mailed today, 409 `sentToday` and nothing is written.
 */
export const sendWelcomeMailsAgain = (deps: JoiningDeps, caller: Caller, body: InviteBody): Promise<InviteAnswer> =>
  inviteRound(deps, caller, body, 'again');

/**
 * Makes an invitation link's secret as its mail is sent (ADR 014): `{PUBLIC_URL}/register?email=…&password=…`, the
 * spec's query (§2), with a 43-character random secret whose hash the invitation keeps. Null when the invitation
 * was used or expired meanwhile: the mail is dropped rather than carry a dead link.
 */
export const mintInvitationLink =
  ({ db, clock, config }: Pick<JoiningDeps, 'db' | 'clock' | 'config'>) =>
  async (invitationId: number): Promise<string | null> => {
    const token = newToken();
    const email = await repo.setInvitationToken(db, invitationId, hashToken(token), clock.now());
    if (email === null) return null;
    return `${config.publicUrl.replace(/\/+$/, '')}/register?email=${encodeURIComponent(email)}&password=${token}`;
  };

/** The joining area's part of the clean-up job: expired `imported` sessions, and invitations a month after. */
export const purgeExpired =
  ({ db, clock }: Pick<JoiningDeps, 'db' | 'clock'>) =>
  async (): Promise<Record<string, number>> => {
    const now = clock.now();
    return repo.purgeExpired(db, now, later(now, -INVITATION_KEPT_MS));
  };
