// The pending requests (spec §4; ADR 017 "Requests"): members asking to join a group, people asking to join the
// club. Approving a group request is adding the member to the group (`setMemberGroups`).
import {
  formatMemberId,
  groupRefusals,
  MEMBER_REQUESTS_MAX,
  parseMemberId,
  roleAtLeast,
  type MemberRequests,
} from '@klubhus/domain';
import { inTransaction } from '../../db/inTransaction.js';
import { forbidden, notFound } from '../../http/HttpError.js';
import { fileUrl } from '../../shared/files/storage.js';
import * as repo from './repo.js';
import { requestNotFound } from './refusals.js';
import * as requestsRepo from './requestsRepo.js';
import type { Caller, MembersDeps } from './service.js';

/** Whose group requests the caller answers: every group's for an administrator, else the groups they lead. */
const leaderScope = (caller: Caller): number | undefined =>
  roleAtLeast(caller.role, 'admin') ? undefined : caller.userId;

/**
 * `GET /v2/clubs/:club/members/requests`: the group requests of the groups the caller administers and, for an
 * administrator, the requests to join the club — the oldest MEMBER_REQUESTS_MAX of each, with their totals.
 */
export const memberRequests = async ({ db, files }: MembersDeps, caller: Caller): Promise<MemberRequests> => {
  const leaderId = leaderScope(caller);
  const groupRows = await requestsRepo.groupRequests(db, caller.clubId, leaderId, MEMBER_REQUESTS_MAX);
  const clubRows =
    leaderId === undefined ? await requestsRepo.clubRequests(db, caller.clubId, MEMBER_REQUESTS_MAX) : [];
  return {
    groupRequestTotal: Number(groupRows[0]?.total ?? 0),
    clubRequestTotal: Number(clubRows[0]?.total ?? 0),
    groupRequests: groupRows.map((row) => ({
      memberId: formatMemberId({ kind: 'active', userId: row.user_id }),
      firstName: row.first_name,
      surname: row.surname,
      email: row.email,
      imageUrl: fileUrl(files, row.image_path),
      groupId: row.group_id,
      groupTitle: row.title,
      requestedAt: row.requested_at,
    })),
    clubRequests: clubRows.map((row) => ({
      userId: row.user_id,
      firstName: row.first_name,
      surname: row.surname,
      email: row.email,
      requestedAt: row.requested_at,
    })),
  };
};

/**
 * `PATCH …/members/:id/accept`: the person's request to join the club becomes a membership (a plain member,
 * `requestTypeId` 2) and is deleted, in one transaction. Someone who is a member already keeps their place; the
 * request is answered all the same. No request: 404 requestNotFound.
 */
export const acceptMember = async ({ db }: MembersDeps, caller: Caller, userId: number) =>
  inTransaction(db, async (tx) => {
    if (!(await requestsRepo.deleteClubRequest(tx, caller.clubId, userId))) throw requestNotFound();
    await requestsRepo.addRequestedMember(tx, caller.clubId, userId);
    return { memberId: formatMemberId({ kind: 'active', userId }) };
  });

/**
 * `PATCH …/members/:id/reject`: with a group, the member's request to join it (the group must be the club's, 404
 * unknownGroup; a group leader must lead it, 403); without, the person's request to join the club (an
 * administrator's, 403 for a group leader). The request is deleted; none (an inactive member makes none): 404
 * requestNotFound.
 */
export const rejectMember = async (
  { db }: MembersDeps,
  caller: Caller,
  memberId: string,
  groupId: number | null | undefined,
): Promise<{ rejected: true }> => {
  const ref = parseMemberId(memberId);
  const { clubId } = caller;
  const isAdmin = roleAtLeast(caller.role, 'admin');
  if (groupId === null || groupId === undefined) {
    if (!isAdmin) throw forbidden('Kun en administrator kan afvise en anmodning om at blive medlem af foreningen');
    if (ref.kind === 'inactive' || !(await requestsRepo.deleteClubRequest(db, clubId, ref.userId))) {
      throw requestNotFound();
    }
    return { rejected: true };
  }
  if (!(await repo.groupOfClub(db, clubId, groupId))) {
    throw notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, 'groupId');
  }
  if (!isAdmin && !(await repo.groupsLedBy(db, clubId, caller.userId)).has(groupId)) {
    throw forbidden('Du er ikke leder af gruppen');
  }
  if (ref.kind === 'inactive' || !(await requestsRepo.deleteGroupRequest(db, clubId, groupId, ref.userId))) {
    throw requestNotFound();
  }
  return { rejected: true };
};
