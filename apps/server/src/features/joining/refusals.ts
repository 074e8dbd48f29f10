import { groupRefusals, joiningRefusals, memberRefusals } from '@klubhus/domain';
import { conflict, notFound } from '../../http/HttpError.js';

/** The refusals of "Joining I" (ADR 018), with the codes and texts the web translates. */

/** `{importId}` when no import can be applied (the app was built without the member import). */
export const importNotFound = () =>
  notFound(joiningRefusals.importNotFound.message, joiningRefusals.importNotFound.code, 'importId');

/** A row's group that is not one of the club's: an unknown id and another club's answer alike. */
export const unknownGroup = (row: number) =>
  notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, `members.${row}.groupIds`);

/** A row's group that the new member would take past its maxUsers ("For mange medlemmer"). */
export const groupFull = (row: number) =>
  conflict(groupRefusals.tooManyMembers.message, groupRefusals.tooManyMembers.code, `members.${row}.groupIds`);

/** A row's e-mail that an active member of the club has (spec §8, ADR 018: Members II's `emailInUse`). */
export const emailInUse = (row: number) =>
  conflict(memberRefusals.emailInUse.message, memberRefusals.emailInUse.code, `members.${row}.email`);

/** The club would hold more inactive members than INACTIVE_MEMBERS_MAX. */
export const tooManyInactive = () =>
  conflict(joiningRefusals.tooManyInactiveMembers.message, joiningRefusals.tooManyInactiveMembers.code, 'members');

/** Every member named was mailed earlier the same Copenhagen day (spec §4: "can be sent again tomorrow"). */
export const sentToday = () => conflict(joiningRefusals.sentToday.message, joiningRefusals.sentToday.code, 'memberIds');
