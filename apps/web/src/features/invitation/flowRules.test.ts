import { describe, expect, it } from 'vitest';
import {
  decideQuery,
  groupTitles,
  groupTree,
  initialGroupIds,
  invitationPath,
  pickerKind,
  stepAfterDetails,
  stepsOf,
  type InvitationGroup,
} from './flowRules';
import { clubWithManyGroups, invitationClub, plainClub } from './testing/answers';

const query = (search: string) => new URLSearchParams(search);

describe('decideQuery (ADR 019: /invitation’s query)', () => {
  it.each([
    ['?clubToken=abc', { to: 'flow', clubToken: 'abc', method: 0 }],
    ['?clubToken=abc&method=0', { to: 'flow', clubToken: 'abc', method: 0 }],
    ['?clubToken=abc&method=1', { to: 'flow', clubToken: 'abc', method: 1 }],
    ['?clubToken=abc&method=7', { to: 'flow', clubToken: 'abc', method: 0 }],
    ['?clubToken=%20abc%20', { to: 'flow', clubToken: 'abc', method: 0 }],
    ['?clubToken=abc&restore=1', { to: 'flow', clubToken: 'abc', method: 0 }],
    ['?code=xyz&method=1', { to: 'flow', clubToken: 'xyz', method: 1 }],
    ['?clubToken=abc&code=xyz', { to: 'flow', clubToken: 'abc', method: 0 }],
    ['?email=a%40b.dk&password=s3cret', { to: 'register', search: '?email=a%40b.dk&password=s3cret' }],
    [
      '?email=a%40b.dk&password=s3cret&method=1',
      { to: 'register', search: '?email=a%40b.dk&password=s3cret&method=1' },
    ],
    ['?email=a%40b.dk', { to: 'error' }],
    ['?password=s3cret', { to: 'error' }],
    ['?clubToken=', { to: 'login' }],
    ['', { to: 'login' }],
    ['?method=1', { to: 'login' }],
  ])('%s without a stored flow → %o', (search, decision) => {
    expect(decideQuery(query(search), null)).toEqual(decision);
  });

  it('restore goes to the link kept in the persisted flow, or to /login without one', () => {
    expect(decideQuery(query('?restore=true'), 'k/e+y')).toEqual({
      to: 'restore',
      path: '/invitation?clubToken=k%2Fe%2By',
    });
    expect(decideQuery(query('?restore=true'), null)).toEqual({ to: 'login' });
  });
});

describe('the steps (spec §2)', () => {
  it.each([
    [{ method: 0, request: false, hasGroups: true }, 'users', ['details', 'users', 'download']],
    [{ method: 0, request: false, hasGroups: false }, 'users', ['details', 'users', 'download']],
    [{ method: 1, request: false, hasGroups: true }, 'groups', ['details', 'groups', 'download']],
    [{ method: 1, request: false, hasGroups: false }, 'download', ['details', 'download']],
    [{ method: 0, request: true, hasGroups: true }, 'download', ['details', 'download']],
    [{ method: 1, request: true, hasGroups: true }, 'download', ['details', 'download']],
  ] as const)('%o goes on to %s', (facts, next, steps) => {
    expect(stepAfterDetails(facts)).toBe(next);
    expect(stepsOf(facts)).toEqual(steps);
  });

  it('the toggle between the two methods keeps the link', () => {
    expect(invitationPath('a b', 1)).toBe('/invitation?clubToken=a%20b&method=1');
    expect(invitationPath('a b', 0)).toBe('/invitation?clubToken=a%20b');
  });
});

describe('the groups (spec §2, §9)', () => {
  const group = (userGroupId: number, parentUserGroupId: number | null, title: string): InvitationGroup => ({
    userGroupId,
    parentUserGroupId,
    title,
  });

  it('form a tree by parentUserGroupId, depth first, in the server’s order among siblings', () => {
    const tree = groupTree([
      group(1, null, 'Børn'),
      group(4, null, 'Motion'),
      group(2, 1, 'U10'),
      group(5, 2, 'U10 piger'),
      group(3, 1, 'U12'),
    ]);
    expect(tree.map(({ group: { title }, depth }) => `${depth}:${title}`)).toEqual([
      '0:Børn',
      '1:U10',
      '2:U10 piger',
      '1:U12',
      '0:Motion',
    ]);
  });

  it('show a group whose parent is not offered as a main group, and neither loop nor lose groups on a cycle', () => {
    expect(groupTree([group(2, 99, 'U10')]).map(({ depth }) => depth)).toEqual([0]);
    expect(groupTree([group(1, 2, 'A'), group(2, 1, 'B')]).map(({ depth }) => depth)).toEqual([0, 1]);
  });

  it('are listed inline under 5, else behind "Se grupper"', () => {
    expect(invitationClub.groups).toHaveLength(4);
    expect(pickerKind(invitationClub)).toBe('inline');
    expect(pickerKind({ ...clubWithManyGroups, groups: clubWithManyGroups.groups.slice(0, 5) })).toBe('dialog');
  });

  it('start with the link’s own groups ticked, of those the club offers', () => {
    expect(initialGroupIds({ ...invitationClub, linkGroupIds: [2, 99] })).toEqual([2]);
    expect(initialGroupIds(plainClub)).toEqual([]);
  });

  it('are named in the tree’s order', () => {
    expect(groupTitles(invitationClub, [4, 2])).toEqual(['U10', 'Motionister']);
  });
});
