import { memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../support/seedAccessWorld.js';

export interface Person {
  firstName: string;
  surname: string;
  email?: string;
  mobile?: string;
  zip?: string;
  birthdate?: string;
  role?: MemberRole;
}

/** An active member of the club: a user with a membership. Answers the user id. */
let made = 0;

export const addUser = async (db: Db, clubId: number, person: Person): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname, mobile, zip, birthdate)
        values (${person.email ?? `${person.firstName}.${person.surname}.${(made += 1)}.${process.pid}@test.klubhus.dk`.toLowerCase()},
                ${PRECOMPUTED_PASSWORD_HASH}, ${person.firstName}, ${person.surname}, ${person.mobile ?? null},
                ${person.zip ?? null}, ${person.birthdate ?? null})
        returning id`,
  );
  const userId = Number(row?.id);
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${userId}, ${memberTypeOf(person.role ?? 'member')})`,
  );
  return userId;
};

/** An inactive member; `invited` sets invited_at (orange), else red; `child` is userStatus 2. Answers the inactive id. */
export const addInactive = async (
  db: Db,
  clubId: number,
  person: Person & { invited?: boolean; child?: boolean },
): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into inactive_members (club_id, first_name, surname, email, mobile, zip, birthdate, invited_at, user_status)
        values (${clubId}, ${person.firstName}, ${person.surname}, ${person.email ?? null}, ${person.mobile ?? null},
                ${person.zip ?? null}, ${person.birthdate ?? null}, ${person.invited ? sql`now()` : null},
                ${person.child ? 2 : 1})
        returning id`,
  );
  return Number(row?.id);
};

export const addGroup = async (db: Db, clubId: number, title: string, maxUsers: number | null = null) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into groups (club_id, title, max_users) values (${clubId}, ${title}, ${maxUsers}) returning id`,
  );
  return Number(row?.id);
};

export const putInGroup = async (db: Db, clubId: number, groupId: number, userId: number, leader = false) => {
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id, is_leader) values (${groupId}, ${clubId}, ${userId}, ${leader})`,
  );
};

export const putInactiveInGroup = async (db: Db, clubId: number, groupId: number, inactiveId: number) => {
  await db.execute(
    sql`insert into inactive_group_members (group_id, club_id, inactive_member_id) values (${groupId}, ${clubId}, ${inactiveId})`,
  );
};

/** The group's members as wire ids, sorted. */
export const groupMemberIds = async (db: Db, groupId: number): Promise<string[]> => {
  const rows = await queryRows<{ id: string }>(
    db,
    sql`select user_id::text as id from group_members where group_id = ${groupId}
        union all select 'i' || inactive_member_id from inactive_group_members where group_id = ${groupId}`,
  );
  return rows.map((row) => row.id).sort();
};

/** A user with no membership anywhere (someone asking to join, or a former member). Answers the user id. */
export const addLoneUser = async (db: Db, person: Pick<Person, 'firstName' | 'surname' | 'email'>): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname)
        values (${person.email ?? `${person.firstName}.${person.surname}.${(made += 1)}.${process.pid}@test.klubhus.dk`.toLowerCase()},
                ${PRECOMPUTED_PASSWORD_HASH}, ${person.firstName}, ${person.surname})
        returning id`,
  );
  return Number(row?.id);
};

/** A member's request to join a group, `at` (UTC `YYYY-MM-DD HH:mm`) or now; nothing when it exists. */
export const addGroupRequest = async (db: Db, clubId: number, groupId: number, userId: number, at?: string) => {
  await db.execute(
    sql`insert into group_requests (group_id, club_id, user_id, created_at)
        values (${groupId}, ${clubId}, ${userId}, ${at ? sql`${`${at}+00`}::timestamptz` : sql`now()`})
        on conflict do nothing`,
  );
};

/** A user's request to join the club, `at` (UTC `YYYY-MM-DD HH:mm`) or now; nothing when it exists. */
export const addClubRequest = async (db: Db, clubId: number, userId: number, at?: string) => {
  await db.execute(
    sql`insert into club_requests (club_id, user_id, created_at)
        values (${clubId}, ${userId}, ${at ? sql`${`${at}+00`}::timestamptz` : sql`now()`})
        on conflict do nothing`,
  );
};

/** A relation stored from `userId`'s side: `relatedUserId` is their child (1), parent (2) or household (4). */
export const addRelation = async (db: Db, clubId: number, userId: number, relatedUserId: number, type: 1 | 2 | 4) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into member_relations (club_id, user_id, related_user_id, relation_type)
        values (${clubId}, ${userId}, ${relatedUserId}, ${type}) returning id`,
  );
  return Number(row?.id);
};

export const allowEditing = async (db: Db, clubId: number, allowed: boolean) => {
  await db.execute(sql`update clubs set can_edit_members = ${allowed} where id = ${clubId}`);
};

/** The member's type in the club, or undefined when not a member. */
export const memberTypeIn = async (db: Db, clubId: number, userId: number): Promise<number | undefined> => {
  const [row] = await queryRows<{ type: number }>(
    db,
    sql`select type from memberships where club_id = ${clubId} and user_id = ${userId}`,
  );
  return row?.type;
};
