import { localeCodes, type LocaleCode } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { searchTrigramIndex, userRef } from './columns.js';

/** The accounts area: users, their sessions, password resets, sign-in attempts and trusted devices. */

/** The spec's locale codes, as SQL: `'da', 'en', …`. */
const knownLocales = sql.raw(localeCodes.map((code) => `'${code}'`).join(', '));

export const users = pgTable(
  'users',
  {
    id: serial('id').primaryKey(),
    /**
     * Null only for a child registered by a parent (ADR 018): a user who never signs in, so sign-in, password reset
     * and the e-mail's uniqueness never meet one.
     */
    email: text('email'),
    /** Null exactly when `email` is (a child without its own sign-in). */
    passwordHash: text('password_hash'),
    firstName: text('first_name').notNull().default(''),
    surname: text('surname').notNull().default(''),
    zip: text('zip'),
    birthdate: date('birthdate'),
    mobile: text('mobile'),
    address: text('address'),
    city: text('city'),
    /** Path of the header image below DATA_DIR/files. */
    imagePath: text('image_path'),
    /**
     * The language mail reaches the user in: the host's at sign-up, then the language switcher's. Null: the
     * brand's default language.
     */
    locale: text('locale').$type<LocaleCode>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
    check('users_sign_in_whole', sql`(${table.email} is null) = (${table.passwordHash} is null)`),
    searchTrigramIndex('users_search_trgm_idx', table),
    check('users_locale_known', sql`${table.locale} in (${knownLocales})`),
  ],
);

/** Bearer sessions; only a hash of the token is stored. */
export const sessions = pgTable(
  'sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('sessions_user_idx').on(table.userId)],
);

/**
 * Single-use password reset links. The token is made when the mail is sent (`outbox/secretLinks.ts`), so
 * until then `token_hash` is null, and only its hash is ever stored.
 */
export const passwordResets = pgTable(
  'password_resets',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash'),
    userId: userRef(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('password_resets_token_idx').on(table.tokenHash),
    index('password_resets_user_idx').on(table.userId),
    index('password_resets_expires_idx').on(table.expiresAt),
  ],
);

/**
 * Sign-in attempts that count against a limit: each attempt writes one row per bucket it is counted in
 * (`email:<e-mail>`, `address:<address or IPv6 /64>`, `device:<trusted device id>`) before the password is
 * checked, all with the attempt's id. A success deletes its rows; a failure leaves them to count until they
 * fall out of the window and the clean-up job removes them.
 */
export const signInAttempts = pgTable(
  'sign_in_attempts',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    bucket: text('bucket').notNull(),
    attemptId: text('attempt_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('sign_in_attempts_bucket_idx').on(table.bucket, table.createdAt),
    index('sign_in_attempts_attempt_idx').on(table.attemptId),
    index('sign_in_attempts_created_idx').on(table.createdAt),
  ],
);

/**
 * Browsers a user has signed in from with the right password (OWASP's device cookies): their sign-ins count
 * against the device alone, so failures from elsewhere never lock the owner out. Only a hash of the cookie's
 * token is stored.
 */
export const trustedDevices = pgTable(
  'trusted_devices',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    tokenHash: text('token_hash').notNull(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    lastUsedAt: timestamp('last_used_at', { withTimezone: true }).notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    uniqueIndex('trusted_devices_token_idx').on(table.tokenHash),
    index('trusted_devices_user_idx').on(table.userId),
    index('trusted_devices_expires_idx').on(table.expiresAt),
  ],
);
