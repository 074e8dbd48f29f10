import type { RelationType } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';

/** The SQL of relations (ADR 017): one row per pair and club in `member_relations`, read from either side. */

/** A stored relation: `related_user_id` is `user_id`'s child (1), parent (2) or household member (4). */
export interface RelationRow {
  id: number;
  user_id: number;
  related_user_id: number;
  relation_type: number;
}

/** A relation of a member with the other side's name, before it is read from the member's side. */
export interface RelationWithNames extends RelationRow {
  other_first_name: string;
  other_surname: string;
}

/**
 * Of these users, those who are active members of the club, their memberships share-locked until the transaction
 * ends: a removal of either member waits for the new relation rather than break its foreign key half-way.
 */
export const lockActiveMembers = async (db: Db, clubId: number, userIds: readonly number[]): Promise<Set<number>> =>
  new Set(
    (
      await queryRows<{ user_id: number }>(
        db,
        sql`select user_id from memberships
             where club_id = ${clubId} and user_id in (${sql.join(
               userIds.map((id) => sql`${id}`),
               sql`, `,
             )})
             for key share`,
      )
    ).map((row) => row.user_id),
  );

/** The relation of the pair in the club, whichever side it was stored from. */
export const pairRelation = async (db: Db, clubId: number, a: number, b: number): Promise<RelationRow | undefined> => {
  const [row] = await queryRows<RelationRow>(
    db,
    sql`select id, user_id, related_user_id, relation_type from member_relations
         where club_id = ${clubId} and least(user_id, related_user_id) = ${Math.min(a, b)}
           and greatest(user_id, related_user_id) = ${Math.max(a, b)}`,
  );
  return row;
};

/** Stores `relatedUserId` as `userId`'s relation of `type`; the pair's unique index refuses a second one. */
export const insertRelation = async (
  db: Db,
  clubId: number,
  userId: number,
  relatedUserId: number,
  type: RelationType,
): Promise<void> => {
  await db.execute(
    sql`insert into member_relations (club_id, user_id, related_user_id, relation_type)
        values (${clubId}, ${userId}, ${relatedUserId}, ${type})`,
  );
};

/** Deletes a relation of the club that involves `memberId`; answers whether there was one. */
export const deleteRelation = async (db: Db, clubId: number, relationId: number, memberId: number): Promise<boolean> =>
  (
    await queryRows<{ id: number }>(
      db,
      sql`delete from member_relations
           where id = ${relationId} and club_id = ${clubId}
             and (user_id = ${memberId} or related_user_id = ${memberId})
         returning id`,
    )
  ).length > 0;

/** A member's relations in the club, with the other side's name (both sides are members: the foreign keys). */
export const relationRowsOf = (db: Db, clubId: number, userId: number): Promise<RelationWithNames[]> =>
  queryRows<RelationWithNames>(
    db,
    sql`select r.id, r.user_id, r.related_user_id, r.relation_type,
               u.first_name as other_first_name, u.surname as other_surname
          from member_relations r
          join users u on u.id = case when r.user_id = ${userId} then r.related_user_id else r.user_id end
         where r.club_id = ${clubId} and (r.user_id = ${userId} or r.related_user_id = ${userId})`,
  );
