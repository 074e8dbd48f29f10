import {
  memberRoles,
  memberTypeOf,
  memberTypes,
  likePattern,
  type MemberGroupFilter,
  type MemberSortKey,
  type MemberType,
  type SortDirection,
} from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { requestCountColumns } from './requestsRepo.js';
import { intArray, pendingInactive } from './sqlParts.js';

/**
 * The SQL of the members area. Lists are filtered, sorted and paged here, never in JavaScript: the big club has
 * 20,000 members (AREAS.md point 2).
 */

export interface OverviewFilter {
  clubId: number;
  /** A group id of the club (checked by the caller), or a named filter. */
  group: number | MemberGroupFilter;
  onlyInactive: boolean;
  /** Terms already split (`searchTerms`); each must match one of the searched fields. */
  terms: readonly string[];
  key: MemberSortKey;
  direction: SortDirection;
  offset: number;
  limit: number;
  /**
   * The group leader asking, whose request badge counts the groups they lead; absent for an administrator, whose
   * badges count every group's requests and the requests to join the club.
   */
  leaderId?: number;
}

/** One row of the page, before the wire's shape. */
export interface OverviewRow {
  user_id: number | null;
  inactive_id: number | null;
  first_name: string;
  surname: string;
  email: string | null;
  mobile: string | null;
  zip: string | null;
  birthdate: string | null;
  type: number;
  invited: boolean;
  image_path: string | null;
  group_ids: number[] | null;
  leader_of: number[] | null;
  total: string | number;
  inactive_count: string | number;
  pending_requests: string | number;
  club_requests: string | number;
}

/** Each term must match a first name, surname, e-mail, mobile or zip (ILIKE, its wildcards escaped). */
const searchCondition = (alias: string, terms: readonly string[]): SQL => {
  if (terms.length === 0) return sql`true`;
  const column = (name: string) => sql.raw(`${alias}.${name}`);
  return sql.join(
    terms.map((term) => {
      const pattern = likePattern(term);
      return sql`(${sql.join(
        ['first_name', 'surname', 'email', 'mobile', 'zip'].map((name) => sql`${column(name)} ilike ${pattern}`),
        sql` or `,
      )})`;
    }),
    sql` and `,
  );
};

/**
 * The member type sorts by its rank (member, group leader, administrator), not by its number, which the spec
 * gave in another order (1 member, 2 administrator, 3 group leader).
 */
const typeRank = sql.raw(
  `case type ${memberRoles.map((role) => `when ${memberTypeOf(role)} then ${memberTypes[role].rank}`).join(' ')} end`,
);

/**
 * A name as it sorts in Danish: case-insensitive, with æ, ø and å after z in that order (ä and ö with æ and ø).
 * PGlite has no ICU collations, so `da-x-icu` is not available on both databases; instead the three letters
 * become the three characters that follow z in the "C" collation (`{`, `|`, `}`), which both have.
 */
const danishName = (column: string): SQL => sql.raw(`translate(lower(${column}), 'æäøöå', '{{||}') collate "C"`);

/** The primary sort expression of each key, over the union's columns. */
const sortExpression: Record<MemberSortKey, SQL> = {
  firstName: danishName('first_name'),
  surname: danishName('surname'),
  birthdate: sql`birthdate`,
  // Active first, then invited (orange), then never invited (red): `statusRank` of the domain.
  status: sql`(case when user_id is not null then 0 when invited then 1 else 2 end)`,
  type: typeRank,
};

/** The members matching the filter, active and inactive, as one union of the same columns. */
const peopleSql = (filter: OverviewFilter): SQL => {
  const { clubId, group } = filter;
  const wantActive = !filter.onlyInactive && group !== 'inactive';
  const activeGroup =
    typeof group === 'number'
      ? sql`and m.user_id in (select gm.user_id from group_members gm where gm.group_id = ${group} and gm.club_id = ${clubId})`
      : group === 'notInGroups'
        ? sql`and not exists (select 1 from group_members gm where gm.user_id = m.user_id and gm.club_id = m.club_id)`
        : sql``;
  const inactiveGroup =
    typeof group === 'number'
      ? sql`and im.id in (select ig.inactive_member_id from inactive_group_members ig
                      where ig.group_id = ${group} and ig.club_id = ${clubId})`
      : group === 'notInGroups'
        ? sql`and not exists (select 1 from inactive_group_members ig where ig.inactive_member_id = im.id)`
        : sql``;
  const active = sql`
    select m.user_id, null::int as inactive_id, u.first_name, u.surname, u.email, u.mobile, u.zip, u.birthdate,
           m.type, false as invited, u.image_path
      from memberships m join users u on u.id = m.user_id
     where m.club_id = ${clubId} ${activeGroup} and ${searchCondition('u', filter.terms)}`;
  const inactive = sql`
    select null::int as user_id, im.id as inactive_id, im.first_name, im.surname, im.email, im.mobile, im.zip,
           im.birthdate, im.member_type as type, im.invited_at is not null as invited,
           null::text as image_path
      from inactive_members im
     where im.club_id = ${clubId} and ${pendingInactive('im')} ${inactiveGroup}
       and ${searchCondition('im', filter.terms)}`;
  return wantActive ? sql`${active} union all ${inactive}` : inactive;
};

/**
 * One page of the overview as one statement: the club's active members (memberships and users) and its inactive
 * members (their own table) as one union, filtered, sorted by the key with a stable tiebreak (surname, first
 * name, then the id, active before inactive), counted over all pages by a window, and only the page's rows get
 * their groups. Birthdates without a value sort last in both directions. Each row also carries the sidebar's
 * badges (the club's inactive members, the requests the caller answers), which saves the call round trips.
 */
export const memberOverviewSql = (filter: OverviewFilter): SQL => {
  const { clubId } = filter;
  const people = peopleSql(filter);
  const direction = sql.raw(filter.direction === 'desc' ? 'desc' : 'asc');
  const nulls = filter.key === 'birthdate' ? sql` nulls last` : sql``;
  const order = sql`${sortExpression[filter.key]} ${direction}${nulls}, ${danishName('surname')},
    ${danishName('first_name')}, inactive_id is not null, coalesce(user_id, inactive_id)`;
  return sql`
    with people as (${people}),
    page as (
      select people.*, count(*) over () as total, row_number() over (order by ${order}) as position
        from people
       order by ${order}
       limit ${filter.limit} offset ${filter.offset}
    )
    select page.user_id, page.inactive_id, page.first_name, page.surname, page.email, page.mobile, page.zip,
           to_char(page.birthdate, 'YYYY-MM-DD') as birthdate, page.type, page.invited, page.image_path, page.total,
           (select count(*) from inactive_members where club_id = ${clubId} and ${pendingInactive()}) as inactive_count,
           ${requestCountColumns(clubId, filter.leaderId)},
           case when page.user_id is not null then
             (select array_agg(gm.group_id order by gm.group_id) from group_members gm
               where gm.user_id = page.user_id and gm.club_id = ${clubId})
           else
             (select array_agg(ig.group_id order by ig.group_id) from inactive_group_members ig
               where ig.inactive_member_id = page.inactive_id)
           end as group_ids,
           case when page.user_id is not null then
             (select array_agg(gm.group_id order by gm.group_id) from group_members gm
               where gm.user_id = page.user_id and gm.club_id = ${clubId} and gm.is_leader)
           end as leader_of
      from page
     order by page.position`;
};

export const memberOverviewRows = (db: Db, filter: OverviewFilter): Promise<OverviewRow[]> =>
  queryRows<OverviewRow>(db, memberOverviewSql(filter));

/** How many members match; asked only when the page lies past the end, where the window counted nothing. */
export const countMembers = async (db: Db, filter: OverviewFilter): Promise<number> => {
  const [row] = await queryRows<{ n: string | number }>(
    db,
    sql`select count(*) as n from (${peopleSql(filter)}) people`,
  );
  return Number(row?.n ?? 0);
};

export interface BadgeCounts {
  inactive: number;
  pendingRequests: number;
  clubRequests: number;
}

/** The sidebar's badges (see `memberOverviewSql`), when the page has no row to carry them. */
export const badgeCounts = async (db: Db, clubId: number, leaderId: number | undefined): Promise<BadgeCounts> => {
  const [row] = await queryRows<{
    n: string | number;
    pending_requests: string | number;
    club_requests: string | number;
  }>(
    db,
    sql`select (select count(*) from inactive_members where club_id = ${clubId} and ${pendingInactive()}) as n,
               ${requestCountColumns(clubId, leaderId)}`,
  );
  return {
    inactive: Number(row?.n ?? 0),
    pendingRequests: Number(row?.pending_requests ?? 0),
    clubRequests: Number(row?.club_requests ?? 0),
  };
};

/** The group, if it is one of the club's. */
export const groupOfClub = async (db: Db, clubId: number, groupId: number): Promise<{ id: number } | undefined> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from groups where id = ${groupId} and club_id = ${clubId}`,
  );
  return row;
};

/** The groups of the club the user leads. */
export const groupsLedBy = async (db: Db, clubId: number, userId: number): Promise<Set<number>> =>
  new Set(
    (
      await queryRows<{ group_id: number }>(
        db,
        sql`select group_id from group_members where club_id = ${clubId} and user_id = ${userId} and is_leader`,
      )
    ).map((row) => row.group_id),
  );

/** Of these ids, those that are groups of the club. */
export const groupsOfClub = async (db: Db, clubId: number, ids: readonly number[]): Promise<Set<number>> =>
  new Set(
    (
      await queryRows<{ id: number }>(
        db,
        sql`select id from groups where club_id = ${clubId} and id = any(${intArray(ids)})`,
      )
    ).map((row) => row.id),
  );

/** An active member's type in the club, locking the membership for the change; undefined when not a member. */
export const lockMembership = async (db: Db, clubId: number, userId: number): Promise<MemberType | undefined> => {
  const [row] = await queryRows<{ type: MemberType }>(
    db,
    sql`select type from memberships where club_id = ${clubId} and user_id = ${userId} for update`,
  );
  return row?.type;
};

export const inactiveMemberExists = async (db: Db, clubId: number, inactiveId: number): Promise<boolean> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`select id from inactive_members where club_id = ${clubId} and id = ${inactiveId} and ${pendingInactive()}
         for update`,
  );
  return row !== undefined;
};

export interface GroupPlace {
  group_id: number;
  is_leader: boolean;
}

/** The groups a member is in. */
export const groupsOfMember = (
  db: Db,
  clubId: number,
  member: { userId: number } | { inactiveId: number },
): Promise<GroupPlace[]> =>
  'userId' in member
    ? queryRows<GroupPlace>(
        db,
        sql`select group_id, is_leader from group_members
             where club_id = ${clubId} and user_id = ${member.userId} order by group_id`,
      )
    : queryRows<GroupPlace>(
        db,
        sql`select group_id, false as is_leader from inactive_group_members
             where club_id = ${clubId} and inactive_member_id = ${member.inactiveId} order by group_id`,
      );

/** How many members groups have, active and inactive together: what `maxUsers` limits. */
export const groupCountsSql = (ids: readonly number[]): SQL =>
  sql`select g.id,
             (select count(*) from group_members gm where gm.group_id = g.id)
           + (select count(*) from inactive_group_members ig where ig.group_id = g.id) as n
        from groups g where g.id = any(${intArray(ids)})`;

/**
 * The club's groups among `ids`, locked in id order (so that two requests adding to the same groups queue instead of
 * deadlocking; every call that adds people to groups takes them this way), with how many members, active and inactive, each has after the lock.
 */
export const lockGroups = async (
  tx: Db,
  clubId: number,
  ids: readonly number[],
): Promise<Map<number, { maxUsers: number | null; members: number }>> => {
  if (ids.length === 0) return new Map();
  const locked = await queryRows<{ id: number; max_users: number | null }>(
    tx,
    sql`select id, max_users from groups where club_id = ${clubId} and id = any(${intArray(ids)})
         order by id for update`,
  );
  const limited = locked.filter((group) => group.max_users !== null).map((group) => group.id);
  const counts =
    limited.length === 0 ? [] : await queryRows<{ id: number; n: string | number }>(tx, groupCountsSql(limited));
  const countOf = new Map(counts.map((row) => [Number(row.id), Number(row.n)]));
  return new Map(
    locked.map((group) => [
      Number(group.id),
      { maxUsers: group.max_users, members: countOf.get(Number(group.id)) ?? 0 },
    ]),
  );
};

/** Locks the groups a member is to be added to (`lockGroups`) and answers those one more would take past maxUsers. */
export const lockGroupsAndFindFull = async (db: Db, clubId: number, ids: readonly number[]): Promise<number[]> =>
  [...(await lockGroups(db, clubId, ids))]
    .filter(([, group]) => group.maxUsers !== null && group.members + 1 > group.maxUsers)
    .map(([id]) => id);

export const addActive = async (
  db: Db,
  clubId: number,
  userId: number,
  groupIds: readonly number[],
  leader: boolean,
) => {
  if (groupIds.length === 0) return;
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id, is_leader)
        select g, ${clubId}, ${userId}, ${leader} from unnest(${intArray(groupIds)}) as g`,
  );
};

export const addInactive = async (db: Db, clubId: number, inactiveId: number, groupIds: readonly number[]) => {
  if (groupIds.length === 0) return;
  await db.execute(
    sql`insert into inactive_group_members (group_id, club_id, inactive_member_id)
        select g, ${clubId}, ${inactiveId} from unnest(${intArray(groupIds)}) as g`,
  );
};

/** Makes an active member lead exactly these groups (of those they are in), and no other. */
export const setLeadership = async (db: Db, clubId: number, userId: number, groupIds: readonly number[]) => {
  await db.execute(
    sql`update group_members set is_leader = (group_id = any(${intArray(groupIds)}))
         where club_id = ${clubId} and user_id = ${userId}`,
  );
};

export const setMemberType = async (db: Db, clubId: number, userId: number, type: MemberType) => {
  await db.execute(sql`update memberships set type = ${type} where club_id = ${clubId} and user_id = ${userId}`);
};

/** Removes active and inactive members from one group; answers how many places were removed. */
export const removeFromGroup = async (
  db: Db,
  clubId: number,
  groupId: number,
  userIds: readonly number[],
  inactiveIds: readonly number[],
): Promise<number> => {
  let removed = 0;
  if (userIds.length > 0) {
    removed += (
      await queryRows<{ user_id: number }>(
        db,
        sql`delete from group_members where group_id = ${groupId} and club_id = ${clubId}
             and user_id = any(${intArray(userIds)}) returning user_id`,
      )
    ).length;
  }
  if (inactiveIds.length > 0) {
    removed += (
      await queryRows<{ inactive_member_id: number }>(
        db,
        sql`delete from inactive_group_members where group_id = ${groupId} and club_id = ${clubId}
             and inactive_member_id = any(${intArray(inactiveIds)}) returning inactive_member_id`,
      )
    ).length;
  }
  return removed;
};

/** Removes an active or inactive member from these groups. */
export const removeMemberFrom = async (
  db: Db,
  clubId: number,
  member: { userId: number } | { inactiveId: number },
  groupIds: readonly number[],
) => {
  if (groupIds.length === 0) return;
  await db.execute(
    'userId' in member
      ? sql`delete from group_members where club_id = ${clubId} and user_id = ${member.userId}
             and group_id = any(${intArray(groupIds)})`
      : sql`delete from inactive_group_members where club_id = ${clubId} and inactive_member_id = ${member.inactiveId}
             and group_id = any(${intArray(groupIds)})`,
  );
};
