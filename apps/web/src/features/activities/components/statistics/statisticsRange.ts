import { daysBetween, STATISTICS_RANGE_MAX_DAYS } from '@klubhus/domain';

/** The range's two fields as the user has them: days (`YYYY-MM-DD`), or null while a field is empty. */
export interface RangeDraft {
  start: string | null;
  end: string | null;
}

/** What is wrong with a range before it is asked for (the server refuses the same: 400 statisticsRange). */
export type RangeProblem = 'startRequired' | 'endRequired' | 'endBeforeStart' | 'tooLong';

/**
 * Whether the range can be asked for (document 1 §9; ADR 023): both days, the end not before the start (one day is
 * a range), at most five years.
 */
export const rangeProblem = ({ start, end }: RangeDraft): RangeProblem | null => {
  if (start === null) return 'startRequired';
  if (end === null) return 'endRequired';
  const days = daysBetween(start, end);
  if (days < 0) return 'endBeforeStart';
  if (days > STATISTICS_RANGE_MAX_DAYS) return 'tooLong';
  return null;
};
