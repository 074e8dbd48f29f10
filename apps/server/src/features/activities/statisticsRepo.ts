import { GENERIC_ACTIVITY_TYPE, HIDDEN_STATISTICS_TYPES, participantStatuses } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';

/**
 * The statistics' SQL (ADR 023): one statement per answer, grouped by type in the database. Only types statistics show
 * (`isStatisticsType`: above 0, not 7, 8 or 9) and activities not cancelled count.
 */

/** Instants from (included) and to (excluded): the first and the day after the last day of a range. */
export interface Span {
  from: Date;
  to: Date;
}

/** A row before its percentage: activities, invitations among them, and invitations answered by attending. */
export interface CountRow {
  type: number;
  activity_count: number;
  invited_count: number;
  participating_count: number;
}

const ATTENDING = participantStatuses.attending;

/** Activity `a` is of a type statistics show, and not cancelled. */
const counted = sql`a.cancelled_at is null and a.type > ${GENERIC_ACTIVITY_TYPE}::int
  and a.type not in (${sql.raw(HIDDEN_STATISTICS_TYPES.join(', '))})`;

const inSpan = ({ from, to }: Span) => sql`a.starts_at >= ${from}::timestamptz and a.starts_at < ${to}::timestamptz`;

/**
 * A member's statistics in a club: the activities they were invited to (their participant rows, by the index on club
 * and user) starting in the span, and those they attend. Each activity is one invitation.
 */
export const userStatisticsSql = (clubId: number, userId: number, span: Span): SQL => sql`
  select a.type, count(*)::int as activity_count, count(*)::int as invited_count,
         count(*) filter (where p.status = ${ATTENDING})::int as participating_count
    from activity_participants p join activities a on a.id = p.activity_id
   where p.club_id = ${clubId} and p.user_id = ${userId} and a.club_id = ${clubId} and ${inSpan(span)} and ${counted}
   group by a.type
   order by a.type`;

/**
 * A group's statistics: the activities that invite the group (`activity_groups`' group index) starting in the span,
 * and of its members' invitations to them (participant rows of the group's members now) those attending.
 */
export const groupStatisticsSql = (clubId: number, groupId: number, span: Span): SQL => sql`
  select a.type, count(*)::int as activity_count, coalesce(sum(m.invited), 0)::int as invited_count,
         coalesce(sum(m.attending), 0)::int as participating_count
    from activity_groups ag
    join activities a on a.id = ag.activity_id
    cross join lateral (
      select count(*) as invited, count(*) filter (where p.status = ${ATTENDING}) as attending
        from activity_participants p
        join group_members gm on gm.group_id = ag.group_id and gm.user_id = p.user_id
       where p.activity_id = a.id
    ) m
   where ag.group_id = ${groupId} and ag.club_id = ${clubId} and a.club_id = ${clubId} and ${inSpan(span)} and ${counted}
   group by a.type
   order by a.type`;

/** An activity and its series' first occurrence: what an activity's statistics are over. */
export interface SeriesBounds {
  starts_at: Date | string;
  first_starts_at: Date | string;
  time_zone: string;
}

/** The activity's start, its series' first start (its own when alone) and the club's zone; none when not the club's. */
export const seriesBounds = async (db: Db, clubId: number, id: number): Promise<SeriesBounds | undefined> => {
  const [row] = await queryRows<SeriesBounds>(
    db,
    sql`select a.starts_at, c.time_zone,
               coalesce((select min(s.starts_at) from activities s
                          where s.club_id = a.club_id and s.recurring_guid = a.recurring_guid), a.starts_at)
                 as first_starts_at
          from activities a join clubs c on c.id = a.club_id
         where a.club_id = ${clubId} and a.id = ${id}`,
  );
  return row;
};

/**
 * An activity's statistics: the occurrences of its series up to and including it (by start, then id; the activity
 * alone when not recurring), by the series index, each with its participants' invitations and those attending.
 */
export const activityStatisticsSql = (clubId: number, id: number): SQL => sql`
  with this as (select id, starts_at, recurring_guid from activities where club_id = ${clubId} and id = ${id})
  select a.type, count(*)::int as activity_count, coalesce(sum(m.invited), 0)::int as invited_count,
         coalesce(sum(m.attending), 0)::int as participating_count
    from this
    join activities a on a.club_id = ${clubId}
     and (a.id = this.id or (a.recurring_guid = this.recurring_guid
                             and (a.starts_at, a.id) <= (this.starts_at, this.id)))
    cross join lateral (
      select count(*) as invited, count(*) filter (where p.status = ${ATTENDING}) as attending
        from activity_participants p where p.activity_id = a.id
    ) m
   where ${counted}
   group by a.type
   order by a.type`;

/** The club's time zone. */
export const clubZone = async (db: Db, clubId: number): Promise<string | undefined> => {
  const [row] = await queryRows<{ time_zone: string }>(db, sql`select time_zone from clubs where id = ${clubId}`);
  return row?.time_zone;
};

export const countRows = (db: Db, query: SQL): Promise<CountRow[]> => queryRows<CountRow>(db, query);
