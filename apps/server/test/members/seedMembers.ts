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

/** An inactive member; `invited` sets invited_at (orange), else red. Answers the inactive id. */
export const addInactive = async (db: Db, clubId: number, person: Person & { invited?: boolean }): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into inactive_members (club_id, first_name, surname, email, mobile, zip, birthdate, invited_at)
        values (${clubId}, ${person.firstName}, ${person.surname}, ${person.email ?? null}, ${person.mobile ?? null},
                ${person.zip ?? null}, ${person.birthdate ?? null}, ${person.invited ? sql`now()` : null})
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
