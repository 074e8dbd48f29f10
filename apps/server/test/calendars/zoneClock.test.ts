import { instantOf, wallTime } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { addDays, daysBetween, instantOfWall, wallOf, zonedTime } from '../../src/features/calendars/zoneClock.js';

/**
 * The feeds' own wall-clock arithmetic (ADR 026) answers as the domain's `wallTime` and `instantOf` (ADR 022) do,
 * across both daylight-saving changes (a skipped hour, a repeated one) and in zones that change by half an hour or
 * not at all.
 */
const zones = ['Europe/Copenhagen', 'Europe/London', 'America/New_York', 'Australia/Lord_Howe', 'Asia/Kolkata', 'UTC'];

/** Every quarter of an hour over the two days around each of 2026's changes in Copenhagen and New York. */
const instants = [
  '2026-03-08T00:00Z',
  '2026-03-28T12:00Z',
  '2026-10-24T12:00Z',
  '2026-11-01T00:00Z',
  '2026-04-04T12:00Z',
].flatMap((from) => Array.from({ length: 4 * 36 }, (_, i) => new Date(new Date(from).getTime() + i * 15 * 60_000)));

const asWall = (wall: ReturnType<typeof wallTime>) => ({
  year: wall.year,
  month: wall.month,
  day: wall.day,
  hour: wall.hour,
  minute: wall.minute,
  second: wall.second,
});

describe('zoneClock', () => {
  it.each(zones)('reads the wall-clock time of every instant as wallTime does (%s)', (zone) => {
    for (const instant of instants) expect(wallOf(instant, zone)).toEqual(asWall(wallTime(instant, zone)));
  });

  it.each(zones)(
    'finds the instant of every wall-clock time as instantOf does, skipped and repeated ones too (%s)',
    (zone) => {
      for (const instant of instants) {
        // Each quarter hour's wall-clock time read as UTC: in the zone, some are skipped and some repeated.
        const wall = asWall(wallTime(instant, 'UTC'));
        expect(instantOfWall(wall, zone).toISOString()).toBe(instantOf(wallTime(instant, 'UTC'), zone).toISOString());
      }
    },
  );

  it('moves by calendar days at the same time of day across the October change', () => {
    const practice = wallOf(new Date('2026-10-20T15:00Z'), 'Europe/Copenhagen');
    const week = addDays(practice, 7);
    expect(instantOfWall(week, 'Europe/Copenhagen').toISOString()).toBe('2026-10-27T16:00:00.000Z');
    expect(daysBetween(practice, week)).toBe(7);
  });

  it('gives ical-generator the wall-clock time with its zone', () => {
    const time = zonedTime(new Date('2026-10-27T16:00Z'), 'Europe/Copenhagen');
    expect([time.timeZoneId, time.hour, time.toPlainDateTime().toString()]).toEqual([
      'Europe/Copenhagen',
      17,
      '2026-10-27T17:00:00',
    ]);
    expect(time.toInstant().epochMilliseconds).toBe(Date.parse('2026-10-27T16:00Z'));
  });
});
