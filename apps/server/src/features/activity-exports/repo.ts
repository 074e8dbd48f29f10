import { participantStatuses, type LocaleCode } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';

/**
 * The SQL of the activity exports (ADR 026). Every file is read a page at a time by keyset on (start, activity id),
 * so that a club's three years of activities, or a large group's attendance, stream out and never sit in memory.
 * Who is invited and what they answered is `activity_participants` (ADR 023): one row per person, written when they
 * are invited, through a group or one by one.
 */

/** Rows of one page. */
export const EXPORT_PAGE_SIZE = 1000;

const { invited: INVITED, attending: ATTENDING, cancelled: CANCELLED } = participantStatuses;

/** A timestamp as UTC ISO text with its microseconds: exact as a keyset cursor, and the same from both drivers. */
const utcText = (column: string): SQL =>
  sql.raw(`to_char(${column} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`);

/** A name in Danish order (æ, ø, å last), as the activities' lists sort people. */
const danishName = (column: string): SQL => sql.raw(`translate(lower(${column}), 'æäøöå', '{{||}') collate "C"`);

/** The instants a range of days covers in the club's zone: from the first midnight to the one after the last day. */
export interface Span {
  from: Date;
  to: Date;
}

/** Where a page starts: after the activity starting at `startsAt` (UTC ISO text) with id `id`. */
export interface ActivityCursor {
  startsAt: string;
  id: number;
}

const inSpan = (span: Span) => sql`a.starts_at >= ${span.from}::timestamptz and a.starts_at < ${span.to}::timestamptz`;

const after = (cursor: ActivityCursor | null) =>
  cursor ? sql`and (a.starts_at, a.id) > (${cursor.startsAt}::timestamptz, ${cursor.id}::int)` : sql``;

export const callerLocale = async (db: Db, userId: number): Promise<LocaleCode | null> => {
  const [row] = await queryRows<{ locale: LocaleCode | null }>(db, sql`select locale from users where id = ${userId}`);
  return row?.locale ?? null;
};

export const clubZone = async (db: Db, clubId: number): Promise<string | undefined> => {
  const [row] = await queryRows<{ time_zone: string }>(db, sql`select time_zone from clubs where id = ${clubId}`);
  return row?.time_zone;
};

/** The columns of an activity every file prints (`a` is the activity). */
const activityColumns = sql`a.id, ${utcText('a.starts_at')} as starts_at, ${utcText('a.ends_at')} as ends_at, a.title,
  a.type, a.location, a.cancelled_at is not null as cancelled`;

export interface ActivityRow {
  id: number;
  /** UTC ISO text with microseconds. */
  starts_at: string;
  ends_at: string;
  title: string;
  type: number;
  location: string | null;
  cancelled: boolean;
}

/** An activity of the club file: with its responsible person and its participants counted by answer. */
export interface ClubActivityRow extends ActivityRow {
  responsible: string | null;
  invited: number;
  attending: number;
  declined: number;
  not_answered: number;
}

/**
 * A page of the club's activities starting in the span, by start (the club and start index), each with its
 * responsible person and its participants counted from the status index.
 */
export const clubActivitiesSql = (clubId: number, span: Span, cursor: ActivityCursor | null): SQL => sql`
  select ${activityColumns},
         case when r.id is null then null else r.first_name || ' ' || r.surname end as responsible,
         counts.invited, counts.attending, counts.declined, counts.not_answered
    from activities a
    left join users r on r.id = a.responsible_user_id
    cross join lateral (
      select count(*) filter (where p.status in (${INVITED}, ${ATTENDING}, ${CANCELLED}))::int as invited,
             count(*) filter (where p.status = ${ATTENDING})::int as attending,
             count(*) filter (where p.status = ${CANCELLED})::int as declined,
             count(*) filter (where p.status = ${INVITED})::int as not_answered
        from activity_participants p where p.activity_id = a.id
    ) as counts
   where a.club_id = ${clubId} and ${inSpan(span)} ${after(cursor)}
   order by a.starts_at, a.id
   limit ${EXPORT_PAGE_SIZE}`;

export const clubActivities = (
  db: Db,
  clubId: number,
  span: Span,
  cursor: ActivityCursor | null,
): Promise<ClubActivityRow[]> => queryRows<ClubActivityRow>(db, clubActivitiesSql(clubId, span, cursor));

/** One row of the group file: an activity inviting the group, and one of its members with their answer. */
export interface AttendanceRow extends ActivityRow {
  first_name: string;
  surname: string;
  /** The member's participant status; null when the activity has no invitation of them. */
  status: number | null;
}

/** How many members the group has now (the group file reads as many activities a page as keep a page's rows). */
export const groupSize = async (db: Db, clubId: number, groupId: number): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from group_members where group_id = ${groupId} and club_id = ${clubId}`,
  );
  return Number(row?.n ?? 0);
};

/**
 * The rows of up to `activities` activities starting in the span that invite the group, after `cursor`: each with
 * every member the group has now, by name in Danish order, and what they answered.
 */
export const groupAttendance = (
  db: Db,
  { clubId, groupId, span, activities }: { clubId: number; groupId: number; span: Span; activities: number },
  cursor: ActivityCursor | null,
): Promise<AttendanceRow[]> =>
  queryRows<AttendanceRow>(
    db,
    sql`with page as (
          select ${activityColumns}, a.starts_at as starts_at_key
            from activity_groups ag join activities a on a.id = ag.activity_id and a.club_id = ag.club_id
           where ag.group_id = ${groupId} and ag.club_id = ${clubId} and ${inSpan(span)} ${after(cursor)}
           order by a.starts_at, a.id
           limit ${activities}
        )
        select page.id, page.starts_at, page.ends_at, page.title, page.type, page.location, page.cancelled,
               u.first_name, u.surname, p.status
          from page
          join group_members gm on gm.group_id = ${groupId} and gm.club_id = ${clubId}
          join users u on u.id = gm.user_id
          left join activity_participants p on p.activity_id = page.id and p.user_id = gm.user_id
         order by page.starts_at_key, page.id, ${danishName('u.first_name')}, ${danishName('u.surname')}, u.id`,
  );

/** One row of the member file: an activity the member is invited to, with their answer. */
export interface InvitationRow extends ActivityRow {
  status: number;
}

/** A page of the activities of the club starting in the span that the member is a participant of, by start. */
export const memberInvitations = (
  db: Db,
  { clubId, userId, span }: { clubId: number; userId: number; span: Span },
  cursor: ActivityCursor | null,
): Promise<InvitationRow[]> =>
  queryRows<InvitationRow>(
    db,
    sql`select ${activityColumns}, p.status
          from activity_participants p join activities a on a.id = p.activity_id and a.club_id = p.club_id
         where p.club_id = ${clubId} and p.user_id = ${userId} and ${inSpan(span)} ${after(cursor)}
         order by a.starts_at, a.id
         limit ${EXPORT_PAGE_SIZE}`,
  );
