import { index, integer, type ExtraConfigColumn } from 'drizzle-orm/pg-core';
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

/**
 * The member overview's search (ADR 016) over a table of people: one trigram (GIN) index on the fields it
 * searches, which ILIKE '%term%' uses for terms of three letters or more. Needs pg_trgm (migration 0007).
 */
export function searchTrigramIndex(
  name: string,
  fields: Record<'firstName' | 'surname' | 'email' | 'mobile' | 'zip', ExtraConfigColumn>,
) {
  const trigrams = (column: ExtraConfigColumn) => column.op('gin_trgm_ops');
  return index(name).using(
    'gin',
    trigrams(fields.firstName),
    trigrams(fields.surname),
    trigrams(fields.email),
    trigrams(fields.mobile),
    trigrams(fields.zip),
  );
}
