import { memberTypeOf, type LocaleCode } from '@klubhus/domain';
import { randomUUID } from 'node:crypto';
import { and, eq, gt, inArray, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { purgeInBatches } from '../../db/inBatches.js';
import { inTransaction } from '../../db/inTransaction.js';
import { queryRows } from '../../db/queryRows.js';
import { passwordResets, sessions, signInAttempts, trustedDevices, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** A user who signs in: e-mail and password hash are set (only a child registered by a parent has neither, ADR 018). */
export type SignInUserRow = UserRow & { email: string; passwordHash: string };

/** Narrows a user row to one who signs in; the schema's check keeps e-mail and password hash together. */
export const signsIn = (row: UserRow): row is SignInUserRow => row.email !== null && row.passwordHash !== null;

/** E-mails are unique case-insensitively (`users_email_lower_idx`); this is the key that index uses. */
const emailKey = (email: string): string => email.trim().toLowerCase();

/** The buckets a sign-in attempt is counted in (`sign_in_attempts.bucket`). */
export const emailBucket = (email: string): string => `email:${emailKey(email)}`;
export const addressBucket = (addressKey: string): string => `address:${addressKey}`;
export const deviceBucket = (deviceId: number): string => `device:${deviceId}`;

export const findUserByEmail = async (db: Db, email: string): Promise<SignInUserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${emailKey(email)}`)
    .limit(1);
  return row && signsIn(row) ? row : undefined;
};

export const findUserById = async (db: Db, id: number): Promise<UserRow | undefined> => {
  const [row] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return row;
};

export const insertUser = async (db: Db, values: typeof users.$inferInsert): Promise<UserRow> => {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
};

// ---------------------------------------------------------------------------------------------------
// Sign-in attempts

/**
 * Counts an attempt in each of its buckets before its password is checked, or answers null when a bucket
 * already holds `limit` attempts since `since`. Atomic per bucket: the database function
 * `reserve_sign_in_attempt` (migration 0005) takes each bucket's advisory lock before it counts, so parallel
 * attempts cannot all read the same count and pass together — in one statement, so that on PGlite no
 * transaction holds the one connection while the event loop serves others.
 */
export const reserveAttempt = async (
  db: Db,
  buckets: readonly string[],
  { limit, since, now }: { limit: number; since: Date; now: Date },
): Promise<string | null> => {
  const attemptId = randomUUID();
  const list = sql.join(
    buckets.map((bucket) => sql`${bucket}`),
    sql`, `,
  );
  const [row] = await queryRows<{ reserved: boolean }>(
    db,
    sql`select reserve_sign_in_attempt(array[${list}]::text[], ${attemptId}, ${now}, ${since}, ${limit}) as reserved`,
  );
  return row?.reserved ? attemptId : null;
};

/** A successful attempt does not count: its rows go. */
export const releaseAttempt = async (db: Db, attemptId: string) => {
  await db.delete(signInAttempts).where(eq(signInAttempts.attemptId, attemptId));
};

/** Forgets what counts against an e-mail: whoever reset its password has proven the mailbox. */
export const clearEmailAttempts = async (db: Db, bucket: string) => {
  await db.delete(signInAttempts).where(eq(signInAttempts.bucket, bucket));
};

// ---------------------------------------------------------------------------------------------------
// Trusted devices

/** The user's unexpired trusted device among these token hashes, if any. */
export const findTrustedDevice = async (
  db: Db,
  tokenHashes: readonly string[],
  userId: number,
  now: Date,
): Promise<{ id: number; tokenHash: string } | undefined> => {
  if (tokenHashes.length === 0) return undefined;
  const [row] = await db
    .select({ id: trustedDevices.id, tokenHash: trustedDevices.tokenHash })
    .from(trustedDevices)
    .where(
      and(
        inArray(trustedDevices.tokenHash, [...tokenHashes]),
        eq(trustedDevices.userId, userId),
        gt(trustedDevices.expiresAt, now),
      ),
    )
    .limit(1);
  return row;
};

export const insertTrustedDevice = async (db: Db, tokenHash: string, userId: number, now: Date, expiresAt: Date) => {
  await db.insert(trustedDevices).values({ tokenHash, userId, createdAt: now, lastUsedAt: now, expiresAt });
};

/** A device that signs in again stays trusted for another full period. */
export const touchTrustedDevice = async (db: Db, id: number, now: Date, expiresAt: Date) => {
  await db.update(trustedDevices).set({ lastUsedAt: now, expiresAt }).where(eq(trustedDevices.id, id));
};

// ---------------------------------------------------------------------------------------------------
// Sessions

export const insertSession = async (db: Db, tokenHash: string, userId: number, now: Date, expiresAt: Date) => {
  await db.insert(sessions).values({ tokenHash, userId, createdAt: now, expiresAt });
};

export const deleteSession = async (db: Db, tokenHash: string) => {
  await db.delete(sessions).where(eq(sessions.tokenHash, tokenHash));
};

export const deleteUserSessions = async (db: Db, userId: number) => {
  await db.delete(sessions).where(eq(sessions.userId, userId));
};

// ---------------------------------------------------------------------------------------------------
// Password reset

/** A reset link waiting for its mail: the token is made when the mail is sent (`mintResetToken`). */
export const insertPasswordReset = async (db: Db, userId: number, now: Date, expiresAt: Date): Promise<number> => {
  const [row] = await db
    .insert(passwordResets)
    .values({ userId, createdAt: now, expiresAt })
    .returning({ id: passwordResets.id });
  if (!row) throw new Error('password reset insert returned no row');
  return row.id;
};

/**
 * Gives an open reset its (new) token hash; false when it is used or expired. Run again (a retried mail), it
 * replaces the hash, so only the link of the last mail sent works.
 */
export const setResetToken = async (db: Db, id: number, tokenHash: string, now: Date): Promise<boolean> => {
  const rows = await db
    .update(passwordResets)
    .set({ tokenHash })
    .where(and(eq(passwordResets.id, id), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)))
    .returning({ id: passwordResets.id });
  return rows.length > 0;
};

/** The user of an unused, unexpired reset token, locking its row; undefined otherwise. */
export const lockValidReset = async (db: Db, tokenHash: string, now: Date): Promise<number | undefined> => {
  const [row] = await db
    .select({ userId: passwordResets.userId })
    .from(passwordResets)
    .where(
      and(eq(passwordResets.tokenHash, tokenHash), isNull(passwordResets.usedAt), gt(passwordResets.expiresAt, now)),
    )
    .for('update');
  return row?.userId;
};

/** Uses up every open reset link of the user: one reset ends the others too. */
export const useUpResets = async (db: Db, userId: number, now: Date) => {
  await db
    .update(passwordResets)
    .set({ usedAt: now })
    .where(and(eq(passwordResets.userId, userId), isNull(passwordResets.usedAt)));
};

export const setLocale = async (db: Db, userId: number, locale: LocaleCode) => {
  await db.update(users).set({ locale }).where(eq(users.id, userId));
};

export const setPasswordHash = async (db: Db, userId: number, passwordHash: string) => {
  await db.update(users).set({ passwordHash }).where(eq(users.id, userId));
};

// ---------------------------------------------------------------------------------------------------
// Header image

/** Sets the image and answers the one it replaces. */
export const replaceImagePath = async (db: Db, userId: number, imagePath: string): Promise<string | null> =>
  inTransaction(db, async (tx) => {
    const [old] = await tx.select({ imagePath: users.imagePath }).from(users).where(eq(users.id, userId)).for('update');
    await tx.update(users).set({ imagePath }).where(eq(users.id, userId));
    return old?.imagePath ?? null;
  });

// ---------------------------------------------------------------------------------------------------
// Removing an account

/**
 * Clubs where the user is an administrator and nobody else is. Locks the user's administrator clubs'
 * rows first, so two administrators of one club removing themselves at once cannot both pass.
 */
export const soleAdministratorClubs = async (db: Db, userId: number): Promise<number[]> => {
  const admin = memberTypeOf('admin');
  await queryRows(
    db,
    sql`select id from clubs where id in
          (select club_id from memberships where user_id = ${userId} and type = ${admin}) for update`,
  );
  const rows = await queryRows<{ club_id: number }>(
    db,
    sql`select m.club_id from memberships m
         where m.user_id = ${userId} and m.type = ${admin}
           and not exists (select 1 from memberships o
                            where o.club_id = m.club_id and o.type = ${admin} and o.user_id <> ${userId})`,
  );
  return rows.map((row) => Number(row.club_id));
};

/** Deletes the user (memberships, sessions, resets, devices and policy acceptances cascade) and what counts against its e-mail. */
export const deleteUser = async (db: Db, user: Pick<UserRow, 'id' | 'email'>) => {
  await db.delete(users).where(eq(users.id, user.id));
  if (user.email !== null) await clearEmailAttempts(db, emailBucket(user.email));
};

// ---------------------------------------------------------------------------------------------------
// Clean-up

/**
 * What the accounts area no longer needs: expired sessions, trusted devices and reset links, and sign-in
 * attempts older than their window. Answers how many rows went, per table.
 */
export const purgeExpired = async (db: Db, now: Date, attemptsSince: Date) => ({
  sessions: await purgeInBatches(
    db,
    'sessions',
    'token_hash',
    sql`select token_hash from sessions where expires_at < ${now}`,
  ),
  trustedDevices: await purgeInBatches(
    db,
    'trusted_devices',
    'id',
    sql`select id from trusted_devices where expires_at < ${now}`,
  ),
  passwordResets: await purgeInBatches(
    db,
    'password_resets',
    'id',
    sql`select id from password_resets where expires_at < ${now}`,
  ),
  signInAttempts: await purgeInBatches(
    db,
    'sign_in_attempts',
    'id',
    sql`select id from sign_in_attempts where created_at <= ${attemptsSince}`,
  ),
});
