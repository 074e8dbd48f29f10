import { memberTypeOf, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { hashToken } from '../../src/shared/tokens.js';

/** argon2id hash of "secret1234", computed once so that seeding costs no hashing. */
export const PRECOMPUTED_PASSWORD_HASH =
  '$argon2id$v=19$m=19456,t=2,p=1$//Iz+YJZhpDa2IF7zAmj+g$OoXL9Pgr4w1gmV7WrCxnyccLpvq+ITFJ3Fgx0Y6qr3w';

export type Persona = 'adminA' | 'leaderA' | 'memberA' | 'adminB' | 'loner';

export interface AccessWorld {
  clubA: number;
  clubB: number;
  /** A valid bearer token per persona. */
  tokens: Record<Persona, string>;
  expiredToken: string;
}

const personas: Record<Persona, { club: 'A' | 'B'; role: MemberRole } | { club: null }> = {
  adminA: { club: 'A', role: 'admin' },
  leaderA: { club: 'A', role: 'leader' },
  memberA: { club: 'A', role: 'member' },
  adminB: { club: 'B', role: 'admin' },
  loner: { club: null },
};

/** Two clubs, a user per role and sessions, written by plain SQL as the issue asks. */
export const seedAccessWorld = async (db: Db): Promise<AccessWorld> => {
  const clubs = await queryRows<{ id: number }>(
    db,
    sql`insert into clubs (title, country_code) values ('Klub A', 'DK'), ('Klub B', 'DK') returning id`,
  );
  const [clubA, clubB] = clubs.map((row) => Number(row.id));
  if (!clubA || !clubB) throw new Error('seed failed');
  const tokens = {} as Record<Persona, string>;
  for (const [persona, place] of Object.entries(personas) as [Persona, (typeof personas)[Persona]][]) {
    const inserted = await queryRows<{ id: number }>(
      db,
      sql`insert into users (email, password_hash, first_name, surname)
          values (${`${persona}@test.klubhus.dk`}, ${PRECOMPUTED_PASSWORD_HASH}, ${persona}, 'Test') returning id`,
    );
    const userId = Number(inserted[0]?.id);
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
  return { clubA, clubB, tokens, expiredToken: 'token-expired' };
};
