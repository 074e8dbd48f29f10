import type { LocaleCode } from '@klubhus/domain';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { clubs, memberships, users } from '../../db/schema/index.js';
import { enqueue, enqueueMany } from '../../outbox/enqueue.js';
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

/** One mail of a round to a club's members (`mailClubMembers`). */
export interface ClubMemberMail {
  userId: number;
  template: MailTemplate;
  link: string;
  /**
   * Placeholders besides `name`, `club` and `companyName`, in the language the mail is written in (the recipient's,
   * else the brand's default): a date reads as its reader writes one.
   */
  values?: (language: LocaleCode) => Record<string, string>;
}

/**
 * Many mails to members of one club, as `mailClubMember` writes one: the recipients read in one statement, the mails
 * written to the outbox of `tx` in one insert per thousand (`enqueueMany`), so that a round of 1,000 is not 1,000
 * round trips. Unlike the one-mail form, a round skips whom it cannot mail — a person no longer a member of the club
 * (an activity keeps those who left, ADR 023), one without an e-mail — rather than throwing. Answers the jobs' ids.
 */
export const mailClubMembers = async (
  tx: Db,
  { mailer, clock }: { mailer: Mailer; clock: Clock },
  clubId: number,
  mails: readonly ClubMemberMail[],
): Promise<number[]> => {
  if (mails.length === 0) return [];
  const rows = await tx
    .select({
      userId: users.id,
      email: users.email,
      firstName: users.firstName,
      locale: users.locale,
      club: clubs.title,
      brandId: clubs.brandId,
    })
    .from(memberships)
    .innerJoin(users, eq(users.id, memberships.userId))
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .where(
      and(
        eq(memberships.clubId, clubId),
        // One bind value however many: a round may mail thousands.
        sql`${memberships.userId} = any(${`{${[...new Set(mails.map((mail) => mail.userId))].join(',')}}`}::int[])`,
        isNotNull(users.email),
      ),
    );
  const byUser = new Map(rows.map((row) => [row.userId, row]));
  const jobs = mails.flatMap((mail) => {
    const row = byUser.get(mail.userId);
    if (!row?.email) return [];
    const brand = mailer.brands.byId(row.brandId);
    const language = row.locale ?? brand.defaultLocale;
    const payload = mailer.compose({
      template: mail.template,
      brand,
      locale: row.locale,
      to: row.email,
      values: { name: row.firstName || row.email, club: row.club, ...mail.values?.(language) },
      link: mail.link,
      clubId,
    });
    return [{ kind: 'mail' as const, payload }];
  });
  return enqueueMany(tx, clock, jobs);
};
