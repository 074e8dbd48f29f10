import { MESSAGE_COMMENTS_INLINE, MESSAGE_COMMENTS_MAX_LOADED } from '@klubhus/domain';
import { sql, type SQL } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';

/**
 * The SQL of messages and boards (ADR 028). Both lists are filtered, sorted, paged and counted here on the club's
 * index (club, created_at desc, id desc); a page's groups and comments are read for all of its messages at once, one
 * statement each, never one per message.
 */

/** An array of validated ids as one bind value. */
const intArray = (ids: readonly number[]): SQL => sql`${`{${ids.join(',')}}`}::int[]`;

/** A message as the statements answer it (snake case, as PostgreSQL names the columns), with its author's name. */
export interface MessageRow {
  id: number;
  club_id: number;
  title: string;
  message: string;
  all_members: boolean;
  created_by_user_id: number | null;
  created_at: Date | string;
  updated_at: Date | string;
  first_name: string | null;
  surname: string | null;
}

/** The columns of a message with its author (`m` the message, `u` the author, null once their account is gone). */
const messageColumns = sql.raw(`m.id, m.club_id, m.title, m.message, m.all_members, m.created_by_user_id, m.created_at,
  m.updated_at, u.first_name, u.surname`);

/** Which list: the club's whole (the administrators'), or what `readerId` is meant to read (ADR 028). */
export interface PageFilter {
  clubId: number;
  /** The reading list's reader: only messages to all members or to a group they are a direct member of. */
  readerId?: number;
  offset: number;
  limit: number;
}

/**
 * The messages of `m` the filter keeps. A reader's: those to all members, and those to a group they are a direct member
 * of (no subgroups, ADR 028) — the ids of the reader's groups' messages are one hashed set, read from the member's
 * groups (group_members by user and club) and the messages' groups (message_groups by group), whatever the club's size.
 */
const filterOf = ({ clubId, readerId }: PageFilter): SQL =>
  readerId === undefined
    ? sql`m.club_id = ${clubId}`
    : sql`m.club_id = ${clubId}
          and (m.all_members or m.id in (
                select mg.message_id
                  from group_members gm join message_groups mg on mg.group_id = gm.group_id
                 where gm.user_id = ${readerId} and gm.club_id = ${clubId}))`;

/** One row of a page: the club's title, zone and the list's count, and a message of the page (absent when empty). */
export type PageRow = Partial<MessageRow> & { club_title: string; time_zone: string; total: number };

/**
 * One page of a list, newest first, with the club (title, time zone) and the count of the whole list: one statement,
 * which answers the club's row alone when the page is empty.
 */
export const messagePageSql = (filter: PageFilter): SQL => {
  const where = filterOf(filter);
  return sql`select c.title as club_title, c.time_zone,
                    (select count(*)::int from messages m where ${where}) as total, p.*
               from clubs c
               left join lateral (
                 select ${messageColumns}
                   from messages m left join users u on u.id = m.created_by_user_id
                  where ${where}
                  order by m.created_at desc, m.id desc
                  offset ${filter.offset} limit ${filter.limit}
               ) p on true
              where c.id = ${filter.clubId}
              order by p.created_at desc, p.id desc`;
};

export const messagePage = (db: Db, filter: PageFilter): Promise<PageRow[]> =>
  queryRows<PageRow>(db, messagePageSql(filter));

/** One message of the club with its author and the club's title; undefined when there is none. */
export const findMessage = async (
  db: Db,
  clubId: number,
  id: number,
): Promise<(MessageRow & { club_title: string }) | undefined> => {
  const [row] = await queryRows<MessageRow & { club_title: string }>(
    db,
    sql`select ${messageColumns}, c.title as club_title
          from messages m join clubs c on c.id = m.club_id left join users u on u.id = m.created_by_user_id
         where m.club_id = ${clubId} and m.id = ${id}`,
  );
  return row;
};

/** A target group of a message. */
export interface MessageGroupRow {
  message_id: number;
  id: number;
  title: string;
}

/** The target groups of the messages `ids`, in one statement. */
export const groupsOfMessages = (db: Db, clubId: number, ids: readonly number[]): Promise<MessageGroupRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : queryRows<MessageGroupRow>(
        db,
        sql`select mg.message_id, g.id, g.title
              from message_groups mg join groups g on g.id = mg.group_id
             where mg.club_id = ${clubId} and mg.message_id = any(${intArray(ids)})`,
      );

/** A comment as the statements answer it, with its author. */
export interface CommentRow {
  id: number;
  user_id: number;
  comment: string;
  created_at: Date | string;
  first_name: string;
  surname: string;
  user_image: string | null;
}

/** The columns of a comment with its author (`c` the comment, `u` the author). */
const commentColumns = sql.raw(
  `c.id, c.user_id, c.comment, c.created_at, u.first_name, u.surname, u.image_path as user_image`,
);

/** The newest comments of a message of a page, and how many it has (`id` null for a message with none). */
export type InlineCommentRow = Partial<CommentRow> & { message_id: number; total: number };

/**
 * The newest `MESSAGE_COMMENTS_INLINE` comments of each of the messages `ids` and each one's count, in one statement:
 * per message a backward walk of the comments' index (message, time, id) and a count on it.
 */
export const inlineComments = (db: Db, clubId: number, ids: readonly number[]): Promise<InlineCommentRow[]> =>
  ids.length === 0
    ? Promise.resolve([])
    : queryRows<InlineCommentRow>(
        db,
        sql`select page.id as message_id,
                   (select count(*)::int from message_comments k where k.message_id = page.id) as total, x.*
              from unnest(${intArray(ids)}) as page(id)
              left join lateral (
                select ${commentColumns}
                  from message_comments c join users u on u.id = c.user_id
                 where c.message_id = page.id and c.club_id = ${clubId}
                 order by c.created_at desc, c.id desc
                 limit ${MESSAGE_COMMENTS_INLINE}
              ) x on true`,
      );

/** The newest `MESSAGE_COMMENTS_MAX_LOADED` comments of a message, newest first, each with the count. */
export const commentsOf = (db: Db, clubId: number, messageId: number): Promise<(CommentRow & { total: number })[]> =>
  queryRows<CommentRow & { total: number }>(
    db,
    sql`select ${commentColumns}, count(*) over ()::int as total
          from message_comments c join users u on u.id = c.user_id
         where c.message_id = ${messageId} and c.club_id = ${clubId}
         order by c.created_at desc, c.id desc
         limit ${MESSAGE_COMMENTS_MAX_LOADED}`,
  );

/** Whether `userId` is meant to read the message (to all members, or to a group they are a direct member of). */
export const recipientOf = async (
  db: Db,
  clubId: number,
  messageId: number,
  userId: number,
): Promise<{ recipient: boolean } | undefined> => {
  const [row] = await queryRows<{ recipient: boolean }>(
    db,
    sql`select m.all_members or exists (
                 select 1 from message_groups mg
                   join group_members gm on gm.group_id = mg.group_id and gm.user_id = ${userId}
                  where mg.message_id = m.id) as recipient
          from messages m
         where m.club_id = ${clubId} and m.id = ${messageId}`,
  );
  return row;
};

/** Adds a comment to the message while it exists (one statement); undefined when it is gone. */
export const insertComment = async (
  db: Db,
  comment: { clubId: number; messageId: number; userId: number; text: string; at: Date },
): Promise<CommentRow | undefined> => {
  const [row] = await queryRows<CommentRow>(
    db,
    sql`with added as (
          insert into message_comments (message_id, club_id, user_id, comment, created_at)
          select m.id, m.club_id, ${comment.userId}::int, ${comment.text}, ${comment.at}
            from messages m
           where m.club_id = ${comment.clubId} and m.id = ${comment.messageId}
          returning *
        )
        select ${commentColumns} from added c join users u on u.id = c.user_id`,
  );
  return row;
};

/** Of `ids`, the club's groups. */
export const groupsOfClub = async (db: Db, clubId: number, ids: readonly number[]): Promise<Set<number>> => {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`select id from groups where club_id = ${clubId} and id = any(${intArray(ids)})`,
  );
  return new Set(rows.map((row) => Number(row.id)));
};

/** A message's fields as written. */
export interface MessageWrite {
  clubId: number;
  title: string;
  message: string;
  allMembers: boolean;
  groupIds: readonly number[];
}

/** Inserts a message (created and last changed `at`) and its groups; answers its id. Run it in a transaction. */
export const insertMessage = async (tx: Db, write: MessageWrite, authorId: number, at: Date): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    tx,
    sql`insert into messages (club_id, title, message, all_members, created_by_user_id, created_at, updated_at)
        values (${write.clubId}, ${write.title}, ${write.message}, ${write.allMembers}, ${authorId}, ${at}, ${at})
        returning id`,
  );
  const id = Number(row?.id);
  await insertGroups(tx, write.clubId, id, write.groupIds);
  return id;
};

const insertGroups = async (tx: Db, clubId: number, messageId: number, groupIds: readonly number[]) => {
  if (groupIds.length === 0) return;
  await tx.execute(
    sql`insert into message_groups (message_id, group_id, club_id)
        select ${messageId}::int, g, ${clubId}::int from unnest(${intArray(groupIds)}) as g`,
  );
};

/**
 * Changes a message's text and target (last changed `at`), its groups replaced; false when there is no such message.
 * Run it in a transaction.
 */
export const updateMessage = async (tx: Db, id: number, write: MessageWrite, at: Date): Promise<boolean> => {
  const rows = await queryRows<{ id: number }>(
    tx,
    sql`update messages
           set title = ${write.title}, message = ${write.message}, all_members = ${write.allMembers}, updated_at = ${at}
         where club_id = ${write.clubId} and id = ${id}
        returning id`,
  );
  if (rows.length === 0) return false;
  await tx.execute(sql`delete from message_groups where club_id = ${write.clubId} and message_id = ${id}`);
  await insertGroups(tx, write.clubId, id, write.groupIds);
  return true;
};

/** Deletes a message; its groups and comments go with it (cascade). False when there was none. */
export const deleteMessage = async (db: Db, clubId: number, id: number): Promise<boolean> => {
  const rows = await queryRows<{ id: number }>(
    db,
    sql`delete from messages where club_id = ${clubId} and id = ${id} returning id`,
  );
  return rows.length > 0;
};

/** The templates of a language, else of the user's own, else Danish; by position (ADR 028). */
export const templatesFor = (
  db: Db,
  language: string | undefined,
  userId: number,
): Promise<{ id: number; title: string; message: string }[]> =>
  queryRows<{ id: number; title: string; message: string }>(
    db,
    sql`select t.id, t.title, t.message
          from message_templates t
         where t.locale = coalesce(${language ?? null}::text, (select u.locale from users u where u.id = ${userId}), 'da')
         order by t.position, t.id`,
  );
