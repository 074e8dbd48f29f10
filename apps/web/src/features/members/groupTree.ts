import type { GroupOverviewItem } from '@klubhus/domain';

/** A group of the menu, with the depth it is indented by (0 for a main group). */
export interface GroupMenuEntry {
  group: GroupOverviewItem;
  depth: number;
}

/**
 * The club's groups in menu order: each main group followed by its subgroups, depth first, keeping the
 * server's order (by title, Danish) among siblings. A group whose parent is not in the list (a leader sees
 * only some groups) is shown as a main group, so that nothing the user may open goes missing; a cycle,
 * which the server never makes, cannot loop here either, because every group is placed once.
 */
export const groupMenuEntries = (groups: readonly GroupOverviewItem[]): GroupMenuEntry[] => {
  const ids = new Set(groups.map((group) => group.userGroupId));
  const children = new Map<number | null, GroupOverviewItem[]>();
  for (const group of groups) {
    const parent =
      group.parentUserGroupId !== null && ids.has(group.parentUserGroupId) ? group.parentUserGroupId : null;
    children.set(parent, [...(children.get(parent) ?? []), group]);
  }
  const entries: GroupMenuEntry[] = [];
  const placed = new Set<number>();
  const place = (parent: number | null, depth: number) => {
    for (const group of children.get(parent) ?? []) {
      if (placed.has(group.userGroupId)) continue;
      placed.add(group.userGroupId);
      entries.push({ group, depth });
      place(group.userGroupId, depth + 1);
    }
  };
  place(null, 0);
  return entries;
};

/**
 * The groups a user's menu shows: an administrator every group; a group leader only those they may
 * administer (spec document 1 §2: group content is visible to an administrator or a group leader).
 */
export const visibleGroups = (groups: readonly GroupOverviewItem[], isAdministrator: boolean): GroupOverviewItem[] =>
  isAdministrator ? [...groups] : groups.filter((group) => group.canAdminister);
