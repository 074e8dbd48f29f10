import { describe, expect, it } from 'vitest';
import { rangeProblem, type RangeDraft, type RangeProblem } from './statisticsRange';

describe('rangeProblem', () => {
  it.each<[RangeDraft, RangeProblem | null]>([
    [{ start: '2026-09-22', end: '2026-10-22' }, null],
    // One day is a range.
    [{ start: '2026-10-22', end: '2026-10-22' }, null],
    [{ start: null, end: '2026-10-22' }, 'startRequired'],
    [{ start: '2026-10-22', end: null }, 'endRequired'],
    [{ start: '2026-10-23', end: '2026-10-22' }, 'endBeforeStart'],
    // Five years (1,830 days, ours) and not a day more.
    [{ start: '2021-10-22', end: '2026-10-26' }, null],
    [{ start: '2021-10-22', end: '2026-10-27' }, 'tooLong'],
  ])('%j: %s', (draft, problem) => {
    expect(rangeProblem(draft)).toBe(problem);
  });
});
