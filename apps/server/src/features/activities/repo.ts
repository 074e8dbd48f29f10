import {
  likePattern,
  listedStatuses,
  memberTypeOf,
  PARTICIPANT_PREVIEW_AVATARS,
  participantStatuses,
} from '@klubhus/domain';
import { eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { activities, clubs } from '../../db/schema/index.js';

/**
 * The SQL of the activities area (ADR 022). Lists are filtered, sorted, paged and counted here; a series is written
 * with one statement per table, never one per occurrence.
 */

export type ActivityInsert = typeof activities.$inferInsert;

/** An activity as the statements below answer it (snake case, as PostgreSQL names the columns). */
export interface ActivityDbRow {
  id: number;
  club_id: number;
  type: number;
  title: string;
  description: string | null;
  location: string | null;
  starts_at: Date | string;
  ends_at: Date | string;
  deadline: Date | string | null;
  cover_image_path: string | null;
  image_paths: string[];
  responsible_user_id: number | null;
  created_by_user_id: number | null;
  participant_limit: number | null;
  forced_participation: boolean;
  participants_visible: boolean;
  comments_enabled: boolean;
  send_notification: boolean;
  two_days_reminder: boolean;
  visibility: number;
  amount_ore: number | null;
  recurring: number;
  recurring_guid: string | null;
  recurring_until: Date | string | null;
  recurring_times: number;
  cancelled_at: Date | string | null;
  cancel_reason: string | null;
}

/** A person an activity names, as the statements answer it. */
export interface PersonRow {
  userId: number;
  firstName: string;
  surname: string;
  imagePath: string | null;
}

/** The columns every read of an activity takes (`a` is the activity). */
const activityColumns = sql.raw(`a.id, a.club_id, a.type, a.title, a.description, a.location, a.starts_at, a.ends_at,
  a.deadline, a.cover_image_path, a.image_paths, a.responsible_user_id, a.created_by_user_id, a.participant_limit,
  a.forced_participation, a.participants_visible, a.comments_enabled, a.send_notification, a.two_days_reminder,
  a.visibility, a.amount_ore, a.recurring, a.recurring_guid, a.recurring_until, a.recurring_times, a.cancelled_at,
  a.cancel_reason`);

/** A user as a person of the answer (`activityPerson`), as JSON. */
const personJson = (alias: string) =>
  sql.raw(
    `json_build_object('userId', ${alias}.id, 'firstName', ${alias}.first_name, 'surname', ${alias}.surname, 'imagePath', ${alias}.image_path)`,
  );

/** The statuses the three lists show (status 3, "uninvited", is never stored: ADR 023). */
const listed = sql.raw(listedStatuses.join(', '));

/** The avatars the detail's preview shows (§2.6). */
const previewSize = PARTICIPANT_PREVIEW_AVATARS;

/**
 * The participants of activity `a` (ADR 023): `invited_count` everyone invited (the three lists), `participating_count`
 * those attending. Read from the status index, which starts with the activity.
 */
const participantCounts = sql`(select count(*) filter (where p.status in (${listed}))::int as invited_count,
           count(*) filter (where p.status = ${participantStatuses.attending})::int as participating_count
      from activity_participants p where p.activity_id = a.id)`;

/** An array of validated ids as one bind value. */
export const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** Instants as one bind value (ISO texts hold no comma, quote or brace); null stays NULL. */
const instantArray = (instants: readonly (Date | null)[]): SQL =>
  sql`${`{${instants.map((instant) => (instant === null ? 'NULL' : instant.toISOString())).join(',')}}`}::timestamptz[]`;

/** The club's time zone, whether it may take payments, and its VAT number (sharing needs one, §2.7). */
export const clubSettings = async (
  db: Db,
  clubId: number,
): Promise<{ timeZone: string; paymentAgreement: boolean; vatId: string | null } | undefined> => {
  const [row] = await db
    .select({ timeZone: clubs.timeZone, paymentAgreement: clubs.paymentAgreementAccepted, vatId: clubs.vatId })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row;
};

export interface OverviewFilter {
  clubId: number;
  now: Date;
  archived: boolean;
  type: number | null;
  /** Terms already split (`searchTerms`); each must match the title or the location. */
  terms: readonly string[];
  offset: number;
  limit: number;
  /**
   * The deployment's shared calendars (ADR 026): `shared_to_public_calendar` counts only shares to these, so that a
   * calendar dropped from the configuration stops marking activities. Absent: any share counts.
   */
  sharedCalendarIds?: readonly number[];
}

/** One row of the overview: the club's settings, and an activity of the page (absent when the page is empty). */
export interface OverviewRow extends Partial<ActivityDbRow> {
  time_zone: string;
  payment_agreement_accepted: boolean;
  total: number | null;
  invited_count: number | null;
  participating_count: number | null;
  responsible: PersonRow | null;
  shared_to_public_calendar: boolean | null;
}

/**
 * Whether activity `a` is shared to one of `calendarIds` (all when absent): one probe of the shares' primary key, which
 * starts with the activity.
 */
const sharedExists = (calendarIds: readonly number[] | undefined): SQL =>
  sql`exists (select 1 from activity_shared_calendars s
               where s.activity_id = a.id ${calendarIds === undefined ? sql`` : sql`and s.calendar_id = any(${intArray(calendarIds)})`})`;

/** The shared calendars activity `a` is shared to, of `calendarIds`, by id. */
const sharedIds = (calendarIds: readonly number[]): SQL =>
  sql`coalesce((select array_agg(s.calendar_id order by s.calendar_id) from activity_shared_calendars s
                 where s.activity_id = a.id and s.calendar_id = any(${intArray(calendarIds)})), '{}')`;

const searchCondition = (terms: readonly string[]): SQL =>
  terms.length === 0
    ? sql`true`
    : sql.join(
        terms.map((term) => {
          const pattern = likePattern(term);
          return sql`(a.title ilike ${pattern} or a.location ilike ${pattern})`;
        }),
        sql` and `,
      );

/** The activities of the club one list shows: coming (ending from `now` on) or past, of a type, matching the search. */
const filterCondition = ({ clubId, now, archived, type, terms }: OverviewFilter): SQL =>
  sql`a.club_id = ${clubId} and ${archived ? sql`a.ends_at < ${now}::timestamptz` : sql`a.ends_at >= ${now}::timestamptz`}
      ${type === null ? sql`` : sql`and a.type = ${type}::int`} and ${searchCondition(terms)}`;

/**
 * One page of the overview as one statement: the coming activities (ending from `now` on) soonest first, or the past
 * ones newest first, filtered, counted over all pages by a window, and only the page's rows get their invited count
 * and responsible person. The club's row leads, so that its time zone and payment agreement come along even when
 * the page is empty.
 */
export const overviewSql = (filter: OverviewFilter): SQL => {
  const order = sql.raw(filter.archived ? 'starts_at desc, id desc' : 'starts_at, id');
  return sql`
    with page as (
      select ${activityColumns}, count(*) over ()::int as total
        from activities a
       where ${filterCondition(filter)}
       order by ${order}
       limit ${filter.limit} offset ${filter.offset}
    )
    select c.time_zone, c.payment_agreement_accepted, a.*, pc.invited_count, pc.participating_count,
           (select ${personJson('r')} from users r where r.id = a.responsible_user_id) as responsible,
           ${sharedExists(filter.sharedCalendarIds)} as shared_to_public_calendar
      from clubs c
      left join page a on true
      left join lateral ${participantCounts} pc on a.id is not null
     where c.id = ${filter.clubId}
     order by ${sql.raw(filter.archived ? 'a.starts_at desc, a.id desc' : 'a.starts_at, a.id')}`;
};

export const overviewRows = (db: Db, filter: OverviewFilter): Promise<OverviewRow[]> =>
  queryRows<OverviewRow>(db, overviewSql(filter));

/** How many activities match; asked only when the page lies past the end, where the window counted nothing. */
export const countActivities = async (db: Db, filter: OverviewFilter): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from activities a where ${filterCondition(filter)}`,
  );
  return Number(row?.n ?? 0);
};

/** An activity whole, for the detail. */
export interface DetailRow extends ActivityDbRow {
  invited_count: number;
  participating_count: number;
  /** How many are in each list (ADR 023). */
  counts: { invited: number; attending: number; cancelled: number };
  /** The first attending people by name, for the preview (§2.6). */
  preview: PersonRow[];
  responsible: PersonRow | null;
  groups: { userGroupId: number; title: string }[];
  users: PersonRow[];
  co_hosts: PersonRow[];
  /** The shared calendars it is shared to, of those configured (ADR 026). */
  shared_calendar_ids: number[];
}

/**
 * The activity with its groups, members invited one by one, co-hosts, responsible person and shares (to the
 * deployment's `calendarIds`), in one statement.
 */
export const findDetail = async (
  db: Db,
  clubId: number,
  id: number,
  calendarIds: readonly number[],
): Promise<DetailRow | undefined> => {
  const [row] = await queryRows<DetailRow>(
    db,
    sql`select ${activityColumns}, pc.invited_count, pc.participating_count,
               ${sharedIds(calendarIds)} as shared_calendar_ids,
               json_build_object('invited', pc.waiting_count, 'attending', pc.participating_count,
                                 'cancelled', pc.cancelled_count) as counts,
               coalesce((select json_agg(${personJson('u')} order by ${danishName('u.first_name')},
                                         ${danishName('u.surname')}, u.id)
                           from (select pu.* from activity_participants pp join users pu on pu.id = pp.user_id
                                  where pp.activity_id = a.id and pp.status = ${participantStatuses.attending}
                                  order by ${danishName('pu.first_name')}, ${danishName('pu.surname')}, pu.id
                                  limit ${previewSize}) as u), '[]') as preview,
               (select ${personJson('r')} from users r where r.id = a.responsible_user_id) as responsible,
               coalesce((select json_agg(json_build_object('userGroupId', g.id, 'title', g.title))
                           from activity_groups ag join groups g on g.id = ag.group_id
                          where ag.activity_id = a.id), '[]') as groups,
               coalesce((select json_agg(${personJson('u')})
                           from activity_invited_users iu join users u on u.id = iu.user_id
                          where iu.activity_id = a.id), '[]') as users,
               coalesce((select json_agg(${personJson('u')})
                           from activity_co_hosts ch join users u on u.id = ch.user_id
                          where ch.activity_id = a.id), '[]') as co_hosts
          from activities a
          cross join lateral (select count(*) filter (where p.status in (${listed}))::int as invited_count,
                                     count(*) filter (where p.status = ${participantStatuses.invited})::int
                                       as waiting_count,
                                     count(*) filter (where p.status = ${participantStatuses.attending})::int
                                       as participating_count,
                                     count(*) filter (where p.status = ${participantStatuses.cancelled})::int
                                       as cancelled_count
                                from activity_participants p where p.activity_id = a.id) as pc
         where a.club_id = ${clubId} and a.id = ${id}`,
  );
  return row;
};

/** An activity of the club, or undefined. */
export const findActivity = async (db: Db, clubId: number, id: number): Promise<ActivityDbRow | undefined> => {
  const [row] = await queryRows<ActivityDbRow>(
    db,
    sql`select ${activityColumns} from activities a where a.club_id = ${clubId} and a.id = ${id}`,
  );
  return row;
};

/** The activity locked until the transaction ends: every change reads it, decides, then writes. */
export const lockActivity = async (tx: Db, clubId: number, id: number): Promise<ActivityDbRow | undefined> => {
  const [row] = await queryRows<ActivityDbRow>(
    tx,
    sql`select ${activityColumns} from activities a where a.club_id = ${clubId} and a.id = ${id} for update`,
  );
  return row;
};

/**
 * The occurrences of a series after `from` (by start, then id) that are neither cancelled nor over at `now`,
 * locked in that order.
 */
export const lockLaterOccurrences = async (tx: Db, from: ActivityDbRow, now: Date): Promise<ActivityDbRow[]> => {
  if (from.recurring_guid === null) return [];
  return queryRows<ActivityDbRow>(
    tx,
    sql`select ${activityColumns} from activities a
         where a.club_id = ${from.club_id} and a.recurring_guid = ${from.recurring_guid}
           and (a.starts_at, a.id) > (${new Date(from.starts_at)}::timestamptz, ${from.id}::int)
           and a.cancelled_at is null and a.ends_at >= ${now}::timestamptz
         order by a.starts_at, a.id
           for update`,
  );
};

/** The ids of the groups and members an activity invites directly. */
export const invitedOf = async (db: Db, id: number): Promise<{ groupIds: number[]; userIds: number[] }> => {
  const [row] = await queryRows<{ group_ids: number[] | null; user_ids: number[] | null }>(
    db,
    sql`select (select array_agg(group_id order by group_id) from activity_groups where activity_id = ${id}) as group_ids,
               (select array_agg(user_id order by user_id) from activity_invited_users where activity_id = ${id}) as user_ids`,
  );
  return { groupIds: row?.group_ids ?? [], userIds: row?.user_ids ?? [] };
};

/** The occurrences of a new activity in one statement; answers their ids by start. */
export const insertActivities = async (tx: Db, rows: readonly ActivityInsert[]): Promise<number[]> => {
  const inserted = await tx
    .insert(activities)
    .values([...rows])
    .returning({ id: activities.id, startsAt: activities.startsAt });
  return inserted.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime() || a.id - b.id).map((row) => row.id);
};

/** One occurrence's times after a change. */
export interface Times {
  id: number;
  start: Date;
  end: Date;
  deadline: Date | null;
}

/**
 * Changes activities in one statement: `values` alike on all of them, and each its own times (a series keeps each
 * occurrence on its own day).
 */
export const updateActivities = async (
  tx: Db,
  clubId: number,
  values: Partial<ActivityInsert>,
  times: readonly Times[],
): Promise<void> => {
  const setters = Object.entries(values).map(([key, value]) => {
    const column = activities[key as keyof typeof activities.$inferInsert];
    return sql`${sql.identifier(column.name)} = ${key === 'imagePaths' ? sql`${JSON.stringify(value)}::jsonb` : value}`;
  });
  await tx.execute(sql`
    update activities a
       set ${sql.join(
         [
           ...setters,
           sql`starts_at = t.s, ends_at = t.e, deadline = t.d`,
           // A changed deadline arms the two-days reminder again (ADR 023).
           sql`reminder_sent_at = case when a.deadline is distinct from t.d then null else a.reminder_sent_at end`,
         ],
         sql`, `,
       )}
      from unnest(${intArray(times.map((time) => time.id))}, ${instantArray(times.map((time) => time.start))},
                  ${instantArray(times.map((time) => time.end))}, ${instantArray(times.map((time) => time.deadline))})
           as t (id, s, e, d)
     where a.club_id = ${clubId} and a.id = t.id`);
};

/** Marks activities cancelled (they stay, ADR 022); answers the ids in start order. */
export const cancelActivities = async (
  tx: Db,
  clubId: number,
  ids: readonly number[],
  cancellation: { at: Date; reason: string | null; byUserId: number },
): Promise<number[]> =>
  (
    await queryRows<{ id: number }>(
      tx,
      sql`update activities set cancelled_at = ${cancellation.at}::timestamptz, cancel_reason = ${cancellation.reason},
                 cancelled_by_user_id = ${cancellation.byUserId}, updated_at = ${cancellation.at}::timestamptz
           where club_id = ${clubId} and id = any(${intArray(ids)})
          returning id, starts_at`,
    )
  )
    .map((row) => Number(row.id))
    .sort((a, b) => ids.indexOf(a) - ids.indexOf(b));

export const setImages = async (tx: Db, clubId: number, id: number, paths: readonly string[], at: Date) => {
  await tx.execute(
    sql`update activities set image_paths = ${JSON.stringify(paths)}::jsonb, updated_at = ${at}::timestamptz
         where club_id = ${clubId} and id = ${id}`,
  );
};

export const replaceCoHosts = async (tx: Db, clubId: number, id: number, userIds: readonly number[]) => {
  await tx.execute(sql`delete from activity_co_hosts where activity_id = ${id}`);
  if (userIds.length === 0) return;
  await tx.execute(sql`insert into activity_co_hosts (activity_id, club_id, user_id)
    select ${id}::int, ${clubId}::int, u from unnest(${intArray(userIds)}) as u`);
};

/** Whether any activity of the club still names the file (a series shares its cover). */
export const fileInUse = async (db: Db, clubId: number, key: string): Promise<boolean> =>
  (
    await queryRows(
      db,
      sql`select 1 from activities
           where club_id = ${clubId}
             and (cover_image_path = ${key} or image_paths @> ${JSON.stringify([key])}::jsonb)
           limit 1`,
    )
  ).length > 0;

/** The ids a statement answers (as `id`), as a set: which of the ids a body names are what they should be. */
const idSet = async (db: Db, query: SQL): Promise<Set<number>> =>
  new Set((await queryRows<{ id: number }>(db, query)).map((row) => Number(row.id)));

/** Of `ids`, the club's groups. */
export const groupsOfClub = (db: Db, clubId: number, ids: readonly number[]): Promise<Set<number>> =>
  idSet(db, sql`select id from groups where club_id = ${clubId} and id = any(${intArray(ids)})`);

/** Of `ids`, the groups `leaderId` leads in the club. */
export const groupsLedBy = (db: Db, clubId: number, leaderId: number, ids: readonly number[]): Promise<Set<number>> =>
  idSet(
    db,
    sql`select group_id as id from group_members
         where club_id = ${clubId} and user_id = ${leaderId} and is_leader and group_id = any(${intArray(ids)})`,
  );

/** Of `ids`, the club's members. */
export const membersOfClub = (db: Db, clubId: number, ids: readonly number[]): Promise<Set<number>> =>
  idSet(db, sql`select user_id as id from memberships where club_id = ${clubId} and user_id = any(${intArray(ids)})`);

/** Of `ids`, the members of a group `leaderId` leads in the club. */
export const membersLedBy = (db: Db, clubId: number, leaderId: number, ids: readonly number[]): Promise<Set<number>> =>
  idSet(
    db,
    sql`select distinct theirs.user_id as id from group_members mine
          join group_members theirs on theirs.group_id = mine.group_id
         where mine.club_id = ${clubId} and mine.user_id = ${leaderId} and mine.is_leader
           and theirs.user_id = any(${intArray(ids)})`,
  );

/** The most candidates one answer lists (ours): a club has far fewer administrators and group leaders. */
const CANDIDATES_MAX = 2000;

/** Administrators and group leaders: who may be responsible for an activity or co-host it (§6). */
const candidateTypes = sql.raw([memberTypeOf('admin'), memberTypeOf('leader')].join(', '));

/**
 * A name as it sorts in Danish: case-insensitive, æ, ø and å after z. PGlite has no ICU collation, so the three
 * letters become the three characters that follow z in the "C" collation, which both databases have.
 */
export const danishName = (column: string): SQL => sql.raw(`translate(lower(${column}), 'æäøöå', '{{||}') collate "C"`);

/** The club's candidates by name (memberships' club index), or of them those among `ids`. */
export const candidates = (db: Db, clubId: number, ids?: readonly number[]): Promise<PersonRow[]> =>
  queryRows<PersonRow>(
    db,
    sql`select u.id as "userId", u.first_name as "firstName", u.surname, u.image_path as "imagePath"
          from memberships m join users u on u.id = m.user_id
         where m.club_id = ${clubId} and m.type in (${candidateTypes})
           ${ids === undefined ? sql`` : sql`and m.user_id = any(${intArray(ids)})`}
         order by ${danishName('u.first_name')}, ${danishName('u.surname')}, u.id
         limit ${CANDIDATES_MAX}`,
  );

/** The shared calendars each of the activities is shared to (all of them, configured or not), by activity. */
export const sharesOf = async (db: Db, activityIds: readonly number[]): Promise<Map<number, number[]>> => {
  const rows = await queryRows<{ activity_id: number; calendar_id: number }>(
    db,
    sql`select activity_id, calendar_id from activity_shared_calendars
         where activity_id = any(${intArray(activityIds)}) order by activity_id, calendar_id`,
  );
  const shares = new Map<number, number[]>(activityIds.map((id) => [id, []]));
  for (const row of rows) shares.get(Number(row.activity_id))?.push(Number(row.calendar_id));
  return shares;
};

/**
 * The activities' shares become `calendarIds`, each of them, in two statements (ADR 026): a share kept keeps the
 * time it was first made.
 */
export const replaceShares = async (
  tx: Db,
  clubId: number,
  activityIds: readonly number[],
  calendarIds: readonly number[],
  at: Date,
): Promise<void> => {
  if (activityIds.length === 0) return;
  await tx.execute(sql`delete from activity_shared_calendars
    where activity_id = any(${intArray(activityIds)}) and not (calendar_id = any(${intArray(calendarIds)}))`);
  if (calendarIds.length === 0) return;
  await tx.execute(sql`insert into activity_shared_calendars (activity_id, club_id, calendar_id, shared_at)
    select a, ${clubId}::int, c, ${at}::timestamptz
      from unnest(${intArray(activityIds)}) as a cross join unnest(${intArray(calendarIds)}) as c
    on conflict (activity_id, calendar_id) do nothing`);
};
