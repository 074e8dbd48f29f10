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
import { clubRef, optionalUserRef, searchTrigramIndex, userRef } from './columns.js';

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
    /** When they joined the club (spec §3 memberSince). */
    memberSince: date('member_since').notNull().defaultNow(),
    /** The club's own note on the member (Members II). */
    note: text('note'),
    /** The club's own member number (spec §3 clubInternalMemberId). */
    clubInternalMemberId: text('club_internal_member_id'),
    /** 2 when they joined through an accepted club request, kept for history (spec §4); else null. */
    requestTypeId: smallint('request_type_id'),
    /** The club's messages are mailed to them; false once they chose no club mails (ADR 028: messages only). */
    messageMails: boolean('message_mails').notNull().default(true),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('memberships_club_user_idx').on(table.clubId, table.userId),
    // (user, club): a user's clubs in club order straight from the index (the club list, the children's clubs).
    index('memberships_user_idx').on(table.userId, table.clubId),
    check('memberships_type_known', sql`${table.type} in (${knownMemberTypes})`),
    check('memberships_request_type_known', sql`${table.requestTypeId} is null or ${table.requestTypeId} = 2`),
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
    /** Spec §4 userStatus: 1 adult, 2 child (a child's e-mail is a parent's and cannot be edited, §5). */
    userStatus: smallint('user_status').notNull().default(1),
    /** The administrator's note from create member (Joining I). */
    note: text('note'),
    /** The club's messages are mailed to them; false once the address chose no club mails (ADR 028). */
    messageMails: boolean('message_mails').notNull().default(true),
    /**
     * The member type the person gets in the club when they become a user (Joining III, ADR 020: an imported role is
     * kept); a member unless an import mapped their role higher.
     */
    memberType: smallint('member_type').$type<MemberType>().notNull().default(memberTypeOf('member')),
    /** The sign-up's assignment (ADR 018): when the type was chosen and saved; null while unassigned. */
    assignedAt: timestamp('assigned_at', { withTimezone: true }),
    /** A child's choice whether it signs in on its own; null until chosen, and for adults. */
    ownLogin: boolean('own_login'),
    /**
     * When the person became a user through the sign-up (ADR 018). From then on they are an active member, and every
     * list, count and lookup of inactive members leaves the row out (`pendingInactive`); it stays as the record of
     * who became whom, and as the parent a later child's registration is checked against.
     */
    activatedAt: timestamp('activated_at', { withTimezone: true }),
    activatedUserId: optionalUserRef('activated_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('inactive_members_id_club_key').on(table.id, table.clubId),
    check('inactive_members_user_status_known', sql`${table.userStatus} in (1, 2)`),
    check('inactive_members_member_type_known', sql`${table.memberType} in (${knownMemberTypes})`),
    index('inactive_members_club_name_idx').on(table.clubId, table.firstName, table.surname),
    // The sign-up's scope: the club's dummies of one e-mail (ADR 018).
    index('inactive_members_club_email_idx').on(table.clubId, sql`lower(${table.email})`),
    // An account erased sets the rows naming it to null.
    index('inactive_members_activated_user_idx').on(table.activatedUserId),
    // A user is named only for an activated row (the user may be erased later: the time stays).
    check(
      'inactive_members_activation_whole',
      sql`${table.activatedUserId} is null or ${table.activatedAt} is not null`,
    ),
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

/**
 * Requests of members to join a group (spec document 1 §4 pending requests; ADR 017): "Joining II" writes them,
 * "Members II" answers them. Approving adds the member to the group and deletes the request in one transaction.
 */
export const groupRequests = pgTable(
  'group_requests',
  {
    groupId: integer('group_id').notNull(),
    clubId: clubRef(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'group_requests_pk', columns: [table.groupId, table.userId] }),
    foreignKey({
      name: 'group_requests_group_fk',
      columns: [table.groupId, table.clubId],
      foreignColumns: [groups.id, groups.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'group_requests_membership_fk',
      columns: [table.clubId, table.userId],
      foreignColumns: [memberships.clubId, memberships.userId],
    }).onDelete('cascade'),
    index('group_requests_club_idx').on(table.clubId, table.createdAt),
    // The member's requests: removing a member from the club (the membership's cascade) or a user's account.
    index('group_requests_member_idx').on(table.userId, table.clubId),
  ],
);

/** Requests of users to join a club (spec §4; "Joining II" writes them); accepted, they become a membership. */
export const clubRequests = pgTable(
  'club_requests',
  {
    clubId: clubRef(),
    userId: userRef(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'club_requests_pk', columns: [table.clubId, table.userId] }),
    index('club_requests_club_idx').on(table.clubId, table.createdAt),
    // An account erased takes its requests along (the users foreign key's cascade).
    index('club_requests_user_idx').on(table.userId),
  ],
);

/**
 * Relations between two members of a club (spec §3 Relation; ADR 017): `related_user_id` is `user_id`'s child (1),
 * parent (2) or household member (4), read inversely from the other side. One row per pair and club; recorded per
 * club (one club's administrators never see another's), and gone when either leaves the club.
 */
export const memberRelations = pgTable(
  'member_relations',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    userId: integer('user_id').notNull(),
    relatedUserId: integer('related_user_id').notNull(),
    relationType: smallint('relation_type').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'member_relations_user_fk',
      columns: [table.clubId, table.userId],
      foreignColumns: [memberships.clubId, memberships.userId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'member_relations_related_fk',
      columns: [table.clubId, table.relatedUserId],
      foreignColumns: [memberships.clubId, memberships.userId],
    }).onDelete('cascade'),
    check('member_relations_type_known', sql`${table.relationType} in (1, 2, 4)`),
    check('member_relations_two_people', sql`${table.userId} <> ${table.relatedUserId}`),
    uniqueIndex('member_relations_pair_idx').on(
      table.clubId,
      sql`least(${table.userId}, ${table.relatedUserId})`,
      sql`greatest(${table.userId}, ${table.relatedUserId})`,
    ),
    index('member_relations_user_idx').on(table.clubId, table.userId),
    index('member_relations_related_idx').on(table.clubId, table.relatedUserId),
  ],
);

/**
 * Members removed from a club, for its "removed" export (spec §7). Names come from the user at export time, so
 * nothing personal is copied; an account erased since takes its rows with it (spec: "an account that erased
 * itself leaves no row there").
 */
export const removedMembers = pgTable(
  'removed_members',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    userId: userRef(),
    removedAt: timestamp('removed_at', { withTimezone: true }).notNull().defaultNow(),
    removedByUserId: optionalUserRef('removed_by_user_id'),
  },
  (table) => [
    index('removed_members_club_idx').on(table.clubId, table.removedAt),
    // An account erased takes its rows along (the users foreign key's cascade).
    index('removed_members_user_idx').on(table.userId),
  ],
);
