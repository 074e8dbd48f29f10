import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { outbox } from '../../db/schema/index.js';
import { mailPayload, withSecretLink, type SecretLinkMinters, type SecretLinkRef } from '../../shared/mail/mail.js';

/** A mail as it sits in the outbox, for /dev/mail and /dev/mail.json. */
export interface OutboxMail {
  id: number;
  to: string;
  subject: string;
  text: string;
  html: string | null;
  clubId: number | null;
  status: 'pending' | 'done' | 'failed' | 'held';
  attempts: number;
  lastError: string | null;
  createdAt: string;
  doneAt: string | null;
}

type Row = typeof outbox.$inferSelect;

/** A mail as stored, with the reference of its secret link when it has one (never shown as such). */
export interface StoredMail extends OutboxMail {
  secretLink?: SecretLinkRef;
}

const toMail = (row: Row): StoredMail => {
  const parsed = mailPayload.safeParse(row.payload);
  // A row this version cannot read is still listed, so the page never hides that something is wrong.
  const mail = parsed.success ? parsed.data : undefined;
  const redacted = row.redactedAt !== null;
  return {
    ...(mail?.secretLink ? { secretLink: mail.secretLink } : {}),
    id: row.id,
    to: mail?.to ?? '',
    subject: mail?.subject ?? (redacted ? '(emptied by the retention rules)' : '(unreadable payload)'),
    text: mail?.text ?? (redacted ? '' : JSON.stringify(row.payload)),
    html: mail?.html ?? null,
    clubId: row.clubId,
    status: row.status,
    attempts: row.attempts,
    lastError: row.lastError,
    createdAt: row.createdAt.toISOString(),
    doneAt: row.doneAt?.toISOString() ?? null,
  };
};

/** Newest first; `to` matches the recipient case-insensitively. */
export const listOutboxMails = async (db: Db, options: { to?: string; limit: number }): Promise<StoredMail[]> => {
  const rows = await db
    .select()
    .from(outbox)
    .where(
      and(
        eq(outbox.kind, 'mail'),
        options.to === undefined ? undefined : sql`lower(${outbox.payload}->>'to') = lower(${options.to})`,
      ),
    )
    .orderBy(desc(outbox.createdAt), desc(outbox.id))
    .limit(options.limit);
  return rows.map(toMail);
};

export const findOutboxMail = async (db: Db, id: number): Promise<StoredMail | undefined> => {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), eq(outbox.id, id)))
    .limit(1);
  return row ? toMail(row) : undefined;
};

const withText = (mail: StoredMail, placeholder: string, note: string): OutboxMail => {
  const { secretLink: _secretLink, ...shown } = mail;
  return {
    ...shown,
    text: shown.text.replaceAll(placeholder, note),
    html: shown.html?.replaceAll(placeholder, note) ?? null,
  };
};

/**
 * A mail as the development mailbox shows it. Its secret link (a reset link ...) rests nowhere: a held mail —
 * the mailbox is its only reader — gets a fresh link each time it is opened (`mint`), which ends the link it got
 * before; a list shows a note in its place, and so does a mail that went out (its link is in the mail only).
 */
export const readableMail = async (
  mail: StoredMail,
  { mint, minters }: { mint: boolean; minters: SecretLinkMinters },
): Promise<OutboxMail> => {
  const ref = mail.secretLink;
  if (!ref) return withText(mail, '', '');
  if (!mint || mail.status !== 'held') {
    return withText(
      mail,
      ref.placeholder,
      mail.status === 'held' ? '[link made when this mail is opened]' : '[link sent in the mail only]',
    );
  }
  const minted = await withSecretLink(
    {
      to: mail.to,
      subject: mail.subject,
      text: mail.text,
      ...(mail.html === null ? {} : { html: mail.html }),
      secretLink: ref,
    },
    minters,
  );
  if (!minted) return withText(mail, ref.placeholder, '[link no longer valid]');
  const { secretLink: _secretLink, ...shown } = mail;
  return { ...shown, text: minted.text, html: minted.html ?? null };
};
