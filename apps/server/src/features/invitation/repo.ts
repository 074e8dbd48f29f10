import { memberTypeOf, relationTypes } from '@klubhus/domain';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { clubLinks, clubs } from '../../db/schema/index.js';
import { intArray } from '../members/public.js';
import { activeLinkOfToken } from '../signup-links/public.js';

/** The SQL of "Joining II"'s calls (ADR 019): joining a club through a link, asking to, and group requests. */

export interface JoinLink {
  linkId: number;
  clubId: number;
  dataPolicyLink: string | null;
}

/**
 * The working link of a token at `now`, with its club's data-policy link; the link key-share locked until the
 * transaction ends, so that it cannot be deleted between the check and the count.
 */
export const findJoinLink = async (tx: Db, token: string, now: Date): Promise<JoinLink | undefined> => {
  const [row] = await tx
    .select({ linkId: clubLinks.id, clubId: clubLinks.clubId, dataPolicyLink: clubs.dataPolicyLink })
    .from(clubLinks)
    .innerJoin(clubs, eq(clubs.id, clubLinks.clubId))
    .where(activeLinkOfToken(token, now))
    .limit(1)
    .for('key share', { of: clubLinks });
  return row;
};

/** Makes the user a plain member since `since` (a date); answers whether they were not one already. */
export const insertMembership = async (tx: Db, clubId: number, userId: number, since: string): Promise<boolean> =>
  (
    await queryRows(
      tx,
      sql`insert into memberships (club_id, user_id, type, member_since)
          values (${clubId}, ${userId}, ${memberTypeOf('member')}, ${since})
          on conflict (club_id, user_id) do nothing
          returning id`,
    )
  ).length > 0;

/** A request to join the club is answered by the membership (as the sign-up of ADR 018 does). */
export const deleteClubRequest = async (tx: Db, clubId: number, userId: number) => {
  await tx.execute(sql`delete from club_requests where club_id = ${clubId} and user_id = ${userId}`);
};

/** A request to join the club (ADR 017's `club_requests`); answers whether it is new. */
export const insertClubRequest = async (tx: Db, clubId: number, userId: number, now: Date): Promise<boolean> =>
  (
    await queryRows(
      tx,
      sql`insert into club_requests (club_id, user_id, created_at) values (${clubId}, ${userId}, ${now})
          on conflict do nothing
          returning user_id`,
    )
  ).length > 0;

export const isMember = async (tx: Db, clubId: number, userId: number): Promise<boolean> =>
  (await queryRows(tx, sql`select 1 from memberships where club_id = ${clubId} and user_id = ${userId}`)).length > 0;

/**
 * One more person through the link: one atomic increment in the joining transaction, so parallel joins through one
 * link each count (ADR 019; tested on PostgreSQL).
 */
export const countJoin = async (tx: Db, linkId: number) => {
  await tx.execute(sql`update club_links set counter = counter + 1 where id = ${linkId}`);
};

/** Records the acceptance once; a second keeps the first time. */
export const acceptDataPolicy = async (tx: Db, clubId: number, userId: number, now: Date) => {
  await tx.execute(
    sql`insert into data_policy_acceptances (club_id, user_id, accepted_at) values (${clubId}, ${userId}, ${now})
        on conflict do nothing`,
  );
};

/**
 * Whether the user is a member of the club, the membership key-share locked until the transaction ends: the group
 * requests' foreign key needs it, and the member cannot be removed half-way through.
 */
export const lockMembership = async (tx: Db, clubId: number, userId: number): Promise<boolean> =>
  (await queryRows(tx, sql`select 1 from memberships where club_id = ${clubId} and user_id = ${userId} for key share`))
    .length > 0;

/**
 * Whether `childId` is `parentId`'s child in the club: a relation stored from the parent's side as child, or from the
 * child's as parent (ADR 017; `registerchild` stores the first).
 */
export const isChildOf = async (tx: Db, clubId: number, parentId: number, childId: number): Promise<boolean> =>
  (
    await queryRows(
      tx,
      sql`select 1 from member_relations
           where club_id = ${clubId}
             and ((user_id = ${parentId} and related_user_id = ${childId} and relation_type = ${relationTypes.child})
               or (user_id = ${childId} and related_user_id = ${parentId} and relation_type = ${relationTypes.parent}))
           limit 1`,
    )
  ).length > 0;

export interface RequestableGroup {
  id: number;
  hidden_for_members: boolean;
  /** The person is in the group already. */
  member: boolean;
}

/** Which of `groupIds` are groups of the club, whether they are hidden for members, and whether the person is in them. */
export const groupsOfClub = (tx: Db, clubId: number, userId: number, groupIds: readonly number[]) =>
  queryRows<RequestableGroup>(
    tx,
    sql`select g.id, g.hidden_for_members,
               exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = ${userId}) as member
          from groups g
         where g.club_id = ${clubId} and g.id = any(${intArray(groupIds)})
         for key share of g`,
  );

/** The person's requests for the groups; one asked before stays as it was (its time included). */
export const insertGroupRequests = async (
  tx: Db,
  clubId: number,
  userId: number,
  groupIds: readonly number[],
  now: Date,
) => {
  if (groupIds.length === 0) return;
  await tx.execute(
    sql`insert into group_requests (group_id, club_id, user_id, created_at)
        select g, ${clubId}::int, ${userId}::int, ${now}::timestamptz from unnest(${intArray(groupIds)}) as g
        on conflict do nothing`,
  );
};
