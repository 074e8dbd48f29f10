import { foreignKey, index, integer, pgTable, primaryKey } from 'drizzle-orm/pg-core';
import { clubLinks } from './clubs.js';
import { clubRef } from './columns.js';
import { groups } from './members.js';

/** "Joining II" (ADR 019): the groups a sign-up link names, kept in the link's club by composite keys. */
export const clubLinkGroups = pgTable(
  'club_link_groups',
  {
    linkId: integer('link_id').notNull(),
    groupId: integer('group_id').notNull(),
    clubId: clubRef(),
  },
  (table) => [
    primaryKey({ name: 'club_link_groups_pk', columns: [table.linkId, table.groupId] }),
    foreignKey({
      name: 'club_link_groups_link_fk',
      columns: [table.linkId, table.clubId],
      foreignColumns: [clubLinks.id, clubLinks.clubId],
    }).onDelete('cascade'),
    foreignKey({
      name: 'club_link_groups_group_fk',
      columns: [table.groupId, table.clubId],
      foreignColumns: [groups.id, groups.clubId],
    }).onDelete('cascade'),
    // A group's links (the dialog of one group), and the cascade when a group is deleted.
    index('club_link_groups_group_idx').on(table.groupId),
  ],
);
