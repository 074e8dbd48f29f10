// A member's role in the club (ADR 017 "Role change"; spec §4 role types, §5 the sole administrator).
import {
  leavesNoAdministrator,
  memberTypeOf,
  parseMemberId,
  type MemberDetails,
  type MemberRoleBody,
} from '@klubhus/domain';
import { inTransaction } from '../../db/inTransaction.js';
import { detailsOf } from './details.js';
import * as changesRepo from './changesRepo.js';
import { inactiveMember as findInactive } from './detailsRepo.js';
import { idMismatch, inactiveMember, memberNotFound, soleAdministrator } from './refusals.js';
import type { Caller, MembersDeps } from './service.js';

/**
 * `PATCH /v2/clubs/:club/members/:id/role`. Both body ids repeat the path's member (400 on the field that does
 * not); an inactive member has no role but member (409 inactiveMember). The club's administrator memberships
 * are locked before they are counted, so that of two parallel demotions of the last two administrators the
 * second sees the first one's and is refused (409 soleAdministrator). Someone who stops being a group leader
 * (or becomes a plain member) stops leading their groups and stays in them.
 */
export const setMemberRole = async (
  { db, files }: MembersDeps,
  caller: Caller,
  memberId: string,
  body: MemberRoleBody,
): Promise<MemberDetails> => {
  if (body.memberId !== memberId) throw idMismatch('memberId');
  const ref = parseMemberId(memberId);
  const { clubId } = caller;
  if (ref.kind === 'inactive') {
    throw (await findInactive(db, clubId, ref.inactiveId)) ? inactiveMember(409) : memberNotFound();
  }
  if (body.userId !== ref.userId) throw idMismatch('userId');
  return inTransaction(db, async (tx) => {
    const administrators = await changesRepo.lockAdministrators(tx, clubId);
    const member = await changesRepo.lockActiveMember(tx, clubId, ref.userId);
    if (!member) throw memberNotFound();
    if (member.type !== body.type) {
      const demoted = member.type === memberTypeOf('admin');
      if (demoted && leavesNoAdministrator(administrators, [ref.userId])) throw soleAdministrator('type');
      await changesRepo.updateMembership(tx, clubId, ref.userId, { type: body.type });
      if (body.type !== memberTypeOf('leader')) await changesRepo.stopLeading(tx, clubId, ref.userId);
    }
    return detailsOf(tx, files, caller, ref);
  });
};
