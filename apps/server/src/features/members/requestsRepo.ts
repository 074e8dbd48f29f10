import { memberTypeOf } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { utcMinute } from './sqlParts.js';

/**
 * The SQL of the pending requests (spec §4; ADR 017): members asking to join a group (`group_requests`) and
 * people asking to join the club (`club_requests`). "Joining II" writes them; here they are listed, counted,
 * accepted and rejected.
 */

/**
 * Whose group requests a caller answers: an administrator's are the whole club's (`leaderId` undefined), a group
 * leader's those of the groups they lead.
 */
const inScope = (clubId: number, leaderId: number | undefined): SQL =>
  leaderId === undefined
    ? sql`gr.club_id = ${clubId}`
    : sql`gr.club_id = ${clubId} and gr.group_id in (
            select led.group_id from group_members led
             where led.club_id = ${clubId} and led.user_id = ${leaderId} and led.is_leader)`;

/**
 * The sidebar's two request badges as two columns of one select: group requests in the groups the caller
 * administers, and — for an administrator only — requests to join the club. Both count from the tables'
 * `(club_id, created_at)` indexes.
 */
export const requestCountColumns = (clubId: number, leaderId: number | undefined): SQL => sql`
  (select count(*) from group_requests gr where ${inScope(clubId, leaderId)}) as pending_requests,
  ${leaderId === undefined ? sql`(select count(*) from club_requests cr where cr.club_id = ${clubId})` : sql`0`} as club_requests`;

export interface GroupRequestRow {
  user_id: number;
  first_name: string;
  surname: string;
  email: string;
  image_path: string | null;
  group_id: number;
  title: string;
  requested_at: string;
  total: string | number;
}

/** The oldest `limit` group requests in the caller's scope, each row carrying the total of them all. */
export const groupRequests = (db: Db, clubId: number, leaderId: number | undefined, limit: number) =>
  queryRows<GroupRequestRow>(
    db,
    sql`select gr.user_id, u.first_name, u.surname, u.email, u.image_path, gr.group_id, g.title,
               ${utcMinute(sql`gr.created_at`)} as requested_at, count(*) over () as total
          from group_requests gr
          join groups g on g.id = gr.group_id
          join users u on u.id = gr.user_id
         where ${inScope(clubId, leaderId)}
         order by gr.created_at, gr.group_id, gr.user_id
         limit ${limit}`,
  );

export interface ClubRequestRow {
  user_id: number;
  first_name: string;
  surname: string;
  email: string;
  requested_at: string;
  total: string | number;
}

/** The oldest `limit` requests to join the club, each row carrying the total of them all. */
export const clubRequests = (db: Db, clubId: number, limit: number) =>
  queryRows<ClubRequestRow>(
    db,
    sql`select cr.user_id, u.first_name, u.surname, u.email, ${utcMinute(sql`cr.created_at`)} as requested_at,
               count(*) over () as total
          from club_requests cr join users u on u.id = cr.user_id
         where cr.club_id = ${clubId}
         order by cr.created_at, cr.user_id
         limit ${limit}`,
  );

/** Deletes a request to join the club; answers whether there was one. */
export const deleteClubRequest = async (tx: Db, clubId: number, userId: number): Promise<boolean> =>
  (
    await queryRows<{ user_id: number }>(
      tx,
      sql`delete from club_requests where club_id = ${clubId} and user_id = ${userId} returning user_id`,
    )
  ).length > 0;

/** Deletes a member's request to join a group; answers whether there was one. */
export const deleteGroupRequest = async (tx: Db, clubId: number, groupId: number, userId: number): Promise<boolean> =>
  (
    await queryRows<{ user_id: number }>(
      tx,
      sql`delete from group_requests where club_id = ${clubId} and group_id = ${groupId} and user_id = ${userId}
          returning user_id`,
    )
  ).length > 0;

/**
 * Makes the user an active member who joined through a club request (`request_type_id` 2, spec §4). Someone who
 * is a member already stays as they are.
 */
export const addRequestedMember = async (tx: Db, clubId: number, userId: number) => {
  await tx.execute(
    sql`insert into memberships (club_id, user_id, type, request_type_id)
        values (${clubId}, ${userId}, ${memberTypeOf('member')}, 2)
        on conflict (club_id, user_id) do nothing`,
  );
};

/**
 * A member's requests for the groups they are in now are answered: approving a request is adding them. Driven from
 * the member's groups (`group_members_user_idx`) into the requests' primary key, so it stays cheap in a club with
 * many requests.
 */
export const deleteAnsweredGroupRequests = async (tx: Db, clubId: number, userId: number) => {
  await tx.execute(
    sql`delete from group_requests gr using group_members gm
         where gm.user_id = ${userId} and gm.club_id = ${clubId}
           and gr.group_id = gm.group_id and gr.user_id = ${userId}`,
  );
};
