import { MAX_ACTIVE_LINKS } from '@klubhus/domain';
import { and, desc, eq, exists, gt, notExists, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { purgeInBatches } from '../../db/inBatches.js';
import { queryRows } from '../../db/queryRows.js';
import { clubLinkGroups, clubLinks, clubs, users } from '../../db/schema/index.js';
import { hashToken } from '../../shared/tokens.js';
import { intArray } from '../members/public.js';

/**
 * The one definition of a working sign-up link (ADR 019): the token's hash names it and it has not reached its
 * `valid_to` at `now` (the app's clock, a bound parameter). Every lookup of a token goes through here, so an expired
 * or deleted link is "not valid" everywhere alike.
 */
export const activeLinkOfToken = (token: string, now: Date): SQL =>
  and(eq(clubLinks.tokenHash, hashToken(token)), gt(clubLinks.validTo, now)) as SQL;

export interface ActiveLink {
  linkId: number;
  clubId: number;
}

/** The working link of a token at `now` (club_links_token_idx), or undefined. */
export const findActiveLink = async (db: Db, token: string, now: Date): Promise<ActiveLink | undefined> => {
  const [row] = await db
    .select({ linkId: clubLinks.id, clubId: clubLinks.clubId })
    .from(clubLinks)
    .where(activeLinkOfToken(token, now))
    .limit(1);
  return row;
};

/** The groups a link names, in id order (the primary key of club_link_groups starts with the link). */
export const linkGroupIds = async (db: Db, linkId: number): Promise<number[]> =>
  (
    await db
      .select({ groupId: clubLinkGroups.groupId })
      .from(clubLinkGroups)
      .where(eq(clubLinkGroups.linkId, linkId))
      .orderBy(clubLinkGroups.groupId)
  ).map((row) => row.groupId);

/** Serialises the link creations of one club until the transaction ends, so MAX_ACTIVE_LINKS cannot be raced. */
export const lockClubLinks = async (tx: Db, clubId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`club-links:${clubId}`}))`);
};

/** The club's links that still work at `now` (club_links_club_idx). */
export const countActiveLinks = async (tx: Db, clubId: number, now: Date): Promise<number> => {
  const [row] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(clubLinks)
    .where(and(eq(clubLinks.clubId, clubId), gt(clubLinks.validTo, now)));
  return Number(row?.n ?? 0);
};

/**
 * Which of `groupIds` are groups of the club, key-share locked until the transaction ends, so that a group deleted
 * meanwhile cannot break the insert of the link's groups.
 */
export const lockGroupsOfClub = async (tx: Db, clubId: number, groupIds: readonly number[]): Promise<Set<number>> => {
  if (groupIds.length === 0) return new Set();
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`select id from groups where club_id = ${clubId} and id = any(${intArray(groupIds)}) for key share`,
  );
  return new Set(rows.map((row) => Number(row.id)));
};

export interface NewLink {
  clubId: number;
  tokenHash: string;
  nonce: string;
  validTo: Date;
  createdByUserId: number;
  createdAt: Date;
}

export const insertLink = async (tx: Db, link: NewLink, groupIds: readonly number[]): Promise<number> => {
  const [row] = await tx.insert(clubLinks).values(link).returning({ id: clubLinks.id });
  if (!row) throw new Error('link insert returned nothing');
  if (groupIds.length > 0) {
    await tx
      .insert(clubLinkGroups)
      .values(groupIds.map((groupId) => ({ linkId: row.id, groupId, clubId: link.clubId })));
  }
  return row.id;
};

export const userName = async (db: Db, userId: number) => {
  const [row] = await db
    .select({ firstName: users.firstName, surname: users.surname })
    .from(users)
    .where(eq(users.id, userId))
    .limit(1);
  return row;
};

/** The club's brand and, with `groupId`, whether that group is the club's: what the overview checks, in one read. */
export const overviewContext = async (
  db: Db,
  clubId: number,
  groupId: number | undefined,
): Promise<{ brandId: string; groupOfClub: boolean } | undefined> => {
  const [row] = await db
    .select({
      brandId: clubs.brandId,
      groupOfClub:
        groupId === undefined
          ? sql<boolean>`true`
          : sql<boolean>`exists (select 1 from groups g where g.id = ${groupId} and g.club_id = ${clubId})`,
    })
    .from(clubs)
    .where(eq(clubs.id, clubId))
    .limit(1);
  return row;
};

const linkGroupsOf = sql<
  number[]
>`coalesce((select array_agg(${clubLinkGroups.groupId} order by ${clubLinkGroups.groupId})
  from ${clubLinkGroups} where ${clubLinkGroups.linkId} = ${clubLinks.id}), '{}')`;

/**
 * The dialog's overview (ADR 019): the club's links working at `now`, newest first — with `groupId`, those naming the
 * group; without, those naming none. From club_links_club_idx backwards; each link's groups from club_link_groups'
 * primary key. Bounded by MAX_ACTIVE_LINKS, which link creation keeps. The query itself (not awaited), so that the
 * bench can time its SQL raw beside the call (`toSQL()`).
 */
export const linkListQuery = (db: Db, clubId: number, now: Date, groupId: number | undefined) => {
  const named = db
    .select({ one: sql`1` })
    .from(clubLinkGroups)
    .where(
      and(
        eq(clubLinkGroups.linkId, clubLinks.id),
        groupId === undefined ? undefined : eq(clubLinkGroups.groupId, groupId),
      ),
    );
  return db
    .select({
      id: clubLinks.id,
      nonce: clubLinks.nonce,
      validTo: clubLinks.validTo,
      counter: clubLinks.counter,
      createdByUserId: clubLinks.createdByUserId,
      firstName: users.firstName,
      surname: users.surname,
      groupIds: linkGroupsOf,
    })
    .from(clubLinks)
    .leftJoin(users, eq(users.id, clubLinks.createdByUserId))
    .where(
      and(
        eq(clubLinks.clubId, clubId),
        gt(clubLinks.validTo, now),
        groupId === undefined ? notExists(named) : exists(named),
      ),
    )
    .orderBy(desc(clubLinks.createdAt), desc(clubLinks.id))
    .limit(MAX_ACTIVE_LINKS);
};

export type LinkListRow = Awaited<ReturnType<typeof linkListQuery>>[number];

/** Deletes the club's link (its groups go with it, by the foreign key); answers whether there was one. */
export const deleteLink = async (db: Db, clubId: number, linkId: number): Promise<boolean> =>
  (
    await db
      .delete(clubLinks)
      .where(and(eq(clubLinks.id, linkId), eq(clubLinks.clubId, clubId)))
      .returning({ id: clubLinks.id })
  ).length > 0;

/** Links that stopped working before `expiredBefore` (their groups go with them, the foreign key's cascade). */
export const purgeExpiredLinks = async (db: Db, expiredBefore: Date) => ({
  signupLinks: await purgeInBatches(
    db,
    'club_links',
    'id',
    sql`select id from club_links where valid_to < ${expiredBefore}`,
  ),
});
