import { describe, expect, it } from 'vitest';
import {
  inChunks,
  invitationPlan,
  lastSentAt,
  mergeAnswers,
  resendButton,
  sentTodayAnswer,
  skippedByReason,
} from './invitations';

describe('invitationPlan (ADR 018: red first, orange again)', () => {
  it('sends red members their first invitation, orange ones a new one, and active members none', () => {
    expect(
      invitationPlan([
        { id: 'i1', status: 'notInvited' },
        { id: 'i2', status: 'invited' },
        { id: '3', status: 'active' },
        { id: 'i4', status: 'notInvited' },
        { id: '5', status: 'active' },
      ]),
    ).toEqual({ first: ['i1', 'i4'], again: ['i2'], active: 2 });
  });
});

describe('inChunks', () => {
  it.each([
    [[], 2, []],
    [['a'], 2, [['a']]],
    [['a', 'b', 'c', 'd', 'e'], 2, [['a', 'b'], ['c', 'd'], ['e']]],
  ])('%j by %i: %j', (items, size, chunks) => expect(inChunks(items, size)).toEqual(chunks));
});

describe('the answers of several calls', () => {
  it('are merged in order', () => {
    expect(
      mergeAnswers([
        { sent: ['i1'], skipped: [{ id: 'i2', reason: 'noEmail' }] },
        { sent: ['i3'], skipped: [{ id: 'i4', reason: 'sentToday' }] },
      ]),
    ).toEqual({
      sent: ['i1', 'i3'],
      skipped: [
        { id: 'i2', reason: 'noEmail' },
        { id: 'i4', reason: 'sentToday' },
      ],
    });
  });

  it('count a resend refused with 409 sentToday as each member skipped for it', () => {
    expect(sentTodayAnswer(['i1', 'i2'])).toEqual({
      sent: [],
      skipped: [
        { id: 'i1', reason: 'sentToday' },
        { id: 'i2', reason: 'sentToday' },
      ],
    });
  });

  it("group the skipped members by reason, in the contract's order, without empty reasons", () => {
    expect(
      skippedByReason({
        sent: ['i9'],
        skipped: [
          { id: 'i1', reason: 'sentToday' },
          { id: 'i2', reason: 'noEmail' },
          { id: 'i3', reason: 'sentToday' },
        ],
      }),
    ).toEqual([
      ['noEmail', ['i2']],
      ['sentToday', ['i1', 'i3']],
    ]);
  });
});

describe('resendButton (spec §4: "can be sent again tomorrow", a Copenhagen day)', () => {
  /** 26 November 2026, 10:00 in Copenhagen (UTC+1). */
  const now = new Date('2026-11-26T09:00:00Z');

  it('reads emailLastSent as UTC', () => {
    expect(lastSentAt('2026-11-25T23:30')?.toISOString()).toBe('2026-11-25T23:30:00.000Z');
    expect(lastSentAt(null)).toBeNull();
  });

  it.each([
    ['an active member has none', 'active', null, undefined],
    ['a red member: the first invitation', 'notInvited', null, { kind: 'first', sentToday: false }],
    ['an orange member mailed weeks ago', 'invited', '2026-11-02T10:00', { kind: 'again', sentToday: false }],
    ['mailed yesterday evening in Copenhagen', 'invited', '2026-11-25T22:59', { kind: 'again', sentToday: false }],
    // 23:30 UTC on the 25th is 00:30 on the 26th in Copenhagen: today.
    ['mailed after midnight in Copenhagen', 'invited', '2026-11-25T23:30', { kind: 'again', sentToday: true }],
    ['mailed this morning', 'invited', '2026-11-26T08:00', { kind: 'again', sentToday: true }],
  ] as const)('%s', (_label, status, emailLastSent, expected) => {
    expect(resendButton({ status, emailLastSent }, now)).toEqual(expected);
  });
});
