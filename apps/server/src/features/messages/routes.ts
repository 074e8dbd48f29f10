import type { messagesContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { addMessageComment, messageComments } from './comments.js';
import * as service from './service.js';
import { messageTemplates } from './templates.js';
import { mailChoiceHandlers } from './unsubscribeRoutes.js';

/**
 * The calls of messages and boards (spec document 2 §7 "Boards and messages"; ADR 028); `auth` is a member of the
 * club at the entry's level (administrators for the writing, any member for the reading list and the comments).
 */
export const messagesHandlers = (deps: service.BoardDeps): Handlers<typeof messagesContract> => ({
  clubMessages: ({ auth, query }) => service.clubMessages(deps, auth, query),
  myMessages: ({ auth, query }) => service.myMessages(deps, auth, query),
  createMessage: ({ auth, body }) => service.createMessage(deps, auth, body),
  updateMessage: ({ auth, params, body }) => service.updateMessage(deps, auth, params.id, body),
  deleteMessage: ({ auth, params }) => service.deleteMessage(deps, auth, params.id),
  messageTemplates: ({ auth, query }) => messageTemplates(deps, auth, query.language),
  messageComments: ({ auth, body }) => messageComments(deps, auth, body.messageId),
  addMessageComment: ({ auth, body }) => addMessageComment(deps, auth, body),
  ...mailChoiceHandlers(deps),
});
