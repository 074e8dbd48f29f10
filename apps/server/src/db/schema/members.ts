import { memberTypeOf, type MemberType } from '@klubhus/domain';
import { index, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubRef, userRef } from './columns.js';

/** The members area: who is in which club, and as what. */

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
  ],
);
