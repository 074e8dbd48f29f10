import { integer } from 'drizzle-orm/pg-core';
import { users } from './accounts.js';
import { clubs } from './clubs.js';

// The area files import these helpers and this file imports their tables: a cycle. Function declarations
// (not `const`) are hoisted, so a table file may call them while this module is still being loaded (drizzle-kit
// loads the schema as CommonJS, where a `const` would not exist yet); the tables are only read later, lazily.

/**
 * The owning club of a row: `club_id`, required, gone with its club. Every club-owned table carries it
 * (ARCHITECTURE §3: the distribution key should a deployment outgrow one PostgreSQL).
 */
export function clubRef(name = 'club_id') {
  return integer(name)
    .notNull()
    .references(() => clubs.id, { onDelete: 'cascade' });
}

/** A user a row belongs to: required, gone with the user. */
export function userRef(name = 'user_id') {
  return integer(name)
    .notNull()
    .references(() => users.id, { onDelete: 'cascade' });
}

/** A user a row names but outlives (its author, its inviter): optional, set to null when the user is removed. */
export function optionalUserRef(name: string) {
  return integer(name).references(() => users.id, { onDelete: 'set null' });
}
