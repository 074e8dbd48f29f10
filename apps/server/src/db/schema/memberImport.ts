import {
  importGroupActions,
  importSources,
  importSteps,
  memberRoles,
  memberTypeOf,
  type MemberType,
} from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  boolean,
  check,
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubRef, optionalUserRef } from './columns.js';
import { inactiveMembers, memberships } from './members.js';

/**
 * "Joining III" (ADR 020): the staged member import of a club. `parsecsv` / `parsecsvconventus` write it, the
 * recording calls change its choices, `importusers {importId}` applies it in one transaction and deletes it. One per
 * club (a new file replaces the staged one); every table carries `club_id`, kept equal to the import's by composite
 * keys, and goes with the import (cascade).
 */

const list = (values: readonly string[]) => sql.raw(values.map((value) => `'${value}'`).join(', '));
const knownMemberTypes = sql.raw(memberRoles.map(memberTypeOf).join(', '));

export const memberImports = pgTable(
  'member_imports',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    source: text('source').notNull(),
    fileName: text('file_name').notNull(),
    /** The furthest wizard sub-step reached (spec §4: existing matches, roles, groups, preview). */
    step: text('step').notNull().default('existing'),
    createdBy: optionalUserRef('created_by'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('member_imports_club_idx').on(table.clubId),
    unique('member_imports_id_club_key').on(table.id, table.clubId),
    check('member_imports_source_known', sql`${table.source} in (${list(importSources)})`),
    check('member_imports_step_known', sql`${table.step} in (${list(importSteps)})`),
    // An account erased sets its imports' author to null.
    index('member_imports_created_by_idx').on(table.createdBy),
  ],
);

/** Keeps a row of an import's table in the import's club, and deletes it with the import. */
const ofImport = (name: string, importId: AnyPgColumn, clubId: AnyPgColumn) =>
  foreignKey({ name, columns: [importId, clubId], foreignColumns: [memberImports.id, memberImports.clubId] }).onDelete(
    'cascade',
  );

/**
 * The staged rows (spec §3 Import "members (id memberId or generated)"): the file's people as the preview shows
 * them. Text as the file had it (cleaned): `birthdate` is `YYYY-MM-DD`, or the cell itself when it is no date
 * (`problems` then says so); confirm applies only rows without problems.
 */
export const memberImportRows = pgTable(
  'member_import_rows',
  {
    importId: integer('import_id').notNull(),
    clubId: clubRef(),
    /** The source's member number, or `r{line}`. */
    rowId: text('row_id').notNull(),
    line: integer('line').notNull(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    address: text('address'),
    zip: text('zip'),
    city: text('city'),
    birthdate: text('birthdate'),
    /** The source role's id (`member_import_roles.id`), or null. */
    role: text('role'),
    /** The source groups' ids (`member_import_groups.id`). */
    groupIds: text('group_ids')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
    /** The existing member the row merges into (`17`, `i4`): one of its candidates; null imports it as new. */
    mergeWith: text('merge_with'),
    removed: boolean('removed').notNull().default(false),
    problems: text('problems')
      .array()
      .notNull()
      .default(sql`'{}'::text[]`),
  },
  (table) => [
    primaryKey({ name: 'member_import_rows_pk', columns: [table.importId, table.rowId] }),
    ofImport('member_import_rows_import_fk', table.importId, table.clubId),
    // The preview pages by line; confirm reads the rows in chunks by line.
    uniqueIndex('member_import_rows_line_idx').on(table.importId, table.line),
    // The preview's "needs attention" filter, and confirm's check that none is left.
    index('member_import_rows_problems_idx')
      .on(table.importId, table.line)
      .where(sql`cardinality(${table.problems}) > 0 and not ${table.removed}`),
  ],
);

/** The source roles (spec §3: id = name) and the member type each becomes (spec §4: unmapped roles are members). */
export const memberImportRoles = pgTable(
  'member_import_roles',
  {
    importId: integer('import_id').notNull(),
    clubId: clubRef(),
    id: text('id').notNull(),
    memberType: smallint('member_type').$type<MemberType>().notNull().default(memberTypeOf('member')),
    /** Rows carrying it, counted when staged. */
    rowCount: integer('row_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'member_import_roles_pk', columns: [table.importId, table.id] }),
    ofImport('member_import_roles_import_fk', table.importId, table.clubId),
    check('member_import_roles_type_known', sql`${table.memberType} in (${knownMemberTypes})`),
  ],
);

/**
 * The source groups (spec §3: id = department plus `-groupName` if present) and their fate (spec §4): `create` a
 * main group titled `title`, `match` the club's group `group_id`, or `skip`. A matched group deleted meanwhile is
 * found out at confirm (404 unknownGroup): the mapping keeps no key on it, so that deleting a group is never held
 * up by a staged import.
 */
export const memberImportGroups = pgTable(
  'member_import_groups',
  {
    importId: integer('import_id').notNull(),
    clubId: clubRef(),
    id: text('id').notNull(),
    department: text('department').notNull(),
    groupName: text('group_name'),
    title: text('title').notNull(),
    action: text('action').notNull().default('create'),
    groupId: integer('group_id'),
    rowCount: integer('row_count').notNull().default(0),
  },
  (table) => [
    primaryKey({ name: 'member_import_groups_pk', columns: [table.importId, table.id] }),
    ofImport('member_import_groups_import_fk', table.importId, table.clubId),
    check('member_import_groups_action_known', sql`${table.action} in (${list(importGroupActions)})`),
    check(
      'member_import_groups_match_names_group',
      sql`(${table.action} = 'match') = (${table.groupId} is not null) or ${table.action} = 'create'`,
    ),
  ],
);

/**
 * Existing members a row may be (spec §3 Import "existing"), found when the file is staged: the same e-mail
 * (case-insensitive), or the same first name, surname and birthdate, among the club's active members and its inactive
 * members still waiting. `member_id` is the member's wire id (`17`, `i4`), what `merge_with` names. A member who
 * leaves the club takes their candidacies along (the foreign keys' cascade); confirm then refuses a merge into them.
 */
export const memberImportCandidates = pgTable(
  'member_import_candidates',
  {
    importId: integer('import_id').notNull(),
    clubId: clubRef(),
    rowId: text('row_id').notNull(),
    memberId: text('member_id').notNull(),
    userId: integer('user_id'),
    inactiveMemberId: integer('inactive_member_id'),
    matchedBy: text('matched_by').notNull(),
  },
  (table) => [
    primaryKey({ name: 'member_import_candidates_pk', columns: [table.importId, table.rowId, table.memberId] }),
    ofImport('member_import_candidates_import_fk', table.importId, table.clubId),
    foreignKey({
      name: 'member_import_candidates_row_fk',
      columns: [table.importId, table.rowId],
      foreignColumns: [memberImportRows.importId, memberImportRows.rowId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_import_candidates_membership_fk',
      columns: [table.clubId, table.userId],
      foreignColumns: [memberships.clubId, memberships.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_import_candidates_inactive_fk',
      columns: [table.inactiveMemberId, table.clubId],
      foreignColumns: [inactiveMembers.id, inactiveMembers.clubId],
    }).onDelete('cascade'),
    check('member_import_candidates_one_member', sql`(${table.userId} is null) <> (${table.inactiveMemberId} is null)`),
    check('member_import_candidates_matched_by_known', sql`${table.matchedBy} in ('email', 'nameAndBirthdate')`),
    // A member leaving the club finds their candidacies by these (the cascades above).
    index('member_import_candidates_membership_idx').on(table.clubId, table.userId),
    index('member_import_candidates_inactive_idx').on(table.inactiveMemberId),
  ],
);
