import { and, desc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { outbox } from '../../db/schema/index.js';
import { mailPayload } from '../../shared/mail/mail.js';

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

const toMail = (row: Row): OutboxMail => {
  const parsed = mailPayload.safeParse(row.payload);
  // A row this version cannot read is still listed, so the page never hides that something is wrong.
  const mail = parsed.success ? parsed.data : undefined;
  return {
    id: row.id,
    to: mail?.to ?? '',
    subject: mail?.subject ?? '(unreadable payload)',
    text: mail?.text ?? JSON.stringify(row.payload),
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
export const listOutboxMails = async (db: Db, options: { to?: string; limit: number }): Promise<OutboxMail[]> => {
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

export const findOutboxMail = async (db: Db, id: number): Promise<OutboxMail | undefined> => {
  const [row] = await db
    .select()
    .from(outbox)
    .where(and(eq(outbox.kind, 'mail'), eq(outbox.id, id)))
    .limit(1);
  return row ? toMail(row) : undefined;
};
