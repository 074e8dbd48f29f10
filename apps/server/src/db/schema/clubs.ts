import { DEFAULT_TIME_ZONE, defaultBrandId } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubRef, optionalUserRef, userRef } from './columns.js';

/** The clubs area: clubs, their invitation links and the data-policy acceptances. */

export const clubs = pgTable(
  'clubs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    countryCode: text('country_code').notNull().default('DK'),
    description: text('description'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    phoneNumber: text('phone_number'),
    homePage: text('home_page'),
    vatId: text('vat_id'),
    dataPolicyLink: text('data_policy_link'),
    /** Path of the header image below DATA_DIR/files. */
    imagePath: text('image_path'),
    /** User fields (birthdate, mobile, ...) the club does not ask for at sign-up (spec: clubDisableProperties). */
    disabledUserFields: jsonb('disabled_user_fields').$type<string[]>().notNull().default([]),
    disabledAddressFields: jsonb('disabled_address_fields').$type<string[]>().notNull().default([]),
    /** Administrators may change plain members' details (spec §3 canEditMembers, §5); off unless a club chooses it. */
    canEditMembers: boolean('can_edit_members').notNull().default(false),
    /** The club's time zone (an IANA name): activities are shown and repeated in it (ADR 022). */
    timeZone: text('time_zone').notNull().default(DEFAULT_TIME_ZONE),
    /**
     * The club has accepted the mobile payment agreement (document 1 §3 "mobile payment agreement accepted"):
     * activities may carry an amount. Set by the demo and the tests until payments arrive.
     */
    paymentAgreementAccepted: boolean('payment_agreement_accepted').notNull().default(false),
    /** The brand the club was created under (the host's): its mail goes out in that brand's name and colour. */
    brandId: text('brand_id').notNull().default(defaultBrandId),
    /** Who created the club: the per-user creation quota counts by it. */
    createdByUserId: optionalUserRef('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    // "The same title with the same zip" is a duplicate club (issue 4).
    index('clubs_title_zip_idx').on(sql`lower(trim(${table.title}))`, table.zip),
    index('clubs_created_by_idx').on(table.createdByUserId, table.createdAt),
  ],
);

/**
 * Sign-up links: {host}/invitation?clubToken={token} (spec doc 1 §2; ADR 019). The token is never stored: it is
 * derived from `nonce` and the server's link key, and only its hash is kept for the lookup. A link made before
 * ADR 019 has no nonce: its token works by its hash, but cannot be shown again.
 */
export const clubLinks = pgTable(
  'club_links',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    tokenHash: text('token_hash').notNull(),
    nonce: text('nonce'),
    /** The link answers "not valid" from this moment (90 days after it was made, `LINK_VALID_DAYS`). */
    validTo: timestamp('valid_to', { withTimezone: true }).notNull(),
    /** People who joined, or asked to join, through the link. */
    counter: integer('counter').notNull().default(0),
    createdByUserId: optionalUserRef('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('club_links_token_idx').on(table.tokenHash),
    // The dialog's overview: a club's links, newest first.
    index('club_links_club_idx').on(table.clubId, table.createdAt),
    unique('club_links_id_club_key').on(table.id, table.clubId),
    check('club_links_counter_not_negative', sql`${table.counter} >= 0`),
  ],
);

/** Accepted data policies per user and club. */
export const dataPolicyAcceptances = pgTable(
  'data_policy_acceptances',
  {
    clubId: clubRef(),
    userId: userRef(),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('data_policy_acceptances_pk').on(table.clubId, table.userId)],
);
