import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { clubs, memberships, users } from '../../db/schema/index.js';
import { enqueue } from '../../outbox/enqueue.js';
import type { Clock } from '../clock.js';
import type { MailTemplate, Mailer } from './templates.js';

export interface MemberMail {
  clubId: number;
  userId: number;
  template: MailTemplate;
  /** Where the mail's action leads. */
  link: string;
  /** Placeholders besides `name`, `club` and `companyName`, which come from the records. */
  values?: Record<string, string>;
}

/**
 * Mails a member of a club in the club's brand and the member's language, through the outbox of `tx`.
 * Throws when the user is not a member of the club: a bug in the caller, never a user error. Answers the outbox
 * job's id, or null for a member without an e-mail (a child registered by a parent, ADR 018).
 */
export const mailClubMember = async (
  tx: Db,
  { mailer, clock }: { mailer: Mailer; clock: Clock },
  { clubId, userId, template, link, values = {} }: MemberMail,
): Promise<number | null> => {
  const [row] = await tx
    .select({
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      club: clubs.title,
      brandId: clubs.brandId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId)))
    .limit(1);
  if (!row) throw new Error(`user ${userId} is not a member of club ${clubId}`);
  // A child registered by a parent has no mailbox of its own (ADR 018): nothing is sent.
  if (row.email === null) return null;
  const payload = mailer.compose({
    template,
    brand: mailer.brands.byId(row.brandId),
    locale: row.locale,
    to: row.email,
    values: { name: row.firstName || row.email, club: row.club, ...values },
    link,
    clubId,
  });
  return enqueue(tx, clock, { kind: 'mail', payload });
};
