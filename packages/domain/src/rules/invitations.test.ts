import { describe, expect, it } from 'vitest';
import {
  canResendInvitation,
  copenhagenDate,
  INVITATION_VALID_DAYS,
  invitationOpen,
  REFETCH_AFTER_SEND_MS,
} from './invitations.js';

const at = (iso: string) => new Date(iso);

describe('the Copenhagen calendar day', () => {
  it.each([
    ['2026-06-01T21:59:59Z', '2026-06-01'], // 23:59:59 summer time
    ['2026-06-01T22:00:00Z', '2026-06-02'], // midnight summer time
    ['2026-01-15T22:59:59Z', '2026-01-15'], // 23:59:59 winter time
    ['2026-01-15T23:00:00Z', '2026-01-16'],
    ['2026-03-29T00:30:00Z', '2026-03-29'], // the night summer time starts
    ['2026-10-25T00:30:00Z', '2026-10-25'], // the night it ends
  ])('%s is %s', (instant, day) => {
    expect(copenhagenDate(at(instant))).toBe(day);
  });
});

describe('resending an invitation (spec §4: "can be sent again tomorrow")', () => {
  it.each([
    ['never sent', null, '2026-06-01T10:00:00Z', true],
    ['sent earlier the same day', '2026-06-01T06:00:00Z', '2026-06-01T21:59:00Z', false],
    ['sent a second ago', '2026-06-01T10:00:00Z', '2026-06-01T10:00:01Z', false],
    ['sent just before midnight, now just after', '2026-06-01T21:59:00Z', '2026-06-01T22:00:00Z', true],
    ['the same UTC day but the next Copenhagen day', '2026-06-01T21:00:00Z', '2026-06-01T23:00:00Z', true],
    ['the same Copenhagen day across the UTC midnight', '2026-01-15T23:30:00Z', '2026-01-16T20:00:00Z', false],
    ['a week later', '2026-06-01T10:00:00Z', '2026-06-08T10:00:00Z', true],
  ] as const)('%s: %s', (_, lastSent, now, allowed) => {
    expect(canResendInvitation(lastSent === null ? null : at(lastSent), at(now))).toBe(allowed);
  });
});

describe('an invitation link lasts 30 days', () => {
  const sent = at('2026-06-01T10:00:00Z');
  const day = 24 * 60 * 60 * 1000;
  it.each([
    [0, true],
    [29 * day, true],
    [INVITATION_VALID_DAYS * day - 1, true],
    [INVITATION_VALID_DAYS * day, false],
    [31 * day, false],
  ])('%i ms after sending: open %s', (elapsed, open) => {
    expect(invitationOpen(sent, new Date(sent.getTime() + elapsed))).toBe(open);
  });
});

it('fetches the list again 5 s after sending, then 10 s later, then 15 s later', () => {
  const gaps = REFETCH_AFTER_SEND_MS.map((ms, index) => ms - (REFETCH_AFTER_SEND_MS[index - 1] ?? 0));
  expect(gaps).toEqual([5_000, 10_000, 15_000]);
});
