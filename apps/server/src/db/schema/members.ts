import { memberRoles, memberTypeOf, type MemberType } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { check, index, pgTable, serial, smallint, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { clubRef, userRef } from './columns.js';

/** The members area: who is in which club, and as what. */

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
