import { fixtureImportRefusals } from '@klubhus/domain';
import { badRequest, notFound } from '../../http/HttpError.js';

/** The refusals of the fixture import (ADR 027), with the codes and Danish texts the web translates. */

const refusal = fixtureImportRefusals;

/** The upload's own refusals name its part, `file`, so that the web shows them under the file picker. */
const FILE = 'file';

export const fixtureFileType = () => badRequest(refusal.fixtureFileType.message, refusal.fixtureFileType.code, FILE);
export const fixtureEmpty = () => badRequest(refusal.fixtureEmpty.message, refusal.fixtureEmpty.code, FILE);
export const fixtureColumnsMissing = () =>
  badRequest(refusal.fixtureColumnsMissing.message, refusal.fixtureColumnsMissing.code, FILE);
export const fixtureTooManyRows = () =>
  badRequest(refusal.fixtureTooManyRows.message, refusal.fixtureTooManyRows.code, FILE);

/** A row that cannot be read (or, in an import, written): named in the message and in `field` (`line.N`). */
export const fixtureRowInvalid = (line: number, why?: string) =>
  badRequest(
    `${why ?? refusal.fixtureRowInvalid.message} (række ${line})`,
    refusal.fixtureRowInvalid.code,
    `line.${line}`,
  );

/** The group is not the club's: 404 on its field, the same for an unknown id and another club's (ADR 027). */
export const fixtureGroupNotFound = () =>
  notFound(refusal.fixtureGroupNotFound.message, refusal.fixtureGroupNotFound.code, 'groupId');
