import { MAX_GROUPS_PER_CLUB } from '@klubhus/domain';
import { and, asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { groupMembers, groupRequests, groups, inactiveGroupMembers, users } from '../../db/schema/index.js';

export type GroupInsert = typeof groups.$inferInsert;

/** A group as the overview needs it, with what the caller's access decides on. */
export interface GroupRow {
  id: number;
  parentId: number | null;
  title: string;
  maxUsers: number | null;
  open: boolean;
  hiddenForMembers: boolean;
  hiddenForLeaders: boolean;
  /** Active and inactive members together. */
  userCount: number;
  /** Whether the caller leads this group. */
  leads: boolean;
  /** Members asking to join the group (spec §4 pending requests). */
  pendingRequests: number;
}

export interface LeaderRow {
  groupId: number;
  userId: number;
  firstName: string;
  surname: string;
}

/**
 * Members of a group, active and inactive: two counts on the primary keys, which both start with `group_id`, so
 * even a group of 20,000 members is counted from its index alone.
 */
const userCountOf = sql<number>`(
  (select count(*) from ${groupMembers} where ${groupMembers.groupId} = ${groups.id})
  + (select count(*) from ${inactiveGroupMembers} where ${inactiveGroupMembers.groupId} = ${groups.id})
)::int`;

/** Requests to join a group, counted on `group_requests`' primary key, which starts with `group_id`. */
const pendingRequestsOf = sql<number>`(select count(*) from ${groupRequests} where ${groupRequests.groupId} = ${groups.id})::int`;

const ledBy = (userId: number) =>
  sql<boolean>`exists (select 1 from ${groupMembers} where ${groupMembers.groupId} = ${groups.id}
    and ${groupMembers.userId} = ${userId} and ${groupMembers.isLeader})`;

/**
 * The club's groups (groups_club_idx), or the one group `groupId`; bounded by MAX_GROUPS_PER_CLUB, which
 * groupadd keeps. The order is the service's (Danish collation, which neither database offers on both sides).
 */
export const listGroups = async (db: Db, clubId: number, userId: number, groupId?: number): Promise<GroupRow[]> =>
  db
    .select({
      id: groups.id,
      parentId: groups.parentId,
      title: groups.title,
      maxUsers: groups.maxUsers,
      open: groups.open,
      hiddenForMembers: groups.hiddenForMembers,
      hiddenForLeaders: groups.hiddenForLeaders,
      userCount: userCountOf,
      leads: ledBy(userId),
      pendingRequests: pendingRequestsOf,
    })
    .from(groups)
    .where(and(eq(groups.clubId, clubId), groupId === undefined ? undefined : eq(groups.id, groupId)))
    .orderBy(asc(groups.id))
    .limit(MAX_GROUPS_PER_CLUB);

/** The leaders of the club's groups (or of one group), from the groups through group_members' primary key. */
export const listLeaders = async (db: Db, clubId: number, groupId?: number): Promise<LeaderRow[]> =>
  db
    .select({
      groupId: groupMembers.groupId,
      userId: users.id,
      firstName: users.firstName,
      surname: users.surname,
    })
    .from(groups)
    .innerJoin(groupMembers, and(eq(groupMembers.groupId, groups.id), eq(groupMembers.isLeader, true)))
    .innerJoin(users, eq(users.id, groupMembers.userId))
    .where(and(eq(groups.clubId, clubId), groupId === undefined ? undefined : eq(groups.id, groupId)));

/**
 * Serialises the group creations of one club until the transaction ends, so that two concurrent groupadds
 * cannot both pass the MAX_GROUPS_PER_CLUB check.
 */
export const lockClubGroups = async (tx: Db, clubId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`club-groups:${clubId}`}))`);
};

export const countGroups = async (tx: Db, clubId: number): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(groups)
    .where(eq(groups.clubId, clubId));
  return Number(row?.n ?? 0);
};

/**
 * Whether the group exists in the club, holding a key-share lock on it until the transaction ends: a
 * concurrent deletion then either finishes first (and the group is not found) or waits for the new subgroup,
 * so the insert never meets a vanished parent.
 */
export const groupExistsForChild = async (tx: Db, clubId: number, groupId: number): Promise<boolean> => {
  const [row] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.clubId, clubId)))
    .limit(1)
    .for('key share');
  return row !== undefined;
};

export const insertGroup = async (tx: Db, values: GroupInsert): Promise<number> => {
  const [row] = await tx.insert(groups).values(values).returning({ id: groups.id });
  if (!row) throw new Error('group insert returned nothing');
  return row.id;
};

/**
 * Deletes the group and every group below it in one statement; their memberships (active and inactive) go
 * with them through the foreign keys' cascade. Answers the ids deleted; none when the group is not the club's.
 */
export const deleteGroupTree = async (tx: Db, clubId: number, groupId: number): Promise<number[]> => {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`with recursive tree as (
          select id from groups where id = ${groupId} and club_id = ${clubId}
          union all
          select child.id from groups child join tree on child.parent_id = tree.id
           where child.club_id = ${clubId}
        )
        delete from groups where club_id = ${clubId} and id in (select id from tree) returning id`,
  );
  return rows.map((row) => Number(row.id)).sort((a, b) => a - b);
};

/**
 * The group locked until the transaction ends, so that its member count cannot grow between the check of a
 * new `maxUsers` and the update (adding members locks the same row first).
 */
export const lockGroup = async (tx: Db, clubId: number, groupId: number): Promise<{ id: number } | undefined> => {
  const [row] = await tx
    .select({ id: groups.id })
    .from(groups)
    .where(and(eq(groups.id, groupId), eq(groups.clubId, clubId)))
    .limit(1)
    .for('update');
  return row;
};

export const updateGroup = async (tx: Db, groupId: number, values: Partial<GroupInsert>): Promise<void> => {
  await tx.update(groups).set(values).where(eq(groups.id, groupId));
};
