import { describe, expect, it } from 'vitest';
import { memberIdField } from '../validation/members.js';
import {
  formatMemberId,
  likePattern,
  memberIdProblem,
  memberStatusOf,
  parseMemberId,
  searchTerms,
  MEMBER_SEARCH_TERMS_MAX,
} from './members.js';

describe('member ids on the wire (`"17"` active, `"i4"` inactive)', () => {
  it.each([
    ['17', null],
    ['i4', null],
    ['2147483647', null],
    ['i2147483647', null],
    ['2147483648', 'idTooLarge'],
    ['i99999999999', 'idTooLarge'],
    ['0', 'invalidMemberId'],
    ['i0', 'invalidMemberId'],
    ['017', 'invalidMemberId'],
    ['i', 'invalidMemberId'],
    ['', 'invalidMemberId'],
    ['I4', 'invalidMemberId'],
    ['ii4', 'invalidMemberId'],
    ['-1', 'invalidMemberId'],
    [' 17', 'invalidMemberId'],
    ['17\n', 'invalidMemberId'],
    ['1.5', 'invalidMemberId'],
    ['4i', 'invalidMemberId'],
  ])('%j → %s', (text, problem) => {
    expect(memberIdProblem(text)).toBe(problem);
  });

  it.each([
    ['17', { kind: 'active', userId: 17 }],
    ['i4', { kind: 'inactive', inactiveId: 4 }],
  ] as const)('%s names %o, and back', (text, ref) => {
    expect(parseMemberId(text)).toEqual(ref);
    expect(formatMemberId(ref)).toBe(text);
  });

  it.each([
    ['17', true, undefined],
    ['i4', true, undefined],
    ['x', false, 'invalidMemberId'],
    ['9999999999', false, 'idTooLarge'],
    [17, false, 'invalidMemberId'],
    [null, false, 'invalidMemberId'],
    [undefined, false, 'invalidMemberId'],
  ])('the field takes %j: %s', (input, ok, message) => {
    const result = memberIdField.safeParse(input);
    expect(result.success).toBe(ok);
    expect(result.error?.issues[0]?.message).toBe(message);
  });
});

describe('member status (spec §4)', () => {
  it.each([
    [true, null, 'active'],
    [true, new Date('2026-01-01'), 'active'],
    [false, new Date('2026-01-01'), 'invited'],
    [false, '2026-01-01T00:00:00Z', 'invited'],
    [false, null, 'notInvited'],
  ] as const)('active %s, invited at %s: %s', (active, invitedAt, status) => {
    expect(memberStatusOf({ active, invitedAt })).toBe(status);
  });
});

describe('search terms', () => {
  it.each([
    [null, []],
    ['', []],
    ['   ', []],
    ['Jens', ['Jens']],
    ['  Jens   Hansen ', ['Jens', 'Hansen']],
    ['jens JENS Jens', ['jens']],
    ['a\tb\nc', ['a', 'b', 'c']],
  ] as const)('%j → %j', (search, terms) => {
    expect(searchTerms(search)).toEqual(terms);
  });

  it(`keeps at most ${MEMBER_SEARCH_TERMS_MAX} terms`, () => {
    expect(searchTerms('a b c d e f g h i j k')).toHaveLength(MEMBER_SEARCH_TERMS_MAX);
  });

  it.each([
    ['jens', '%jens%'],
    ['50%', '%50\\%%'],
    ['a_b', '%a\\_b%'],
    ['c:\\x', '%c:\\\\x%'],
  ])('%s matches as %s', (term, pattern) => {
    expect(likePattern(term)).toBe(pattern);
  });
});
