import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import type { AccessWorld } from '../support/seedAccessWorld.js';

/**
 * Puts the seeded world's groups (and who is in them) back where an earlier entry's successful requests removed
 * them: a `groupdeleterecursive` with a known id deletes group A for good, and every later entry that locates a
 * group by its own id would then answer 404 before reading its body — never reaching the handler, and looking
 * to the body-limit rule as if a body over the limit had been let through. Each entry so starts from the world
 * as seeded; the rows are restored with their own ids, only where missing.
 */
export const restoreWorldGroups = async (db: Db, world: AccessWorld): Promise<void> => {
  const { clubA, clubB, groups, userIds } = world;
  await db.execute(
    sql`insert into groups (id, club_id, title) values
          (${groups.a}, ${clubA}, 'Hold A'), (${groups.otherA}, ${clubA}, 'Hold A2'), (${groups.b}, ${clubB}, 'Hold B')
        on conflict do nothing`,
  );
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id, is_leader)
        select group_id, club_id, user_id, is_leader from (values
          (${groups.a}::int, ${clubA}::int, ${userIds.leaderA}::int, true),
          (${groups.a}::int, ${clubA}::int, ${userIds.memberA}::int, false),
          (${groups.otherA}::int, ${clubA}::int, ${userIds.otherLeaderA}::int, true)
        ) as seeded (group_id, club_id, user_id, is_leader)
        where exists (select 1 from memberships m where m.club_id = seeded.club_id and m.user_id = seeded.user_id)
        on conflict do nothing`,
  );
};
