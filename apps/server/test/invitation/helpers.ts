import { memberTypeOf, relationTypes, type MemberRole } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { hashToken } from '../../src/shared/tokens.js';
import { api } from '../support/api.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../support/seedAccessWorld.js';
import type { TestApp } from '../support/testApp.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

/** The tables joining through a link may write: what "nothing written" is read back from. */
export const joinTables = ['memberships', 'club_links', 'club_requests', 'data_policy_acceptances'] as const;

export interface Person {
  userId: number;
  token: string;
  as: ReturnType<typeof api>;
}

/**
 * A user of their own with a session that outlives the tests' clock moves (a year and a half): the link rules are
 * tested at 90 days, past the world's one-day sessions.
 */
export const newPerson = async (t: TestApp, firstName = 'Ny'): Promise<Person> => {
  const [row] = await queryRows<{ id: number }>(
    t.database.db,
    sql`insert into users (email, password_hash, first_name, surname)
        values (${uniqueEmail(firstName.toLowerCase())}, ${PRECOMPUTED_PASSWORD_HASH}, ${firstName}, 'Tilmelding')
        returning id`,
  );
  const userId = Number(row?.id);
  const token = `person-${userId}-${Math.random().toString(36).slice(2)}`;
  await t.database.db.execute(
    sql`insert into sessions (token_hash, user_id, expires_at)
        values (${hashToken(token)}, ${userId}, now() + interval '540 days')`,
  );
  return { userId, token, as: api(t, { token }) };
};

/** A club of its own (with a data-policy link when given), and the given people in it. */
export const newClub = async (
  db: Db,
  title: string,
  { dataPolicyLink = null, people = [] }: { dataPolicyLink?: string | null; people?: [number, MemberRole][] } = {},
): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into clubs (title, country_code, data_policy_link) values (${title}, 'DK', ${dataPolicyLink}) returning id`,
  );
  const clubId = Number(row?.id);
  for (const [userId, role] of people) {
    await db.execute(
      sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${userId}, ${memberTypeOf(role)})`,
    );
  }
  return clubId;
};

export const membershipsOf = (db: Db, userId: number) =>
  queryRows<{ club_id: number; type: number; member_since: string }>(
    db,
    sql`select club_id, type, to_char(member_since, 'YYYY-MM-DD') as member_since from memberships
         where user_id = ${userId} order by club_id`,
  );

export const counterOf = async (db: Db, linkId: number): Promise<number> => {
  const [row] = await queryRows<{ counter: number }>(db, sql`select counter from club_links where id = ${linkId}`);
  return Number(row?.counter);
};

export const groupRequestsOf = async (db: Db, userId: number): Promise<number[]> =>
  (
    await queryRows<{ group_id: number }>(
      db,
      sql`select group_id from group_requests where user_id = ${userId} order by group_id`,
    )
  ).map((row) => Number(row.group_id));

/** A child of the parent in the club (as `registerchild` records it: from the parent's side). */
export const addChild = async (db: Db, clubId: number, parentId: number, firstName: string): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (first_name, surname, birthdate) values (${firstName}, 'Barn', '2016-04-01') returning id`,
  );
  const childId = Number(row?.id);
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${childId}, ${memberTypeOf('member')})`,
  );
  await db.execute(
    sql`insert into member_relations (club_id, user_id, related_user_id, relation_type)
        values (${clubId}, ${parentId}, ${childId}, ${relationTypes.child})`,
  );
  return childId;
};
