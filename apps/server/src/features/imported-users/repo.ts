import { IMPORTED_PEOPLE_MAX, memberTypeOf, relationTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { intArray } from '../members/public.js';

/**
 * The SQL of the imported-user sign-up (ADR 018). A flow's scope is a club and an e-mail, compared lower-case
 * (`inactive_members_club_email_idx`, `invitations_scope_idx`): the club's dummies of that e-mail, activated ones
 * included, and the children added in the flow (who get the same e-mail).
 */

/** The scope of a flow. */
export interface Scope {
  clubId: number;
  email: string;
}

/** One dummy of a scope, as the sign-up reads it. */
export interface PersonRow {
  id: number;
  first_name: string;
  surname: string;
  email: string | null;
  zip: string | null;
  mobile: string | null;
  address: string | null;
  city: string | null;
  birthdate: string | null;
  invited_at: Date | string | null;
  user_status: number;
  assigned: boolean;
  own_login: boolean | null;
  activated: boolean;
  activated_user_id: number | null;
  /** The dummy ids of its parents in the flow, ascending. */
  parents: number[];
}

const inScope = (scope: Scope, alias = 'im') =>
  sql`${sql.raw(alias)}.club_id = ${scope.clubId} and lower(${sql.raw(alias)}.email) = lower(${scope.email})`;

/**
 * The people of a scope in id order (the order they were made in), at most IMPORTED_PEOPLE_MAX: the flow adds no
 * more (`tooManyPeople`), and an administrator who made more dummies of one e-mail gets the first ones.
 */
export const scopePeople = async (db: Db, scope: Scope): Promise<PersonRow[]> =>
  (
    await queryRows<PersonRow>(
      db,
      sql`select im.id, im.first_name, im.surname, im.email, im.zip, im.mobile, im.address, im.city,
                 to_char(im.birthdate, 'YYYY-MM-DD') as birthdate, im.invited_at, im.user_status,
                 im.assigned_at is not null as assigned, im.own_login, im.activated_at is not null as activated,
                 im.activated_user_id,
                 coalesce((select array_agg(p.parent_id order by p.parent_id) from inactive_member_parents p
                            where p.child_id = im.id), '{}') as parents
            from inactive_members im
           where ${inScope(scope)}
           order by im.id
           limit ${IMPORTED_PEOPLE_MAX}`,
    )
  ).map((row) => ({ ...row, parents: (row.parents ?? []).map(Number) }));

/**
 * Locks every dummy of the scope (`FOR UPDATE`, in id order, so that two calls never wait on each other
 * crosswise): every write of a flow holds them until its transaction ends, so that two parallel calls of one
 * flow see each other's work — one activation of a person, no more people than the limit, and the invitations
 * used up by whichever call leaves nobody pending. A statement after this one sees what a call that held the
 * locks before committed (READ COMMITTED takes a new snapshot per statement).
 */
export const lockScope = async (db: Db, scope: Scope): Promise<void> => {
  await queryRows(db, sql`select im.id from inactive_members im where ${inScope(scope)} order by im.id for update`);
};

/** How many people the scope holds, activated ones included. */
export const countScope = async (db: Db, scope: Scope): Promise<number> => {
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from inactive_members im where ${inScope(scope)}`,
  );
  return Number(row?.n ?? 0);
};

/** Whether anybody of the scope is still waiting to become a user. */
export const anyonePending = async (db: Db, scope: Scope): Promise<boolean> =>
  (
    await queryRows(
      db,
      sql`select 1 from inactive_members im where ${inScope(scope)} and im.activated_at is null limit 1`,
    )
  ).length > 0;

// ---------------------------------------------------------------------------------------------------
// Invitations and sessions

export interface InvitationRow {
  id: number;
  club_id: number;
  email: string;
}

/** The invitation of a link: its secret's hash and the same e-mail (lower-case), not used up and not expired. */
export const findOpenInvitation = async (
  db: Db,
  tokenHash: string,
  email: string,
  now: Date,
): Promise<InvitationRow | undefined> => {
  const [row] = await queryRows<InvitationRow>(
    db,
    sql`select id, club_id, email from invitations
         where token_hash = ${tokenHash} and lower(email) = lower(${email})
           and used_at is null and expires_at > ${now}`,
  );
  return row;
};

/** Whether the invitation still works: a parallel call may have completed the flow since access was decided. */
export const invitationOpen = async (db: Db, invitationId: number, now: Date): Promise<boolean> =>
  (
    await queryRows(
      db,
      sql`select 1 from invitations where id = ${invitationId} and used_at is null and expires_at > ${now}`,
    )
  ).length > 0;

/** The flow is over: every invitation of its club and e-mail is used up at once (resent mails too). */
export const useUpInvitations = async (db: Db, scope: Scope, now: Date): Promise<void> => {
  await db.execute(
    sql`update invitations set used_at = ${now}
         where club_id = ${scope.clubId} and lower(email) = lower(${scope.email}) and used_at is null`,
  );
};

export const insertImportedSession = async (
  db: Db,
  tokenHash: string,
  invitation: InvitationRow,
  now: Date,
  expiresAt: Date,
): Promise<void> => {
  await db.execute(
    sql`insert into imported_sessions (token_hash, invitation_id, club_id, email, expires_at, created_at)
        values (${tokenHash}, ${invitation.id}, ${invitation.club_id}, ${invitation.email}, ${expiresAt}, ${now})`,
  );
};

export interface ClubRow {
  id: number;
  title: string;
  image_path: string | null;
  data_policy_link: string | null;
}

export const findClub = async (db: Db, clubId: number): Promise<ClubRow | undefined> => {
  const [row] = await queryRows<ClubRow>(
    db,
    sql`select id, title, image_path, data_policy_link from clubs where id = ${clubId}`,
  );
  return row;
};

// ---------------------------------------------------------------------------------------------------
// The assignment

/** A child added in the flow: the parent's e-mail (the scope's) and invitation time, not yet assigned. */
export const insertChild = async (
  db: Db,
  parent: PersonRow,
  clubId: number,
  child: { firstName: string; surname: string; birthdate: string },
): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into inactive_members (club_id, first_name, surname, email, birthdate, invited_at, user_status)
        values (${clubId}, ${child.firstName}, ${child.surname}, ${parent.email}, ${child.birthdate},
                ${parent.invited_at}, 2)
        returning id`,
  );
  return Number(row?.id);
};

/** Replaces a child's parents in the flow. */
export const replaceParents = async (db: Db, clubId: number, childId: number, parentIds: readonly number[]) => {
  await db.execute(sql`delete from inactive_member_parents where child_id = ${childId}`);
  if (parentIds.length === 0) return;
  await db.execute(
    sql`insert into inactive_member_parents (club_id, child_id, parent_id)
        select ${clubId}, ${childId}, parent_id from unnest(${intArray(parentIds)}) as parent_id`,
  );
};

/** A person who is a child now is nobody's parent any more. */
export const dropChildren = async (db: Db, parentId: number) => {
  await db.execute(sql`delete from inactive_member_parents where parent_id = ${parentId}`);
};

export interface Assignment {
  userStatus: 1 | 2;
  ownLogin: boolean | null;
  firstName?: string | undefined;
  surname?: string | undefined;
  /** undefined: unchanged; null: cleared. */
  birthdate?: string | null | undefined;
}

export const saveAssignment = async (db: Db, id: number, assignment: Assignment, now: Date) => {
  const { userStatus, ownLogin, firstName, surname, birthdate } = assignment;
  await db.execute(
    sql`update inactive_members
           set user_status = ${userStatus}, own_login = ${ownLogin}, assigned_at = ${now}
               ${firstName === undefined ? sql`` : sql`, first_name = ${firstName}`}
               ${surname === undefined ? sql`` : sql`, surname = ${surname}`}
               ${birthdate === undefined ? sql`` : sql`, birthdate = ${birthdate}`}
         where id = ${id}`,
  );
};

/** Deletes a dummy; its groups and its places as child or parent go with it (the foreign keys' cascade). */
export const deletePerson = async (db: Db, id: number) => {
  await db.execute(sql`delete from inactive_members where id = ${id}`);
};

/** Children of the scope left without a parent are unassigned again: their type must be chosen anew. */
export const unassignOrphans = async (db: Db, scope: Scope) => {
  await db.execute(
    sql`update inactive_members im set assigned_at = null
         where ${inScope(scope)} and im.user_status = 2 and im.activated_at is null and im.assigned_at is not null
           and not exists (select 1 from inactive_member_parents p where p.child_id = im.id)`,
  );
};

// ---------------------------------------------------------------------------------------------------
// Becoming a user

export const emailTaken = async (db: Db, email: string): Promise<boolean> =>
  (await queryRows(db, sql`select 1 from users where lower(email) = lower(${email.trim()}) limit 1`)).length > 0;

export interface NewUser {
  email: string | null;
  passwordHash: string | null;
  firstName: string;
  surname: string;
  zip: string | null;
  birthdate: string | null;
  mobile: string | null;
  address: string | null;
  city: string | null;
  locale: string | null;
}

export const insertUser = async (db: Db, user: NewUser): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname, zip, birthdate, mobile, address, city, locale)
        values (${user.email}, ${user.passwordHash}, ${user.firstName}, ${user.surname}, ${user.zip}, ${user.birthdate},
                ${user.mobile}, ${user.address}, ${user.city}, ${user.locale})
        returning id`,
  );
  return Number(row?.id);
};

/**
 * Makes the user a member of the club; one who is a member already stays as they are. A user made from an inactive
 * member (`fromInactive`) gets the member type it carries (an imported role, ADR 020); any other, member.
 */
export const joinClub = async (db: Db, clubId: number, userId: number, since: string, fromInactive?: number) => {
  const type =
    fromInactive === undefined
      ? sql`${memberTypeOf('member')}`
      : sql`coalesce((select member_type from inactive_members where id = ${fromInactive} and club_id = ${clubId}),
                     ${memberTypeOf('member')})`;
  await db.execute(
    sql`insert into memberships (club_id, user_id, type, member_since)
        values (${clubId}, ${userId}, ${type}, ${since})
        on conflict (club_id, user_id) do nothing`,
  );
  // A request to join the club is answered by the membership.
  await db.execute(sql`delete from club_requests where club_id = ${clubId} and user_id = ${userId}`);
};

/** Whether the user is a member of the club, the membership share-locked until the transaction ends. */
export const lockMembership = async (db: Db, clubId: number, userId: number): Promise<boolean> =>
  (await queryRows(db, sql`select 1 from memberships where club_id = ${clubId} and user_id = ${userId} for key share`))
    .length > 0;

/** The dummy's groups become the user's (`group_members`); its `inactive_group_members` rows go. */
export const moveGroups = async (db: Db, clubId: number, inactiveId: number, userId: number) => {
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id)
        select group_id, club_id, ${userId} from inactive_group_members
         where inactive_member_id = ${inactiveId} and club_id = ${clubId}
        on conflict do nothing`,
  );
  await db.execute(sql`delete from inactive_group_members where inactive_member_id = ${inactiveId}`);
};

export const markActivated = async (db: Db, id: number, userId: number, userStatus: 1 | 2, now: Date) => {
  await db.execute(
    sql`update inactive_members
           set activated_at = ${now}, activated_user_id = ${userId}, user_status = ${userStatus},
               assigned_at = coalesce(assigned_at, ${now})
         where id = ${id}`,
  );
};

/**
 * Relates, in the club's own relations (`member_relations`, as Members II stores them: the parent's related user
 * is their child), every pair of parent and child of the flow that are both users now and both members of the
 * club, where one of them is among `inactiveIds`. A pair that is related already (in any way) stays as it is.
 */
export const relateActivated = async (db: Db, clubId: number, inactiveIds: readonly number[]) => {
  if (inactiveIds.length === 0) return;
  await db.execute(
    sql`insert into member_relations (club_id, user_id, related_user_id, relation_type)
        select distinct ${clubId}::int, pm.activated_user_id, cm.activated_user_id, ${relationTypes.child}::smallint
          from inactive_member_parents l
          join inactive_members pm on pm.id = l.parent_id
          join inactive_members cm on cm.id = l.child_id
          join memberships mp on mp.club_id = ${clubId} and mp.user_id = pm.activated_user_id
          join memberships mc on mc.club_id = ${clubId} and mc.user_id = cm.activated_user_id
         where l.club_id = ${clubId}
           and (l.parent_id = any(${intArray(inactiveIds)}) or l.child_id = any(${intArray(inactiveIds)}))
           and pm.activated_user_id <> cm.activated_user_id
        on conflict do nothing`,
  );
};

/** Relates a parent and a child who are both members of the club; nothing when the pair is related already. */
/**
 * How many children the user has in the club (relations of type child, read from either side), counted under a
 * lock of their own: two parallel registrations cannot both pass a limit with room for one.
 */
export const lockAndCountChildren = async (db: Db, clubId: number, userId: number): Promise<number> => {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${`children:${clubId}:${userId}`}))`);
  const [row] = await queryRows<{ n: number }>(
    db,
    sql`select count(*)::int as n from member_relations
         where club_id = ${clubId}
           and ((user_id = ${userId} and relation_type = ${relationTypes.child})
             or (related_user_id = ${userId} and relation_type = ${relationTypes.parent}))`,
  );
  return Number(row?.n ?? 0);
};

export const relateParentAndChild = async (db: Db, clubId: number, parentId: number, childId: number) => {
  await db.execute(
    sql`insert into member_relations (club_id, user_id, related_user_id, relation_type)
        values (${clubId}, ${parentId}, ${childId}, ${relationTypes.child})
        on conflict do nothing`,
  );
};

export const acceptDataPolicy = async (db: Db, clubId: number, userId: number, now: Date) => {
  await db.execute(
    sql`insert into data_policy_acceptances (club_id, user_id, accepted_at) values (${clubId}, ${userId}, ${now})
        on conflict do nothing`,
  );
};

// ---------------------------------------------------------------------------------------------------
// A child registered by a parent

export interface DummyRow {
  id: number;
  club_id: number;
  email: string | null;
}

/** Where a dummy belongs (its club and e-mail: its scope), whatever its state. */
export const findDummy = async (db: Db, id: number): Promise<DummyRow | undefined> => {
  const [row] = await queryRows<DummyRow>(db, sql`select id, club_id, email from inactive_members where id = ${id}`);
  return row;
};
