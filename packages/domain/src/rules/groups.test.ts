import { describe, expect, it } from 'vitest';
import {
  canAddGroup,
  canAdministerGroup,
  fitsMaxUsers,
  groupVisibleInOverview,
  MAX_GROUPS_PER_CLUB,
} from './groups.js';
import type { MemberRole } from './memberTypes.js';

describe('canAddGroup', () => {
  it.each([
    [0, true],
    [MAX_GROUPS_PER_CLUB - 1, true],
    [MAX_GROUPS_PER_CLUB, false],
    [MAX_GROUPS_PER_CLUB + 1, false],
  ])('a club with %i groups may add one: %s', (count, expected) => {
    expect(canAddGroup(count)).toBe(expected);
  });
});

describe('fitsMaxUsers', () => {
  it.each([
    [null, 0, true],
    [null, 20_000, true],
    [10, 9, true],
    [10, 10, true],
    [10, 11, false],
    [1, 0, true],
    [1, 2, false],
  ])('maxUsers %s holds %i members: %s', (maxUsers, count, expected) => {
    expect(fitsMaxUsers(maxUsers, count)).toBe(expected);
  });
});

describe('canAdministerGroup', () => {
  it.each([
    ['admin', false, true],
    ['admin', true, true],
    ['leader', true, true],
    ['leader', false, false],
    ['member', true, false],
    ['member', false, false],
  ] as [MemberRole, boolean, boolean][])('%s, leads the group %s: %s', (role, leads, expected) => {
    expect(canAdministerGroup(role, leads)).toBe(expected);
  });
});

describe('groupVisibleInOverview', () => {
  it.each([
    ['admin', true, false, true],
    ['admin', false, false, true],
    ['leader', false, false, true],
    ['leader', true, false, false],
    ['leader', true, true, true],
  ] as [MemberRole, boolean, boolean, boolean][])(
    '%s, hidden for leaders %s, leads it %s: %s',
    (role, hiddenForClubLeaders, leads, expected) => {
      expect(groupVisibleInOverview(role, { hiddenForClubLeaders }, leads)).toBe(expected);
    },
  );
});
