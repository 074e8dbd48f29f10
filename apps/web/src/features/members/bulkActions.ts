import type { GroupOverviewItem, MemberOverviewRow } from '@klubhus/domain';
import type { MemberGroupFilter } from './memberFilter';

/** What the toolbar does to the selected members (spec document 1 §2: add, move, remove, make leader). */
export type BulkAction = 'add' | 'move' | 'remove' | 'lead';

/** One member's call: the groups to send and whether they are the groups to lead (ADR 016). */
export interface MemberGroupsChange {
  memberId: string;
  groups: number[];
  leader: boolean;
}

/** The listed group, when the filter is one (not all, notInGroups or inactive). */
export const activeGroupOf = (
  groups: readonly GroupOverviewItem[] | undefined,
  filter: MemberGroupFilter,
): GroupOverviewItem | undefined =>
  typeof filter === 'number' ? groups?.find((group) => group.userGroupId === filter) : undefined;

/**
 * Which actions the toolbar offers (spec §6): moving and removing need a listed group the user may administer
 * (bulk actions are disabled when the user cannot administer the active group); adding needs a group to add to;
 * making someone a leader is the administrator's.
 */
export const availableActions = (
  activeGroup: GroupOverviewItem | undefined,
  targets: readonly GroupOverviewItem[],
  isAdministrator: boolean,
): Record<BulkAction, boolean> => {
  const mayAdministerActive = activeGroup?.canAdminister === true;
  return {
    add: targets.length > 0 && (activeGroup === undefined || mayAdministerActive),
    move: mayAdministerActive && targets.some((group) => group.userGroupId !== activeGroup.userGroupId),
    remove: mayAdministerActive,
    lead: isAdministrator && targets.length > 0,
  };
};

/** The groups a user may put members into: those they administer ("only administrable groups appear"). */
export const targetGroups = (groups: readonly GroupOverviewItem[] | undefined): GroupOverviewItem[] =>
  (groups ?? []).filter((group) => group.canAdminister);

/**
 * The call that carries out `action` for one member, or null when there is nothing to change (already in the
 * target group, already leading it, an inactive member made leader). The groups sent are the member's groups
 * among those the user administers, changed: the server keeps the others (ADR 016).
 */
export const changeFor = (
  action: Exclude<BulkAction, 'remove'>,
  member: MemberOverviewRow,
  target: number,
  activeGroup: number | undefined,
  administers: (groupId: number) => boolean,
): MemberGroupsChange | null => {
  if (action === 'lead') {
    if (member.status !== 'active' || member.leaderOf.includes(target)) return null;
    return { memberId: member.id, groups: [...member.leaderOf, target].sort((a, b) => a - b), leader: true };
  }
  const own = member.groupIds.filter(administers);
  const kept = action === 'move' ? own.filter((id) => id !== activeGroup) : own;
  if (kept.includes(target) && kept.length === own.length) return null;
  const groups = [...new Set([...kept, target])].sort((a, b) => a - b);
  return { memberId: member.id, groups, leader: false };
};

/**
 * Whether adding `joining` members would take the group past its most members: the web says "For mange
 * medlemmer" before writing anything; the server checks again under a lock (ADR 016).
 */
export const wouldOverfill = (group: GroupOverviewItem, joining: number): boolean =>
  group.maxUsers !== null && group.userCount + joining > group.maxUsers;

/** How many of the changes add the member to the target group (a move within it adds no one). */
export const joiningCount = (
  changes: readonly MemberGroupsChange[],
  members: readonly MemberOverviewRow[],
  target: number,
) => {
  const before = new Map(members.map((member) => [member.id, member.groupIds]));
  return changes.filter((change) => !(before.get(change.memberId) ?? []).includes(target)).length;
};
