import { localeCodes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import {
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
} from 'drizzle-orm/pg-core';
import { clubRef, optionalUserRef, userRef } from './columns.js';
import { groups } from './members.js';

/** Messages and boards (spec document 2 §2.8, §3 Message and Message template; ADR 028). */

/** A club's messages to its members (§3 "Message (board message)"). */
export const messages = pgTable(
  'messages',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    title: text('title').notNull(),
    message: text('message').notNull(),
    /** To every member of the club; else to the members of its `message_groups`. */
    allMembers: boolean('all_members').notNull().default(false),
    /** The author (§2.8 shows their name); kept as null when their account is erased. */
    createdByUserId: optionalUserRef('created_by_user_id'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    /** Last changed (§3 timeStamp); `created_at` until edited. */
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    /**
     * The fan-out of its mails (`messageMails` job, ADR 028): the last address (lower-cased) whose mail is enqueued,
     * null before the first batch; the next batch starts after it.
     */
    mailCursor: text('mail_cursor'),
    /** When the fan-out enqueued its last batch; a run of the job after it mails nobody. */
    mailsDoneAt: timestamp('mails_done_at', { withTimezone: true }),
  },
  (table) => [
    unique('messages_id_club_key').on(table.id, table.clubId),
    // Both lists: the club's messages newest first, paged.
    index('messages_club_created_idx').on(table.clubId, table.createdAt.desc(), table.id.desc()),
    index('messages_created_by_idx').on(table.createdByUserId),
  ],
);

/** The groups a message is for (none when it goes to all members); kept in the message's and the group's club. */
export const messageGroups = pgTable(
  'message_groups',
  {
    messageId: integer('message_id').notNull(),
    groupId: integer('group_id').notNull(),
    clubId: clubRef(),
  },
  (table) => [
    primaryKey({ name: 'message_groups_pk', columns: [table.messageId, table.groupId] }),
    foreignKey({
      name: 'message_groups_message_fk',
      columns: [table.messageId, table.clubId],
      foreignColumns: [messages.id, messages.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'message_groups_group_fk',
      columns: [table.groupId, table.clubId],
      foreignColumns: [groups.id, groups.clubId],
    }).onDelete('cascade'),
    // A member's reading list: the messages of the groups they are in.
    index('message_groups_group_idx').on(table.groupId, table.messageId),
  ],
);

/** Comments on a message (§3: comment text and type): text only (type 0, ADR 028). */
export const messageComments = pgTable(
  'message_comments',
  {
    id: serial('id').primaryKey(),
    messageId: integer('message_id').notNull(),
    clubId: clubRef(),
    userId: userRef(),
    comment: text('comment').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'message_comments_message_fk',
      columns: [table.messageId, table.clubId],
      foreignColumns: [messages.id, messages.clubId],
    }).onDelete('cascade'),
    index('message_comments_message_idx').on(table.messageId, table.createdAt, table.id),
  ],
);

const knownLocales = sql.raw(localeCodes.map((code) => `'${code}'`).join(', '));

/**
 * The message templates (§3 Message template: title, message): global, read-only, in the 8 languages (ADR 028).
 * Seeded by their migration; `position` orders a language's templates in the wizard.
 */
export const messageTemplates = pgTable(
  'message_templates',
  {
    id: serial('id').primaryKey(),
    locale: text('locale').notNull(),
    position: smallint('position').notNull(),
    title: text('title').notNull(),
    message: text('message').notNull(),
  },
  (table) => [
    unique('message_templates_locale_position_key').on(table.locale, table.position),
    check('message_templates_locale_known', sql`${table.locale} in (${knownLocales})`),
  ],
);
