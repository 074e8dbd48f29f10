import type { CsvRows, FlagsPayload } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { HttpError } from '../../http/HttpError.js';
import type { Clock } from '../../shared/clock.js';

export interface MemberExportsDeps {
  db: Db;
  clock: Clock;
  flags: FlagsPayload;
}

interface Caller {
  userId: number;
  clubId: number;
}

const notYet = (): never => {
  throw new HttpError(501, 'Not implemented yet', 'notImplemented');
};

export const exportMembers = async (_deps: MemberExportsDeps, _caller: Caller, _query: unknown): Promise<CsvRows> =>
  notYet();
export const exportInactive = async (_deps: MemberExportsDeps, _caller: Caller): Promise<CsvRows> => notYet();
export const exportByAge = async (
  _deps: MemberExportsDeps,
  _caller: Caller,
  _from: number,
  _to: number,
): Promise<CsvRows> => notYet();
export const exportRemoved = async (_deps: MemberExportsDeps, _caller: Caller): Promise<CsvRows> => notYet();
export const exportRelations = async (
  _deps: MemberExportsDeps,
  _caller: Caller,
  _groupId: number | undefined,
): Promise<CsvRows> => notYet();
