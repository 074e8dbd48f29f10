import { describe, expect, it } from 'vitest';
import {
  activityDefaults,
  activityFieldRules,
  activityTypeOf,
  activityTypeIds,
  builtInActivityTypes,
  earliestStart,
  isActivityTypeId,
  isArchived,
  missingForSharing,
  occurrences,
  participationPercentage,
  recurringCount,
  shiftWallClock,
  type RepeatOption,
} from './activities.js';

const CPH = 'Europe/Copenhagen';
const at = (iso: string) => new Date(iso);
const iso = (date: Date) => date.toISOString();

describe('built-in types (§3)', () => {
  it('are the fixed ids with their Danish titles, generic 0 hidden', () => {
    expect(builtInActivityTypes.map((type) => [type.id, type.title])).toEqual([
      [1, 'Træning'],
      [2, 'Møde'],
      [4, 'Kamp/Turnering'],
      [5, 'Andet'],
      [6, 'Arrangement'],
      [7, 'Opgave'],
      [8, 'Aktivitet'],
      [9, 'Aktivitetsopgave'],
    ]);
    expect(activityTypeIds).not.toContain(0);
    expect(isActivityTypeId(0)).toBe(false);
    expect(isActivityTypeId(3)).toBe(false);
    expect(isActivityTypeId(4)).toBe(true);
  });
  it('are named by key', () => {
    expect([activityTypeOf('practice'), activityTypeOf('match'), activityTypeOf('activityTask')]).toEqual([1, 4, 9]);
  });
});

describe('recurring count (§5: days from start to repeat-until / interval days, plus 1)', () => {
  it.each<[string, string, string, RepeatOption, number]>([
    ['none is one', '2026-10-01T15:00Z', '2026-12-01T11:00Z', 0, 1],
    ['weekly, same day', '2026-10-01T15:00Z', '2026-10-01T16:00Z', 1, 1],
    ['weekly, 6 days', '2026-10-01T15:00Z', '2026-10-07T10:00Z', 1, 1],
    ['weekly, 7 days', '2026-10-01T15:00Z', '2026-10-08T10:00Z', 1, 2],
    // 1 October to 19 November: 49 days / 7 + 1, across the end of summer time (25 October).
    ['weekly, 8 weeks across summer time', '2026-10-01T15:00Z', '2026-11-19T11:00Z', 1, 8],
    ['weekly, 48 days', '2026-10-01T15:00Z', '2026-11-18T11:00Z', 1, 7],
    ['fortnightly, 13 days', '2026-10-01T15:00Z', '2026-10-14T10:00Z', 2, 1],
    ['fortnightly, 14 days', '2026-10-01T15:00Z', '2026-10-15T10:00Z', 2, 2],
    ['fortnightly, 49 days', '2026-10-01T15:00Z', '2026-11-19T11:00Z', 2, 4],
    ['until before start', '2026-10-08T15:00Z', '2026-10-01T10:00Z', 1, 1],
    // 00:30 local on 2 October to 23:30 local on 8 October: 6 days in the club's zone (7 dates apart in UTC).
    ['days counted in the club zone', '2026-10-01T22:30Z', '2026-10-08T21:30Z', 1, 1],
  ])('%s', (_name, start, until, recurring, count) => {
    expect(recurringCount(at(start), at(until), recurring, CPH)).toBe(count);
  });

  it('is 1 without a repeat-until', () => {
    expect(recurringCount(at('2026-10-01T15:00Z'), null, 1, CPH)).toBe(1);
  });
});

describe('occurrences keep their wall-clock time in the club zone', () => {
  it('a weekly 17:00 practice stays 17:00 after summer time ends (25 October 2026)', () => {
    const series = occurrences({ start: at('2026-10-01T15:00Z'), end: at('2026-10-01T16:30Z') }, 1, 8, CPH);
    expect(series.map((one) => iso(one.start))).toEqual([
      '2026-10-01T15:00:00.000Z',
      '2026-10-08T15:00:00.000Z',
      '2026-10-15T15:00:00.000Z',
      '2026-10-22T15:00:00.000Z',
      '2026-10-29T16:00:00.000Z',
      '2026-11-05T16:00:00.000Z',
      '2026-11-12T16:00:00.000Z',
      '2026-11-19T16:00:00.000Z',
    ]);
    expect(series.every((one) => one.end.getTime() - one.start.getTime() === 90 * 60_000)).toBe(true);
  });

  it('fortnightly steps 14 days; none gives the one activity whatever the count', () => {
    const fortnightly = occurrences({ start: at('2026-03-19T17:00Z'), end: at('2026-03-19T18:00Z') }, 2, 2, CPH);
    // Summer time begins 29 March: 18:00 local is 17:00Z before and 16:00Z after.
    expect(fortnightly.map((one) => iso(one.start))).toEqual(['2026-03-19T17:00:00.000Z', '2026-04-02T16:00:00.000Z']);
    expect(occurrences({ start: at('2026-03-19T17:00Z'), end: at('2026-03-19T18:00Z') }, 0, 5, CPH)).toHaveLength(1);
  });
});

describe('shiftWallClock: editing "all" moves every occurrence by the same wall-clock change', () => {
  it('17:00 → 18:00 on one October day moves a November 17:00 to 18:00 local', () => {
    const moved = shiftWallClock(at('2026-11-05T16:00Z'), at('2026-10-15T15:00Z'), at('2026-10-15T16:00Z'), CPH);
    expect(iso(moved)).toBe('2026-11-05T17:00:00.000Z');
  });
  it('no change is no move', () => {
    expect(iso(shiftWallClock(at('2026-11-05T16:00Z'), at('2026-10-15T15:00Z'), at('2026-10-15T15:00Z'), CPH))).toBe(
      '2026-11-05T16:00:00.000Z',
    );
  });
});

describe('wizard defaults (§9: next full hour, end +1 hour, repeat-until hour 12)', () => {
  it.each([
    // now (UTC), start, end, repeat-until (UTC); Copenhagen is UTC+2 in summer, UTC+1 in winter.
    ['2026-06-10T08:20:00Z', '2026-06-10T09:00:00.000Z', '2026-06-10T10:00:00.000Z', '2026-06-17T10:00:00.000Z'],
    // 10:00 exactly is not "next": 11:00.
    ['2026-06-10T08:00:00Z', '2026-06-10T09:00:00.000Z', '2026-06-10T10:00:00.000Z', '2026-06-17T10:00:00.000Z'],
    // 23:10 local crosses midnight.
    ['2026-12-31T22:10:00Z', '2026-12-31T23:00:00.000Z', '2027-01-01T00:00:00.000Z', '2027-01-08T11:00:00.000Z'],
  ])('at %s', (now, start, end, until) => {
    const defaults = activityDefaults(at(now), CPH);
    expect([iso(defaults.start), iso(defaults.end), iso(defaults.repeatUntil)]).toEqual([start, end, until]);
  });
});

describe('start not before yesterday (§5)', () => {
  it('is yesterday 00:00 in the club zone', () => {
    expect(iso(earliestStart(at('2026-10-26T10:00Z'), CPH))).toBe('2026-10-24T22:00:00.000Z');
    // Just after midnight local (23:30Z is 00:30 on the 27th in winter time): yesterday is the 26th.
    expect(iso(earliestStart(at('2026-10-26T23:30Z'), CPH))).toBe('2026-10-25T23:00:00.000Z');
  });
});

describe('archived and participation', () => {
  it('an activity is archived once its end has passed', () => {
    expect(isArchived(at('2026-10-01T16:00Z'), at('2026-10-01T16:00Z'))).toBe(false);
    expect(isArchived(at('2026-10-01T16:00Z'), at('2026-10-01T16:00:01Z'))).toBe(true);
  });
  it.each([
    [0, 0, 0],
    [0, 12, 0],
    [6, 12, 50],
    [1, 3, 33],
    [2, 3, 67],
    [12, 12, 100],
  ])('%i of %i is %i %%', (participating, invited, percentage) => {
    expect(participationPercentage(participating, invited)).toBe(percentage);
  });
});

describe('field rules (§5: forced participation, limit, co-hosts, deadline)', () => {
  it.each([
    [{ amount: null, limit: null, forcedParticipation: false }, true, true, false, false],
    [{ amount: 50, limit: null, forcedParticipation: false }, false, true, true, true],
    [{ amount: null, limit: 12, forcedParticipation: false }, false, true, false, false],
    [{ amount: null, limit: null, forcedParticipation: true }, true, false, false, false],
  ])('%o', (values, forcedAllowed, limitShown, coHosts, deadline) => {
    expect(activityFieldRules(values)).toEqual({
      forcedParticipationAllowed: forcedAllowed,
      limitShown,
      coHostsOffered: coHosts,
      deadlineRequired: deadline,
    });
  });
});

describe('missingForSharing (§2.7: cover image, description, VAT number)', () => {
  const full = { hasCoverImage: true, description: 'Kom og vær med', vatId: '12345678' };
  it.each([
    ['everything there', full, []],
    ['no cover image', { ...full, hasCoverImage: false }, ['coverImage']],
    ['no description', { ...full, description: null }, ['description']],
    ['a blank description', { ...full, description: '  ' }, ['description']],
    ['no VAT number', { ...full, vatId: null }, ['vatNumber']],
    ['a blank VAT number', { ...full, vatId: ' ' }, ['vatNumber']],
    [
      'nothing',
      { hasCoverImage: false, description: undefined, vatId: undefined },
      ['coverImage', 'description', 'vatNumber'],
    ],
  ] as const)('%s', (_label, activity, missing) => {
    expect(missingForSharing(activity)).toEqual(missing);
  });
});
