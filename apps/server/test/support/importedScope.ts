import { INVITATION_VALID_MS, IMPORTED_SESSION_MS } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { hashToken, newToken } from '../../src/shared/tokens.js';
import { uniqueEmail } from './uniqueEmail.js';

/**
 * An imported-user sign-up (ADR 018) written by plain SQL: dummies of one e-mail in a club and the invitation
 * mailed to it, as create member and the invitation mail leave them (the token's hash only), so that the sign-up's
 * tests and the fuzzer need neither.
 */

/** One dummy of the scope. */
export interface ImportedPerson {
  firstName: string;
  surname: string;
  birthdate?: string;
  zip?: string;
  /** userStatus 2 (spec §4). */
  child?: boolean;
  /** Groups of the club the dummy is in. */
  groupIds?: readonly number[];
}

export interface ImportedScope {
  clubId: number;
  email: string;
  invitationId: number;
  /** The link's secret, as the mail carries it (`password` in the link's query). */
  secret: string;
  /** The dummies' ids, in the order given. */
  ids: number[];
}

export interface ScopeOptions {
  clubId: number;
  /** @default a test-unique e-mail */
  email?: string;
  /** @default one adult, "Mor Testesen" */
  people?: readonly ImportedPerson[];
  /** When the mail went out (invited_at), and the link's 30 days start. @default now */
  sentAt?: Date;
}

export const seedImportedScope = async (
  db: Db,
  {
    clubId,
    email = uniqueEmail('invited'),
    people = [{ firstName: 'Mor', surname: 'Testesen' }],
    sentAt = new Date(),
  }: ScopeOptions,
): Promise<ImportedScope> => {
  const ids: number[] = [];
  for (const person of people) {
    const [row] = await queryRows<{ id: number }>(
      db,
      sql`insert into inactive_members (club_id, first_name, surname, email, zip, birthdate, invited_at, user_status)
          values (${clubId}, ${person.firstName}, ${person.surname}, ${email}, ${person.zip ?? '8000'},
                  ${person.birthdate ?? null}, ${sentAt}, ${person.child ? 2 : 1})
          returning id`,
    );
    const id = Number(row?.id);
    ids.push(id);
    for (const groupId of person.groupIds ?? []) {
      await db.execute(
        sql`insert into inactive_group_members (group_id, club_id, inactive_member_id) values (${groupId}, ${clubId}, ${id})`,
      );
    }
  }
  const { invitationId, secret } = await addInvitation(db, { clubId, email, sentAt });
  return { clubId, email, invitationId, secret, ids };
};

/** Another mail to the scope's e-mail (a resend): a working link of its own. */
export const addInvitation = async (
  db: Db,
  { clubId, email, sentAt = new Date() }: { clubId: number; email: string; sentAt?: Date },
): Promise<{ invitationId: number; secret: string }> => {
  const secret = newToken();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into invitations (club_id, email, token_hash, expires_at, created_at)
        values (${clubId}, ${email}, ${hashToken(secret)}, ${new Date(sentAt.getTime() + INVITATION_VALID_MS)}, ${sentAt})
        returning id`,
  );
  return { invitationId: Number(row?.id), secret };
};

/**
 * An `imported` session of the scope's invitation, as `POST /v2/login/imported` makes one at `now` (pass the test
 * clock's); `expired`: an hour ago.
 */
export const importedSessionOf = async (
  db: Db,
  scope: Pick<ImportedScope, 'clubId' | 'email' | 'invitationId'>,
  { expired = false, now = new Date() }: { expired?: boolean; now?: Date } = {},
): Promise<string> => {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + (expired ? -60 * 60 * 1000 : IMPORTED_SESSION_MS));
  await db.execute(
    sql`insert into imported_sessions (token_hash, invitation_id, club_id, email, expires_at)
        values (${hashToken(token)}, ${scope.invitationId}, ${scope.clubId}, ${scope.email}, ${expiresAt})`,
  );
  return token;
};

/** The wire id of a dummy: `i12`. */
export const wireId = (id: number): string => `i${id}`;
