import { activityTypeRefusals } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { badRequest } from '../../http/HttpError.js';
import { typeState } from './repo.js';

/**
 * The activities' check of a type (ADR 024): a new or changed activity's type must be one the club offers — a
 * built-in type it has not hidden, or a visible type of its own — else 400 `invalidType` on `type`. A type of another
 * club answers as an unknown one. Editing an activity without changing its type never calls this, so an activity
 * keeps a type hidden since.
 */
export const checkOfferedType = async (db: Db, clubId: number, typeId: number): Promise<void> => {
  const state = await typeState(db, clubId, typeId);
  if (state && !state.hidden) return;
  const { message } = state ? activityTypeRefusals.activityTypeHidden : activityTypeRefusals.activityTypeNotFound;
  throw badRequest(message, 'invalidType', 'type');
};
