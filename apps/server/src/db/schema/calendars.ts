import { foreignKey, index, integer, pgTable, primaryKey, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { activities } from './activities.js';
import { clubRef, userRef } from './columns.js';
import { memberships } from './members.js';

/** The calendars area (spec document 2 §2.5, §2.7; issue 23; ADR 026): personal feeds and shared calendars. */

/**
 * A member's personal feed address in a club (one at a time): the random nonce its token is derived from with the
 * server's link key, and the token's hash for the lookup; never the token (ADR 019's pattern). Revoking deletes the
 * row; a new address replaces it. Gone with the membership.
 */
export const personalCalendarLinks = pgTable(
  'personal_calendar_links',
  {
    clubId: clubRef(),
    userId: userRef(),
    nonce: text('nonce').notNull(),
    tokenHash: text('token_hash').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'personal_calendar_links_pk', columns: [table.clubId, table.userId] }),
    uniqueIndex('personal_calendar_links_token_idx').on(table.tokenHash),
    foreignKey({
      name: 'personal_calendar_links_membership_fk',
      columns: [table.clubId, table.userId],
      foreignColumns: [memberships.clubId, memberships.userId],
    }).onDelete('cascade'),
  ],
);

/**
 * The shared calendars an activity is shared to (§2.7). `calendar_id` names a calendar of the deployment's file
 * (`SHARED_CALENDARS_FILE`), not a row: a calendar dropped from the file simply stops being offered and fed.
 */
export const activitySharedCalendars = pgTable(
  'activity_shared_calendars',
  {
    activityId: integer('activity_id').notNull(),
    clubId: clubRef(),
    calendarId: integer('calendar_id').notNull(),
    sharedAt: timestamp('shared_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    primaryKey({ name: 'activity_shared_calendars_pk', columns: [table.activityId, table.calendarId] }),
    foreignKey({
      name: 'activity_shared_calendars_activity_fk',
      columns: [table.activityId, table.clubId],
      foreignColumns: [activities.id, activities.clubId],
    }).onDelete('cascade'),
    // A shared calendar's feed: its activities, across clubs.
    index('activity_shared_calendars_calendar_idx').on(table.calendarId, table.activityId),
  ],
);
