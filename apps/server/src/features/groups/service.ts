import {
  canAddGroup,
  canAdministerGroup,
  fitsMaxUsers,
  groupRefusals,
  groupVisibleInOverview,
  type GroupEditForm,
  type GroupOverviewItem,
  type MemberRole,
  type NewGroupForm,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { conflict, notFound } from '../../http/HttpError.js';
import * as repo from './repo.js';

export interface GroupsDeps {
  db: Db;
}

/** Who asks: the caller's club, user id and role there (already proven by the access step). */
export interface GroupsCaller {
  clubId: number;
  userId: number;
  role: MemberRole;
}

/**
 * Danish alphabetical order (æ, ø, å after z; "Aa" as å), case-insensitive. PGlite has no Danish collation and
 * PostgreSQL's depends on the server's ICU, so the bounded list is sorted here, the same on both.
 */
const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

const unknownGroup = (field: string) =>
  notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, field);

const itemsOf = (caller: GroupsCaller, rows: repo.GroupRow[], leaders: repo.LeaderRow[]): GroupOverviewItem[] => {
  const leadersOf = new Map<number, repo.LeaderRow[]>();
  for (const leader of leaders) leadersOf.set(leader.groupId, [...(leadersOf.get(leader.groupId) ?? []), leader]);
  const byName = (a: repo.LeaderRow, b: repo.LeaderRow) =>
    danish.compare(a.firstName, b.firstName) || danish.compare(a.surname, b.surname) || a.userId - b.userId;
  return rows
    .filter((row) => groupVisibleInOverview(caller.role, { hiddenForClubLeaders: row.hiddenForLeaders }, row.leads))
    .sort((a, b) => danish.compare(a.title, b.title) || a.id - b.id)
    .map((row) => ({
      userGroupId: row.id,
      title: row.title,
      parentUserGroupId: row.parentId,
      userCount: row.userCount,
      maxUsers: row.maxUsers,
      open: row.open,
      hiddenForClubMembers: row.hiddenForMembers,
      hiddenForClubLeaders: row.hiddenForLeaders,
      // Requests are counted where the caller answers them (ADR 017), as the member overview's badge counts.
      pendingRequests: canAdministerGroup(caller.role, row.leads) ? row.pendingRequests : 0,
      canAdminister: canAdministerGroup(caller.role, row.leads),
      leaders: (leadersOf.get(row.id) ?? [])
        .sort(byName)
        .map(({ userId, firstName, surname }) => ({ userId, firstName, surname })),
    }));
};

/** One group of the caller's club as the overview shows it; the caller may see it (an administrator's call). */
const groupItem = async (db: Db, caller: GroupsCaller, groupId: number): Promise<GroupOverviewItem> => {
  const [item] = itemsOf(
    caller,
    await repo.listGroups(db, caller.clubId, caller.userId, groupId),
    await repo.listLeaders(db, caller.clubId, groupId),
  );
  if (!item) throw new Error(`group ${groupId} vanished within its own transaction`);
  return item;
};

/** The club's groups as the caller may see them (spec document 1 §6), flat, in Danish order. */
export const groupOverview = async ({ db }: GroupsDeps, caller: GroupsCaller): Promise<GroupOverviewItem[]> => {
  const [rows, leaders] = await Promise.all([
    repo.listGroups(db, caller.clubId, caller.userId),
    repo.listLeaders(db, caller.clubId),
  ]);
  return itemsOf(caller, rows, leaders);
};

/**
 * A new main group, or a subgroup of a group of the same club. The club's groups are counted under a per-club
 * lock, so parallel requests cannot pass MAX_GROUPS_PER_CLUB together. The tree cannot get a cycle: a group's
 * parent is chosen once, here, among groups that already exist, and groupedit does not move groups.
 */
export const addGroup = async (
  { db }: GroupsDeps,
  caller: GroupsCaller,
  input: NewGroupForm,
): Promise<GroupOverviewItem> =>
  inTransaction(db, async (tx) => {
    await repo.lockClubGroups(tx, caller.clubId);
    if (!canAddGroup(await repo.countGroups(tx, caller.clubId))) {
      throw conflict(groupRefusals.tooManyGroups.message, groupRefusals.tooManyGroups.code);
    }
    const parentId = input.parentUserGroupId ?? null;
    // Another club's group answers as an unknown one: the caller learns nothing of other clubs' ids.
    if (parentId !== null && !(await repo.groupExistsForChild(tx, caller.clubId, parentId))) {
      throw unknownGroup('parentUserGroupId');
    }
    const id = await repo.insertGroup(tx, { clubId: caller.clubId, parentId, title: input.title });
    return groupItem(tx, caller, id);
  });

/** Deletes the group with its subgroups and all their memberships, in one transaction (one statement). */
export const deleteGroup = async (
  { db }: GroupsDeps,
  caller: GroupsCaller,
  groupId: number,
): Promise<{ userGroupIds: number[] }> =>
  inTransaction(db, async (tx) => {
    const userGroupIds = await repo.deleteGroupTree(tx, caller.clubId, groupId);
    if (userGroupIds.length === 0) throw unknownGroup('userGroupId');
    return { userGroupIds };
  });

/**
 * Changes a group's settings. A limit below the members the group already has is refused with the spec's
 * "For mange medlemmer" on `maxUsers` (a limit always tells the truth); the group row is locked first, so
 * members added in parallel (which lock it too) cannot slip in between the count and the update.
 */
export const editGroup = async (
  { db }: GroupsDeps,
  caller: GroupsCaller,
  groupId: number,
  input: GroupEditForm,
): Promise<GroupOverviewItem> =>
  inTransaction(db, async (tx) => {
    // The access step has placed the group in the caller's club; it may have been deleted since.
    if (!(await repo.lockGroup(tx, caller.clubId, groupId))) throw notFound();
    const [current] = await repo.listGroups(tx, caller.clubId, caller.userId, groupId);
    if (!current) throw notFound();
    if (!fitsMaxUsers(input.maxUsers, current.userCount)) {
      throw conflict(groupRefusals.tooManyMembers.message, groupRefusals.tooManyMembers.code, 'maxUsers');
    }
    await repo.updateGroup(tx, groupId, {
      title: input.Title,
      maxUsers: input.maxUsers,
      open: input.Open,
      hiddenForMembers: input.HiddenForClubMembers,
      hiddenForLeaders: input.HiddenForClubLeaders,
    });
    return groupItem(tx, caller, groupId);
  });
