import { MAX_GROUPS_PER_CLUB, relationTypes, type MemberType } from '@klubhus/domain';
import { and, asc, eq, gt, ne, not, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import {
  clubLinkGroups,
  clubLinks,
  clubs,
  dataPolicyAcceptances,
  groups,
  memberships,
  users,
} from '../../db/schema/index.js';
import { activeLinkOfToken } from '../signup-links/public.js';

export type ClubRow = typeof clubs.$inferSelect;
export type ClubInsert = typeof clubs.$inferInsert;

/** The key of the duplicate rule: the same title (trimmed, case-insensitive) with the same zip. */
const sameTitleAndZip = (title: string, zip: string | null) =>
  and(
    sql`lower(trim(${clubs.title})) = lower(trim(${title}))`,
    zip === null ? sql`${clubs.zip} is null` : eq(clubs.zip, zip),
  );

/**
 * Serialises creations and renames of one title+zip until the transaction ends, so that two concurrent
 * requests cannot both pass the duplicate check (the index on the key is not unique: old data may clash).
 */
export const lockClubKey = async (tx: Db, title: string, zip: string | null): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`club:${title.trim().toLowerCase()}|${zip ?? ''}`}))`);
};

/** Serialises one user's club creations until the transaction ends, so the daily quota cannot be raced. */
export const lockCreator = async (tx: Db, userId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`club-creator:${userId}`}))`);
};

/** How many clubs the user has created since `since` (clubs_created_by_idx). */
export const clubsCreatedSince = async (tx: Db, userId: number, since: Date): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(clubs)
    .where(and(eq(clubs.createdByUserId, userId), gt(clubs.createdAt, since)));
  return Number(row?.n ?? 0);
};

export const isMember = async (db: Db, clubId: number, userId: number): Promise<boolean> => {
  const [row] = await db
    .select({ id: memberships.id })
    .from(memberships)
    .where(and(eq(memberships.clubId, clubId), eq(memberships.userId, userId)))
    .limit(1);
  return row !== undefined;
};

export const duplicateExists = async (
  tx: Db,
  title: string,
  zip: string | null,
  excludeClubId?: number,
): Promise<boolean> => {
  const [row] = await tx
    .select({ id: clubs.id })
    .from(clubs)
    .where(and(sameTitleAndZip(title, zip), excludeClubId === undefined ? undefined : ne(clubs.id, excludeClubId)))
    .limit(1);
  return row !== undefined;
};

export const insertClub = async (tx: Db, values: ClubInsert): Promise<number> => {
  const [row] = await tx.insert(clubs).values(values).returning({ id: clubs.id });
  if (!row) throw new Error('club insert returned nothing');
  return row.id;
};

export const insertMembership = async (tx: Db, clubId: number, userId: number, type: MemberType): Promise<void> => {
  await tx.insert(memberships).values({ clubId, userId, type });
};

export const findClub = async (db: Db, clubId: number): Promise<ClubRow | undefined> => {
  const [row] = await db.select().from(clubs).where(eq(clubs.id, clubId)).limit(1);
  return row;
};

/** The club row locked until the transaction ends (PATCH and image replacement read, then write). */
export const findClubForUpdate = async (tx: Db, clubId: number): Promise<ClubRow | undefined> => {
  const [row] = await tx.select().from(clubs).where(eq(clubs.id, clubId)).limit(1).for('update');
  return row;
};

export const updateClub = async (tx: Db, clubId: number, values: Partial<ClubInsert>): Promise<ClubRow> => {
  const [row] = await tx.update(clubs).set(values).where(eq(clubs.id, clubId)).returning();
  if (!row) throw new Error('club update returned nothing');
  return row;
};

export interface UserClubRow {
  clubId: number;
  title: string;
  imagePath: string | null;
  countryCode: string;
  zip: string | null;
  city: string | null;
  memberType: MemberType;
}

/**
 * The most clubs one user's lists answer (ADR 014): the lists are loaded whole at sign-in, so they are bounded
 * rather than paged; with the daily creation quota nobody reaches it by accident.
 */
export const USER_CLUBS_MAX = 1000;

/**
 * The user's clubs through memberships_user_idx; only clubs with an id above 0 count (spec document 1 §4).
 * The query itself (not awaited), so that the bench can time its SQL raw beside the call (`toSQL()`).
 */
export const userClubsQuery = (db: Db, userId: number) =>
  db
    .select({
      clubId: clubs.id,
      title: clubs.title,
      imagePath: clubs.imagePath,
      countryCode: clubs.countryCode,
      zip: clubs.zip,
      city: clubs.city,
      memberType: memberships.type,
    })
    .from(memberships)
    .innerJoin(clubs, eq(clubs.id, memberships.clubId))
    .where(and(eq(memberships.userId, userId), gt(clubs.id, 0)))
    .orderBy(asc(sql`lower(${clubs.title})`), asc(clubs.id))
    .limit(USER_CLUBS_MAX);

export const listUserClubs = async (db: Db, userId: number): Promise<UserClubRow[]> => userClubsQuery(db, userId);

/** The user's member type per club, from the membership rows alone (memberships_user_idx). */
export const listUserClubMaps = async (db: Db, userId: number): Promise<{ clubId: number; memberType: MemberType }[]> =>
  db
    .select({ clubId: memberships.clubId, memberType: memberships.type })
    .from(memberships)
    .where(and(eq(memberships.userId, userId), gt(memberships.clubId, 0)))
    .orderBy(asc(memberships.clubId))
    .limit(USER_CLUBS_MAX);

/** The most children the user's list answers: loaded whole at sign-in like the clubs, so bounded rather than paged. */
const USER_CHILDREN_MAX = 200;

interface ChildRow {
  id: number;
  first_name: string;
  surname: string;
  birthdate: string | null;
}

/**
 * The user's children in any of their clubs (ADR 017): the relations where they are the parent — stored from their
 * side as "child" or from the child's as "parent" — each child once. Through the user's memberships
 * (memberships_user_idx) to each club's relation indexes, which start with the club.
 */
export const listUserChildren = (db: Db, userId: number): Promise<ChildRow[]> =>
  queryRows<ChildRow>(
    db,
    sql`select distinct u.id, u.first_name, u.surname, to_char(u.birthdate, 'YYYY-MM-DD') as birthdate
            from memberships m
            join member_relations r on r.club_id = m.club_id
             and ((r.user_id = m.user_id and r.relation_type = ${relationTypes.child})
               or (r.related_user_id = m.user_id and r.relation_type = ${relationTypes.parent}))
            join users u on u.id = case when r.user_id = m.user_id then r.related_user_id else r.user_id end
           where m.user_id = ${userId}
           order by u.id
           limit ${USER_CHILDREN_MAX}`,
  );

/** Records an acceptance once; a second acceptance keeps the first time. */
export const insertDataPolicyAcceptance = async (db: Db, clubId: number, userId: number): Promise<void> => {
  await db.insert(dataPolicyAcceptances).values({ clubId, userId }).onConflictDoNothing();
};

export interface ClubLinkRow {
  linkId: number;
  clubId: number;
  title: string;
  imagePath: string | null;
  dataPolicyLink: string | null;
  inviterFirstName: string | null;
  inviterSurname: string | null;
  inviterImagePath: string | null;
}

/** The club behind a link working at `now` (ADR 019: an expired or deleted one is unknown), with who made the link. */
export const findClubLink = async (db: Db, token: string, now: Date): Promise<ClubLinkRow | undefined> => {
  const [row] = await db
    .select({
      linkId: clubLinks.id,
      clubId: clubs.id,
      title: clubs.title,
      imagePath: clubs.imagePath,
      dataPolicyLink: clubs.dataPolicyLink,
      inviterFirstName: users.firstName,
      inviterSurname: users.surname,
      inviterImagePath: users.imagePath,
    })
    .from(clubLinks)
    .innerJoin(clubs, eq(clubs.id, clubLinks.clubId))
    .leftJoin(users, eq(users.id, clubLinks.createdByUserId))
    .where(activeLinkOfToken(token, now))
    .limit(1);
  return row;
};

/** The sign-up settings of the club behind a link working at `now`, or undefined for an unknown or expired one. */
export const findLinkSignupSettings = async (db: Db, token: string, now: Date) => {
  const [row] = await db
    .select({ disabledUserFields: clubs.disabledUserFields, disabledAddressFields: clubs.disabledAddressFields })
    .from(clubLinks)
    .innerJoin(clubs, eq(clubs.id, clubLinks.clubId))
    .where(activeLinkOfToken(token, now))
    .limit(1);
  return row;
};

export interface LinkGroupRow {
  id: number;
  parentId: number | null;
  title: string;
}

/**
 * The groups a link's holder may request (ADR 019): the club's groups not hidden for members, and the link's own
 * (groups_club_idx; bounded by MAX_GROUPS_PER_CLUB). The order is the service's (Danish).
 */
export const requestableGroups = (db: Db, clubId: number, linkId: number): Promise<LinkGroupRow[]> =>
  db
    .select({ id: groups.id, parentId: groups.parentId, title: groups.title })
    .from(groups)
    .where(
      and(
        eq(groups.clubId, clubId),
        or(
          not(groups.hiddenForMembers),
          sql`exists (select 1 from ${clubLinkGroups} where ${clubLinkGroups.linkId} = ${linkId}
                and ${clubLinkGroups.groupId} = ${groups.id})`,
        ),
      ),
    )
    .limit(MAX_GROUPS_PER_CLUB);
