import {
  groupRefusals,
  formatMemberId,
  memberRole as memberRoleOf,
  memberStatusOf,
  memberTypeOf,
  parseMemberId,
  roleAtLeast,
  searchTerms,
  type MemberGroups,
  type MemberGroupsBody,
  type MemberOverview,
  type MemberOverviewQuery,
  type MemberRole,
  type MemberType,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { badRequest, conflict, forbidden, notFound } from '../../http/HttpError.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import { memberNotFound } from './refusals.js';
import * as repo from './repo.js';
import * as requestsRepo from './requestsRepo.js';

export interface MembersDeps {
  db: Db;
  files: FileStorage;
}

/** The caller as the access step proved them: acting in `clubId` with `role`. */
export interface Caller {
  userId: number;
  clubId: number;
  role: MemberRole;
}

const groupNotFound = () => notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code);
const notYourGroup = () => forbidden('Du er ikke leder af gruppen');

/**
 * A group filter must be one of the club's groups (else 404, for everyone, so that other clubs' ids reveal
 * nothing), and a group leader must lead it (else 403); the named filters are open to every leader. A leader is
 * checked before the page is read. For an administrator a page with rows proves the group is the club's (its
 * rows are read within the club), so the check costs a round trip only when the page is empty.
 */
const leaderMayList = async (db: Db, caller: Caller, group: MemberOverviewQuery['group']): Promise<void> => {
  if (typeof group !== 'number' || roleAtLeast(caller.role, 'admin')) return;
  if ((await repo.groupsLedBy(db, caller.clubId, caller.userId)).has(group)) return;
  throw (await repo.groupOfClub(db, caller.clubId, group)) ? notYourGroup() : groupNotFound();
};

const assertGroupOfClub = async (db: Db, clubId: number, group: MemberOverviewQuery['group']): Promise<void> => {
  if (typeof group === 'number' && !(await repo.groupOfClub(db, clubId, group))) throw groupNotFound();
};

/**
 * The member overview (ADR 016). A group id must be one of the club's (else 404, for everyone, so that other
 * clubs' ids reveal nothing); a group leader may list only groups they lead (else 403), and `all`,
 * `notInGroups` and `inactive`, which the screen's menu offers every leader.
 */
export const memberOverview = async (
  { db, files }: MembersDeps,
  caller: Caller,
  query: MemberOverviewQuery,
): Promise<MemberOverview> => {
  const { clubId } = caller;
  const filter: repo.OverviewFilter = {
    clubId,
    group: query.group,
    onlyInactive: query.status === 'inactive',
    terms: searchTerms(query.search),
    key: query.key,
    direction: query.direction,
    offset: query.offset,
    limit: query.limit,
    ...(roleAtLeast(caller.role, 'admin') ? {} : { leaderId: caller.userId }),
  };
  await leaderMayList(db, caller, query.group);
  const rows = await repo.memberOverviewRows(db, filter);
  const [first] = rows;
  if (!first) await assertGroupOfClub(db, clubId, query.group);
  const totalCount = first ? Number(first.total) : query.offset > 0 ? await repo.countMembers(db, filter) : 0;
  const counts: repo.BadgeCounts = first
    ? {
        pendingRequests: Number(first.pending_requests),
        inactive: Number(first.inactive_count),
        clubRequests: Number(first.club_requests),
      }
    : await repo.badgeCounts(db, clubId, filter.leaderId);
  return {
    members: rows.map((row) => ({
      id: formatMemberId(
        row.user_id !== null
          ? { kind: 'active', userId: row.user_id }
          : { kind: 'inactive', inactiveId: Number(row.inactive_id) },
      ),
      userId: row.user_id,
      firstName: row.first_name,
      surname: row.surname,
      email: row.email,
      mobile: row.mobile,
      zip: row.zip,
      birthdate: row.birthdate,
      type: row.type as MemberType,
      status: memberStatusOf({ active: row.user_id !== null, invitedAt: row.invited ? 'invited' : null }),
      imageUrl: row.user_id !== null ? fileUrl(files, row.image_path) : null,
      groupIds: row.group_ids ?? [],
      leaderOf: row.leader_of ?? [],
    })),
    totalCount,
    counts,
  };
};

/** The one-group removal: the access step has proven the group is the club's, and a leader leads it. */
export const removeFromGroup = (
  { db }: MembersDeps,
  caller: Caller,
  groupId: number,
  memberIds: readonly string[],
): Promise<number> => {
  const userIds: number[] = [];
  const inactiveIds: number[] = [];
  for (const ref of memberIds.map(parseMemberId)) {
    if (ref.kind === 'active') userIds.push(ref.userId);
    else inactiveIds.push(ref.inactiveId);
  }
  return inTransaction(db, (tx) => repo.removeFromGroup(tx, caller.clubId, groupId, userIds, inactiveIds));
};

/**
 * Sets a member's groups (ADR 016): among the groups the caller administers (all for an administrator, those
 * they lead for a group leader) the member ends up in exactly `groups`; other groups stay as they were.
 * With `leader` true, `groups` are instead the groups the member is to lead, exactly (spec §4: changing a member
 * to group leader asks which groups to lead and sends groups to add and remove): they join those they are not in,
 * stop leading the others and stay in them; a plain member leading a group becomes a group leader. Only an
 * administrator may, and only an active member can lead. Groups gaining a member are locked in id order and checked against their maxUsers first: past it, 409
 * "For mange medlemmer" and nothing is written. The member's requests to join the groups they are now in are
 * deleted in the same transaction: approving a group request is this call (ADR 017).
 */
export const setMemberGroups = (
  { db }: MembersDeps,
  caller: Caller,
  pathId: string,
  body: MemberGroupsBody,
  queryLeader: boolean | undefined,
): Promise<MemberGroups> => {
  if (body.memberId !== pathId) {
    throw badRequest('memberId skal være medlemmet i adressen', 'memberIdMismatch', 'memberId');
  }
  if (queryLeader !== undefined && queryLeader !== body.leader) {
    throw badRequest('leader skal være det samme i adressen og i indholdet', 'leaderMismatch', 'leader');
  }
  const isAdmin = roleAtLeast(caller.role, 'admin');
  if (body.leader && !isAdmin) throw forbidden('Kun en administrator kan gøre et medlem til leder');
  const ref = parseMemberId(pathId);
  const { clubId } = caller;
  return inTransaction(db, async (tx) => {
    const member = ref.kind === 'active' ? { userId: ref.userId } : { inactiveId: ref.inactiveId };
    let type: MemberType = memberTypeOf('member');
    if (ref.kind === 'active') {
      const found = await repo.lockMembership(tx, clubId, ref.userId);
      if (found === undefined) throw memberNotFound();
      type = found;
    } else {
      if (!(await repo.inactiveMemberExists(tx, clubId, ref.inactiveId))) throw memberNotFound();
      if (body.leader) throw badRequest('Et inaktivt medlem kan ikke være leder', 'inactiveCannotLead', 'leader');
    }
    const wanted = [...new Set(body.groups)].sort((a, b) => a - b);
    const known = await repo.groupsOfClub(tx, clubId, wanted);
    if (wanted.some((id) => !known.has(id))) throw groupNotFound();
    const led = isAdmin ? undefined : await repo.groupsLedBy(tx, clubId, caller.userId);
    const administers = (groupId: number) => led === undefined || led.has(groupId);
    if (!wanted.every(administers)) throw notYourGroup();

    const current = await repo.groupsOfMember(tx, clubId, member);
    const currentIds = new Set(current.map((place) => place.group_id));
    const toAdd = wanted.filter((id) => !currentIds.has(id));
    const wantedIds = new Set(wanted);
    // Naming the groups to lead leaves the member's other groups as they are (they stop leading them only).
    const toRemove = body.leader ? [] : [...currentIds].filter((id) => administers(id) && !wantedIds.has(id));

    const full = await repo.lockGroupsAndFindFull(tx, clubId, toAdd);
    if (full.length > 0)
      throw conflict(groupRefusals.tooManyMembers.message, groupRefusals.tooManyMembers.code, 'groups');

    await repo.removeMemberFrom(tx, clubId, member, toRemove);
    if (ref.kind === 'active') {
      await repo.addActive(tx, clubId, ref.userId, toAdd, body.leader);
      // Approving a group request is adding the member to the group (ADR 017): it is answered in the same step.
      await requestsRepo.deleteAnsweredGroupRequests(tx, clubId, ref.userId);
      if (body.leader) {
        await repo.setLeadership(tx, clubId, ref.userId, wanted);
        if (wanted.length > 0 && !roleAtLeast(memberRoleOf(type), 'leader')) {
          type = memberTypeOf('leader');
          await repo.setMemberType(tx, clubId, ref.userId, type);
        }
      }
    } else {
      await repo.addInactive(tx, clubId, ref.inactiveId, toAdd);
    }
    const after = await repo.groupsOfMember(tx, clubId, member);
    return {
      groupIds: after.map((place) => place.group_id),
      leaderOf: after.filter((place) => place.is_leader).map((place) => place.group_id),
      type,
    };
  });
};
