import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { purgeInBatches } from '../../db/inBatches.js';
import { queryRows } from '../../db/queryRows.js';
import { clubs, inactiveMembers, invitations, users } from '../../db/schema/index.js';
import { intArray } from '../members/public.js';

/** The SQL of "Joining I" (ADR 018): creating inactive members, their invitations, and the clean-up. */

// ---------------------------------------------------------------------------------------------------
// Create member

/**
 * Serialises the creations of one club's inactive members until the transaction ends, so that two imports cannot
 * both pass the club's limit.
 */
export const lockClubInactive = async (tx: Db, clubId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`inactive-members:${clubId}`}))`);
};

/** The club's inactive members still waiting (an activated one is an active member now). */
export const pendingInactiveCount = async (tx: Db, clubId: number): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from inactive_members where club_id = ${clubId} and activated_at is null`,
  );
  return Number(row?.n ?? 0);
};

/** Which of the lower-case `emails` an active member of the club has (users_email_lower_idx, then the membership). */
export const emailsOfActiveMembers = async (
  tx: Db,
  clubId: number,
  emails: readonly string[],
): Promise<Set<string>> => {
  if (emails.length === 0) return new Set();
  const rows = await queryRows<{ email: string }>(
    tx,
    sql`select lower(u.email) as email from users u
          join memberships m on m.user_id = u.id and m.club_id = ${clubId}
         where lower(u.email) in (${sql.join(
           emails.map((email) => sql`${email}`),
           sql`, `,
         )})`,
  );
  return new Set(rows.map((row) => row.email));
};

export interface NewInactive {
  firstName: string;
  surname: string;
  email: string;
  zip: string;
  mobile: string | null;
  birthdate: string | null;
  address: string | null;
  city: string | null;
  note: string | null;
}

/** One new inactive (red) member; answers its id. */
export const insertInactive = async (tx: Db, clubId: number, row: NewInactive, now: Date): Promise<number> => {
  const [inserted] = await tx
    .insert(inactiveMembers)
    .values({ clubId, ...row, createdAt: now })
    .returning({ id: inactiveMembers.id });
  if (!inserted) throw new Error('inactive member insert returned no row');
  return inserted.id;
};

/** Puts inactive members into groups of the club: `[inactiveId, groupId]` pairs, in one statement. */
export const addToGroups = async (
  tx: Db,
  clubId: number,
  pairs: readonly (readonly [number, number])[],
  now: Date,
): Promise<void> => {
  if (pairs.length === 0) return;
  await tx.execute(
    sql`insert into inactive_group_members (inactive_member_id, group_id, club_id, created_at)
        select m, g, ${clubId}::int, ${now}::timestamptz
          from unnest(${intArray(pairs.map(([member]) => member))}, ${intArray(pairs.map(([, group]) => group))}) as p (m, g)`,
  );
};

// ---------------------------------------------------------------------------------------------------
// Invitations

export interface Invitee {
  id: number;
  firstName: string;
  email: string | null;
  invitedAt: Date | null;
}

/**
 * The club's inactive members among `ids` still waiting, locked (`FOR UPDATE`) in id order until the transaction
 * ends: a parallel call naming one of them waits here and then reads the `invited_at` this one wrote, so two
 * resends cannot both pass the once-a-day rule.
 */
export const lockInvitees = (tx: Db, clubId: number, ids: readonly number[]): Promise<Invitee[]> =>
  tx
    .select({
      id: inactiveMembers.id,
      firstName: inactiveMembers.firstName,
      email: inactiveMembers.email,
      invitedAt: inactiveMembers.invitedAt,
    })
    .from(inactiveMembers)
    .where(
      and(
        eq(inactiveMembers.clubId, clubId),
        sql`${inactiveMembers.id} = any(${intArray(ids)})`,
        isNull(inactiveMembers.activatedAt),
      ),
    )
    .orderBy(asc(inactiveMembers.id))
    .for('update');

/** What an invitation mail says of its club: the title and the brand it goes out in. */
export const clubOfMail = async (tx: Db, clubId: number): Promise<{ title: string; brandId: string }> => {
  const [row] = await tx
    .select({ title: clubs.title, brandId: clubs.brandId })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  if (!row) throw new Error(`club ${clubId} not found`);
  return row;
};

/** The administrator's name as the mail names them (their e-mail when they have no name). */
export const nameOfUser = async (tx: Db, userId: number): Promise<string> => {
  const [row] = await tx
    .select({ firstName: users.firstName, surname: users.surname, email: users.email })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  const name = `${row?.firstName ?? ''} ${row?.surname ?? ''}`.trim();
  return name || (row?.email ?? '');
};

/**
 * One invitation per e-mail (distinct lower-case), waiting for its mail (the secret is made as the mail goes out),
 * in one statement; answers each e-mail's (lower-case) invitation id.
 */
export const insertInvitations = async (
  tx: Db,
  {
    clubId,
    emails,
    sentByUserId,
    createdAt,
    expiresAt,
  }: {
    clubId: number;
    emails: readonly string[];
    sentByUserId: number;
    createdAt: Date;
    expiresAt: Date;
  },
): Promise<Map<string, number>> => {
  if (emails.length === 0) return new Map();
  const rows = await tx
    .insert(invitations)
    .values(emails.map((email) => ({ clubId, email, sentByUserId, createdAt, expiresAt })))
    .returning({ id: invitations.id, email: invitations.email });
  return new Map(rows.map((row) => [row.email.toLowerCase(), row.id]));
};

/** The members were mailed at `now` (orange from then on). */
export const markInvited = async (tx: Db, clubId: number, ids: readonly number[], now: Date): Promise<void> => {
  if (ids.length === 0) return;
  await tx.execute(
    sql`update inactive_members set invited_at = ${now}::timestamptz where club_id = ${clubId} and id = any(${intArray(ids)})`,
  );
};

/**
 * Gives an invitation neither used nor expired its (new) secret's hash and answers its e-mail; null when it no
 * longer allows a link. Run again (a retried mail), it replaces the hash: the link of the last mail sent works.
 */
export const setInvitationToken = async (db: Db, id: number, tokenHash: string, now: Date): Promise<string | null> => {
  const [row] = await queryRows<{ email: string }>(
    db,
    sql`update invitations set token_hash = ${tokenHash}
         where id = ${id} and used_at is null and expires_at > ${now}
        returning email`,
  );
  return row?.email ?? null;
};

// ---------------------------------------------------------------------------------------------------
// Clean-up

/**
 * Expired `imported` sessions, and invitations that stopped working (expired or used) before `keptSince`; an
 * invitation's sessions go with it (their foreign key's cascade).
 */
export const purgeExpired = async (db: Db, now: Date, keptSince: Date) => ({
  importedSessions: await purgeInBatches(
    db,
    'imported_sessions',
    'token_hash',
    sql`select token_hash from imported_sessions where expires_at < ${now}`,
  ),
  invitations: await purgeInBatches(
    db,
    'invitations',
    'id',
    sql`select id from invitations where expires_at < ${keptSince} or used_at < ${keptSince}`,
  ),
});
