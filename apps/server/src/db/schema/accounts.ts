import { localeCodes, type LocaleCode } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { bigserial, check, date, index, pgTable, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { userRef } from './columns.js';

/** The accounts area: users, their sessions, password resets and failed sign-ins. */

/** The spec's locale codes, as SQL: `'da', 'en', …`. */
const knownLocales = sql.raw(localeCodes.map((code) => `'${code}'`).join(', '));

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
    /**
     * The language mail reaches the user in: the host's at sign-up, then the language switcher's. Null: the
     * brand's default language.
     */
    locale: text('locale').$type<LocaleCode>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_lower_idx').on(sql`lower(${table.email})`),
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

/** Single-use password reset links; only a hash of the token is stored. */
export const passwordResets = pgTable(
  'password_resets',
  {
    tokenHash: text('token_hash').primaryKey(),
    userId: userRef(),
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
