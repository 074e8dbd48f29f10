import { CalendarDateTime } from '@internationalized/date';
import { describe, expect, it } from 'vitest';
import {
  formatDateTime,
  minuteEntry,
  nextFullHour,
  segmentLocale,
  separatorAfter,
  snapDateTime,
  snapMinutes,
  stepMinutes,
} from './dateTime';

const at = (y: number, mo: number, d: number, h: number, mi: number, s = 0, ms = 0) =>
  new CalendarDateTime(y, mo, d, h, mi, s, ms);

describe('nextFullHour', () => {
  it('is the next full hour after now', () => {
    expect(nextFullHour(at(2025, 3, 14, 10, 20)).toString()).toBe('2025-03-14T11:00:00');
    expect(nextFullHour(at(2025, 3, 14, 10, 59, 59, 999)).toString()).toBe('2025-03-14T11:00:00');
    expect(nextFullHour(at(2025, 3, 14, 10, 0, 0, 1)).toString()).toBe('2025-03-14T11:00:00');
  });

  it('is an hour later at a full hour exactly', () => {
    expect(nextFullHour(at(2025, 3, 14, 10, 0)).toString()).toBe('2025-03-14T11:00:00');
  });

  it('crosses midnight, month and year ends', () => {
    expect(nextFullHour(at(2025, 3, 14, 23, 10)).toString()).toBe('2025-03-15T00:00:00');
    expect(nextFullHour(at(2024, 2, 29, 23, 30)).toString()).toBe('2024-03-01T00:00:00');
    expect(nextFullHour(at(2025, 12, 31, 23, 45)).toString()).toBe('2026-01-01T00:00:00');
  });
});

describe('snapMinutes', () => {
  it('keeps multiples of 5', () => {
    for (let minute = 0; minute < 60; minute += 5) expect(snapMinutes(minute)).toBe(minute);
  });

  it('rounds to the nearest multiple of 5', () => {
    expect(snapMinutes(1)).toBe(0);
    expect(snapMinutes(2)).toBe(0);
    expect(snapMinutes(3)).toBe(5);
    expect(snapMinutes(7)).toBe(5);
    expect(snapMinutes(8)).toBe(10);
    expect(snapMinutes(12)).toBe(10);
    expect(snapMinutes(13)).toBe(15);
    expect(snapMinutes(57)).toBe(55);
  });

  it('stays within the hour: 58 and 59 give 55', () => {
    expect(snapMinutes(58)).toBe(55);
    expect(snapMinutes(59)).toBe(55);
  });

  it('takes another step', () => {
    expect(snapMinutes(7, 15)).toBe(0);
    expect(snapMinutes(8, 15)).toBe(15);
    expect(snapMinutes(59, 15)).toBe(45);
  });
});

describe('stepMinutes', () => {
  it('steps by 5 up and down', () => {
    expect(stepMinutes(0, 1)).toBe(5);
    expect(stepMinutes(5, 1)).toBe(10);
    expect(stepMinutes(30, -1)).toBe(25);
  });

  it('cycles within the hour', () => {
    expect(stepMinutes(55, 1)).toBe(0);
    expect(stepMinutes(0, -1)).toBe(55);
    expect(stepMinutes(58, 1)).toBe(0);
  });

  it('snaps an unsnapped minute in the direction of the key', () => {
    expect(stepMinutes(7, 1)).toBe(10);
    expect(stepMinutes(7, -1)).toBe(5);
    expect(stepMinutes(2, -1)).toBe(0);
  });
});

describe('snapDateTime', () => {
  it('snaps the minute and drops seconds', () => {
    expect(snapDateTime(at(2025, 3, 14, 10, 7, 30, 5)).toString()).toBe('2025-03-14T10:05:00');
    expect(snapDateTime(at(2025, 3, 14, 10, 59)).toString()).toBe('2025-03-14T10:55:00');
  });

  it('returns the same value when it is already snapped', () => {
    const value = at(2025, 3, 14, 10, 15);
    expect(snapDateTime(value)).toBe(value);
  });
});

describe('formatDateTime', () => {
  it('gives DD-MM-YYYY HH:mm with leading zeros and a 24-hour clock', () => {
    expect(formatDateTime(at(2025, 3, 4, 9, 5))).toBe('04-03-2025 09:05');
    expect(formatDateTime(at(2025, 12, 24, 18, 30))).toBe('24-12-2025 18:30');
    expect(formatDateTime(at(2025, 1, 1, 0, 0))).toBe('01-01-2025 00:00');
  });

  it('is empty without a value', () => {
    expect(formatDateTime(null)).toBe('');
    expect(formatDateTime(undefined)).toBe('');
  });
});

describe('separatorAfter', () => {
  it('builds DD-MM-YYYY HH:mm', () => {
    const text = ['day', 'month', 'year', 'hour', 'minute'].map((type) => `[${type}]${separatorAfter(type)}`).join('');
    expect(text).toBe('[day]-[month]-[year] [hour]:[minute]');
  });
});

describe('segmentLocale', () => {
  it('keeps locales that order day, month, year, hour, minute', () => {
    expect(segmentLocale('da-DK')).toBe('da-DK');
    expect(segmentLocale('de-DE')).toBe('de-DE');
    expect(segmentLocale('en-GB')).toBe('en-GB');
  });

  it('replaces other orders by en-GB', () => {
    expect(segmentLocale('en-US')).toBe('en-GB');
    expect(segmentLocale('ja-JP')).toBe('en-GB');
  });
});

describe('minuteEntry', () => {
  it('waits for a second digit after 0-5', () => {
    expect(minuteEntry('', '3')).toEqual({ minute: 3, rest: '3' });
    expect(minuteEntry('3', '2')).toEqual({ minute: 32, rest: '' });
    expect(minuteEntry('', '0')).toEqual({ minute: 0, rest: '0' });
    expect(minuteEntry('0', '7')).toEqual({ minute: 7, rest: '' });
  });

  it('completes at once after 6-9', () => {
    expect(minuteEntry('', '7')).toEqual({ minute: 7, rest: '' });
  });

  it('starts again when two digits exceed 59', () => {
    expect(minuteEntry('5', '8')).toEqual({ minute: 58, rest: '' });
    expect(minuteEntry('6', '1')).toEqual({ minute: 1, rest: '1' });
  });

  it('with snapMinutes gives the rule: 7 → 05, 32 → 30, 58 → 55', () => {
    expect(snapMinutes(minuteEntry('', '7').minute)).toBe(5);
    expect(snapMinutes(minuteEntry('3', '2').minute)).toBe(30);
    expect(snapMinutes(minuteEntry('5', '8').minute)).toBe(55);
  });
});
