import { sql } from 'drizzle-orm';
import {
  foreignKey,
  index,
  integer,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { clubRef, optionalUserRef } from './columns.js';
import { inactiveMembers } from './members.js';

/** "Joining I" (ADR 018): invitation mails, the sign-up's sessions, and the parents of the sign-up's children. */

/**
 * One invitation mail to one e-mail for one club. The secret's hash is set when the mail is sent (ADR 014: the
 * link is made then, never stored); the link works until `expires_at` (30 days) or until the flow completes
 * (`used_at`, set on every invitation of the club and e-mail at once).
 */
export const invitations = pgTable(
  'invitations',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    /** As the dummy has it; compared lower-case. */
    email: text('email').notNull(),
    tokenHash: text('token_hash'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    sentByUserId: optionalUserRef('sent_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('invitations_token_idx').on(table.tokenHash),
    index('invitations_scope_idx').on(table.clubId, sql`lower(${table.email})`),
    index('invitations_expires_idx').on(table.expiresAt),
    // An account erased sets its invitations' sender to null.
    index('invitations_sender_idx').on(table.sentByUserId),
  ],
);

/** The `imported` sessions of the sign-up (2 hours); only the token's hash is stored. */
export const importedSessions = pgTable(
  'imported_sessions',
  {
    tokenHash: text('token_hash').primaryKey(),
    invitationId: integer('invitation_id')
      .notNull()
      .references(() => invitations.id, { onDelete: 'cascade' }),
    clubId: clubRef(),
    email: text('email').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    index('imported_sessions_invitation_idx').on(table.invitationId),
    index('imported_sessions_expires_idx').on(table.expiresAt),
  ],
);

/** A child's parents in the sign-up (spec §5: at least one): other dummies of the same club. */
export const inactiveMemberParents = pgTable(
  'inactive_member_parents',
  {
    clubId: clubRef(),
    childId: integer('child_id').notNull(),
    parentId: integer('parent_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'inactive_member_parents_pk', columns: [table.childId, table.parentId] }),
    foreignKey({
      name: 'inactive_member_parents_child_fk',
      columns: [table.childId, table.clubId],
      foreignColumns: [inactiveMembers.id, inactiveMembers.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'inactive_member_parents_parent_fk',
      columns: [table.parentId, table.clubId],
      foreignColumns: [inactiveMembers.id, inactiveMembers.clubId],
    }).onDelete('cascade'),
    index('inactive_member_parents_parent_idx').on(table.parentId),
  ],
);
