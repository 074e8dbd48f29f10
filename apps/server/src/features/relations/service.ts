import {
  memberRefusals,
  relationKindOf,
  relationSeenBy,
  relationTypes,
  type MemberRelation,
  type MemberRelations,
  type RelationType,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { isUniqueViolation } from '../../db/uniqueViolation.js';
import { badRequest, conflict, notFound } from '../../http/HttpError.js';
import * as repo from './repo.js';

export interface RelationsDeps {
  db: Db;
}

/** The caller as the access step proved them: an administrator of `clubId`. */
interface Caller {
  userId: number;
  clubId: number;
}

/** Danish alphabetical order, as the groups overview sorts names (æ, ø, å after z), the same on both databases. */
const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

const memberNotFound = (field: string) =>
  notFound(memberRefusals.memberNotFound.message, memberRefusals.memberNotFound.code, field);

/** A stored relation with the other side's name, as `memberId` sees it; null for a row of another member. */
export const relationSeenFrom = (memberId: number, row: repo.RelationWithNames): MemberRelation | null => {
  const kind = relationKindOf(row.relation_type);
  const view = kind && relationSeenBy(memberId, { userId: row.user_id, relatedUserId: row.related_user_id, kind });
  if (!view) return null;
  return {
    userUserMapId: row.id,
    relationType: relationTypes[view.kind],
    relatedUser: { userId: view.otherId, firstName: row.other_first_name, surName: row.other_surname },
  };
};

/** A member's relations in order: by the relation's type as they see it (children, parents, household), then name. */
export const compareRelations = (a: MemberRelation, b: MemberRelation): number =>
  a.relationType - b.relationType ||
  danish.compare(a.relatedUser.firstName, b.relatedUser.firstName) ||
  danish.compare(a.relatedUser.surName, b.relatedUser.surName) ||
  a.relatedUser.userId - b.relatedUser.userId;

/** A member's relations in the club as they see them (the child's parent is the parent's child), in order. */
export const relationsOf = async (db: Db, clubId: number, userId: number): Promise<MemberRelation[]> =>
  (await repo.relationRowsOf(db, clubId, userId))
    .flatMap((row) => relationSeenFrom(userId, row) ?? [])
    .sort(compareRelations);

/** Who a relation call names, and the body fields that name them (for a 404 on the right field). */
interface NewRelation {
  member: { id: number; field: string };
  other: { id: number; field: string };
  /** What `other` is to `member`. */
  type: RelationType;
}

/**
 * Relates two active members of the caller's club (ADR 017) and answers `member`'s relations. Another club's user
 * answers as an unknown one (404 on its field), so that ids reveal nothing; a pair has one relation (409), also
 * when two requests race: the pair's unique index decides, and its violation is the same 409.
 */
const relate = async ({ db }: RelationsDeps, caller: Caller, { member, other, type }: NewRelation) => {
  if (member.id === other.id) {
    throw badRequest(memberRefusals.sameMember.message, memberRefusals.sameMember.code, other.field);
  }
  const exists = () => conflict(memberRefusals.relationExists.message, memberRefusals.relationExists.code, other.field);
  try {
    return await inTransaction(db, async (tx) => {
      const members = await repo.lockActiveMembers(tx, caller.clubId, [member.id, other.id]);
      for (const side of [member, other]) if (!members.has(side.id)) throw memberNotFound(side.field);
      if (await repo.pairRelation(tx, caller.clubId, member.id, other.id)) throw exists();
      await repo.insertRelation(tx, caller.clubId, member.id, other.id, type);
      return { relations: await relationsOf(tx, caller.clubId, member.id) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw exists();
    throw error;
  }
};

export const createRelation = (
  deps: RelationsDeps,
  caller: Caller,
  body: { currentUser: number; otherUser: number; relation: RelationType },
): Promise<MemberRelations> =>
  relate(deps, caller, {
    member: { id: body.currentUser, field: 'currentUser' },
    other: { id: body.otherUser, field: 'otherUser' },
    type: body.relation,
  });

/** From the child's details: the guardian becomes the child's parent; answers the child's relations. */
export const addGuardianToChild = (
  deps: RelationsDeps,
  caller: Caller,
  body: { guardianId: number; childId: number },
): Promise<MemberRelations> =>
  relate(deps, caller, {
    member: { id: body.childId, field: 'childId' },
    other: { id: body.guardianId, field: 'guardianId' },
    type: relationTypes.parent,
  });

/** From the guardian's details: the child becomes the guardian's child; answers the guardian's relations. */
export const addChildToGuardian = (
  deps: RelationsDeps,
  caller: Caller,
  body: { guardianId: number; childId: number },
): Promise<MemberRelations> =>
  relate(deps, caller, {
    member: { id: body.guardianId, field: 'guardianId' },
    other: { id: body.childId, field: 'childId' },
    type: relationTypes.child,
  });

/**
 * Removes a relation of the caller's club seen from member `id`, one of its two sides (else 404, also for another
 * club's relation), and answers `id`'s relations.
 */
export const removeRelation = ({ db }: RelationsDeps, caller: Caller, body: { userUserMapId: number; id: number }) =>
  inTransaction(db, async (tx): Promise<MemberRelations> => {
    if (!(await repo.deleteRelation(tx, caller.clubId, body.userUserMapId, body.id))) {
      const { code, message } = memberRefusals.relationNotFound;
      throw notFound(message, code, 'userUserMapId');
    }
    return { relations: await relationsOf(tx, caller.clubId, body.id) };
  });
