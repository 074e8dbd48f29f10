import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';
import type { AccessWorld } from '../support/seedAccessWorld.js';
import { newSession } from '../support/sessions.js';

/** The tables of messages and boards (ADR 028): what "nothing written" reads back, with the mails' outbox. */
export const messageTables = ['messages', 'message_groups', 'message_comments', 'outbox'] as const;

/**
 * Puts a message in `clubId` as the create call would leave it (by plain SQL, so no mail goes out): to all members, or
 * to `groupIds`; `at` its creation (default now). Answers its id.
 */
export const putMessage = async (
  db: Db,
  clubId: number,
  {
    title = 'Besked',
    message = 'Hej alle',
    groupIds = [],
    authorId = null,
    at,
  }: { title?: string; message?: string; groupIds?: readonly number[]; authorId?: number | null; at?: Date } = {},
): Promise<number> => {
  const when = at ?? new Date();
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into messages (club_id, title, message, all_members, created_by_user_id, created_at, updated_at)
        values (${clubId}, ${title}, ${message}, ${groupIds.length === 0}, ${authorId}, ${when}, ${when})
        returning id`,
  );
  const id = Number(row?.id);
  for (const groupId of groupIds) {
    await db.execute(
      sql`insert into message_groups (message_id, group_id, club_id) values (${id}, ${groupId}, ${clubId})`,
    );
  }
  return id;
};

/** Club A's message to group A and club B's to all its members, both by their administrator. */
export const worldMessages = async (db: Db, world: AccessWorld): Promise<{ a: number; b: number }> => ({
  a: await putMessage(db, world.clubA, {
    title: 'Til hold A',
    groupIds: [world.groups.a],
    authorId: world.userIds.adminA,
  }),
  b: await putMessage(db, world.clubB, { title: 'Til klub B', authorId: world.userIds.adminB }),
});

/** Puts a comment on a message by plain SQL; answers its id. */
export const putComment = async (
  db: Db,
  clubId: number,
  messageId: number,
  userId: number,
  comment: string,
  at: Date = new Date(),
): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into message_comments (message_id, club_id, user_id, comment, created_at)
        values (${messageId}, ${clubId}, ${userId}, ${comment}, ${at}) returning id`,
  );
  return Number(row?.id);
};

/** How many rows a table has. */
export const countOf = async (db: Db, table: string): Promise<number> => {
  const [row] = await queryRows<{ count: number }>(
    db,
    sql`select count(*)::int as count from ${sql.identifier(table)}`,
  );
  return Number(row?.count);
};

/** A club of its own for a test (so that the world's other messages stay out of its lists), with `adminId` its administrator. */
export const putClub = async (db: Db, adminId: number, title = 'Klub C'): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into clubs (title, country_code) values (${title}, 'DK') returning id`,
  );
  const clubId = Number(row?.id);
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${adminId}, ${memberTypeOf('admin')})`,
  );
  return clubId;
};

/** A user who is a member (type 1) of `clubId`, with a session; answers the id and the token. */
export const putMember = async (
  db: Db,
  clubId: number,
  firstName: string,
  { locale = null }: { locale?: string | null } = {},
): Promise<{ userId: number; token: string }> => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into users (email, password_hash, first_name, surname, locale)
        values (${`${firstName.toLowerCase()}-${Math.random().toString(36).slice(2)}@test.klubhus.dk`}, 'x', ${firstName},
                'Prøve', ${locale})
        returning id`,
  );
  const userId = Number(row?.id);
  await db.execute(
    sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${userId}, ${memberTypeOf('member')})`,
  );
  return { userId, token: await newSession(db, userId) };
};

/** Puts a user in a group of the club (a direct member). */
export const joinGroup = async (db: Db, clubId: number, groupId: number, userId: number): Promise<void> => {
  await db.execute(
    sql`insert into group_members (group_id, club_id, user_id, is_leader) values (${groupId}, ${clubId}, ${userId}, false)`,
  );
};

/** A group of the club, under `parentId` if given. */
export const putGroup = async (db: Db, clubId: number, title: string, parentId: number | null = null) => {
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into groups (club_id, title, parent_id) values (${clubId}, ${title}, ${parentId}) returning id`,
  );
  return Number(row?.id);
};
