import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import { addClub, addMember, addMembership } from '../relations/people.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../support/seedAccessWorld.js';

/** A club of its own for an export test, with the world's `adminA` as its administrator. */
export const exportClub = async (db: Db, title: string, adminId: number): Promise<number> => {
  const clubId = await addClub(db, title);
  await addMembership(db, clubId, adminId, 'admin');
  return clubId;
};

export const addGroup = async (db: Db, clubId: number, title: string): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into groups (club_id, title) values (${clubId}, ${title}) returning id`,
  );
  return Number(row?.id);
};

export const putInGroup = async (db: Db, clubId: number, groupId: number, userId: number) => {
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id) values (${groupId}, ${clubId}, ${userId})`,
  );
};

export interface InactivePerson {
  firstName: string;
  surname: string;
  email?: string;
  mobile?: string;
  address?: string;
  zip?: string;
  city?: string;
  birthdate?: string;
  /** When the invitation was sent (ISO); none: never invited. */
  invitedAt?: string;
}

export const addInactive = async (db: Db, clubId: number, person: InactivePerson): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into inactive_members (club_id, first_name, surname, email, mobile, address, zip, city, birthdate, invited_at)
        values (${clubId}, ${person.firstName}, ${person.surname}, ${person.email ?? null}, ${person.mobile ?? null},
                ${person.address ?? null}, ${person.zip ?? null}, ${person.city ?? null}, ${person.birthdate ?? null},
                ${person.invitedAt ?? null})
        returning id`,
  );
  return Number(row?.id);
};

export const putInactiveInGroup = async (db: Db, clubId: number, groupId: number, inactiveId: number) => {
  await db.execute(
    sql`insert into inactive_group_members (group_id, club_id, inactive_member_id) values (${groupId}, ${clubId}, ${inactiveId})`,
  );
};

/**
 * `count` members at once (`Person 00001` …, one birthdate each `sameBirthdate` of them share), so that a file spans
 * several pages and pages meet ties. Answers nothing: read them back by name.
 */
export const addManyMembers = async (
  db: Db,
  clubId: number,
  { count, prefix, birthdates }: { count: number; prefix: string; birthdates: readonly string[] },
): Promise<void> => {
  await db.execute(sql`
    with new_users as (
      insert into users (email, password_hash, first_name, surname, birthdate)
      select ${prefix} || '-' || g || '-' || ${String(process.pid)} || '@export.klubhus.dk', ${PRECOMPUTED_PASSWORD_HASH},
             'Person', ${prefix} || ' ' || lpad(g::text, 5, '0'),
             (${`{${birthdates.join(',')}}`}::date[])[1 + g % ${birthdates.length}]
        from generate_series(1, ${count}::int) as g
      returning id
    )
    insert into memberships (club_id, user_id, type) select ${clubId}::int, id, ${memberTypeOf('member')}::smallint
      from new_users`);
};

export { addMember };
