// The two edits of one member's details (ADR 017 "Editing", spec §5): an active member's through the club, an
// inactive member's through the imported-user call.
import {
  memberDetailsEditable,
  parseMemberId,
  type ImportedMemberUpdate,
  type MemberDetails,
  type MemberUpdate,
} from '@klubhus/domain';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { badRequest } from '../../http/HttpError.js';
import { detailsOf } from './details.js';
import * as changesRepo from './changesRepo.js';
import { cannotEditMember, childEmail, emailInUse, inactiveMember, memberNotFound } from './refusals.js';
import type { Caller, MembersDeps } from './service.js';

/** Whether a body changes any of the person's own fields (as opposed to the club's note and member number). */
const changesPerson = (person: ImportedMemberUpdate): boolean =>
  Object.values(person).some((value) => value !== undefined);

/** E-mails compare as the unique index does: case aside. */
const sameEmail = (a: string | null, b: string | null): boolean => (a ?? '').toLowerCase() === (b ?? '').toLowerCase();

/**
 * `PATCH /v3/clubs/:club/members/:id`. The person's own details change only for a plain member of a club that
 * allows it (`memberDetailsEditable`), since a user may belong to several clubs: otherwise 403
 * cannotEditMember, even for a single such field. The club's note and member number are always the
 * administrator's. An e-mail is an account's sign-in, so it cannot be cleared, and one another user has answers
 * 409 emailInUse — checked under the member's lock, and again by the unique index should a sign-up take it
 * between the check and the write.
 */
export const updateMember = async (
  { db, files }: MembersDeps,
  caller: Caller,
  memberId: string,
  body: MemberUpdate,
): Promise<MemberDetails> => {
  const ref = parseMemberId(memberId);
  if (ref.kind === 'inactive') throw inactiveMember(400);
  const { userId } = ref;
  const { clubId } = caller;
  const { note, clubInternalMemberId, ...person } = body;
  try {
    return await inTransaction(db, async (tx) => {
      const member = await changesRepo.lockActiveMember(tx, clubId, userId);
      if (!member) throw memberNotFound();
      if (changesPerson(person)) {
        const canEditMembers = await changesRepo.clubAllowsEditing(tx, clubId);
        if (!memberDetailsEditable({ type: member.type, status: 'active' }, { canEditMembers })) {
          throw cannotEditMember();
        }
        const { email, ...rest } = person;
        if (email === null) throw badRequest('email: required', 'required', 'email');
        if (email !== undefined && (await changesRepo.emailTakenByOther(tx, email, userId))) throw emailInUse();
        await changesRepo.updateUser(tx, userId, { ...rest, email });
      }
      await changesRepo.updateMembership(tx, clubId, userId, { note, clubInternalMemberId });
      return detailsOf(tx, files, caller, ref);
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw emailInUse();
    throw error;
  }
};

/**
 * `PATCH /v2/user/imported/:id` (spec §5 "Edit inactive member"): the validation is the body's schema; an
 * inactive child's e-mail is a parent's, so changing it answers 400 childEmail (sending it unchanged is fine).
 * Inactive members may share an e-mail (a family's), so no uniqueness is asked.
 */
export const updateImportedMember = async (
  { db, files }: MembersDeps,
  caller: Caller,
  memberId: string,
  body: ImportedMemberUpdate,
): Promise<MemberDetails> => {
  const ref = parseMemberId(memberId);
  if (ref.kind === 'active') throw memberNotFound();
  return inTransaction(db, async (tx) => {
    const member = await changesRepo.lockInactiveMember(tx, caller.clubId, ref.inactiveId);
    if (!member) throw memberNotFound();
    const isChild = member.user_status === 2;
    if (isChild && body.email !== undefined && !sameEmail(body.email, member.email)) throw childEmail();
    // A child's e-mail stays as the parent's was written, whatever case the form sent it back in.
    await changesRepo.updateInactiveMember(
      tx,
      caller.clubId,
      ref.inactiveId,
      isChild ? { ...body, email: undefined } : body,
    );
    return detailsOf(tx, files, caller, ref);
  });
};
