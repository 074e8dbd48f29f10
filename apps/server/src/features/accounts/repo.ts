import { memberTypeOf, type LocaleCode } from '@klubhus/domain';
import { and, eq, gt, isNull, lt, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { queryRows } from '../../db/queryRows.js';
import { passwordResets, sessions, signInFailures, users } from '../../db/schema/index.js';

export type UserRow = typeof users.$inferSelect;

/** E-mails are unique case-insensitively (`users_email_lower_idx`); this is the key that index uses. */
const emailKey = (email: string): string => email.trim().toLowerCase();

export const findUserByEmail = async (db: Db, email: string): Promise<UserRow | undefined> => {
  const [row] = await db
    .select()
    .from(users)
    .where(sql`lower(${users.email}) = ${emailKey(email)}`)
    .limit(1);
  return row;
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
// Failed sign-ins

/** Failures since `since` count, per e-mail and per address. */
export const recentFailures = async (db: Db, email: string, address: string, since: Date) => {
  const [row] = await queryRows<{ by_email: number; by_address: number }>(
    db,
    sql`select
          (select count(*)::int from sign_in_failures
            where email = ${emailKey(email)} and created_at > ${since}) as by_email,
          (select count(*)::int from sign_in_failures
            where address = ${address} and created_at > ${since}) as by_address`,
  );
  return { byEmail: Number(row?.by_email ?? 0), byAddress: Number(row?.by_address ?? 0) };
};

/** Records a failure at `now` and drops this e-mail's and address's failures from before `since`. */
export const recordFailure = async (db: Db, email: string, address: string, now: Date, since: Date) => {
  const key = emailKey(email);
  await db.insert(signInFailures).values({ email: key, address, createdAt: now });
  await db
    .delete(signInFailures)
    .where(
      and(or(eq(signInFailures.email, key), eq(signInFailures.address, address)), lt(signInFailures.createdAt, since)),
    );
};

export const clearFailures = async (db: Db, email: string) => {
  await db.delete(signInFailures).where(eq(signInFailures.email, emailKey(email)));
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

export const insertPasswordReset = async (db: Db, tokenHash: string, userId: number, now: Date, expiresAt: Date) => {
  await db.insert(passwordResets).values({ tokenHash, userId, createdAt: now, expiresAt });
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

/** Deletes the user (memberships, sessions, resets and policy acceptances cascade) and its failed sign-ins. */
export const deleteUser = async (db: Db, user: Pick<UserRow, 'id' | 'email'>) => {
  await db.delete(users).where(eq(users.id, user.id));
  await clearFailures(db, user.email);
};
