import { describe, expect, it } from 'vitest';
import { MAX_USERS_LIMIT } from '../rules/groups.js';
import { textLimits } from './limits.js';
import { groupEditFields, maxUsersField, newGroupFields } from './groups.js';

const messageOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? 'ok' : result.error?.issues[0]?.message;

describe('maxUsersField', () => {
  it.each([
    [null, 'ok'],
    [1, 'ok'],
    [MAX_USERS_LIMIT, 'ok'],
    [MAX_USERS_LIMIT + 1, 'numberTooLarge'],
    [0, 'mustBeAPositiveNumber'],
    [-3, 'mustBeAPositiveNumber'],
    [1.5, 'mustBeInteger'],
    ['10', 'mustBeInteger'],
    [undefined, 'required'],
  ])('%s → %s', (value, expected) => {
    expect(messageOf(maxUsersField.safeParse(value))).toBe(expected);
  });
});

describe('newGroupFields', () => {
  it.each([
    [{ title: 'U11' }, 'ok'],
    [{ title: ' U11 ', parentUserGroupId: null }, 'ok'],
    [{ title: 'U11', parentUserGroupId: 4 }, 'ok'],
    [{}, 'required'],
    [{ title: '   ' }, 'required'],
    [{ title: 'x'.repeat(textLimits.title + 1) }, 'maxLength'],
    [{ title: 'U11', parentUserGroupId: 0 }, 'mustBeAPositiveNumber'],
    [{ title: 'U11', parentUserGroupId: '4' }, 'mustBeInteger'],
  ])('%j → %s', (value, expected) => {
    expect(messageOf(newGroupFields.safeParse(value))).toBe(expected);
  });

  it('trims the title', () => {
    expect(newGroupFields.parse({ title: '  Senior  ' }).title).toBe('Senior');
  });
});

describe('groupEditFields', () => {
  const valid = { Title: 'U13', maxUsers: null, Open: false, HiddenForClubMembers: false, HiddenForClubLeaders: true };
  it.each([
    [valid, 'ok'],
    [{ ...valid, maxUsers: 20 }, 'ok'],
    [{ ...valid, Title: '' }, 'required'],
    [{ ...valid, Open: 'true' }, 'invalid'],
    [{ ...valid, Open: undefined }, 'required'],
    [{ ...valid, maxUsers: 0 }, 'mustBeAPositiveNumber'],
  ])('%j → %s', (value, expected) => {
    expect(messageOf(groupEditFields.safeParse(value))).toBe(expected);
  });
});
