import { likePattern, participantStatuses, type ListedStatus } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { danishName, intArray, type PersonRow } from './repo.js';

/**
 * The SQL of an activity's participants (ADR 023): one row per person invited (`activity_participants`), written
 * when they are invited. Every write takes any number of activities in one statement per table: pairs of
 * (activity, group) or (activity, member) travel as two arrays of the same length.
 */

const { invited: INVITED, attending: ATTENDING, cancelled: CANCELLED } = participantStatuses;

/** Pairs of (activity, other id), as two arrays of the same length. */
export interface Pairs {
  activityIds: number[];
  ids: number[];
}

export const noPairs = (): Pairs => ({ activityIds: [], ids: [] });

/** Every activity with every id. */
export const crossPairs = (activityIds: readonly number[], ids: readonly number[]): Pairs => ({
  activityIds: activityIds.flatMap((activityId) => ids.map(() => activityId)),
  ids: activityIds.flatMap(() => [...ids]),
});

/** The pairs as a table `alias (activity_id, <column>)`. */
const pairTable = (pairs: Pairs, alias: string, column: string): SQL =>
  sql`unnest(${intArray(pairs.activityIds)}, ${intArray(pairs.ids)}) as ${sql.raw(alias)} (activity_id, ${sql.raw(column)})`;

/** One participant row as the writes answer it. */
export interface ParticipantKey {
  activity_id: number;
  user_id: number;
}

export interface Invitation {
  clubId: number;
  /** (activity, group): the group is invited, its members now become participants. */
  groups: Pairs;
  /** (activity, member): invited one by one. */
  users: Pairs;
  status: typeof INVITED | typeof ATTENDING;
  at: Date;
  /** Who set the status: recorded when the invitation makes people attending, none for a plain invitation. */
  byUserId: number;
}

/** The participants one write added to (or removed from) one activity. */
export interface ActivityPeople {
  activity_id: number;
  user_ids: number[];
}

/**
 * Invites: the groups and the members one by one are recorded (`activity_groups`, `activity_invited_users`), and the
 * groups' members as they are now (active members: inactive ones have no account to answer with) and the members
 * become participants with `status`. People already invited keep their row and their answer (ON CONFLICT DO
 * NOTHING): inviting a group again adds exactly its newcomers. Answers the participants added, by activity (one row
 * each, not one per person: a series inviting a large group adds tens of thousands).
 */
export const invite = async (tx: Db, invitation: Invitation): Promise<ActivityPeople[]> => {
  const { clubId, groups, users, status, at, byUserId } = invitation;
  if (groups.ids.length === 0 && users.ids.length === 0) return [];
  if (groups.ids.length > 0) {
    await tx.execute(sql`insert into activity_groups (activity_id, club_id, group_id)
      select p.activity_id, ${clubId}::int, p.group_id from ${pairTable(groups, 'p', 'group_id')}
      on conflict do nothing`);
  }
  if (users.ids.length > 0) {
    await tx.execute(sql`insert into activity_invited_users (activity_id, club_id, user_id)
      select p.activity_id, ${clubId}::int, p.user_id from ${pairTable(users, 'p', 'user_id')}
      on conflict do nothing`);
  }
  const changedBy = status === INVITED ? sql`null::int` : sql`${byUserId}::int`;
  return queryRows<ActivityPeople>(
    tx,
    sql`with added as (
          insert into activity_participants (activity_id, club_id, user_id, status, invited_at, changed_at,
                                             changed_by_user_id)
          select invited.activity_id, ${clubId}::int, invited.user_id, ${status}::smallint, ${at}::timestamptz,
                 ${at}::timestamptz, ${changedBy}
            from (select p.activity_id, gm.user_id from ${pairTable(groups, 'p', 'group_id')}
                    join group_members gm on gm.group_id = p.group_id and gm.club_id = ${clubId}
                  union
                  select p.activity_id, p.user_id from ${pairTable(users, 'p', 'user_id')}) as invited
           order by invited.activity_id, invited.user_id
          on conflict do nothing
          returning activity_id, user_id
        )
        select activity_id, array_agg(user_id order by user_id) as user_ids from added group by activity_id`,
  );
};

/** Of `ids`, the activities with a limit and more attending than it. */
export const overLimit = async (tx: Db, ids: readonly number[]): Promise<number[]> =>
  ids.length === 0
    ? []
    : (
        await queryRows<{ id: number }>(
          tx,
          sql`select a.id from activities a
               where a.id = any(${intArray(ids)}) and a.participant_limit is not null
                 and (select count(*) from activity_participants p
                       where p.activity_id = a.id and p.status = ${ATTENDING}) > a.participant_limit`,
        )
      ).map((row) => Number(row.id));

/** How many attend the activity (its row locked by the caller: the count holds until the transaction ends). */
export const countAttending = async (tx: Db, activityId: number): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    tx,
    sql`select count(*)::int as n from activity_participants where activity_id = ${activityId} and status = ${ATTENDING}`,
  );
  return Number(row?.n ?? 0);
};

/** A participant as the removals and moves weigh them. */
export interface ParticipantState {
  activity_id: number;
  user_id: number;
  status: number;
  /** Still a member of the club. */
  member: boolean;
  /** A member of one of the activity's groups (invited through it: cannot be removed alone). */
  via_group: boolean;
}

/** The participants of the pairs (activity, member) that exist, with what the removal rules need. */
export const participantStates = async (db: Db, clubId: number, pairs: Pairs): Promise<ParticipantState[]> =>
  pairs.ids.length === 0
    ? []
    : queryRows<ParticipantState>(
        db,
        sql`select p.activity_id, p.user_id, p.status,
                   exists (select 1 from memberships m where m.club_id = p.club_id and m.user_id = p.user_id) as member,
                   exists (select 1 from activity_groups ag
                             join group_members gm on gm.group_id = ag.group_id and gm.user_id = p.user_id
                            where ag.activity_id = p.activity_id) as via_group
              from ${pairTable(pairs, 'wanted', 'user_id')}
              join activity_participants p on p.activity_id = wanted.activity_id and p.user_id = wanted.user_id
             where p.club_id = ${clubId}`,
      );

/** Removes the pairs (activity, member) as participants and as invited one by one; answers the participants removed. */
export const uninvite = async (tx: Db, clubId: number, pairs: Pairs): Promise<ParticipantKey[]> => {
  if (pairs.ids.length === 0) return [];
  await tx.execute(sql`delete from activity_invited_users iu using ${pairTable(pairs, 'gone', 'user_id')}
    where iu.activity_id = gone.activity_id and iu.user_id = gone.user_id and iu.club_id = ${clubId}`);
  return queryRows<ParticipantKey>(
    tx,
    sql`delete from activity_participants p using ${pairTable(pairs, 'gone', 'user_id')}
         where p.activity_id = gone.activity_id and p.user_id = gone.user_id and p.club_id = ${clubId}
        returning p.activity_id, p.user_id`,
  );
};

/**
 * Stops inviting the pairs (activity, group): the groups go, and of their members who are participants those
 * neither invited one by one nor members of another of the activity's groups go too — except those attending
 * unless `force`, who stay, as invited one by one. Answers the participants removed.
 */
export const removeGroups = async (tx: Db, clubId: number, pairs: Pairs, force: boolean): Promise<ParticipantKey[]> => {
  if (pairs.ids.length === 0) return [];
  await tx.execute(sql`delete from activity_groups ag using ${pairTable(pairs, 'gone', 'group_id')}
    where ag.activity_id = gone.activity_id and ag.group_id = gone.group_id and ag.club_id = ${clubId}`);
  // The participants now invited by nothing: members of a group gone, in no group left, not invited one by one.
  const orphans = sql`
    select distinct p.activity_id, p.user_id, p.status
      from ${pairTable(pairs, 'gone', 'group_id')}
      join group_members gm on gm.group_id = gone.group_id and gm.club_id = ${clubId}
      join activity_participants p on p.activity_id = gone.activity_id and p.user_id = gm.user_id
     where not exists (select 1 from activity_invited_users iu
                        where iu.activity_id = p.activity_id and iu.user_id = p.user_id)
       and not exists (select 1 from activity_groups ag
                         join group_members other on other.group_id = ag.group_id and other.user_id = p.user_id
                        where ag.activity_id = p.activity_id)`;
  const orphaned = await queryRows<ParticipantKey & { status: number }>(tx, orphans);
  const staying = force ? [] : orphaned.filter((row) => row.status === ATTENDING);
  const going = orphaned.filter((row) => !staying.includes(row));
  if (staying.length > 0) {
    await tx.execute(sql`insert into activity_invited_users (activity_id, club_id, user_id)
      select p.activity_id, ${clubId}::int, p.user_id from ${pairTable(keysAsPairs(staying), 'p', 'user_id')}
      on conflict do nothing`);
  }
  if (going.length === 0) return [];
  return queryRows<ParticipantKey>(
    tx,
    sql`delete from activity_participants p using ${pairTable(keysAsPairs(going), 'gone', 'user_id')}
         where p.activity_id = gone.activity_id and p.user_id = gone.user_id and p.club_id = ${clubId}
        returning p.activity_id, p.user_id`,
  );
};

const keysAsPairs = (keys: readonly ParticipantKey[]): Pairs => ({
  activityIds: keys.map((key) => Number(key.activity_id)),
  ids: keys.map((key) => Number(key.user_id)),
});

/** Moves one participant to `status`, recording when and by whom. */
export const setStatus = async (
  tx: Db,
  activityId: number,
  userId: number,
  change: { status: ListedStatus; at: Date; byUserId: number },
): Promise<void> => {
  await tx.execute(
    sql`update activity_participants
           set status = ${change.status}::smallint, changed_at = ${change.at}::timestamptz,
               changed_by_user_id = ${change.byUserId}::int
         where activity_id = ${activityId} and user_id = ${userId}`,
  );
};

/** How many of an activity's participants are in each list. */
export interface CountsRow {
  invited: number;
  attending: number;
  cancelled: number;
}

/** The three lists' counts of an activity (the status index). */
const countsSql = (activityId: SQL | number): SQL =>
  sql`(select json_build_object(
              'invited', count(*) filter (where cp.status = ${INVITED}),
              'attending', count(*) filter (where cp.status = ${ATTENDING}),
              'cancelled', count(*) filter (where cp.status = ${CANCELLED}))
         from activity_participants cp where cp.activity_id = ${activityId})`;

export const countsOf = async (db: Db, activityId: number): Promise<CountsRow> => {
  const [row] = await queryRows<{ counts: CountsRow }>(db, sql`select ${countsSql(activityId)} as counts`);
  return row?.counts ?? { invited: 0, attending: 0, cancelled: 0 };
};

/** A participant as the lists show them. */
export interface ListedRow extends PersonRow {
  status: number;
  inactive: boolean;
  viaGroup: boolean;
  total: number;
}

export interface ListFilter {
  clubId: number;
  activityId: number;
  status: ListedStatus;
  /** Terms already split (`searchTerms`); each must match the first name or the surname. */
  terms: readonly string[];
  offset: number;
  limit: number;
}

const nameCondition = (terms: readonly string[]): SQL =>
  terms.length === 0
    ? sql`true`
    : sql.join(
        terms.map((term) => {
          const pattern = likePattern(term);
          return sql`(u.first_name ilike ${pattern} or u.surname ilike ${pattern})`;
        }),
        sql` and `,
      );

/**
 * One page of one list as one statement: the activity's participants of one status (the status index), matching
 * the search, by first name and surname in Danish order, counted over all pages by a window; only the page's rows
 * learn whether they are still members and whether they are invited through a group.
 */
export const participantListSql = ({ clubId, activityId, status, terms, offset, limit }: ListFilter): SQL => sql`
  with page as (
    select p.user_id, p.club_id, p.activity_id, p.status, u.first_name, u.surname, u.image_path,
           count(*) over ()::int as total
      from activity_participants p join users u on u.id = p.user_id
     where p.activity_id = ${activityId} and p.club_id = ${clubId} and p.status = ${status}::smallint
       and ${nameCondition(terms)}
     order by ${danishName('u.first_name')}, ${danishName('u.surname')}, u.id
     limit ${limit} offset ${offset}
  )
  select page.user_id as "userId", page.first_name as "firstName", page.surname, page.image_path as "imagePath",
         page.status, page.total,
         not exists (select 1 from memberships m where m.club_id = page.club_id and m.user_id = page.user_id)
           as inactive,
         exists (select 1 from activity_groups ag
                   join group_members gm on gm.group_id = ag.group_id and gm.user_id = page.user_id
                  where ag.activity_id = page.activity_id) as "viaGroup"
    from page
   order by ${danishName('page.first_name')}, ${danishName('page.surname')}, page.user_id`;

export const participantList = (db: Db, filter: ListFilter): Promise<ListedRow[]> =>
  queryRows<ListedRow>(db, participantListSql(filter));

/** How many participants of one list match the search; asked only when the page lies past the end. */
export const countList = async (db: Db, filter: ListFilter): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from activity_participants p join users u on u.id = p.user_id
         where p.activity_id = ${filter.activityId} and p.club_id = ${filter.clubId}
           and p.status = ${filter.status}::smallint and ${nameCondition(filter.terms)}`,
  );
  return Number(row?.n ?? 0);
};

/** Whether `userId` is invited to the activity (in any list). */
export const isParticipant = async (db: Db, activityId: number, userId: number): Promise<boolean> =>
  (
    await queryRows(
      db,
      sql`select 1 from activity_participants where activity_id = ${activityId} and user_id = ${userId} limit 1`,
    )
  ).length > 0;

/** A group an activity invites, with its members. */
export interface GroupRow {
  id: number;
  title: string;
  users: { userId: number; leader: boolean }[];
}

/** The groups an activity invites, by title in Danish order, each with its members by name. */
export const groupsWithMembers = (db: Db, clubId: number, activityId: number): Promise<GroupRow[]> =>
  queryRows<GroupRow>(
    db,
    sql`select g.id, g.title,
               coalesce((select json_agg(json_build_object('userId', gm.user_id, 'leader', gm.is_leader)
                                         order by ${danishName('u.first_name')}, ${danishName('u.surname')}, u.id)
                           from group_members gm join users u on u.id = gm.user_id
                          where gm.group_id = g.id and gm.club_id = g.club_id), '[]') as users
          from activity_groups ag join groups g on g.id = ag.group_id
         where ag.activity_id = ${activityId} and ag.club_id = ${clubId}
         order by ${danishName('g.title')}, g.id`,
  );

/** The groups of each of the activities `ids`, and the members each invites one by one. */
export const invitesOf = async (
  db: Db,
  ids: readonly number[],
): Promise<Map<number, { groupIds: number[]; userIds: number[] }>> => {
  const rows = await queryRows<{ id: number; group_ids: number[] | null; user_ids: number[] | null }>(
    db,
    sql`select a.id,
               (select array_agg(group_id order by group_id) from activity_groups where activity_id = a.id) as group_ids,
               (select array_agg(user_id order by user_id) from activity_invited_users where activity_id = a.id) as user_ids
          from unnest(${intArray(ids)}) as a (id)`,
  );
  return new Map(
    rows.map((row) => [
      Number(row.id),
      { groupIds: (row.group_ids ?? []).map(Number), userIds: (row.user_ids ?? []).map(Number) },
    ]),
  );
};
