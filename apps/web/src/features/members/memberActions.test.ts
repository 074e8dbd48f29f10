import { memberTypeOf, type MemberOverviewRow } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { groupsWithRequest, memberNumberOf, memberPermissions, relationCandidates, roleSteps } from './memberActions';

const admin = memberTypeOf('admin');
const member = memberTypeOf('member');

describe('memberPermissions (spec §5, §6; ADR 017)', () => {
  it.each([
    [
      'an administrator, an active member',
      true,
      { type: member, status: 'active', administratorCount: 2 },
      {
        edit: true,
        changeRole: true,
        remove: true,
        soleAdministrator: false,
        relate: true,
        invite: false,
      },
    ],
    [
      'an administrator, an inactive member: no role, no relations',
      true,
      { type: member, status: 'invited', administratorCount: 2 },
      {
        edit: true,
        changeRole: false,
        remove: true,
        soleAdministrator: false,
        relate: false,
        invite: true,
      },
    ],
    [
      'an administrator, the sole administrator: shown locked',
      true,
      { type: admin, status: 'active', administratorCount: 1 },
      {
        edit: true,
        changeRole: true,
        remove: true,
        soleAdministrator: true,
        relate: true,
        invite: false,
      },
    ],
    [
      'an administrator, one of two administrators',
      true,
      { type: admin, status: 'active', administratorCount: 2 },
      {
        edit: true,
        changeRole: true,
        remove: true,
        soleAdministrator: false,
        relate: true,
        invite: false,
      },
    ],
    [
      'a group leader: reads only',
      false,
      { type: member, status: 'active', administratorCount: 2 },
      {
        edit: false,
        changeRole: false,
        remove: false,
        soleAdministrator: false,
        relate: false,
        invite: false,
      },
    ],
    [
      'a group leader, an inactive member: no invitation',
      false,
      { type: member, status: 'notInvited', administratorCount: 2 },
      {
        edit: false,
        changeRole: false,
        remove: false,
        soleAdministrator: false,
        relate: false,
        invite: false,
      },
    ],
  ] as const)('%s', (_label, isAdministrator, target, expected) => {
    expect(memberPermissions(target, isAdministrator)).toEqual(expected);
  });
});

describe('roleSteps (ADR 016/017)', () => {
  it.each([
    ['member', 'admin', ['role']],
    ['admin', 'member', ['role']],
    ['leader', 'member', ['role']],
    ['member', 'leader', ['leadGroups']],
    ['admin', 'leader', ['role', 'leadGroups']],
    ['leader', 'leader', []],
  ] as const)('%s → %s: %j', (current, next, steps) => {
    expect(roleSteps(current, next)).toEqual(steps);
  });
});

describe('groupsWithRequest', () => {
  it("adds the requested group to the member's administered groups, leaving the others to the server", () => {
    const groups = [
      { id: 4, title: 'U11 drenge', isLeader: false },
      { id: 2, title: 'Senior', isLeader: false },
    ];
    expect(groupsWithRequest({ groups }, new Set([2, 6]), 6)).toEqual([2, 6]);
    expect(groupsWithRequest({ groups }, new Set([2, 6]), 2)).toEqual([2]);
  });
});

describe('relationCandidates', () => {
  const row = (id: number, status: MemberOverviewRow['status'] = 'active'): MemberOverviewRow => ({
    id: status === 'active' ? String(id) : `i${id}`,
    userId: status === 'active' ? id : null,
    firstName: 'A',
    surname: 'B',
    email: null,
    mobile: null,
    zip: null,
    birthdate: null,
    type: member,
    status,
    imageUrl: null,
    groupIds: [],
    leaderOf: [],
  });

  it('offers active members other than the member and those already related', () => {
    const relations = [
      { userUserMapId: 1, relationType: 1 as const, relatedUser: { userId: 3, firstName: 'C', surName: 'D' } },
    ];
    const rows = [row(1), row(2), row(3), row(4, 'invited'), row(5)];
    expect(relationCandidates(rows, { userId: 1, relations }).map((candidate) => candidate.userId)).toEqual([2, 5]);
  });
});

describe('memberNumberOf', () => {
  it("is the club's own number, else the member's id (spec §3 display id)", () => {
    expect(memberNumberOf({ id: '17', clubInternalMemberId: 'A-17' })).toBe('A-17');
    expect(memberNumberOf({ id: 'i4', clubInternalMemberId: null })).toBe('i4');
  });
});
