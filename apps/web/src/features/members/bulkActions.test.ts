import { memberTypeOf, type GroupOverviewItem, type MemberOverviewRow } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { availableActions, changeFor, joiningCount, targetGroups, wouldOverfill } from './bulkActions';

const group = (
  userGroupId: number,
  canAdminister = true,
  extra: Partial<GroupOverviewItem> = {},
): GroupOverviewItem => ({
  userGroupId,
  title: `G${userGroupId}`,
  parentUserGroupId: null,
  userCount: 0,
  maxUsers: null,
  open: false,
  hiddenForClubMembers: false,
  hiddenForClubLeaders: false,
  pendingRequests: 0,
  canAdminister,
  leaders: [],
  ...extra,
});

const member = (groupIds: number[], extra: Partial<MemberOverviewRow> = {}): MemberOverviewRow => ({
  id: '17',
  userId: 17,
  firstName: 'Anna',
  surname: 'Hansen',
  email: null,
  mobile: null,
  zip: null,
  birthdate: null,
  type: memberTypeOf('member'),
  status: 'active',
  imageUrl: null,
  groupIds,
  leaderOf: [],
  ...extra,
});

const all = () => true;

describe('changeFor', () => {
  it.each([
    ['add keeps the groups and adds the target', 'add', [1, 3], 2, undefined, [1, 2, 3]],
    ['move takes the member out of the listed group', 'move', [1, 3], 2, 1, [2, 3]],
    ['move into a group they are in only leaves the listed one', 'move', [1, 2], 2, 1, [2]],
  ] as const)('%s', (_label, action, groupIds, target, active, groups) => {
    expect(changeFor(action, member([...groupIds]), target, active, all)).toEqual({
      memberId: '17',
      groups,
      leader: false,
    });
  });

  it('changes nothing for a member already in the target group', () => {
    expect(changeFor('add', member([2]), 2, undefined, all)).toBeNull();
    expect(changeFor('move', member([2]), 2, 1, all)).toBeNull();
  });

  it("sends only the groups the user administers: the server keeps the member's others", () => {
    const leads = (id: number) => id === 1 || id === 2;
    expect(changeFor('add', member([1, 5]), 2, undefined, leads)).toMatchObject({ groups: [1, 2] });
  });

  it('names the groups to lead: those led now and the target; never for an inactive member', () => {
    expect(changeFor('lead', member([1, 2], { leaderOf: [1] }), 3, undefined, all)).toEqual({
      memberId: '17',
      groups: [1, 3],
      leader: true,
    });
    expect(changeFor('lead', member([1], { leaderOf: [1] }), 1, undefined, all)).toBeNull();
    expect(changeFor('lead', member([], { status: 'invited', id: 'i4' }), 1, undefined, all)).toBeNull();
  });
});

describe('availableActions', () => {
  const mine = group(1);
  const notMine = group(2, false);

  it('lets an administrator do everything in a listed group', () => {
    expect(availableActions(mine, [mine, group(3)], true)).toEqual({ add: true, move: true, remove: true, lead: true });
  });

  it('offers adding, and nothing else, where no group is listed', () => {
    expect(availableActions(undefined, [mine], false)).toEqual({ add: true, move: false, remove: false, lead: false });
  });

  it('disables every action in a listed group the user cannot administer (spec §6)', () => {
    expect(availableActions(notMine, [mine], false)).toEqual({ add: false, move: false, remove: false, lead: false });
  });

  it('cannot move when the listed group is the only one to move to', () => {
    expect(availableActions(mine, [mine], false).move).toBe(false);
  });

  it('offers only the groups the user administers', () => {
    expect(targetGroups([mine, notMine]).map((g) => g.userGroupId)).toEqual([1]);
  });
});

describe('the member limit', () => {
  it('would overfill a group past its maxUsers, never one without a limit', () => {
    expect(wouldOverfill(group(1, true, { maxUsers: 5, userCount: 4 }), 1)).toBe(false);
    expect(wouldOverfill(group(1, true, { maxUsers: 5, userCount: 4 }), 2)).toBe(true);
    expect(wouldOverfill(group(1, true, { maxUsers: null, userCount: 4000 }), 9000)).toBe(false);
  });

  it('counts only the members who are not in the group yet', () => {
    const members = [member([2], { id: '1' }), member([], { id: '2' }), member([1], { id: '3' })];
    const changes = members.flatMap((m) => changeFor('move', m, 2, 1, all) ?? []);
    // 1 is in the group already: no change; 2 (in no group) and 3 (moved from group 1) join it.
    expect(changes.map((change) => change.memberId)).toEqual(['2', '3']);
    expect(joiningCount(changes, members, 2)).toBe(2);
    expect(joiningCount(changes, [...members.slice(0, 2), member([2], { id: '3' })], 2)).toBe(1);
  });
});
