import { groupRefusals, joiningRefusals, memberImportRefusals, memberRefusals } from '@klubhus/domain';
import { badRequest, conflict, forbidden, notFound } from '../../http/HttpError.js';

/** The refusals of "Joining III" (ADR 020), with the codes and texts the web translates. */

const refusal = memberImportRefusals;

/** The upload's own refusals name its part, `newmembers`, so that the web shows them under the file picker (§8). */
const FILE = 'newmembers';

export const csvOnly = () => badRequest(refusal.csvOnly.message, refusal.csvOnly.code, FILE);
export const csvEmpty = () => badRequest(refusal.csvEmpty.message, refusal.csvEmpty.code, FILE);
export const csvColumnsMissing = () =>
  badRequest(refusal.csvColumnsMissing.message, refusal.csvColumnsMissing.code, FILE);
export const csvTooManyRows = () => badRequest(refusal.csvTooManyRows.message, refusal.csvTooManyRows.code, FILE);
export const csvTooManyMappings = () =>
  badRequest(refusal.csvTooManyMappings.message, refusal.csvTooManyMappings.code, FILE);

/** A line of the file that cannot be read: named in the message and in `field` (`line.N`). */
export const csvMalformed = (line: number) =>
  badRequest(`${refusal.csvMalformed.message} (linje ${line})`, refusal.csvMalformed.code, `line.${line}`);

export const notDanishClub = () => forbidden(refusal.notDanishClub.message, refusal.notDanishClub.code);
export const featureOff = () => forbidden(memberRefusals.featureOff.message, memberRefusals.featureOff.code);

/** No staged import (none, cleared, replaced by another file, or applied already). */
export const importNotFound = (field?: string) =>
  notFound(joiningRefusals.importNotFound.message, joiningRefusals.importNotFound.code, field);
export const importRowNotFound = (field: string) =>
  notFound(refusal.importRowNotFound.message, refusal.importRowNotFound.code, field);
export const importMappingNotFound = (field: string) =>
  notFound(refusal.importMappingNotFound.message, refusal.importMappingNotFound.code, field);
export const memberNotFound = (field: string) =>
  notFound(memberRefusals.memberNotFound.message, memberRefusals.memberNotFound.code, field);
export const unknownGroup = (field: string) =>
  notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, field);

export const importHasProblems = () =>
  conflict(refusal.importHasProblems.message, refusal.importHasProblems.code, 'importId');
/** A choice recorded on the import no longer holds (a member merged into left the club meanwhile). */
export const importChanged = (field: string) =>
  conflict(refusal.importChanged.message, refusal.importChanged.code, field);
export const tooManyMembers = (field: string) =>
  conflict(groupRefusals.tooManyMembers.message, groupRefusals.tooManyMembers.code, field);
export const tooManyGroups = () =>
  conflict(groupRefusals.tooManyGroups.message, groupRefusals.tooManyGroups.code, 'groups');
export const tooManyInactive = () =>
  conflict(joiningRefusals.tooManyInactiveMembers.message, joiningRefusals.tooManyInactiveMembers.code, 'importId');
