import { participantStatuses } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { intArray } from '../activities/public.js';

/** The SQL of the fixture import (ADR 027): finding the club's activities of a list's matches, and changing them. */

/** Texts (or nulls) as one bind value: a JSON array read back as text[] in its order, so no quoting of our own. */
const textArray = (texts: readonly (string | null)[]): SQL =>
  sql`array(select v from jsonb_array_elements_text(${JSON.stringify(texts)}::jsonb) with ordinality as j (v, i) order by i)`;
const instantArray = (instants: readonly Date[]): SQL =>
  sql`${`{${instants.map((instant) => instant.toISOString()).join(',')}}`}::timestamptz[]`;

/** An activity a match may be: one of its key, or one made by hand with its title and start. */
export interface CandidateRow {
  id: number;
  fixture_key: string | null;
  title: string;
  starts_at: Date | string;
  ends_at: Date | string;
  deadline: Date | string | null;
  location: string | null;
  cancelled_at: Date | string | null;
}

/**
 * The club's activities with one of the matches' keys, and those without a key with a match's title and start: the
 * matches travel as one JSON value read as a table, joined to the club's indexes (fixture key; start).
 */
export const candidatesSql = (
  clubId: number,
  keys: readonly string[],
  titles: readonly string[],
  starts: readonly Date[],
): SQL => {
  const matches = JSON.stringify(
    keys.map((key, index) => ({ k: key, t: titles[index], s: starts[index]?.toISOString() })),
  );
  return sql`with m as materialized (select * from jsonb_to_recordset(${matches}::jsonb) as m (k text, t text, s timestamptz))
      select a.id, a.fixture_key, a.title, a.starts_at, a.ends_at, a.deadline, a.location, a.cancelled_at
        from activities a
       where a.club_id = ${clubId} and a.fixture_key in (select k from m)
      union
      select a.id, a.fixture_key, a.title, a.starts_at, a.ends_at, a.deadline, a.location, a.cancelled_at
        from m join activities a on a.club_id = ${clubId} and a.starts_at = m.s and a.title = m.t
       where a.fixture_key is null
       order by id`;
};

export const candidates = (
  db: Db,
  clubId: number,
  keys: readonly string[],
  titles: readonly string[],
  starts: readonly Date[],
) => queryRows<CandidateRow>(db, candidatesSql(clubId, keys, titles, starts));

/** One import at a time per club, so that two imports of one list cannot both create its matches. */
export const lockClubFixtures = async (tx: Db, clubId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`fixture-import:${clubId}`}))`);
};

/** A changed match's activity as it becomes. */
export interface Moved {
  id: number;
  start: Date;
  end: Date;
  deadline: Date | null;
  location: string | null;
}

/** Moves changed matches' activities in one statement; a moved deadline arms the two-days reminder again. */
export const moveActivities = async (tx: Db, clubId: number, moved: readonly Moved[], at: Date): Promise<void> => {
  if (moved.length === 0) return;
  await tx.execute(sql`
    update activities a
       set starts_at = t.s, ends_at = t.e, deadline = t.d, location = t.l, updated_at = ${at}::timestamptz,
           reminder_sent_at = case when a.deadline is distinct from t.d then null else a.reminder_sent_at end
      from (select * from unnest(${intArray(moved.map((one) => one.id))},
                                 ${instantArray(moved.map((one) => one.start))},
                                 ${instantArray(moved.map((one) => one.end))},
                                 ${sql`${`{${moved.map((one) => one.deadline?.toISOString() ?? 'NULL').join(',')}}`}::timestamptz[]`},
                                 ${textArray(moved.map((one) => one.location))}) as u (id, s, e, d, l)) as t
     where a.club_id = ${clubId} and a.id = t.id`);
};

/** Hand-made activities found to be a list's matches take its key, so that the list's next version finds them. */
export const adoptKeys = async (tx: Db, clubId: number, pairs: readonly { id: number; key: string }[]) => {
  if (pairs.length === 0) return;
  await tx.execute(sql`
    update activities a set fixture_key = t.k
      from unnest(${intArray(pairs.map((pair) => pair.id))}, ${textArray(pairs.map((pair) => pair.key))}) as t (id, k)
     where a.club_id = ${clubId} and a.id = t.id and a.fixture_key is null`);
};

/** Those invited to or attending each activity: who hears of a moved match. */
export const inviteesOf = async (db: Db, activityIds: readonly number[]): Promise<Map<number, number[]>> => {
  const rows = await queryRows<{ activity_id: number; user_id: number }>(
    db,
    sql`select activity_id, user_id from activity_participants
         where activity_id = any(${intArray(activityIds)})
           and status in (${participantStatuses.invited}, ${participantStatuses.attending})
         order by activity_id, user_id`,
  );
  const byActivity = new Map<number, number[]>();
  for (const row of rows) {
    const ids = byActivity.get(Number(row.activity_id)) ?? [];
    ids.push(Number(row.user_id));
    byActivity.set(Number(row.activity_id), ids);
  }
  return byActivity;
};
