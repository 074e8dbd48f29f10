import { memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { hashToken } from '../../src/shared/tokens.js';

/** argon2id hash of "secret1234", computed once so that seeding costs no hashing. */
export const PRECOMPUTED_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$//Iz+YJZhpDa2IF7zAmj+g$OoXL9Pgr4w1gmV7WrCxnyccLpvq+ITFJ3Fgx0Y6qr3w';

/**
 * The people of the test world. With anonymous, these are AREAS.md's seven personas (`matrix.ts`):
 * loner (signed in, not in the club), memberA (in group A), otherLeaderA (leads the other group of club A),
 * leaderA (leads group A), adminB (administrator of club B), adminA (administrator of club A).
 */
export type Persona = 'adminA' | 'leaderA' | 'otherLeaderA' | 'memberA' | 'adminB' | 'loner';

export interface AccessWorld {
  clubA: number;
  clubB: number;
  groups: {
    /** Club A's group led by leaderA, with memberA in it. */
    a: number;
    /** Club A's other group, led by otherLeaderA. */
    otherA: number;
    /** A group of club B. */
    b: number;
  };
  /** A valid bearer token per persona. */
  tokens: Record<Persona, string>;
  userIds: Record<Persona, number>;
  /** An inactive (never invited) member of each club, in no group: `i${id}` on the wire. */
  inactiveIds: { a: number; b: number };
  /**
   * A coming activity of each club: club A's made by leaderA, inviting group A; club B's made by adminB
   * (`putWorldActivities`).
   */
  activities: { a: number; b: number };
  expiredToken: string;
}

const personas: Record<Persona, { club: 'A' | 'B'; role: MemberRole } | { club: null }> = {
  adminA: { club: 'A', role: 'admin' },
  leaderA: { club: 'A', role: 'leader' },
  otherLeaderA: { club: 'A', role: 'leader' },
  memberA: { club: 'A', role: 'member' },
  adminB: { club: 'B', role: 'admin' },
  loner: { club: null },
};

/** Two clubs, three groups, a user per persona and their sessions, written by plain SQL. */
export const seedAccessWorld = async (db: Db): Promise<AccessWorld> => {
  const clubs = await queryRows<{ id: number }>(
    db,
    sql`insert into clubs (title, country_code) values ('Klub A', 'DK'), ('Klub B', 'DK') returning id`,
  );
  const [clubA, clubB] = clubs.map((row) => Number(row.id));
  if (!clubA || !clubB) throw new Error('seed failed');
  const tokens = {} as Record<Persona, string>;
  const userIds = {} as Record<Persona, number>;
  for (const [persona, place] of Object.entries(personas) as [Persona, (typeof personas)[Persona]][]) {
    const inserted = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, password_hash, first_name, surname)
          values (${`${persona}@test.klubhus.dk`}, ${PRECOMPUTED_PASSWORD_HASH}, ${persona}, 'Test') returning id`,
    );
    const userId = Number(inserted[0]?.id);
    userIds[persona] = userId;
    if (place.club) {
      await db.execute(
        sql`insert into memberships (club_id, user_id, type)
            values (${place.club === 'A' ? clubA : clubB}, ${userId}, ${memberTypeOf(place.role)})`,
      );
    }
    tokens[persona] = `token-${persona}`;
    await db.execute(
      sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken(tokens[persona])}, ${userId}, now() + interval '1 day')`,
    );
    if (persona === 'memberA') {
      await db.execute(
        sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken('token-expired')}, ${userId}, now() - interval '1 minute')`,
      );
    }
  }
  const groupIds = await queryRows<{ id: number }>(
    db,
    sql`insert into groups (club_id, title) values (${clubA}, 'Hold A'), (${clubA}, 'Hold A2'), (${clubB}, 'Hold B')
        returning id`,
  );
  const [a, otherA, b] = groupIds.map((row) => Number(row.id));
  if (!a || !otherA || !b) throw new Error('seed failed');
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id, is_leader) values
          (${a}, ${clubA}, ${userIds.leaderA}, true), (${a}, ${clubA}, ${userIds.memberA}, false),
          (${otherA}, ${clubA}, ${userIds.otherLeaderA}, true)`,
  );
  const inactive = await queryRows<{ id: number }>(
    db,
    sql`insert into inactive_members (club_id, first_name, surname) values
          (${clubA}, 'Inaktiv', 'A'), (${clubB}, 'Inaktiv', 'B') returning id`,
  );
  const [inactiveA, inactiveB] = inactive.map((row) => Number(row.id));
  if (!inactiveA || !inactiveB) throw new Error('seed failed');
  const activities = await putWorldActivities(db, { clubA, clubB, groups: { a, otherA, b }, userIds });
  return {
    clubA,
    clubB,
    groups: { a, otherA, b },
    tokens,
    userIds,
    inactiveIds: { a: inactiveA, b: inactiveB },
    activities,
    expiredToken: 'token-expired',
  };
};

/**
 * The world's activities (ADR 022), a month ahead of the database's time: club A's "Træning" made by leaderA inviting
 * group A, and club B's "Møde" made by adminB. With `ids`, puts them back as seeded where calls changed, cancelled or
 * re-invited them (the fuzzer's `restoreWorld.ts`).
 */
export const putWorldActivities = async (
  db: Db,
  world: Pick<AccessWorld, 'clubA' | 'clubB' | 'groups' | 'userIds'>,
  ids?: AccessWorld['activities'],
): Promise<AccessWorld['activities']> => {
  const { clubA, clubB, groups, userIds } = world;
  const idOf = (id: number | undefined) => (id === undefined ? sql`default` : sql`${id}`);
  const rows = await queryRows<{ id: number; club_id: number }>(
    db,
    sql`insert into activities (id, club_id, type, title, location, starts_at, ends_at, created_by_user_id)
        values (${idOf(ids?.a)}, ${clubA}, 1, 'Træning', 'Hallen',
                now() + interval '30 days', now() + interval '30 days 2 hours', ${userIds.leaderA}),
               (${idOf(ids?.b)}, ${clubB}, 2, 'Møde', 'Klubhuset',
                now() + interval '30 days', now() + interval '30 days 1 hour', ${userIds.adminB})
        on conflict (id) do update
          set club_id = excluded.club_id, type = excluded.type, title = excluded.title, description = null,
              location = excluded.location, starts_at = excluded.starts_at, ends_at = excluded.ends_at,
              deadline = null, cover_image_path = null, image_paths = '[]', responsible_user_id = null,
              created_by_user_id = excluded.created_by_user_id, participant_limit = null,
              forced_participation = false, amount_ore = null, recurring = 0, recurring_guid = null,
              recurring_until = null, recurring_times = 1, cancelled_at = null, cancel_reason = null,
              cancelled_by_user_id = null
        returning id, club_id`,
  );
  const a = Number(rows.find((row) => Number(row.club_id) === clubA)?.id);
  const b = Number(rows.find((row) => Number(row.club_id) === clubB)?.id);
  if (!a || !b) throw new Error('seed failed');
  await db.execute(sql`delete from activity_groups where activity_id in (${a}, ${b})`);
  await db.execute(sql`delete from activity_invited_users where activity_id in (${a}, ${b})`);
  await db.execute(sql`delete from activity_co_hosts where activity_id in (${a}, ${b})`);
  await db.execute(
    sql`insert into activity_groups (activity_id, club_id, group_id) values (${a}, ${clubA}, ${groups.a})`,
  );
  // Group A's members are its participants (ADR 023), invited, as the invitation would have made them.
  await db.execute(sql`delete from activity_participants where activity_id in (${a}, ${b})`);
  await db.execute(
    sql`insert into activity_participants (activity_id, club_id, user_id)
        values (${a}, ${clubA}, ${userIds.leaderA}), (${a}, ${clubA}, ${userIds.memberA})`,
  );
  return { a, b };
};
