// The member calls of "Members II" (ADR 017): one member's details, their edits, role, requests and removal.
// Stubs until issue 16's server work fills them in.
import type {
  ImportedMemberUpdate,
  MemberDetails,
  MemberRequests,
  MemberRoleBody,
  MemberUpdate,
} from '@klubhus/domain';
import { HttpError } from '../../http/HttpError.js';
import type { Caller, MembersDeps } from './service.js';

const notYet = (): never => {
  throw new HttpError(501, 'Not implemented yet', 'notImplemented');
};

export const memberDetails = async (_deps: MembersDeps, _caller: Caller, _memberId: string): Promise<MemberDetails> =>
  notYet();
export const updateMember = async (
  _deps: MembersDeps,
  _caller: Caller,
  _memberId: string,
  _body: MemberUpdate,
): Promise<MemberDetails> => notYet();
export const updateImportedMember = async (
  _deps: MembersDeps,
  _caller: Caller,
  _memberId: string,
  _body: ImportedMemberUpdate,
): Promise<MemberDetails> => notYet();
export const setMemberRole = async (
  _deps: MembersDeps,
  _caller: Caller,
  _memberId: string,
  _body: MemberRoleBody,
): Promise<MemberDetails> => notYet();
export const memberRequests = async (_deps: MembersDeps, _caller: Caller): Promise<MemberRequests> => notYet();
export const acceptMember = async (
  _deps: MembersDeps,
  _caller: Caller,
  _userId: number,
): Promise<{ memberId: string }> => notYet();
export const rejectMember = async (
  _deps: MembersDeps,
  _caller: Caller,
  _memberId: string,
  _groupId: number | null | undefined,
): Promise<{ rejected: true }> => notYet();
export const removeMembers = async (_deps: MembersDeps, _caller: Caller, _memberIds: string[]): Promise<number> =>
  notYet();
