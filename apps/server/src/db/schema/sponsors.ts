import { memberRoles, memberTypeOf, type MemberType } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { clubRef, optionalUserRef, userRef } from './columns.js';

/** Sponsors (spec document 2 §2.9, §3 Sponsor, §4 the sponsor gate, §9 view packages; ADR 029). */

const knownMemberTypes = sql.raw(memberRoles.map(memberTypeOf).join(', '));

/**
 * A club's sponsors (§3). `max_views` are the views it owns (bought for it, or drawn one at a time from the club's
 * pool as it is shown); `shown_count` never passes them, which the check below keeps even against a bug.
 */
export const sponsors = pgTable(
  'sponsors',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    title: text('title').notNull(),
    url: text('url').notNull(),
    /** The logo's key below DATA_DIR/files (`sponsors/<club>/<hex>.png`); two sponsors may share one. */
    logoPath: text('logo_path').notNull(),
    maxViews: integer('max_views').notNull().default(0),
    shownCount: integer('shown_count').notNull().default(0),
    /** From outside the club's area; set when created, never changed. Only an external sponsor targets zips. */
    isExternal: boolean('is_external').notNull().default(false),
    /** Targeted zips, normalised (`normaliseZip`) and sorted; empty: every zip. */
    zipCodes: text('zip_codes')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('sponsors_id_club_key').on(table.id, table.clubId),
    // The tab's list and the gate's read: the club's sponsors in creation order.
    index('sponsors_club_idx').on(table.clubId, table.id),
    check('sponsors_views_within', sql`${table.shownCount} >= 0 and ${table.shownCount} <= ${table.maxViews}`),
    check('sponsors_zips_external_only', sql`${table.isExternal} or cardinality(${table.zipCodes}) = 0`),
  ],
);

/**
 * A club's pool of views shared by its sponsors (`order` without a sponsor): the views not yet drawn. The row is also
 * what `sponsors/Show` locks, so that the views of one club are counted one sign-in at a time (ADR 029).
 */
export const sponsorPools = pgTable(
  'sponsor_pools',
  {
    clubId: integer('club_id')
      .primaryKey()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    viewsLeft: integer('views_left').notNull().default(0),
  },
  (table) => [check('sponsor_pools_views_left', sql`${table.viewsLeft} >= 0`)],
);

/** Every view package bought (§3 "Sponsor view purchase", §9): for the pool (no sponsor) or for one sponsor. */
export const sponsorOrders = pgTable(
  'sponsor_orders',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    /** The sponsor it was bought for; null for the pool, and once that sponsor is deleted. */
    sponsorId: integer('sponsor_id').references(() => sponsors.id, { onDelete: 'set null' }),
    viewCount: integer('view_count').notNull(),
    /** The package's price in kroner, VAT included, as it was when bought. */
    priceKr: integer('price_kr').notNull(),
    orderedByUserId: optionalUserRef('ordered_by_user_id'),
    orderedAt: timestamp('ordered_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sponsor_orders_club_idx').on(table.clubId, table.orderedAt),
    index('sponsor_orders_sponsor_idx').on(table.sponsorId),
    check('sponsor_orders_positive', sql`${table.viewCount} > 0 and ${table.priceKr} >= 0`),
  ],
);

/** The no-sponsor exemption per member type (§3, §6): members of an enabled type see no banners. */
export const sponsorExemptions = pgTable(
  'sponsor_exemptions',
  {
    clubId: clubRef(),
    memberType: smallint('member_type').$type<MemberType>().notNull(),
    enabled: boolean('enabled').notNull().default(false),
    /** Banners shown to members of this type. */
    shownCount: integer('shown_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.memberType] }),
    check('sponsor_exemptions_type_known', sql`${table.memberType} in (${knownMemberTypes})`),
  ],
);

/**
 * When a person last had a view counted in a club: for an hour after it the gate answers 0 (SPONSOR_REPEAT_MS), so
 * that signing in again, or calling the gate in a loop, does not spend the sponsors' views (ADR 029).
 */
export const sponsorViewers = pgTable(
  'sponsor_viewers',
  {
    clubId: clubRef(),
    userId: userRef(),
    shownAt: timestamp('shown_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.clubId, table.userId] }),
    index('sponsor_viewers_user_idx').on(table.userId),
  ],
);
