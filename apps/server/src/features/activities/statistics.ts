import {
  daysBetween,
  defaultStatisticsRange,
  instantOf,
  participationPercentage,
  participationRefusals,
  STATISTICS_DEFAULT_DAYS,
  STATISTICS_RANGE_MAX_DAYS,
  wallTime,
  type DayText,
  type StatisticsAnswer,
} from '@klubhus/domain';
import { badRequest } from '../../http/HttpError.js';
import { activityNotFound } from './refusals.js';
import type { ActivitiesDeps } from './service.js';
import * as repo from './statisticsRepo.js';

/**
 * Activity statistics (spec document 1 §7, §9; document 2 §7, §9; ADR 023): rows by type of activities, invitations
 * and attendance over a range of days in the club's zone. The counting is SQL (`statisticsRepo.ts`); here the range.
 */

type Deps = Pick<ActivitiesDeps, 'db' | 'clock'>;

const { statisticsRange: rangeRefusal } = participationRefusals;
const badRange = (field: 'start' | 'end') => badRequest(rangeRefusal.message, rangeRefusal.code, field);

/** The calendar day `days` after `day` (before, when negative). */
const addDays = (day: DayText, days: number): DayText =>
  new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/** The instant a day begins in the zone (`now` only lends its calendar to the wall-clock time). */
const midnightOf = (day: DayText, now: Date, zone: string): Date => {
  const [year, month, date] = day.split('-').map(Number) as [number, number, number];
  return instantOf(
    wallTime(now, zone).set({ year, month, day: date, hour: 0, minute: 0, second: 0, millisecond: 0 }),
    zone,
  );
};

/** A range as asked: days `YYYY-MM-DD`, either absent. */
export interface RangeQuery {
  start?: DayText | undefined;
  end?: DayText | undefined;
}

/**
 * The range in the club's zone: absent days default as document 1 §9 has it (the last 30 days to today; an `end`
 * alone starts 30 days before it, a `start` alone ends today). `end` before `start`: 400 on `end`; longer than
 * STATISTICS_RANGE_MAX_DAYS: 400 on `start`. The span runs from the first day's midnight to the midnight after the
 * last, both in the club's zone, so both days are whole whatever daylight saving does.
 */
export const statisticsSpan = (
  query: RangeQuery,
  now: Date,
  zone: string,
): { start: DayText; end: DayText; span: repo.Span } => {
  const fallback = defaultStatisticsRange(now, zone);
  const end = query.end ?? fallback.end;
  const start = query.start ?? (query.end ? addDays(end, -STATISTICS_DEFAULT_DAYS) : fallback.start);
  const days = daysBetween(start, end);
  if (days < 0) throw badRange('end');
  if (days > STATISTICS_RANGE_MAX_DAYS) throw badRange('start');
  return { start, end, span: { from: midnightOf(start, now, zone), to: midnightOf(addDays(end, 1), now, zone) } };
};

const answerOf = (start: DayText, end: DayText, rows: readonly repo.CountRow[]): StatisticsAnswer => ({
  start,
  end,
  rows: rows.map((row) => ({
    type: row.type,
    activityCount: Number(row.activity_count),
    participatingCount: Number(row.participating_count),
    participationPercentage: participationPercentage(Number(row.participating_count), Number(row.invited_count)),
  })),
});

const zoneOf = async ({ db }: Deps, clubId: number): Promise<string> => {
  const zone = await repo.clubZone(db, clubId);
  if (zone === undefined) throw new Error(`club ${clubId} vanished behind its own access check`);
  return zone;
};

/**
 * A member's statistics in the club. The access step has proven that they are a member of it (404 otherwise) and
 * that a group leader leads one of their groups.
 */
export const userStatistics = async (
  deps: Deps,
  clubId: number,
  userId: number,
  query: RangeQuery,
): Promise<StatisticsAnswer> => {
  const { start, end, span } = statisticsSpan(query, deps.clock.now(), await zoneOf(deps, clubId));
  return answerOf(start, end, await repo.countRows(deps.db, repo.userStatisticsSql(clubId, userId, span)));
};

/** A group's statistics; the access step has placed the group in the club and its leader with it. */
export const groupStatistics = async (
  deps: Deps,
  clubId: number,
  groupId: number,
  query: RangeQuery,
): Promise<StatisticsAnswer> => {
  const { start, end, span } = statisticsSpan(query, deps.clock.now(), await zoneOf(deps, clubId));
  return answerOf(start, end, await repo.countRows(deps.db, repo.groupStatisticsSql(clubId, groupId, span)));
};

/** The day of an instant in the club's zone. */
const dayOf = (instant: Date | string, zone: string): DayText =>
  wallTime(new Date(instant), zone).toString().slice(0, 10);

/**
 * An activity's statistics: its series up to and including it (the activity alone when it is not recurring); the range
 * answered runs from the series' first day to the activity's.
 */
export const activityStatistics = async (deps: Deps, clubId: number, id: number): Promise<StatisticsAnswer> => {
  const bounds = await repo.seriesBounds(deps.db, clubId, id);
  if (!bounds) throw activityNotFound();
  const rows = await repo.countRows(deps.db, repo.activityStatisticsSql(clubId, id));
  return answerOf(dayOf(bounds.first_starts_at, bounds.time_zone), dayOf(bounds.starts_at, bounds.time_zone), rows);
};
