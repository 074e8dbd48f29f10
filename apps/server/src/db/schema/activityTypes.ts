import type { LocaleCode } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
} from 'drizzle-orm/pg-core';
import { clubs } from './clubs.js';
import { clubRef } from './columns.js';

/**
 * Activity types (spec document 2 §2.11, §3; ADR 024). The built-in types of §3 are global rows with their fixed
 * ids (`club_id` null, `key` set; 0 is the generic type, never offered); a club's changes to one of them are a row of
 * `activity_type_overrides` keyed by club and type; a club's own types are rows here with its `club_id` and ids from
 * 1000 up.
 */

const colour = (name: string) => text(name).notNull();
const colourCheck = (column: unknown) => sql`${column} ~ '^#[0-9A-F]{6}$'`;

export const activityTypes = pgTable(
  'activity_types',
  {
    id: serial('id').primaryKey(),
    /** The club owning the type; null for a built-in type. */
    clubId: integer('club_id').references(() => clubs.id, { onDelete: 'cascade' }),
    /** A built-in type's name (`practice` …); null for a club's own type. */
    key: text('key'),
    title: text('title').notNull(),
    /** The icon below DATA_DIR/files (a PNG; `icons/<name>.png` for the bundled set); null for none. */
    iconPath: text('icon_path'),
    /** Translations of the title by language. */
    translations: jsonb('translations').$type<Partial<Record<LocaleCode, string>>>().notNull().default({}),
    backgroundLight: colour('background_light'),
    fontLight: colour('font_light'),
    backgroundLightLight: colour('background_light_light'),
    fontLightLight: colour('font_light_light'),
    backgroundDarkLight: colour('background_dark_light'),
    fontDarkLight: colour('font_dark_light'),
    /** Removed (§7): not offered any more; its activities keep it. */
    hidden: boolean('hidden').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('activity_types_club_idx').on(table.clubId, table.id),
    check('activity_types_builtin_or_own', sql`(${table.clubId} is null) = (${table.key} is not null)`),
    check(
      'activity_types_colours',
      sql`${colourCheck(table.backgroundLight)} and ${colourCheck(table.fontLight)} and ${colourCheck(table.backgroundLightLight)} and ${colourCheck(table.fontLightLight)} and ${colourCheck(table.backgroundDarkLight)} and ${colourCheck(table.fontDarkLight)}`,
    ),
  ],
);

/**
 * A club's changes to a built-in type: each column null where the club keeps the built-in's value (`translations`
 * null: the built-in's, which the app translates itself).
 */
export const activityTypeOverrides = pgTable(
  'activity_type_overrides',
  {
    clubId: clubRef(),
    typeId: integer('type_id')
      .notNull()
      .references(() => activityTypes.id, { onDelete: 'cascade' }),
    title: text('title'),
    iconPath: text('icon_path'),
    translations: jsonb('translations').$type<Partial<Record<LocaleCode, string>>>(),
    backgroundLight: text('background_light'),
    fontLight: text('font_light'),
    backgroundLightLight: text('background_light_light'),
    fontLightLight: text('font_light_light'),
    backgroundDarkLight: text('background_dark_light'),
    fontDarkLight: text('font_dark_light'),
    hidden: boolean('hidden').notNull().default(false),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [primaryKey({ columns: [table.clubId, table.typeId] })],
);
