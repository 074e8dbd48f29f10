import { memberTypeOf, type ImportedMemberUpdate, type MemberType } from '@klubhus/domain';
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { inactiveMembers, memberships, users } from '../../db/schema/index.js';
import { intArray, pendingInactive } from './sqlParts.js';

/** The SQL of the changes to one member or a few (ADR 017): edits, roles, removal, and the locks they take. */

/** The fields that are given: a PATCH leaves an absent (undefined) field as it is, and drizzle must not see it. */
const given = <T extends Record<string, unknown>>(changes: T): Partial<T> =>
  Object.fromEntries(Object.entries(changes).filter(([, value]) => value !== undefined)) as Partial<T>;

/** An active member's type, the membership locked for the change; undefined when the user is not a member. */
export const lockActiveMember = async (
  db: Db,
  clubId: number,
  userId: number,
): Promise<{ type: MemberType } | undefined> => {
  const [row] = await queryRows<{ type: MemberType }>(
    db,
    sql`select type from memberships where club_id = ${clubId} and user_id = ${userId} for update`,
  );
  return row;
};

/** An inactive member's e-mail and userStatus, the row locked for the change; undefined when not the club's. */
export const lockInactiveMember = async (
  db: Db,
  clubId: number,
  inactiveId: number,
): Promise<{ email: string | null; user_status: number } | undefined> => {
  const [row] = await queryRows<{ email: string | null; user_status: number }>(
    db,
    sql`select email, user_status from inactive_members
         where club_id = ${clubId} and id = ${inactiveId} and ${pendingInactive()} for update`,
  );
  return row;
};

/**
 * The club's administrators, their memberships locked until the transaction ends, in id order. Every change that
 * could take the last administrator (a demotion, a removal) counts them only after this: a second such change
 * waits here, and then sees the first one's result (PostgreSQL re-reads a row it waited for, so a demoted
 * administrator drops out of the answer).
 */
export const lockAdministrators = async (db: Db, clubId: number): Promise<number[]> =>
  (
    await queryRows<{ user_id: number }>(
      db,
      sql`select user_id from memberships where club_id = ${clubId} and type = ${memberTypeOf('admin')}
           order by user_id for update`,
    )
  ).map((row) => row.user_id);

/** Whether the club lets its administrators change plain members' details (spec §3 canEditMembers). */
export const clubAllowsEditing = async (db: Db, clubId: number): Promise<boolean> => {
  const [row] = await queryRows<{ can_edit_members: boolean }>(
    db,
    sql`select can_edit_members from clubs where id = ${clubId}`,
  );
  return row?.can_edit_members === true;
};

/** Whether another user has this e-mail (unique case-insensitively, `users_email_lower_idx`). */
export const emailTakenByOther = async (db: Db, email: string, userId: number): Promise<boolean> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from users where lower(email) = ${email.trim().toLowerCase()} and id <> ${userId} limit 1`,
  );
  return row !== undefined;
};

export type PersonChanges = Omit<ImportedMemberUpdate, 'email'> & { email?: string };

export const updateUser = async (db: Db, userId: number, changes: PersonChanges): Promise<void> => {
  const set = given(changes);
  if (Object.keys(set).length === 0) return;
  await db.update(users).set(set).where(eq(users.id, userId));
};

export const updateMembership = async (
  db: Db,
  clubId: number,
  userId: number,
  changes: { note?: string | null; clubInternalMemberId?: string | null; type?: MemberType },
): Promise<void> => {
  const set = given(changes);
  if (Object.keys(set).length === 0) return;
  await db
    .update(memberships)
    .set(set)
    .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId)));
};

export const updateInactiveMember = async (
  db: Db,
  clubId: number,
  inactiveId: number,
  changes: ImportedMemberUpdate,
): Promise<void> => {
  const set = given(changes);
  if (Object.keys(set).length === 0) return;
  await db
    .update(inactiveMembers)
    .set(set)
    .where(and(eq(inactiveMembers.clubId, clubId), eq(inactiveMembers.id, inactiveId)));
};

/** The member leads none of the club's groups any more, and stays in them. */
export const stopLeading = async (db: Db, clubId: number, userId: number): Promise<void> => {
  await db.execute(
    sql`update group_members set is_leader = false where club_id = ${clubId} and user_id = ${userId} and is_leader`,
  );
};

/**
 * Active members leave the club: their memberships go, and with them (by the foreign keys' cascade) their groups,
 * group requests and relations there; each is recorded in `removed_members`, by whom. Users who are not members
 * are passed over. Answers how many left.
 */
export const removeActive = async (
  db: Db,
  clubId: number,
  userIds: readonly number[],
  removedBy: number,
): Promise<number> => {
  if (userIds.length === 0) return 0;
  const removed = await queryRows<{ user_id: number }>(
    db,
    sql`with gone as (
          delete from memberships where club_id = ${clubId} and user_id = any(${intArray(userIds)}) returning user_id
        )
        insert into removed_members (club_id, user_id, removed_by_user_id)
        select ${clubId}, user_id, ${removedBy} from gone
        returning user_id`,
  );
  return removed.length;
};

/** Inactive members are deleted outright, their groups with them; other clubs' and unknown ids are passed over. */
export const removeInactive = async (db: Db, clubId: number, inactiveIds: readonly number[]): Promise<number> => {
  if (inactiveIds.length === 0) return 0;
  const removed = await queryRows<{ id: number }>(
    db,
    sql`delete from inactive_members
         where club_id = ${clubId} and id = any(${intArray(inactiveIds)}) and ${pendingInactive()} returning id`,
  );
  return removed.length;
};
