import type { LocaleCode } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { intArray, memberOverviewSql, pendingInactive } from '../members/public.js';
import type { RelationWithNames } from '../relations/public.js';

/**
 * The SQL of the member exports (ADR 017). Every statement reads one page of at most EXPORT_PAGE_SIZE rows, so that a
 * 20,000-member club's file streams out page by page and never sits in the server's memory.
 */

export const EXPORT_PAGE_SIZE = 1000;

/** A timestamp as UTC ISO text with its microseconds: exact as a keyset cursor, and the same from both drivers. */
const utcText = (column: SQL): SQL => sql`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;

export const callerLocale = async (db: Db, userId: number): Promise<LocaleCode | null> => {
  const [row] = await queryRows<{ locale: LocaleCode | null }>(db, sql`select locale from users where id = ${userId}`);
  return row?.locale ?? null;
};

export const groupOfClub = async (db: Db, clubId: number, groupId: number): Promise<boolean> =>
  (await queryRows(db, sql`select 1 from groups where id = ${groupId} and club_id = ${clubId}`)).length > 0;

/** The overview's filter and sort (members' `memberOverviewSql`), every row of it. */
export type OverviewFilter = Omit<Parameters<typeof memberOverviewSql>[0], 'offset' | 'limit'>;

export interface MemberRef {
  user_id: number | null;
  inactive_id: number | null;
}

/**
 * The members the overview lists for `filter`, in its order, as ids only. The overview sorts by expressions no index
 * serves (Danish names, ranks), so a keyset page would scan and sort the whole club again for every page: the order
 * is read once instead (20,000 pairs of ids), and the rows are then read a page of ids at a time by their keys.
 * PostgreSQL drops the overview's unused columns (its per-row group lists and counts) from the subquery, and keeps
 * its order when the outer query only projects.
 */
export const overviewOrder = (db: Db, filter: OverviewFilter): Promise<MemberRef[]> =>
  queryRows<MemberRef>(
    db,
    sql`select user_id, inactive_id
          from (${memberOverviewSql({ ...filter, offset: 0, limit: 2_147_483_647 })}) as overview`,
  );

/** One member as the exports write them; dates as `YYYY-MM-DD`, the last invitation as UTC ISO text. */
export interface PersonRow {
  user_id: number | null;
  inactive_id: number | null;
  first_name: string;
  surname: string;
  email: string | null;
  mobile: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  birthdate: string | null;
  type: number;
  member_since: string;
  invited_at: string | null;
  group_titles: string[] | null;
}

const activeColumns = sql`m.user_id, null::int as inactive_id, u.first_name, u.surname, u.email, u.mobile, u.address,
  u.zip, u.city, to_char(u.birthdate, 'YYYY-MM-DD') as birthdate, m.type, to_char(m.member_since, 'YYYY-MM-DD')
  as member_since, null::text as invited_at,
  (select array_agg(g.title) from group_members gm join groups g on g.id = gm.group_id
    where gm.club_id = m.club_id and gm.user_id = m.user_id) as group_titles`;

/** Active members of the club by user id (a page of the overview's order); one removed meanwhile is left out. */
export const activePeople = (db: Db, clubId: number, userIds: readonly number[]): Promise<PersonRow[]> =>
  queryRows<PersonRow>(
    db,
    sql`select ${activeColumns}
          from memberships m join users u on u.id = m.user_id
         where m.club_id = ${clubId} and m.user_id = any(${intArray(userIds)})`,
  );

/** Inactive members of the club by id; they are members since they were put into the club. */
export const inactivePeople = (db: Db, clubId: number, inactiveIds: readonly number[]): Promise<PersonRow[]> =>
  queryRows<PersonRow>(
    db,
    sql`select null::int as user_id, im.id as inactive_id, im.first_name, im.surname, im.email, im.mobile, im.address,
               im.zip, im.city, to_char(im.birthdate, 'YYYY-MM-DD') as birthdate, im.member_type as type,
               to_char(im.created_at, 'YYYY-MM-DD') as member_since, ${utcText(sql`im.invited_at`)} as invited_at,
               (select array_agg(g.title) from inactive_group_members ig join groups g on g.id = ig.group_id
                 where ig.inactive_member_id = im.id) as group_titles
          from inactive_members im
         where im.club_id = ${clubId} and im.id = any(${intArray(inactiveIds)}) and ${pendingInactive('im')}`,
  );

/** Where the age export's page starts: after this birthdate and user (oldest first). */
export interface AgeCursor {
  birthdate: string;
  userId: number;
}

/** A page of the club's active members born after `after` and on or before `onOrBefore`, oldest first. */
export const agePage = (
  db: Db,
  clubId: number,
  born: { after: string; onOrBefore: string },
  cursor: AgeCursor | null,
): Promise<PersonRow[]> =>
  queryRows<PersonRow>(
    db,
    sql`select ${activeColumns}
          from memberships m join users u on u.id = m.user_id
         where m.club_id = ${clubId} and u.birthdate > ${born.after}::date and u.birthdate <= ${born.onOrBefore}::date
           ${cursor ? sql`and (u.birthdate, u.id) > (${cursor.birthdate}::date, ${cursor.userId})` : sql``}
         order by u.birthdate, u.id
         limit ${EXPORT_PAGE_SIZE}`,
  );

export interface RemovedRow {
  id: number;
  first_name: string;
  surname: string;
  email: string;
  /** UTC ISO text with microseconds. */
  removed_at: string;
}

/** Where the removed export's page starts: before this removal (newest first). */
export interface RemovedCursor {
  removedAt: string;
  id: number;
}

/** A page of the club's removals, newest first; an account erased since has taken its rows along (cascade). */
export const removedPage = (db: Db, clubId: number, cursor: RemovedCursor | null): Promise<RemovedRow[]> =>
  queryRows<RemovedRow>(
    db,
    sql`select rm.id, u.first_name, u.surname, u.email, ${utcText(sql`rm.removed_at`)} as removed_at
          from removed_members rm join users u on u.id = rm.user_id
         where rm.club_id = ${clubId}
           ${cursor ? sql`and (rm.removed_at, rm.id) < (${cursor.removedAt}::timestamptz, ${cursor.id})` : sql``}
         order by rm.removed_at desc, rm.id desc
         limit ${EXPORT_PAGE_SIZE}`,
  );

/** A member of a page of the household export with one of their relations; without any, the relation's are null. */
export type HouseholdRow = { member_id: number; first_name: string; surname: string } & (
  RelationWithNames | { [K in keyof RelationWithNames]: null }
);

/** Active members of the club by user id with their relations in it, each member's rows together. */
export const householdRows = (db: Db, clubId: number, userIds: readonly number[]): Promise<HouseholdRow[]> =>
  queryRows<HouseholdRow>(
    db,
    sql`select me.id as member_id, me.first_name, me.surname, r.id, r.user_id, r.related_user_id, r.relation_type,
               other.first_name as other_first_name, other.surname as other_surname
          from memberships m
          join users me on me.id = m.user_id
          left join member_relations r on r.club_id = m.club_id
           and (r.user_id = m.user_id or r.related_user_id = m.user_id)
          left join users other on other.id = case when r.user_id = m.user_id then r.related_user_id else r.user_id end
         where m.club_id = ${clubId} and m.user_id = any(${intArray(userIds)})
         order by me.id`,
  );
