import {
  groupRefusals,
  messageRefusals,
  type BoardMessage,
  type BoardMessagePage,
  type MemberRole,
  type MessageComment,
} from '@klubhus/domain';
import { inTransaction } from '../../db/inTransaction.js';
import { notFound } from '../../http/HttpError.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import { enqueueMessageMails } from './delivery.js';
import type { MessagesDeps } from './deps.js';
import * as repo from './repo.js';

/** What the board calls need: the area's deps (ADR 028), and the files comment authors' pictures are served from. */
export type BoardDeps = MessagesDeps & { files: FileStorage };

/** The caller as the access step proved them: a member (of any role) of `clubId`. */
export interface Caller {
  userId: number;
  clubId: number;
  role: MemberRole;
}

/** Danish alphabetical order (æ, ø, å after z), the same on both databases. */
const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

const iso = (value: Date | string): string => new Date(value).toISOString();

/** A message that is not (or no longer) the club's: an unknown id and another club's answer alike. */
export const messageNotFound = (field?: string) =>
  notFound(messageRefusals.messageNotFound.message, messageRefusals.messageNotFound.code, field);

const unknownGroup = () => notFound(groupRefusals.unknownGroup.message, groupRefusals.unknownGroup.code, 'groupIds');

/** A comment as the answers carry it (ADR 028: text, type 0), named and pictured as an activity's comment. */
export const commentOf = (files: FileStorage, row: repo.CommentRow): MessageComment => ({
  id: Number(row.id),
  userId: Number(row.user_id),
  comment: row.comment,
  type: 0,
  userImageUrl: fileUrl(files, row.user_image),
  displayName: `${row.first_name} ${row.surname}`.trim(),
  createdAt: iso(row.created_at),
});

/**
 * The messages of `rows` whole: their groups (by title, in Danish order) and their newest comments (oldest first) with
 * the count — two statements for the whole page.
 */
const boardMessagesOf = async (
  { db, files }: Pick<BoardDeps, 'db' | 'files'>,
  club: { id: number; title: string },
  rows: readonly repo.MessageRow[],
): Promise<BoardMessage[]> => {
  const ids = rows.map((row) => Number(row.id));
  const [groupRows, commentRows] = await Promise.all([
    repo.groupsOfMessages(db, club.id, ids),
    repo.inlineComments(db, club.id, ids),
  ]);
  const groupsBy = new Map<number, { id: number; title: string }[]>();
  for (const row of groupRows) {
    const list = groupsBy.get(Number(row.message_id)) ?? [];
    list.push({ id: Number(row.id), title: row.title });
    groupsBy.set(Number(row.message_id), list);
  }
  const commentsBy = new Map<number, { comments: MessageComment[]; count: number }>();
  for (const row of commentRows) {
    const entry = commentsBy.get(Number(row.message_id)) ?? { comments: [], count: Number(row.total) };
    if (row.id !== null && row.id !== undefined) entry.comments.push(commentOf(files, row as repo.CommentRow));
    commentsBy.set(Number(row.message_id), entry);
  }
  return rows.map((row) => {
    const id = Number(row.id);
    const comments = commentsBy.get(id);
    return {
      id,
      clubId: Number(row.club_id),
      title: row.title,
      message: row.message,
      createdAt: iso(row.created_at),
      timeStamp: iso(row.updated_at),
      createdByUserId: row.created_by_user_id === null ? null : Number(row.created_by_user_id),
      author:
        row.created_by_user_id === null || row.first_name === null
          ? null
          : { firstName: row.first_name, surname: row.surname ?? '' },
      allMembers: row.all_members,
      groups: (groupsBy.get(id) ?? []).sort((a, b) => danish.compare(a.title, b.title) || a.id - b.id),
      club,
      // Read newest first (the index's walk backwards); shown oldest first.
      comments: (comments?.comments ?? []).reverse(),
      commentCount: comments?.count ?? 0,
    };
  });
};

const pageOf = async (deps: Pick<BoardDeps, 'db' | 'files'>, filter: repo.PageFilter): Promise<BoardMessagePage> => {
  const rows = await repo.messagePage(deps.db, filter);
  const [first] = rows;
  if (!first) throw new Error(`club ${filter.clubId} vanished behind its own access check`);
  const page = rows.filter((row): row is repo.PageRow & repo.MessageRow => row.id !== null && row.id !== undefined);
  return {
    messages: await boardMessagesOf(deps, { id: filter.clubId, title: first.club_title }, page),
    totalCount: Number(first.total),
    timeZone: first.time_zone,
  };
};

/** The administrators' list (ADR 028): one page of all of the club's messages, newest first. */
export const clubMessages = (
  deps: Pick<BoardDeps, 'db' | 'files'>,
  caller: Caller,
  page: { offset: number; limit: number },
): Promise<BoardMessagePage> => pageOf(deps, { clubId: caller.clubId, ...page });

/**
 * The caller's reading list (ADR 028): one page of the club's messages to all members or to a group the caller is a
 * direct member of, newest first. Worked out as it is read: a member who joins a group finds its earlier messages.
 */
export const myMessages = (
  deps: Pick<BoardDeps, 'db' | 'files'>,
  caller: Caller,
  page: { offset: number; limit: number },
): Promise<BoardMessagePage> => pageOf(deps, { clubId: caller.clubId, readerId: caller.userId, ...page });

/** One message of the club whole; 404 when it is not (or no longer) there. */
const oneMessage = async (deps: Pick<BoardDeps, 'db' | 'files'>, clubId: number, id: number) => {
  const row = await repo.findMessage(deps.db, clubId, id);
  if (!row) throw messageNotFound();
  const [message] = await boardMessagesOf(deps, { id: clubId, title: row.club_title }, [row]);
  if (!message) throw messageNotFound();
  return message;
};

/** What a message says and to whom: its groups only when it is not to all members (ADR 028), each once. */
interface MessageInput {
  title: string;
  message: string;
  allMembers: boolean;
  groupIds: number[];
}

/** The write of `input`, its groups checked to be the club's (404 unknownGroup on groupIds, unknown and others' alike). */
const checkedWrite = async (db: BoardDeps['db'], clubId: number, input: MessageInput): Promise<repo.MessageWrite> => {
  const groupIds = input.allMembers ? [] : [...new Set(input.groupIds)];
  if (groupIds.length > 0) {
    const known = await repo.groupsOfClub(db, clubId, groupIds);
    if (groupIds.some((id) => !known.has(id))) throw unknownGroup();
  }
  return { clubId, title: input.title, message: input.message, allMembers: input.allMembers, groupIds };
};

/**
 * Writes a message and mails it to its recipients through the outbox, in one transaction (ADR 028); answers it with
 * the number of mails enqueued.
 */
export const createMessage = async (
  deps: BoardDeps,
  caller: Caller,
  input: MessageInput,
): Promise<BoardMessage & { recipientCount: number }> => {
  const { id, recipientCount } = await inTransaction(deps.db, async (tx) => {
    const write = await checkedWrite(tx, caller.clubId, input);
    const messageId = await repo.insertMessage(tx, write, caller.userId, deps.clock.now());
    const mailed = await enqueueMessageMails(tx, deps, { clubId: caller.clubId, messageId });
    return { id: messageId, recipientCount: mailed };
  });
  return { ...(await oneMessage(deps, caller.clubId, id)), recipientCount };
};

/** Changes a message's text and target (ADR 028); mails nothing. */
export const updateMessage = async (
  deps: BoardDeps,
  caller: Caller,
  id: number,
  input: MessageInput,
): Promise<BoardMessage> => {
  await inTransaction(deps.db, async (tx) => {
    const write = await checkedWrite(tx, caller.clubId, input);
    if (!(await repo.updateMessage(tx, id, write, deps.clock.now()))) throw messageNotFound();
  });
  return oneMessage(deps, caller.clubId, id);
};

/** Deletes a message with its comments (ADR 028). */
export const deleteMessage = async ({ db }: Pick<BoardDeps, 'db'>, caller: Caller, id: number): Promise<void> => {
  if (!(await repo.deleteMessage(db, caller.clubId, id))) throw messageNotFound();
};
