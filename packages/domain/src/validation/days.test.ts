import { describe, expect, it } from 'vitest';
import { CALENDAR_DAY_YEARS, calendarDay, isCalendarDay } from './days.js';

describe('a calendar day', () => {
  it.each([
    ['2026-10-20', true],
    ['2024-02-29', true],
    [`${CALENDAR_DAY_YEARS.first}-01-01`, true],
    [`${CALENDAR_DAY_YEARS.last}-12-31`, true],
    ['2026-02-29', false],
    ['2026-02-30', false],
    ['2026-13-01', false],
    ['2026-10-20T10:00', false],
    ['20-10-2026', false],
    ['i går', false],
    ['', false],
    ['0000-01-01', false],
    [`${CALENDAR_DAY_YEARS.first - 1}-12-31`, false],
    [`${CALENDAR_DAY_YEARS.last + 1}-01-01`, false],
    ['9999-12-31', false],
  ])('%s is a day: %s', (text, ok) => {
    expect(isCalendarDay(text)).toBe(ok);
    const parsed = calendarDay.safeParse(text);
    expect(parsed.success).toBe(ok);
    if (!parsed.success) expect(parsed.error.issues[0]?.message).toBe('invalidDate');
  });

  it('is required', () => {
    expect(calendarDay.safeParse(undefined).error?.issues[0]?.message).toBe('required');
  });
});
