import { memberRoles, memberTypeOf, type MemberType } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  date,
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
import { clubRef, searchTrigramIndex, userRef } from './columns.js';

/** The members area: who is in which club and as what, and the club's groups. */

/** The member types of the domain's one table (`memberTypes`), as SQL: `1, 3, 2`. */
const knownMemberTypes = sql.raw(memberRoles.map(memberTypeOf).join(', '));

/** A user's place in a club; `type` is a member type of the domain's one table, and nothing else. */
export const memberships = pgTable(
  'memberships',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    userId: userRef(),
    type: smallint('type').$type<MemberType>().notNull().default(memberTypeOf('member')),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memberships_club_user_idx').on(table.clubId, table.userId),
    index('memberships_user_idx').on(table.userId),
    check('memberships_type_known', sql`${table.type} in (${knownMemberTypes})`),
  ],
);

/**
 * A club's groups (spec document 1 §3 Group), nested through `parent_id`. The screens and calls come with
 * "Members I", which may add columns. A parent is always in the same club (the composite key below).
 */
export const groups = pgTable(
  'groups',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    parentId: integer('parent_id'),
    title: text('title').notNull(),
    /** Most members the group takes ("For mange medlemmer" beyond it); null for no limit. */
    maxUsers: integer('max_users'),
    /** Members may ask to join. */
    open: boolean('open').notNull().default(false),
    hiddenForMembers: boolean('hidden_for_members').notNull().default(false),
    hiddenForLeaders: boolean('hidden_for_leaders').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('groups_club_idx').on(table.clubId),
    unique('groups_id_club_key').on(table.id, table.clubId),
    foreignKey({
      name: 'groups_parent_fk',
      columns: [table.parentId, table.clubId],
      foreignColumns: [table.id, table.clubId],
    }).onDelete('cascade'),
    check('groups_max_users_positive', sql`${table.maxUsers} is null or ${table.maxUsers} > 0`),
  ],
);

/**
 * Who is in a group, and who leads it. Carries `club_id` like every tenant table; the composite keys keep
 * it equal to the group's club and make sure only a member of that club can be in the group (leaving the
 * club leaves its groups).
 */
export const groupMembers = pgTable(
  'group_members',
  {
    groupId: integer('group_id').notNull(),
    clubId: clubRef(),
    userId: userRef(),
    isLeader: boolean('is_leader').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'group_members_pk', columns: [table.groupId, table.userId] }),
    foreignKey({
      name: 'group_members_group_fk',
      columns: [table.groupId, table.clubId],
      foreignColumns: [groups.id, groups.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_members_membership_fk',
      columns: [table.clubId, table.userId],
      foreignColumns: [memberships.clubId, memberships.userId],
    }).onDelete('cascade'),
    index('group_members_user_idx').on(table.userId, table.clubId),
  ],
);

/**
 * Inactive (dummy) members (spec document 1 §3, §4; ADR 016): people an administrator or an import put into
 * the club who have no account yet. Several may share one e-mail (a parent's, for the children), which
 * `users.email` forbids, so they have a table and an id of their own, rendered `i{id}` on the wire.
 * `invited_at` null is "inactive red" (never invited); set, "inactive orange" (invited, not yet activated).
 * "Joining" creates and activates them; "Members I" seeds them for the demo and the tests.
 */
export const inactiveMembers = pgTable(
  'inactive_members',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    firstName: text('first_name').notNull(),
    surname: text('surname').notNull(),
    email: text('email'),
    mobile: text('mobile'),
    zip: text('zip'),
    address: text('address'),
    city: text('city'),
    birthdate: date('birthdate'),
    /** When the invitation mail was last sent; null: never invited. */
    invitedAt: timestamp('invited_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('inactive_members_id_club_key').on(table.id, table.clubId),
    index('inactive_members_club_name_idx').on(table.clubId, table.firstName, table.surname),
    searchTrigramIndex('inactive_members_search_trgm_idx', table),
  ],
);

/** Which groups an inactive member is in (they lead none); kept in the group's club like `group_members`. */
export const inactiveGroupMembers = pgTable(
  'inactive_group_members',
  {
    groupId: integer('group_id').notNull(),
    clubId: clubRef(),
    inactiveMemberId: integer('inactive_member_id').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'inactive_group_members_pk', columns: [table.groupId, table.inactiveMemberId] }),
    foreignKey({
      name: 'inactive_group_members_group_fk',
      columns: [table.groupId, table.clubId],
      foreignColumns: [groups.id, groups.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inactive_group_members_member_fk',
      columns: [table.inactiveMemberId, table.clubId],
      foreignColumns: [inactiveMembers.id, inactiveMembers.clubId],
    }).onDelete('cascade'),
    index('inactive_group_members_member_idx').on(table.inactiveMemberId),
  ],
);
