// Removing members from the club (ADR 017 "Removal"; spec §5: the sole administrator cannot be deleted).
import { leavesNoAdministrator, parseMemberId } from '@klubhus/domain';
import { inTransaction } from '../../db/inTransaction.js';
import * as changesRepo from './changesRepo.js';
import { soleAdministrator } from './refusals.js';
import type { Caller, MembersDeps } from './service.js';

/**
 * `DELETE /v2/clubs/:club/members`, in one transaction: active members leave the club (recorded in
 * `removed_members`, by the caller), inactive members are deleted; ids naming nobody in the club are ignored.
 * The administrator memberships are locked before counting, as a demotion does, so that two parallel removals
 * cannot take the club's last two administrators between them (409 soleAdministrator, nothing written).
 * Answers how many members left.
 */
export const removeMembers = async ({ db }: MembersDeps, caller: Caller, memberIds: readonly string[]) => {
  const userIds = new Set<number>();
  const inactiveIds = new Set<number>();
  for (const ref of memberIds.map(parseMemberId)) {
    if (ref.kind === 'active') userIds.add(ref.userId);
    else inactiveIds.add(ref.inactiveId);
  }
  const { clubId } = caller;
  return inTransaction(db, async (tx) => {
    const administrators = await changesRepo.lockAdministrators(tx, clubId);
    if (leavesNoAdministrator(administrators, [...userIds])) throw soleAdministrator('memberIds');
    const active = await changesRepo.removeActive(tx, clubId, [...userIds], caller.userId);
    return active + (await changesRepo.removeInactive(tx, clubId, [...inactiveIds]));
  });
};
