import { parseMemberId, type AddDummyUsersToGroupsBody, type GroupImportsBody } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { queryRows } from '../../db/queryRows.js';
import { intArray, lockGroups } from '../members/public.js';
import { memberNotFound, tooManyMembers, unknownGroup } from './refusals.js';
import type { Caller, MemberImportDeps } from './service.js';

/**
 * Inactive (imported) members into and out of groups (spec §7: `AddDummyUsersToGroups`, `groupaddimports`,
 * `groupremoveimports`; ADR 020), each call in one transaction. The members are locked (key share: they cannot be
 * deleted meanwhile) before the groups (for update, in id order), as the members area locks a member before their
 * groups, so the calls queue behind each other instead of deadlocking.
 */

/** The inactive ids of `i4`-style member ids, without repeats, in id order. */
const inactiveIdsOf = (memberIds: readonly string[]): number[] =>
  [
    ...new Set(
      memberIds.map((id) => {
        const ref = parseMemberId(id);
        return ref.kind === 'inactive' ? ref.inactiveId : 0;
      }),
    ),
  ].sort((a, b) => a - b);

/** All `ids` are inactive members of the club still waiting (else 404 memberNotFound), locked against deletion. */
const lockMembers = async (tx: Db, clubId: number, ids: readonly number[], field: string): Promise<void> => {
  const found = await queryRows<{ id: number }>(
    tx,
    sql`select id from inactive_members
         where club_id = ${clubId} and id = any(${intArray(ids)}) and activated_at is null
         order by id for key share`,
  );
  if (found.length < ids.length) throw memberNotFound(field);
};

/**
 * The club's groups among `ids` locked in id order (else 404 unknownGroup, another club's alike), and whether one
 * would pass its maxUsers with `ids`' members not in it yet (active and inactive members count).
 */
const lockGroupsFor = async (
  tx: Db,
  clubId: number,
  groupIds: readonly number[],
  memberIds: readonly number[],
  field: string,
): Promise<{ full: boolean }> => {
  const groups = await lockGroups(tx, clubId, groupIds);
  if (groups.size < groupIds.length) throw unknownGroup(field);
  const limited = [...groups].filter(([, group]) => group.maxUsers !== null).map(([id]) => id);
  if (limited.length === 0) return { full: false };
  const newcomers = await queryRows<{ group_id: number; n: number }>(
    tx,
    sql`select g as group_id, count(*)::int as n
          from unnest(${intArray(limited)}) as g cross join unnest(${intArray(memberIds)}) as m
         where not exists (select 1 from inactive_group_members ig where ig.group_id = g and ig.inactive_member_id = m)
         group by g`,
  );
  const addedTo = new Map(newcomers.map((row) => [Number(row.group_id), Number(row.n)]));
  return {
    full: [...groups].some(
      ([id, group]) => group.maxUsers !== null && group.members + (addedTo.get(id) ?? 0) > group.maxUsers,
    ),
  };
};

/** Every member into every group, in one statement; places they have are kept. Answers the places added. */
const place = async (tx: Db, clubId: number, groupIds: readonly number[], memberIds: readonly number[]) =>
  (
    await queryRows(
      tx,
      sql`insert into inactive_group_members (group_id, club_id, inactive_member_id)
          select g, ${clubId}::int, m from unnest(${intArray(groupIds)}) as g cross join unnest(${intArray(memberIds)}) as m
          on conflict do nothing
          returning 1`,
    )
  ).length;

/**
 * `POST AddDummyUsersToGroups` (administrators): inactive members of the club into groups of the club. A member or
 * group not in the club: 404 (memberNotFound on `memberIds`, unknownGroup on `groupIds`); a group past its maxUsers:
 * 409 tooManyMembers ("For mange medlemmer"), nothing written.
 */
export const addDummyUsersToGroups = (
  { db }: MemberImportDeps,
  caller: Caller,
  body: AddDummyUsersToGroupsBody,
): Promise<{ added: number }> =>
  inTransaction(db, async (tx) => {
    const memberIds = inactiveIdsOf(body.memberIds);
    const groupIds = [...new Set(body.groupIds)].sort((a, b) => a - b);
    await lockMembers(tx, caller.clubId, memberIds, 'memberIds');
    const { full } = await lockGroupsFor(tx, caller.clubId, groupIds, memberIds, 'groupIds');
    if (full) throw tooManyMembers('groupIds');
    return { added: await place(tx, caller.clubId, groupIds, memberIds) };
  });

/**
 * `POST groupaddimports/{group}` (administrators and the group's leaders; the access step placed the group in the
 * caller's club): inactive members of the club into the group; past its maxUsers 409 tooManyMembers.
 */
export const groupAddImports = (
  { db }: MemberImportDeps,
  caller: Caller,
  groupId: number,
  body: GroupImportsBody,
): Promise<{ added: number }> =>
  inTransaction(db, async (tx) => {
    const memberIds = inactiveIdsOf(body.memberIds);
    await lockMembers(tx, caller.clubId, memberIds, 'memberIds');
    const { full } = await lockGroupsFor(tx, caller.clubId, [groupId], memberIds, 'id');
    if (full) throw tooManyMembers('memberIds');
    return { added: await place(tx, caller.clubId, [groupId], memberIds) };
  });

/**
 * `POST groupremoveimports/{group}`: inactive members of the club out of the group; members of the club not in it are
 * no change. A member not in the club: 404 memberNotFound, nothing removed.
 */
export const groupRemoveImports = (
  { db }: MemberImportDeps,
  caller: Caller,
  groupId: number,
  body: GroupImportsBody,
): Promise<{ removed: number }> =>
  inTransaction(db, async (tx) => {
    const memberIds = inactiveIdsOf(body.memberIds);
    await lockMembers(tx, caller.clubId, memberIds, 'memberIds');
    const removed = await queryRows(
      tx,
      sql`delete from inactive_group_members
           where group_id = ${groupId} and club_id = ${caller.clubId} and inactive_member_id = any(${intArray(memberIds)})
          returning 1`,
    );
    return { removed: removed.length };
  });
