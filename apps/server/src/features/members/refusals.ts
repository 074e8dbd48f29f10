import { memberRefusals } from '@klubhus/domain';
import { badRequest, conflict, forbidden, notFound } from '../../http/HttpError.js';

/** The refusals of the member calls of "Members II" (ADR 017), with the codes and texts the web translates. */

/** An id naming nobody in the caller's club: an unknown member and another club's answer alike (ADR 016). */
export const memberNotFound = () => notFound(memberRefusals.memberNotFound.message, memberRefusals.memberNotFound.code);

export const requestNotFound = () =>
  notFound(memberRefusals.requestNotFound.message, memberRefusals.requestNotFound.code, 'id');

export const soleAdministrator = (field: string) =>
  conflict(memberRefusals.soleAdministrator.message, memberRefusals.soleAdministrator.code, field);

export const cannotEditMember = () =>
  forbidden(memberRefusals.cannotEditMember.message, memberRefusals.cannotEditMember.code);

export const emailInUse = () => conflict(memberRefusals.emailInUse.message, memberRefusals.emailInUse.code, 'email');

export const childEmail = () => badRequest(memberRefusals.childEmail.message, memberRefusals.childEmail.code, 'email');

/** An inactive member where only an active one can be meant: `status` 400 for an edit, 409 for a role. */
export const inactiveMember = (status: 400 | 409) =>
  status === 400
    ? badRequest(memberRefusals.inactiveMember.message, memberRefusals.inactiveMember.code, 'id')
    : conflict(memberRefusals.inactiveMember.message, memberRefusals.inactiveMember.code, 'id');

/** A body id that must repeat the path's member and does not. */
export const idMismatch = (field: 'memberId' | 'userId') =>
  badRequest(`${field} skal være medlemmet i adressen`, `${field}Mismatch`, field);
