import { copenhagenDate, linkValidTo, memberTypeOf, relationTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import type { DemoSeeder } from '../../demo/seedDemo.js';
import { DAY_MS, later } from '../../shared/clock.js';
import * as repo from './repo.js';

/** The group the demo's link names: the youngest youth team's age group (the groups step makes it). */
const LINK_GROUP = 'U11';
const LINK_MADE_DAYS_AGO = 6;

/** Two families who came through the link: a parent who joined, and their child, who asks to play on U11. */
const families = [
  {
    parent: { firstName: 'Anne', surname: 'Bruun', zip: '8210', city: 'Aarhus V', birthdate: '1986-08-19' },
    child: { firstName: 'Johan', surname: 'Bruun', age: 10, birthday: '03-14' },
    daysAgo: 4,
  },
  {
    parent: { firstName: 'Jonas', surname: 'Winther', zip: '8270', city: 'Højbjerg', birthdate: '1983-01-27' },
    child: { firstName: 'Alma', surname: 'Winther', age: 9, birthday: '09-02' },
    daysAgo: 2,
  },
] as const;

const insertUser = async (tx: Db, values: Record<string, string | null>): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into users (email, password_hash, first_name, surname, zip, city, birthdate)
        values (${values.email ?? null}, ${values.passwordHash ?? null}, ${values.firstName ?? null},
                ${values.surname ?? null}, ${values.zip ?? null}, ${values.city ?? null}, ${values.birthdate ?? null})
        returning id`,
  );
  if (!row) throw new Error('demo signup-links step: user insert failed');
  return Number(row.id);
};

/**
 * "Joining II" in the demo (AREAS.md point 10, ADR 019): the administrator's sign-up link for U11, live and shown in
 * the members screen's "Tilmeldingslink" dialog, through which two parents joined (its counter: 2), each registered
 * their child, and the children's requests to join U11 wait in the requests list. Runs after the groups step.
 */
const seedSignupLinksDemo: DemoSeeder['seed'] = async (tx, { clubId, adminId }, { clock, linkTokens }) => {
  const [group] = await queryRows<{ id: number }>(
    tx,
    sql`select id from groups where club_id = ${clubId} and title = ${LINK_GROUP}`,
  );
  if (!group) throw new Error(`demo signup-links step: no group ${LINK_GROUP}`);
  const [admin] = await queryRows<{ password_hash: string }>(
    tx,
    sql`select password_hash from users where id = ${adminId}`,
  );
  if (!admin) throw new Error('demo signup-links step: no administrator');
  const now = clock.now();
  const createdAt = later(now, -LINK_MADE_DAYS_AGO * DAY_MS);
  const { nonce, tokenHash } = linkTokens.newToken();
  const linkId = await repo.insertLink(
    tx,
    { clubId, tokenHash, nonce, validTo: linkValidTo(createdAt), createdByUserId: adminId, createdAt },
    [group.id],
  );
  const year = now.getUTCFullYear();
  for (const { parent, child, daysAgo } of families) {
    const at = later(now, -daysAgo * DAY_MS);
    const parentId = await insertUser(tx, {
      ...parent,
      email: `${parent.firstName}.${parent.surname}@demo.klubhus.dk`.toLowerCase(),
      passwordHash: admin.password_hash,
    });
    // A child registered by the parent signs in through them: no e-mail, no password (ADR 018's registerchild).
    const childId = await insertUser(tx, {
      firstName: child.firstName,
      surname: child.surname,
      zip: parent.zip,
      city: parent.city,
      birthdate: `${year - child.age}-${child.birthday}`,
    });
    // Numbered on as the club numbers its members (the members step).
    await tx.execute(
      sql`insert into memberships (club_id, user_id, type, member_since, created_at, club_internal_member_id)
          select ${clubId}::int, person.user_id, ${memberTypeOf('member')}::smallint, ${copenhagenDate(at)}::date,
                 ${at}::timestamptz, (next.number + person.n)::text
            from (values (${parentId}::int, 0), (${childId}::int, 1)) as person (user_id, n),
                 (select coalesce(max(club_internal_member_id::int), 1000) + 1 as number
                    from memberships where club_id = ${clubId} and club_internal_member_id ~ '^[0-9]+$') as next`,
    );
    await tx.execute(
      sql`insert into member_relations (club_id, user_id, related_user_id, relation_type)
          values (${clubId}, ${parentId}, ${childId}, ${relationTypes.child})`,
    );
    // The demo club has a data-policy link: joining accepted it.
    await tx.execute(
      sql`insert into data_policy_acceptances (club_id, user_id, accepted_at) values (${clubId}, ${parentId}, ${at})`,
    );
    await tx.execute(
      sql`insert into group_requests (group_id, club_id, user_id, created_at)
          values (${group.id}, ${clubId}, ${childId}, ${at})`,
    );
    await tx.execute(sql`update club_links set counter = counter + 1 where id = ${linkId}`);
  }
};

export const signupLinksDemo: DemoSeeder = { name: 'signup-links', seed: seedSignupLinksDemo };
