import { memberTypeOf, type MemberType } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { pendingInactive, utcMinute } from './sqlParts.js';

/** The SQL that reads one member's details (ADR 017); their changes are in `changesRepo.ts`. */

const wireDate = (column: SQL): SQL => sql`to_char(${column}, 'YYYY-MM-DD')`;

/** What both kinds of member carry of their club: whether it allows editing, and how many administrators it has. */
const clubFacts = (clubId: number): SQL => sql`
  (select can_edit_members from clubs where id = ${clubId}) as can_edit_members,
  (select count(*)::int from memberships where club_id = ${clubId} and type = ${memberTypeOf('admin')})
    as administrator_count`;

/** The person and what the details say of their club, for both kinds of member. */
export interface PersonRow {
  first_name: string;
  surname: string;
  email: string | null;
  mobile: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  /** `YYYY-MM-DD`. */
  birthdate: string | null;
  /** `YYYY-MM-DD`. */
  member_since: string;
  can_edit_members: boolean;
  administrator_count: number;
}

export interface ActiveRow extends PersonRow {
  type: MemberType;
  image_path: string | null;
  note: string | null;
  club_internal_member_id: string | null;
  request_type_id: number | null;
}

export interface InactiveRow extends PersonRow {
  /** The last invitation mail, UTC `YYYY-MM-DDTHH:mm`; null when never invited. */
  invited_at: string | null;
  user_status: number;
  /** The member type they get as a user (an imported role, ADR 020). */
  member_type: number;
}

/** An active member of the club; undefined when the user is not one. */
export const activeMember = async (db: Db, clubId: number, userId: number): Promise<ActiveRow | undefined> => {
  const [row] = await queryRows<ActiveRow>(
    db,
    sql`select u.first_name, u.surname, u.email, u.mobile, u.address, u.zip, u.city,
               ${wireDate(sql`u.birthdate`)} as birthdate, ${wireDate(sql`m.member_since`)} as member_since,
               m.type, u.image_path, m.note, m.club_internal_member_id, m.request_type_id, ${clubFacts(clubId)}
          from memberships m join users u on u.id = m.user_id
         where m.club_id = ${clubId} and m.user_id = ${userId}`,
  );
  return row;
};

/** An inactive member of the club; undefined when the id names none of its. They joined when they were put in. */
export const inactiveMember = async (db: Db, clubId: number, inactiveId: number): Promise<InactiveRow | undefined> => {
  const [row] = await queryRows<InactiveRow>(
    db,
    sql`select im.first_name, im.surname, im.email, im.mobile, im.address, im.zip, im.city,
               ${wireDate(sql`im.birthdate`)} as birthdate,
               ${wireDate(sql`(im.created_at at time zone 'UTC')::date`)} as member_since,
               ${utcMinute(sql`im.invited_at`)} as invited_at, im.user_status, im.member_type, ${clubFacts(clubId)}
          from inactive_members im
         where im.club_id = ${clubId} and im.id = ${inactiveId} and ${pendingInactive('im')}`,
  );
  return row;
};

/** A group as the details list it, with what decides whether the caller sees it (`groupVisibleInOverview`). */
export interface GroupPlaceRow {
  group_id: number;
  title: string;
  hidden_for_leaders: boolean;
  /** Whether the caller leads this group. */
  caller_leads: boolean;
}

export interface MemberGroupRow extends GroupPlaceRow {
  is_leader: boolean;
}

export interface GroupRequestRow extends GroupPlaceRow {
  /** UTC `YYYY-MM-DDTHH:mm`. */
  requested_at: string;
}

const callerLeads = (callerId: number): SQL =>
  sql`exists (select 1 from group_members mine where mine.group_id = g.id and mine.user_id = ${callerId}
                 and mine.is_leader)`;

/** The groups a member is in, active or inactive (an inactive member leads none). */
export const groupsOfMember = (
  db: Db,
  clubId: number,
  member: { userId: number } | { inactiveId: number },
  callerId: number,
): Promise<MemberGroupRow[]> =>
  queryRows<MemberGroupRow>(
    db,
    'userId' in member
      ? sql`select g.id as group_id, g.title, g.hidden_for_leaders, gm.is_leader, ${callerLeads(callerId)} as caller_leads
              from group_members gm join groups g on g.id = gm.group_id
             where gm.club_id = ${clubId} and gm.user_id = ${member.userId}`
      : sql`select g.id as group_id, g.title, g.hidden_for_leaders, false as is_leader,
                   ${callerLeads(callerId)} as caller_leads
              from inactive_group_members ig join groups g on g.id = ig.group_id
             where ig.club_id = ${clubId} and ig.inactive_member_id = ${member.inactiveId}`,
  );

/** The groups an active member asked to join and is waiting for. */
export const groupRequestsOf = (db: Db, clubId: number, userId: number, callerId: number): Promise<GroupRequestRow[]> =>
  queryRows<GroupRequestRow>(
    db,
    sql`select g.id as group_id, g.title, g.hidden_for_leaders, ${callerLeads(callerId)} as caller_leads,
               ${utcMinute(sql`gr.created_at`)} as requested_at
          from group_requests gr join groups g on g.id = gr.group_id
         where gr.club_id = ${clubId} and gr.user_id = ${userId}`,
  );
