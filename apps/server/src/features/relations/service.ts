import type { MemberRelations } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { HttpError } from '../../http/HttpError.js';

export interface RelationsDeps {
  db: Db;
}

interface Caller {
  userId: number;
  clubId: number;
}

const notYet = (): never => {
  throw new HttpError(501, 'Not implemented yet', 'notImplemented');
};

export const createRelation = async (_deps: RelationsDeps, _caller: Caller, _body: unknown): Promise<MemberRelations> =>
  notYet();
export const removeRelation = async (_deps: RelationsDeps, _caller: Caller, _body: unknown): Promise<MemberRelations> =>
  notYet();
export const addGuardianToChild = async (
  _deps: RelationsDeps,
  _caller: Caller,
  _body: unknown,
): Promise<MemberRelations> => notYet();
export const addChildToGuardian = async (
  _deps: RelationsDeps,
  _caller: Caller,
  _body: unknown,
): Promise<MemberRelations> => notYet();
