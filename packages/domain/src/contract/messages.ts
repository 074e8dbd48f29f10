import * as z from 'zod';
import { localeCodes } from '../paths.js';
import { MESSAGE_GROUPS_MAX, MESSAGE_PAGE_MAX, MESSAGE_PAGE_SIZE } from '../rules/messages.js';
import { bodyIdField, ID_MAX, idField } from '../validation/ids.js';
import { textLimits } from '../validation/limits.js';
import { queryInteger } from '../validation/query.js';
import { requiredText } from '../validation/text.js';
import { activityComment } from './activityParts.js';
import { defineContract, defineEntry } from './entry.js';
import { messageRefusals } from './errors.js';

/**
 * Messages and boards (spec document 2 §2.8, §3 Message and Message template, §7 "Boards and messages"; issue 25;
 * ADR 028). Administrators write messages to all members or to chosen groups; each recipient gets it by mail and
 * reads it on their board (`/messages`), where the club's members comment on it. Paging, the club of the calls
 * whose path names none, and the unsubscribe link are ours (ADR 028).
 */

const instant = z.string().meta({ description: 'ISO 8601 in UTC' });
const count = z.number().int().nonnegative();
const id = z.number().int().positive();

/** A comment on a message (§3: comment text and type): text only (type 0), as an activity's text comment. */
export const messageComment = activityComment.meta({ description: 'A comment on a message: text (type 0).' });
export type MessageComment = z.infer<typeof messageComment>;

/** One message as the lists show it (§2.8, §3 "Message (board message)"). */
export const boardMessage = z.object({
  id,
  clubId: id,
  title: z.string(),
  /** The whole text, as written (the web shows its preview, `messagePreview`, and the rest on demand). */
  message: z.string(),
  createdAt: instant,
  /** When it was last changed; `createdAt` for a message never edited. */
  timeStamp: instant,
  /** The author; null once their account is gone. */
  createdByUserId: id.nullable(),
  /** The author's first name and surname (§2.8); null once their account is gone. */
  author: z.object({ firstName: z.string(), surname: z.string() }).nullable(),
  /** To every member of the club; else to the members of `groups`. */
  allMembers: z.boolean(),
  /** The target groups by title (empty when `allMembers`). */
  groups: z.array(z.object({ id, title: z.string() })),
  club: z.object({ id, title: z.string() }),
  /** The newest comments (`MESSAGE_COMMENTS_INLINE`), oldest first; `commentCount` counts them all. */
  comments: z.array(messageComment),
  commentCount: count,
});
export type BoardMessage = z.infer<typeof boardMessage>;

/** A page of messages, newest first, with the club's time zone the web shows times in. */
export const boardMessagePage = z.object({
  messages: z.array(boardMessage),
  totalCount: count,
  timeZone: z.string(),
});
export type BoardMessagePage = z.infer<typeof boardMessagePage>;

/** Paging of the two lists (ours, ADR 028: the spec's calls have none, and a club writes for years). */
const pageQuery = {
  offset: queryInteger(0, ID_MAX, 0),
  limit: queryInteger(1, MESSAGE_PAGE_MAX, MESSAGE_PAGE_SIZE),
};

/** What a message says and to whom (§3 "Create payload: title, message, allMembers, groupIds[]"). */
const messageShape = {
  title: requiredText('title'),
  message: requiredText('boardMessage'),
  allMembers: z.boolean('required'),
  groupIds: z.array(bodyIdField, 'mustBeList').max(MESSAGE_GROUPS_MAX, 'tooManyGroups').default([]),
};

/** §5: a group selection is needed unless the message goes to all members. Groups beside `allMembers` are ignored. */
const needsGroups = (fields: { allMembers: boolean; groupIds: number[] }, context: z.RefinementCtx) => {
  if (!fields.allMembers && fields.groupIds.length === 0)
    context.addIssue({ code: 'custom', path: ['groupIds'], message: messageRefusals.groupsRequired.code });
};

/** A message's fields (§5: title and message required; a group selection unless it goes to all members). */
export const messageFields = z.object(messageShape).superRefine(needsGroups);
export type MessageFields = z.input<typeof messageFields>;

const messageParams = z.object({ id: idField });

/** An unsubscribe link's token (ADR 028): the club and the person, signed by the server. */
const unsubscribeToken = z.string('required').trim().min(1, 'required').max(textLimits.linkToken, 'maxLength');

/** Where a message's mail recipient stands (ADR 028). */
export const mailChoice = z.object({
  /** The club the link is for, by title. */
  club: z.string(),
  /** Whether they get the club's messages by mail. */
  subscribed: z.boolean(),
});
export type MailChoice = z.infer<typeof mailChoice>;

export const messagesContract = defineContract({
  clubMessages: defineEntry({
    method: 'GET',
    path: '/v2/clubboards/club/:club',
    summary:
      "The administrators' list (ADR 028): one page of the club's messages, newest first (`limit` ≤ 100, default 20), " +
      'each with its author, its groups and its newest comments. Administrators only (group leaders have no access ' +
      'to messages, §6).',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField }),
    query: z.object(pageQuery),
    response: boardMessagePage,
  }),
  myMessages: defineEntry({
    method: 'GET',
    path: '/v2/clubboards',
    summary:
      "The caller's own reading list (ADR 028): one page of the messages meant for them in the club `clubId` (to all " +
      'members, or to a group they are in), newest first. Every member of the club, group leaders included.',
    access: 'member',
    club: { in: 'query', key: 'clubId' },
    query: z.object({ clubId: idField, ...pageQuery }),
    response: boardMessagePage,
  }),
  createMessage: defineEntry({
    method: 'POST',
    path: '/v2/clubboards',
    summary:
      'Writes a message to all members or to the members of `groupIds` (§5), and mails it through the outbox to each ' +
      'recipient once, in their language, inactive members with an e-mail included, those who chose no club mails ' +
      'left out (ADR 028). `clubId` names the club (ADR 028). A group not the club’s answers 404. Administrators only.',
    access: 'admin',
    club: { in: 'body', key: 'clubId' },
    body: z.object({ clubId: bodyIdField, ...messageShape }).superRefine(needsGroups),
    response: boardMessage.extend({ recipientCount: count }),
    successStatus: 201,
  }),
  updateMessage: defineEntry({
    method: 'PUT',
    path: '/v2/clubboards/:id',
    summary:
      'Changes a message: its text and to whom it shows (§5). Nothing is mailed again. Administrators of its club; ' +
      'anyone else in the club 403, anyone outside it 404.',
    access: 'admin',
    club: { in: 'resource', kind: 'message', from: 'params', key: 'id' },
    params: messageParams,
    body: messageFields,
    response: boardMessage,
  }),
  deleteMessage: defineEntry({
    method: 'DELETE',
    path: '/v2/clubboards/:id',
    summary: 'Deletes a message and its comments. Administrators of its club.',
    access: 'admin',
    club: { in: 'resource', kind: 'message', from: 'params', key: 'id' },
    params: messageParams,
    response: z.undefined(),
    responseType: 'none',
    successStatus: 204,
  }),
  messageTemplates: defineEntry({
    method: 'GET',
    path: '/v2/clubboards/templates',
    summary:
      'The message templates (§3: title, message) in `language` (default the caller’s own): global and read-only, ' +
      'seeded in the 8 languages (ADR 028). `clubId` names the club whose administrator asks. Administrators only.',
    access: 'admin',
    club: { in: 'query', key: 'clubId' },
    query: z.object({ clubId: idField, language: z.enum(localeCodes, 'invalidLanguage').optional() }),
    response: z.object({ templates: z.array(z.object({ id, title: z.string(), message: z.string() })) }),
  }),
  messageComments: defineEntry({
    method: 'POST',
    path: '/v2/clubboards/comments',
    summary:
      "A message's comments, the newest 500, oldest first, with their count (ADR 028). Administrators of its club and " +
      'the members it is meant for (403 notARecipient); off with the comments flag (403 messageCommentsOff).',
    access: 'member',
    club: { in: 'resource', kind: 'message', from: 'body', key: 'messageId' },
    body: z.object({ messageId: bodyIdField }),
    response: z.object({ comments: z.array(messageComment), totalCount: count }),
  }),
  addMessageComment: defineEntry({
    method: 'POST',
    path: '/v2/clubboards/comment',
    summary:
      'Comments on a message as the caller (`userId` must be their own: 403 notYourself). Administrators of its club ' +
      'and the members it is meant for (403 notARecipient); off with the comments flag (403 messageCommentsOff). ' +
      'Answers the comment.',
    access: 'member',
    club: { in: 'resource', kind: 'message', from: 'body', key: 'messageId' },
    body: z.object({ userId: bodyIdField, messageId: bodyIdField, comment: requiredText('comment') }),
    response: messageComment,
    successStatus: 201,
  }),
  messageMailChoice: defineEntry({
    method: 'GET',
    path: '/v2/clubboards/unsubscribe',
    summary:
      "Where a message mail's unsubscribe link stands (ADR 028): the club and whether its messages are mailed. " +
      'Public by its signed token, limited per address; a token that is not valid answers 404.',
    access: 'public',
    query: z.object({ token: unsubscribeToken }),
    response: mailChoice,
  }),
  setMessageMailChoice: defineEntry({
    method: 'POST',
    path: '/v2/clubboards/unsubscribe',
    summary:
      'Stops (or, with `subscribe=true`, restarts) the club’s message mails to the person of the token (ADR 028). ' +
      'A form, so that a mail program’s one-click unsubscribe (RFC 8058: `List-Unsubscribe=One-Click`) works as the ' +
      'web page does. Public by its signed token, limited per address; a token that is not valid answers 404.',
    access: 'public',
    query: z.object({ token: unsubscribeToken }),
    requestType: 'form',
    body: z.object({
      'List-Unsubscribe': z.literal('One-Click', 'invalidChoice').optional(),
      subscribe: z.enum(['true', 'false'], 'mustBeBoolean').optional(),
    }),
    response: mailChoice,
  }),
});
