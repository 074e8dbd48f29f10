// Written by `pnpm --filter @klubhus/domain wire` from src/contract/messages.ts: do not edit (ADR 015).
import type { messagesContract } from '../contract/messages.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the messages calls: what the web's client needs, without the schemas. */
export const messagesWire = {
  clubMessages: { method: 'GET', path: '/v2/clubboards/club/:club', access: 'admin' },
  myMessages: { method: 'GET', path: '/v2/clubboards', access: 'member' },
  createMessage: { method: 'POST', path: '/v2/clubboards', access: 'admin' },
  updateMessage: { method: 'PUT', path: '/v2/clubboards/:id', access: 'admin' },
  deleteMessage: { method: 'DELETE', path: '/v2/clubboards/:id', access: 'admin', responseType: 'none' },
  messageTemplates: { method: 'GET', path: '/v2/clubboards/templates', access: 'admin' },
  messageComments: { method: 'POST', path: '/v2/clubboards/comments', access: 'member' },
  addMessageComment: { method: 'POST', path: '/v2/clubboards/comment', access: 'member' },
  messageMailChoice: { method: 'GET', path: '/v2/clubboards/unsubscribe', access: 'public' },
  setMessageMailChoice: { method: 'POST', path: '/v2/clubboards/unsubscribe', access: 'public', requestType: 'form' },
} as const satisfies WireTable<typeof messagesContract>;
