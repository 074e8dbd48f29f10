import { describe, expect, it } from 'vitest';
import { activityTypeOf } from '../rules/activities.js';
import { activityUpdateFields, newActivityFields, utcDateTime } from './activities.js';

/** A valid new activity: a practice tomorrow 17:00–18:00 (UTC texts as §9 sends them). */
const valid = {
  clubId: 1,
  type: activityTypeOf('practice'),
  title: 'Træning U11',
  start: '2026-10-01T15:00',
  end: '2026-10-01T16:00',
  participantsVisible: true,
  commentsEnabled: true,
};

/** The first issue's field and message of a body, or 'ok'. */
const verdict = (body: Record<string, unknown>, schema = newActivityFields) => {
  const result = schema.safeParse(body);
  if (result.success) return 'ok';
  const issue = result.error.issues[0]!;
  return `${issue.path.join('.')}: ${issue.message}`;
};

describe('a new activity (§5)', () => {
  it.each<[string, Record<string, unknown>, string]>([
    ['the valid one', {}, 'ok'],
    ['title required', { title: '  ' }, 'title: required'],
    ['title absent', { title: undefined }, 'title: required'],
    ['start required', { start: undefined }, 'start: required'],
    ['start not a date', { start: '01-10-2026 17:00' }, 'start: invalidDate'],
    ['start a date that does not exist', { start: '2026-02-30T15:00' }, 'start: invalidDate'],
    ['end not before start', { end: '2026-10-01T14:55' }, 'end: endBeforeStart'],
    ['end equal to start is allowed', { end: '2026-10-01T15:00' }, 'ok'],
    ['description at most 2000', { description: 'x'.repeat(2000) }, 'ok'],
    ['description over 2000', { description: 'x'.repeat(2001) }, 'description: maxLength'],
    ['type of the §3 ids', { type: activityTypeOf('match') }, 'ok'],
    ['generic type 0 refused', { type: 0 }, 'type: invalidType'],
    ['negative type refused', { type: -1 }, 'type: invalidType'],
    ['fractional type refused', { type: 1.5 }, 'type: invalidType'],
    ['limit an integer', { limit: 12 }, 'ok'],
    ['limit not a fraction', { limit: 1.5 }, 'limit: mustBeInteger'],
    ['limit positive', { limit: 0 }, 'limit: mustBeAPositiveNumber'],
    ['amount with a deadline', { amount: 150, deadline: '2026-09-30T10:00' }, 'ok'],
    ['amount 2 is the least', { amount: 2, deadline: '2026-09-30T10:00' }, 'ok'],
    ['amount under 2', { amount: 1.99, deadline: '2026-09-30T10:00' }, 'amount: amountTooSmall'],
    ['amount negative', { amount: -5, deadline: '2026-09-30T10:00' }, 'amount: amountTooSmall'],
    ['amount in øre at most', { amount: 2.505, deadline: '2026-09-30T10:00' }, 'amount: invalidAmount'],
    ['amount null is none', { amount: null }, 'ok'],
    ['deadline required with an amount', { amount: 150 }, 'deadline: deadlineRequired'],
    ['deadline not after the start', { deadline: '2026-10-01T15:05' }, 'deadline: deadlineAfterStart'],
    ['reminder only with a deadline', { twoDaysReminder: true }, 'twoDaysReminder: reminderNeedsDeadline'],
    ['reminder with a deadline', { twoDaysReminder: true, deadline: '2026-09-28T10:00' }, 'ok'],
    ['forced participation alone', { forcedParticipation: true }, 'ok'],
    [
      'forced participation not with an amount',
      { forcedParticipation: true, amount: 50, deadline: '2026-09-30T10:00' },
      'forcedParticipation: forcedNeedsNoAmountOrLimit',
    ],
    [
      'forced participation not with a limit',
      { forcedParticipation: true, limit: 12 },
      'forcedParticipation: forcedNeedsNoAmountOrLimit',
    ],
    ['comments flag required', { commentsEnabled: undefined }, 'commentsEnabled: required'],
    ['participant list flag required', { participantsVisible: undefined }, 'participantsVisible: required'],
    ['participant list flag a boolean', { participantsVisible: 'yes' }, 'participantsVisible: mustBeBoolean'],
    ['visibility 1', { visibility: 1 }, 'ok'],
    ['visibility 2 refused', { visibility: 2 }, 'visibility: invalidVisibility'],
    ['repeat option 3 refused', { recurring: 3, recurringUntill: '2026-11-19T11:00' }, 'recurring: invalidRepeat'],
    ['weekly with repeat-until', { recurring: 1, recurringUntill: '2026-11-19T11:00' }, 'ok'],
    ['weekly needs repeat-until', { recurring: 1 }, 'recurringUntill: required'],
    [
      'repeat-until after the start',
      { recurring: 1, recurringUntill: '2026-10-01T15:00' },
      'recurringUntill: repeatUntilBeforeStart',
    ],
    [
      'a series spans a year at most',
      { recurring: 1, recurringUntill: '2027-10-02T15:01' },
      'recurringUntill: seriesTooLong',
    ],
    ['a series of a year is allowed', { recurring: 1, recurringUntill: '2027-10-02T15:00' }, 'ok'],
    ['repeat-until ignored without repetition', { recurring: 0, recurringUntill: '2026-09-01T10:00' }, 'ok'],
  ])('%s', (_name, change, expected) => {
    expect(verdict({ ...valid, ...change })).toBe(expected);
  });
});

describe('an update (§4, §5)', () => {
  const update = { ...valid, clubId: undefined, activityId: 7 };
  it.each<[string, Record<string, unknown>, string]>([
    ['the valid one', {}, 'ok'],
    ['activity id required', { activityId: undefined }, 'activityId: required'],
    ['the same §5 rules', { end: '2026-10-01T14:00' }, 'end: endBeforeStart'],
    ['this one or all a boolean', { updateAll: 'all' }, 'updateAll: mustBeBoolean'],
    ['cover image null removes it', { coverImage: null }, 'ok'],
  ])('%s', (_name, change, expected) => {
    expect(verdict({ ...update, ...change }, activityUpdateFields as unknown as typeof newActivityFields)).toBe(
      expected,
    );
  });
});

describe('UTC date-times (§9 "year-month-day T hour:minute")', () => {
  it.each([
    ['2026-10-01T15:00', '2026-10-01T15:00:00.000Z'],
    ['2026-10-01T15:00Z', '2026-10-01T15:00:00.000Z'],
    ['2026-10-01T15:00:30.5Z', '2026-10-01T15:00:30.500Z'],
  ])('%s', (text, instant) => {
    expect(utcDateTime.parse(text).toISOString()).toBe(instant);
  });
  it.each(['2026-10-01', '2026-10-01T15:00+02:00', '2026-13-01T15:00', 'tomorrow'])('refuses %s', (text) => {
    expect(utcDateTime.safeParse(text).success).toBe(false);
  });
});
