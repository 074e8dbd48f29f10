import { activityTypeOf, participantStatuses, type ParticipantStatusKey } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';

/** What the activity export tests write by plain SQL: activities at exact instants, and who they invite. */

export interface ActivitySeed {
  title: string;
  /** UTC ISO instants. */
  start: string;
  end?: string;
  type?: number;
  location?: string;
  responsibleUserId?: number;
  cancelled?: boolean;
}

export const addActivity = async (db: Db, clubId: number, activity: ActivitySeed): Promise<number> => {
  const end = activity.end ?? new Date(Date.parse(activity.start) + 3_600_000).toISOString();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into activities (club_id, type, title, location, starts_at, ends_at, responsible_user_id, cancelled_at)
        values (${clubId}, ${activity.type ?? activityTypeOf('practice')}, ${activity.title}, ${activity.location ?? null},
                ${activity.start}::timestamptz, ${end}::timestamptz, ${activity.responsibleUserId ?? null},
                ${activity.cancelled ? sql`now()` : null})
        returning id`,
  );
  return Number(row?.id);
};

/** The group is invited to the activity (recorded, as the invite call does; its members' rows are `answer`'s). */
export const inviteGroup = async (db: Db, clubId: number, activityId: number, groupId: number) => {
  await db.execute(
    sql`insert into activity_groups (activity_id, club_id, group_id) values (${activityId}, ${clubId}, ${groupId})`,
  );
};

/** A participant row: the person is invited (through a group or one by one) and has answered `status`. */
export const answer = async (
  db: Db,
  clubId: number,
  activityId: number,
  userId: number,
  status: ParticipantStatusKey,
) => {
  await db.execute(
    sql`insert into activity_participants (activity_id, club_id, user_id, status)
        values (${activityId}, ${clubId}, ${userId}, ${participantStatuses[status]})`,
  );
};

export const setLocale = async (db: Db, userId: number, locale: string) => {
  await db.execute(sql`update users set locale = ${locale} where id = ${userId}`);
};

/**
 * `count` activities of the club one minute apart from `start` (every `tie`-th pair at the same instant, so that
 * pages meet ties), each inviting `groupId` when given. Answers nothing: the files are read back.
 */
export const addManyActivities = async (
  db: Db,
  clubId: number,
  { count, start, groupId }: { count: number; start: string; groupId?: number },
) => {
  await db.execute(sql`
    with made as (
      insert into activities (club_id, type, title, starts_at, ends_at)
      select ${clubId}::int, ${activityTypeOf('practice')}::int, 'Serie ' || lpad(g::text, 5, '0'),
             ${start}::timestamptz + ((g / 2) * interval '1 minute'),
             ${start}::timestamptz + ((g / 2) * interval '1 minute') + interval '1 hour'
        from generate_series(1, ${count}::int) as g
      returning id
    )
    insert into activity_groups (activity_id, club_id, group_id)
    select id, ${clubId}::int, ${groupId ?? null}::int from made where ${groupId ?? null}::int is not null`);
};
