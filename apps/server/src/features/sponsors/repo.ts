import { SPONSOR_CLUB_ZIPS_MAX, SPONSORS_MAX, type MemberType } from '@klubhus/domain';
import { and, asc, count, eq, sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { sponsorExemptions, sponsorOrders, sponsorPools, sponsors } from '../../db/schema/index.js';

/**
 * The SQL of sponsors' administration (ADR 029): the club's sponsors, its pool, its orders and its exemptions. Every
 * write that changes which sponsors name a logo runs under the club's sponsors lock (`lockSponsors`), so that a logo's
 * file is removed only when no sponsor of the club names it. The gate's SQL is in `gateRepo.ts`.
 */

/** A sponsor as the statements answer it. */
export interface SponsorRow {
  id: number;
  clubId: number;
  title: string;
  url: string;
  logoPath: string;
  maxViews: number;
  shownCount: number;
  isExternal: boolean;
  zipCodes: string[];
}

const sponsorColumns = {
  id: sponsors.id,
  clubId: sponsors.clubId,
  title: sponsors.title,
  url: sponsors.url,
  logoPath: sponsors.logoPath,
  maxViews: sponsors.maxViews,
  shownCount: sponsors.shownCount,
  isExternal: sponsors.isExternal,
  zipCodes: sponsors.zipCodes,
};

/**
 * The club's sponsors in creation order (at most SPONSORS_MAX, which creation keeps): the tab's list. The query itself
 * (not awaited), so that the bench can time its SQL raw beside the call (`toSQL()`).
 */
export const sponsorListQuery = (db: Db, clubId: number) =>
  db
    .select(sponsorColumns)
    .from(sponsors)
    .where(eq(sponsors.clubId, clubId))
    .orderBy(asc(sponsors.id))
    .limit(SPONSORS_MAX);

export const listSponsors = async (db: Db, clubId: number): Promise<SponsorRow[]> => sponsorListQuery(db, clubId);

/** The views left in the club's pool; 0 before any were bought. */
export const poolViewsLeft = async (db: Db, clubId: number): Promise<number> => {
  const [row] = await db
    .select({ viewsLeft: sponsorPools.viewsLeft })
    .from(sponsorPools)
    .where(eq(sponsorPools.clubId, clubId));
  return row?.viewsLeft ?? 0;
};

/**
 * Serialises the writes of one club's sponsors until the transaction ends: creations cannot pass SPONSORS_MAX
 * together, and a logo cannot be given to a sponsor while the last sponsor naming it is deleted.
 */
export const lockSponsors = async (tx: Db, clubId: number): Promise<void> => {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`sponsors:${clubId}`}))`);
};

export const countSponsors = async (tx: Db, clubId: number): Promise<number> => {
  const [row] = await tx.select({ n: count() }).from(sponsors).where(eq(sponsors.clubId, clubId));
  return Number(row?.n ?? 0);
};

export const findSponsor = async (db: Db, clubId: number, id: number): Promise<SponsorRow | undefined> => {
  const [row] = await db
    .select(sponsorColumns)
    .from(sponsors)
    .where(and(eq(sponsors.clubId, clubId), eq(sponsors.id, id)));
  return row;
};

/** Whether a sponsor of the club names the logo `key`. */
export const logoInUse = async (db: Db, clubId: number, key: string): Promise<boolean> => {
  const [row] = await db
    .select({ id: sponsors.id })
    .from(sponsors)
    .where(and(eq(sponsors.clubId, clubId), eq(sponsors.logoPath, key)))
    .limit(1);
  return row !== undefined;
};

/** A sponsor's fields as written (zips normalised, de-duplicated and sorted by the service). */
export interface SponsorWrite {
  title: string;
  url: string;
  logoPath: string;
  zipCodes: string[];
}

export const insertSponsor = async (
  tx: Db,
  clubId: number,
  write: SponsorWrite & { isExternal: boolean },
  at: Date,
): Promise<SponsorRow> => {
  const [row] = await tx
    .insert(sponsors)
    .values({ clubId, ...write, createdAt: at })
    .returning(sponsorColumns);
  if (!row) throw new Error('sponsor insert answered no row');
  return row;
};

/** Changes a sponsor's fields (its zips only when given); undefined when it is not (or no longer) the club's. */
export const updateSponsor = async (
  tx: Db,
  clubId: number,
  id: number,
  write: Omit<SponsorWrite, 'zipCodes'> & { zipCodes?: string[] },
): Promise<SponsorRow | undefined> => {
  const [row] = await tx
    .update(sponsors)
    .set(write)
    .where(and(eq(sponsors.clubId, clubId), eq(sponsors.id, id)))
    .returning(sponsorColumns);
  return row;
};

/** Deletes a sponsor (its orders keep their rows, without it); answers its logo's key, undefined when there was none. */
export const deleteSponsor = async (tx: Db, clubId: number, id: number): Promise<string | undefined> => {
  const [row] = await tx
    .delete(sponsors)
    .where(and(eq(sponsors.clubId, clubId), eq(sponsors.id, id)))
    .returning({ logoPath: sponsors.logoPath });
  return row?.logoPath;
};

/** Adds bought views to one sponsor of the club; false when it is not the club's. */
export const addSponsorViewsSql = (clubId: number, sponsorId: number, views: number): SQL =>
  sql`update sponsors set max_views = max_views + ${views}
       where club_id = ${clubId} and id = ${sponsorId}
      returning id`;

export const addSponsorViews = async (tx: Db, clubId: number, sponsorId: number, views: number): Promise<boolean> =>
  (await queryRows<{ id: number }>(tx, addSponsorViewsSql(clubId, sponsorId, views))).length > 0;

/** Adds bought views to the club's pool, making its row if it has none. */
const addPoolViewsSql = (clubId: number, views: number): SQL =>
  sql`insert into sponsor_pools (club_id, views_left) values (${clubId}, ${views})
      on conflict (club_id) do update set views_left = sponsor_pools.views_left + excluded.views_left`;

export const addPoolViews = async (tx: Db, clubId: number, views: number): Promise<void> => {
  await tx.execute(addPoolViewsSql(clubId, views));
};

/** Records a package bought (§3 "Sponsor view purchase"); answers the order's id. */
export const insertOrder = async (
  tx: Db,
  order: {
    clubId: number;
    sponsorId: number | null;
    viewCount: number;
    priceKr: number;
    orderedByUserId: number;
    orderedAt: Date;
  },
): Promise<number> => {
  const [row] = await tx.insert(sponsorOrders).values(order).returning({ id: sponsorOrders.id });
  if (!row) throw new Error('order insert answered no row');
  return row.id;
};

/** An exemption row with every view the club has bought (the sum of its orders). */
export interface ExemptionRow {
  memberType: MemberType;
  enabled: boolean;
  shownCount: number;
  maxViews: number;
}

/** The club's exemption rows, each with the views the club has bought (`sponsor_orders_club_idx`). */
export const exemptionRows = async (db: Db, clubId: number): Promise<ExemptionRow[]> => {
  const bought = db
    .select({ views: sql<number>`coalesce(sum(${sponsorOrders.viewCount}), 0)::int` })
    .from(sponsorOrders)
    .where(eq(sponsorOrders.clubId, clubId));
  const rows = await db
    .select({
      memberType: sponsorExemptions.memberType,
      enabled: sponsorExemptions.enabled,
      shownCount: sponsorExemptions.shownCount,
      maxViews: sql<number>`(${bought})`,
    })
    .from(sponsorExemptions)
    .where(eq(sponsorExemptions.clubId, clubId));
  return rows.map((row) => ({ ...row, maxViews: Number(row.maxViews) }));
};

/** Makes the exemption rows of `types` for the club, none enabled; rows that exist are kept. */
export const insertExemptions = async (tx: Db, clubId: number, types: readonly MemberType[]): Promise<void> => {
  await tx
    .insert(sponsorExemptions)
    .values(types.map((memberType) => ({ clubId, memberType })))
    .onConflictDoNothing();
};

/** Sets `enabled` of the member types named, making a row that is not there yet. */
export const setExemptions = async (
  tx: Db,
  clubId: number,
  rows: readonly { memberType: MemberType; enabled: boolean }[],
): Promise<void> => {
  await tx
    .insert(sponsorExemptions)
    .values(rows.map((row) => ({ clubId, ...row })))
    .onConflictDoUpdate({
      target: [sponsorExemptions.clubId, sponsorExemptions.memberType],
      set: { enabled: sql`excluded.enabled` },
    });
};

/**
 * The distinct zips of the club's members' profiles, trimmed, blank ones left out, sorted by their characters (the
 * same on both databases), the first SPONSOR_CLUB_ZIPS_MAX: one statement over the club's memberships.
 */
const clubZipsSql = (clubId: number): SQL =>
  sql`select distinct btrim(u.zip) collate "C" as zip
        from memberships m join users u on u.id = m.user_id
       where m.club_id = ${clubId} and btrim(u.zip) <> ''
       order by zip
       limit ${SPONSOR_CLUB_ZIPS_MAX}`;

export const clubZips = async (db: Db, clubId: number): Promise<string[]> =>
  (await queryRows<{ zip: string }>(db, clubZipsSql(clubId))).map((row) => row.zip);
