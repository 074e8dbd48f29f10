import { commentTypes, participantStatuses, repeatOptionIds, visibilityIds } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  foreignKey,
  index,
  integer,
  jsonb,
  pgTable,
  primaryKey,
  serial,
  smallint,
  text,
  timestamp,
  unique,
  uuid,
} from 'drizzle-orm/pg-core';
import { activityTypes } from './activityTypes.js';
import { clubRef, optionalUserRef, userRef } from './columns.js';
import { groups, memberships } from './members.js';

/** The activities area (spec document 2 §3; ADR 022): activities, their series, who they invite, their co-hosts. */

const known = (values: readonly number[]) => sql.raw(values.join(', '));

/**
 * One activity (one occurrence of a series: each occurrence is a row, sharing `recurring_guid`). Times are
 * instants (timestamptz); the club's zone (`clubs.time_zone`) says how they are shown.
 */
export const activities = pgTable(
  'activities',
  {
    id: serial('id').primaryKey(),
    clubId: clubRef(),
    /** The type (ADR 024): a built-in type's id or one of the club's own; a removed type stays. */
    type: integer('type')
      .notNull()
      .references(() => activityTypes.id),
    title: text('title').notNull(),
    description: text('description'),
    location: text('location'),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
    deadline: timestamp('deadline', { withTimezone: true }),
    /** Path of the cover image below DATA_DIR/files. */
    coverImagePath: text('cover_image_path'),
    /** Paths of the images below DATA_DIR/files, in the order they were added. */
    imagePaths: jsonb('image_paths').$type<string[]>().notNull().default([]),
    responsibleUserId: optionalUserRef('responsible_user_id'),
    createdByUserId: optionalUserRef('created_by_user_id'),
    /** The most attending; null for no limit. */
    participantLimit: integer('participant_limit'),
    forcedParticipation: boolean('forced_participation').notNull().default(false),
    participantsVisible: boolean('participants_visible').notNull().default(true),
    commentsEnabled: boolean('comments_enabled').notNull().default(true),
    sendNotification: boolean('send_notification').notNull().default(false),
    twoDaysReminder: boolean('two_days_reminder').notNull().default(false),
    /** 1 public, 3 invited only. */
    visibility: smallint('visibility').notNull().default(3),
    /** The amount in øre (whole hundredths of a krone); null for no payment. Fixed after creation (§5). */
    amountOre: integer('amount_ore'),
    /** 0 none, 1 weekly, 2 fortnightly. */
    recurring: smallint('recurring').notNull().default(0),
    /** Shared by the occurrences of one series; null for a single activity. */
    recurringGuid: uuid('recurring_guid'),
    recurringUntil: timestamp('recurring_until', { withTimezone: true }),
    /** Occurrences the series was created with. */
    recurringTimes: integer('recurring_times').notNull().default(1),
    /** Cancelled activities stay, marked, with the reason given (ADR 022). */
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    cancelReason: text('cancel_reason'),
    cancelledByUserId: optionalUserRef('cancelled_by_user_id'),
    /** When the two-days reminder was claimed for sending (ADR 023): set once, in the transaction that enqueues it. */
    reminderSentAt: timestamp('reminder_sent_at', { withTimezone: true }),
    /**
     * The match an imported fixture list made this activity for (ADR 027): `m:<match number>`, or without one
     * `t:<competition>|<home>|<away>`; null for an activity made by hand. A later version of the list finds it by this.
     */
    fixtureKey: text('fixture_key'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    unique('activities_id_club_key').on(table.id, table.clubId),
    // The two lists: coming ones (ends_at from now) by start, past ones by start, newest first.
    index('activities_club_start_idx').on(table.clubId, table.startsAt, table.id),
    index('activities_club_end_idx').on(table.clubId, table.endsAt),
    index('activities_series_idx').on(table.clubId, table.recurringGuid, table.startsAt),
    // A fixture import finds the club's activities of its matches (ADR 027).
    index('activities_fixture_idx')
      .on(table.clubId, table.fixtureKey)
      .where(sql`${table.fixtureKey} is not null`),
    // The reminder step's scan: activities with a reminder still to send, by deadline.
    index('activities_reminder_due_idx')
      .on(table.deadline)
      .where(sql`${table.twoDaysReminder} and ${table.reminderSentAt} is null and ${table.cancelledAt} is null`),
    check('activities_visibility_known', sql`${table.visibility} in (${known(visibilityIds)})`),
    check('activities_recurring_known', sql`${table.recurring} in (${known(repeatOptionIds)})`),
    check('activities_end_after_start', sql`${table.endsAt} >= ${table.startsAt}`),
    check('activities_limit_positive', sql`${table.participantLimit} is null or ${table.participantLimit} > 0`),
    check('activities_amount_minimum', sql`${table.amountOre} is null or ${table.amountOre} >= 200`),
    check('activities_recurring_times_positive', sql`${table.recurringTimes} > 0`),
  ],
);

/** The groups an activity invites: their members are invited through the group. */
export const activityGroups = pgTable(
  'activity_groups',
  {
    activityId: integer('activity_id').notNull(),
    clubId: clubRef(),
    groupId: integer('group_id').notNull(),
  },
  (table) => [
    primaryKey({ name: 'activity_groups_pk', columns: [table.activityId, table.groupId] }),
    foreignKey({
      name: 'activity_groups_activity_fk',
      columns: [table.activityId, table.clubId],
      foreignColumns: [activities.id, activities.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activity_groups_group_fk',
      columns: [table.groupId, table.clubId],
      foreignColumns: [groups.id, groups.clubId],
    }).onDelete('cascade'),
    index('activity_groups_group_idx').on(table.groupId),
  ],
);

/** Members an activity invites one by one (not through a group). Leaving the club leaves its activities. */
export const activityInvitedUsers = pgTable(
  'activity_invited_users',
  {
    activityId: integer('activity_id').notNull(),
    clubId: clubRef(),
    userId: userRef(),
  },
  (table) => [
    primaryKey({ name: 'activity_invited_users_pk', columns: [table.activityId, table.userId] }),
    foreignKey({
      name: 'activity_invited_users_activity_fk',
      columns: [table.activityId, table.clubId],
      foreignColumns: [activities.id, activities.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activity_invited_users_membership_fk',
      columns: [table.clubId, table.userId],
      foreignColumns: [memberships.clubId, memberships.userId],
    }).onDelete('cascade'),
    index('activity_invited_users_user_idx').on(table.userId, table.clubId),
  ],
);

/** Co-hosts of an activity with an amount (§2.5), chosen among the club's administrators and group leaders. */
export const activityCoHosts = pgTable(
  'activity_co_hosts',
  {
    activityId: integer('activity_id').notNull(),
    clubId: clubRef(),
    userId: userRef(),
  },
  (table) => [
    primaryKey({ name: 'activity_co_hosts_pk', columns: [table.activityId, table.userId] }),
    foreignKey({
      name: 'activity_co_hosts_activity_fk',
      columns: [table.activityId, table.clubId],
      foreignColumns: [activities.id, activities.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'activity_co_hosts_membership_fk',
      columns: [table.clubId, table.userId],
      foreignColumns: [memberships.clubId, memberships.userId],
    }).onDelete('cascade'),
    index('activity_co_hosts_user_idx').on(table.userId, table.clubId),
  ],
);

/**
 * Who an activity invites and what they answered (§2.6; ADR 023): one row per person, written when they are
 * invited (a group's members as they are then). `status` 0 invited, 1 attending, 2 cancelled. The row names the
 * user, not the membership: a member who leaves the club stays on the activities they took part in, shown as
 * inactive, and in the club's statistics.
 */
export const activityParticipants = pgTable(
  'activity_participants',
  {
    activityId: integer('activity_id').notNull(),
    clubId: clubRef(),
    userId: userRef(),
    status: smallint('status').notNull().default(participantStatuses.invited),
    invitedAt: timestamp('invited_at', { withTimezone: true }).notNull().defaultNow(),
    /** When the status last changed, and by whom (the person themself, or an administrator moving them). */
    changedAt: timestamp('changed_at', { withTimezone: true }).notNull().defaultNow(),
    changedByUserId: optionalUserRef('changed_by_user_id'),
  },
  (table) => [
    primaryKey({ name: 'activity_participants_pk', columns: [table.activityId, table.userId] }),
    foreignKey({
      name: 'activity_participants_activity_fk',
      columns: [table.activityId, table.clubId],
      foreignColumns: [activities.id, activities.clubId],
    }).onDelete('cascade'),
    // One list of one activity (status), and the limit's count of those attending.
    index('activity_participants_status_idx').on(table.activityId, table.status),
    // A member's statistics: their participations in the club.
    index('activity_participants_user_idx').on(table.clubId, table.userId),
    check('activity_participants_status_known', sql`${table.status} in (${known(Object.values(participantStatuses))})`),
  ],
);

/** Comments on an activity (§2.5, §3 Activity comment): text (type 0) or an image (type 1, its file below DATA_DIR/files). */
export const activityComments = pgTable(
  'activity_comments',
  {
    id: serial('id').primaryKey(),
    activityId: integer('activity_id').notNull(),
    clubId: clubRef(),
    userId: userRef(),
    type: smallint('type').notNull(),
    /** The text of a type-0 comment. */
    comment: text('comment'),
    /** The image of a type-1 comment, below DATA_DIR/files. */
    imagePath: text('image_path'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    foreignKey({
      name: 'activity_comments_activity_fk',
      columns: [table.activityId, table.clubId],
      foreignColumns: [activities.id, activities.clubId],
    }).onDelete('cascade'),
    index('activity_comments_activity_idx').on(table.activityId, table.createdAt, table.id),
    check(
      'activity_comments_text_or_image',
      sql`(${table.type} = ${sql.raw(String(commentTypes.text))} and ${table.comment} is not null and ${table.imagePath} is null) or (${table.type} = ${sql.raw(String(commentTypes.image))} and ${table.imagePath} is not null and ${table.comment} is null)`,
    ),
  ],
);
