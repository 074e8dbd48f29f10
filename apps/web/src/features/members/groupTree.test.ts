import type { GroupOverviewItem } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { groupMenuEntries, visibleGroups } from './groupTree';

const group = (userGroupId: number, title: string, parentUserGroupId: number | null = null): GroupOverviewItem => ({
  userGroupId,
  title,
  parentUserGroupId,
  userCount: 0,
  maxUsers: null,
  open: false,
  hiddenForClubMembers: false,
  hiddenForClubLeaders: false,
  pendingRequests: 0,
  canAdminister: userGroupId !== 1,
  leaders: [],
});

const names = (groups: GroupOverviewItem[]) =>
  groupMenuEntries(groups).map(({ group: { title }, depth }) => `${'-'.repeat(depth)}${title}`);

describe('groupMenuEntries', () => {
  it('puts each subgroup under its group, keeping the order among siblings', () => {
    const groups = [group(1, 'Senior'), group(2, 'U11'), group(3, 'U11 piger', 2), group(4, 'U11 drenge', 2)];
    expect(names(groups)).toEqual(['Senior', 'U11', '-U11 piger', '-U11 drenge']);
  });

  it('shows a subgroup whose group is not listed as a main group', () => {
    expect(names([group(3, 'U11 piger', 2)])).toEqual(['U11 piger']);
  });
});

describe('visibleGroups', () => {
  it('gives a leader only the groups they may administer, an administrator all', () => {
    const groups = [group(1, 'Senior'), group(2, 'U11')];
    expect(visibleGroups(groups, false).map((g) => g.title)).toEqual(['U11']);
    expect(visibleGroups(groups, true)).toHaveLength(2);
  });
});
