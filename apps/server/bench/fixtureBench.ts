import {
  activityTypeOf,
  DEFAULT_TIME_ZONE,
  FIXTURE_DURATION_MINUTES,
  FIXTURE_MAX_ROWS,
  type FixtureImportBody,
  type FixtureRow,
} from '@klubhus/domain';
import type { SQL } from 'drizzle-orm';
import { candidatesSql, placeMatch } from '../src/features/fixture-import/public.js';

/** The fixture import's bench (ADR 027): lists of the most matches an import takes, each request its own. */

export const FIXTURE_BENCH_ROWS = FIXTURE_MAX_ROWS;

/** Request `i`'s list: 500 matches numbered from (i + 1) · 10^6, Saturdays from 2027 on, kick-offs spread over the day. */
const rowsOf = (i: number): FixtureRow[] =>
  Array.from({ length: FIXTURE_BENCH_ROWS }, (_, index) => ({
    line: index + 5,
    matchNumber: String((i + 1) * 1_000_000 + index),
    date: new Date(Date.UTC(2027, 0, 2 + (index % 150) * 7)).toISOString().slice(0, 10),
    time: `${String(9 + (index % 10)).padStart(2, '0')}:${index % 2 === 0 ? '00' : '30'}`,
    homeTeam: index % 2 === 0 ? 'Bench IF' : `Modstander ${index}`,
    awayTeam: index % 2 === 0 ? `Modstander ${index}` : 'Bench IF',
    venue: index % 2 === 0 ? 'Bench Stadion, bane 1' : `Stadion ${index}`,
    competition: 'U11 Drenge, 7:7, Pulje 4',
  }));

export const fixtureBenchBody = (groupId: number, i: number): FixtureImportBody => ({
  groupId,
  type: activityTypeOf('match'),
  sendNotification: false,
  durationMinutes: FIXTURE_DURATION_MINUTES.default,
  rows: rowsOf(i),
});

/** The import's statement that matches request `i`'s rows against the club's activities. */
export const fixtureBenchRawSql = (clubId: number, i: number): SQL => {
  const placed = rowsOf(i).map((row) => placeMatch(row, DEFAULT_TIME_ZONE));
  return candidatesSql(
    clubId,
    placed.map((match) => match.key),
    placed.map((match) => match.title),
    placed.map((match) => match.start),
  );
};
