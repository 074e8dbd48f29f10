import { sql } from 'drizzle-orm';
import {
  bigserial,
  date,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  smallint,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    email: text('email').notNull(),
    passwordHash: text('password_hash').notNull(),
    firstName: text('first_name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    zip: text('zip'),
    birthdate: date('birthdate'),
    mobile: text('mobile'),
    address: text('address'),
    city: text('city'),
    /** Path of the header image below DATA_DIR/files. */
    imagePath: text('image_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`)],
);

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
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  // "The same title with the same zip" is a duplicate club (issue 4).
  (table) => [index('clubs_title_zip_idx').on(sql`lower(trim(${table.title}))`, table.zip)],
);

/** Invitation links: {host}/invitation?clubToken={token} (spec doc 1 §2). */
export const clubLinks = pgTable(
  'club_links',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdByUserId: integer('created_by_user_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('club_links_token_idx').on(table.token), index('club_links_club_idx').on(table.clubId)],
);

/** Accepted data policies per user and club. */
export const dataPolicyAcceptances = pgTable(
  'data_policy_acceptances',
  {
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    acceptedAt: timestamp('accepted_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('data_policy_acceptances_pk').on(table.clubId, table.userId)],
);

/** Member type per the spec: 1 member, 2 administrator, 3 group leader. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    clubId: integer('club_id')
      .notNull()
      .references(() => clubs.id, { onDelete: 'cascade' }),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    type: smallint('type').notNull().default(1),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memberships_club_user_idx').on(table.clubId, table.userId),
    index('memberships_user_idx').on(table.userId),
  ],
);

/** Bearer sessions; only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/** Work caused by a change, written in the same transaction and drained by the worker. */
export const outbox = pgTable(
  'outbox',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    clubId: integer('club_id'),
    kind: text('kind').notNull(),
    payload: jsonb('payload').notNull(),
    status: text('status', { enum: ['pending', 'done', 'failed', 'held'] })
      .notNull()
      .default('pending'),
    attempts: integer('attempts').notNull().default(0),
    runAt: timestamp('run_at', { withTimezone: true }).notNull().defaultNow(),
    lastError: text('last_error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    doneAt: timestamp('done_at', { withTimezone: true }),
  },
  (table) => [
    index('outbox_due_idx').on(table.status, table.runAt),
    index('outbox_kind_idx').on(table.kind, table.createdAt),
  ],
);

/** Single-use password reset links; only a hash of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: integer('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('password_resets_user_idx').on(table.userId)],
);

/** Failed sign-ins, counted per e-mail and per address within a window to answer 429. */
export const signInFailures = pgTable(
  'sign_in_failures',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    email: text('email').notNull(),
    address: text('address').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('sign_in_failures_email_idx').on(table.email, table.createdAt),
    index('sign_in_failures_address_idx').on(table.address, table.createdAt),
  ],
);
