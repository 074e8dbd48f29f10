import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';

/** The tables a groups call may write: what "nothing written" is read back from. */
export const groupTables = ['groups', 'group_members', 'inactive_group_members'] as const;

/** A group inserted by plain SQL, below `parentId` when given. */
export const insertGroup = async (
  db: Db,
  clubId: number,
  title: string,
  { parentId = null, maxUsers = null, hiddenForLeaders = false }: GroupOptions = {},
): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into groups (club_id, parent_id, title, max_users, hidden_for_leaders)
        values (${clubId}, ${parentId}, ${title}, ${maxUsers}, ${hiddenForLeaders}) returning id`,
  );
  return Number(row?.id);
};

interface GroupOptions {
  parentId?: number | null;
  maxUsers?: number | null;
  hiddenForLeaders?: boolean;
}

/** Puts members of the club into a group, as leaders when `leader` is set. */
export const addToGroup = async (db: Db, clubId: number, groupId: number, userIds: number[], leader = false) => {
  for (const userId of userIds) {
    await db.execute(
      sql`insert into group_members (group_id, club_id, user_id, is_leader)
          values (${groupId}, ${clubId}, ${userId}, ${leader})`,
    );
  }
};

/** An inactive member of the club in the group: "inactive red" unless `invited`. */
export const addInactiveToGroup = async (
  db: Db,
  clubId: number,
  groupId: number,
  firstName: string,
  invited = false,
) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into inactive_members (club_id, first_name, surname, invited_at)
        values (${clubId}, ${firstName}, 'Inaktiv', ${invited ? sql`now()` : null}) returning id`,
  );
  await db.execute(
    sql`insert into inactive_group_members (group_id, club_id, inactive_member_id)
        values (${groupId}, ${clubId}, ${Number(row?.id)})`,
  );
  return Number(row?.id);
};

/** A user who is a member of the club (type 1), for filling groups. */
export const insertMember = async (db: Db, clubId: number, firstName: string, surname = 'Medlem'): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname)
        values (${`${firstName.toLowerCase()}.${Math.random().toString(36).slice(2)}@test.klubhus.dk`}, 'x', ${firstName}, ${surname})
        returning id`,
  );
  const userId = Number(row?.id);
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${userId}, ${memberTypeOf('member')})`,
  );
  return userId;
};

export const groupRow = async (db: Db, groupId: number) => {
  const [row] = await queryRows<Record<string, unknown>>(db, sql`select * from groups where id = ${groupId}`);
  return row;
};

export const countWhere = async (db: Db, query: ReturnType<typeof sql>): Promise<number> => {
  const [row] = await queryRows<{ count: number }>(db, query);
  return Number(row?.count ?? 0);
};
