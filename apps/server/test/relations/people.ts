import { memberTypeOf, type MemberRole, type RelationType } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../support/seedAccessWorld.js';
import { uniqueEmail } from '../support/uniqueEmail.js';

/** The people of the relations and export tests, written by plain SQL. */

export interface Person {
  firstName: string;
  surname: string;
  email?: string;
  mobile?: string;
  address?: string;
  zip?: string;
  city?: string;
  /** `YYYY-MM-DD`. */
  birthdate?: string;
  role?: MemberRole;
}

/** A user (an account) who is in no club yet. Answers the user id. */
export const addUser = async (db: Db, person: Person): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname, mobile, address, zip, city, birthdate)
        values (${person.email ?? uniqueEmail('medlem')}, ${PRECOMPUTED_PASSWORD_HASH}, ${person.firstName},
                ${person.surname}, ${person.mobile ?? null}, ${person.address ?? null}, ${person.zip ?? null},
                ${person.city ?? null}, ${person.birthdate ?? null})
        returning id`,
  );
  return Number(row?.id);
};

export const addMembership = async (db: Db, clubId: number, userId: number, role: MemberRole = 'member') => {
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${userId}, ${memberTypeOf(role)})`,
  );
};

/** An active member of the club. Answers the user id. */
export const addMember = async (db: Db, clubId: number, person: Person): Promise<number> => {
  const userId = await addUser(db, person);
  await addMembership(db, clubId, userId, person.role);
  return userId;
};

/** A relation stored as the calls store it: `relatedUserId` is `userId`'s relation of `type`. Answers its id. */
export const addRelation = async (
  db: Db,
  clubId: number,
  userId: number,
  relatedUserId: number,
  type: RelationType,
): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into member_relations (club_id, user_id, related_user_id, relation_type)
        values (${clubId}, ${userId}, ${relatedUserId}, ${type}) returning id`,
  );
  return Number(row?.id);
};

export const addClub = async (db: Db, title: string): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into clubs (title, country_code) values (${title}, 'DK') returning id`,
  );
  return Number(row?.id);
};
