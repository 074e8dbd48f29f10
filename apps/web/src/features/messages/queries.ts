import {
  messagesWire,
  MESSAGE_PAGE_SIZE,
  type BoardMessagePage,
  type LocaleCode,
  type messagesContract,
} from '@klubhus/domain';
import { infiniteQueryOptions, queryOptions } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/** The messages area's client, made from its wire table when the area first calls (never on /login, ADR 015). */
export const messagesApi = areaApi<typeof messagesContract>(messagesWire);

/** Whose list the page shows: the club's (administrators, ADR 028) or the caller's own reading list (members). */
export type MessageListKind = 'club' | 'mine';

const nextOffset = (last: BoardMessagePage, pages: BoardMessagePage[]) => {
  const loaded = pages.reduce((sum, page) => sum + page.messages.length, 0);
  return last.messages.length === 0 || loaded >= last.totalCount ? undefined : loaded;
};

/** The messages area's reads (query factories; keys start with 'messages' and the club). */
export const messagesQueries = {
  /** Everything of a club's messages, to invalidate after a write. */
  all: (clubId: number) => ['messages', clubId] as const,
  /**
   * GET /v2/clubboards/club/:club (administrators) or GET /v2/clubboards?clubId (the caller's reading list), page by
   * page (20 a page, ADR 028), newest first. Exhausted when a page comes back empty or the pages hold `totalCount`.
   */
  list: (clubId: number, kind: MessageListKind) =>
    infiniteQueryOptions({
      queryKey: ['messages', clubId, 'list', kind] as const,
      queryFn: ({ pageParam, signal }) => {
        const page = { offset: pageParam, limit: MESSAGE_PAGE_SIZE };
        return kind === 'club'
          ? messagesApi().clubMessages({ params: { club: clubId }, query: page }, { signal })
          : messagesApi().myMessages({ query: { clubId, ...page } }, { signal });
      },
      initialPageParam: 0,
      getNextPageParam: nextOffset,
      // The list shows its own failure, with a retry.
      meta: ownErrors,
    }),
  /** POST /v2/clubboards/comments: a message's comments, the newest 500 (the list carries the last 3). */
  comments: (clubId: number, messageId: number) =>
    queryOptions({
      queryKey: ['messages', clubId, 'comments', messageId] as const,
      queryFn: ({ signal }) => messagesApi().messageComments({ body: { messageId } }, { signal }),
      meta: ownErrors,
    }),
  /** GET /v2/clubboards/templates?clubId&language: the wizard's templates in the writer's language. */
  templates: (clubId: number, language: LocaleCode) =>
    queryOptions({
      queryKey: ['messages', clubId, 'templates', language] as const,
      queryFn: ({ signal }) => messagesApi().messageTemplates({ query: { clubId, language } }, { signal }),
      staleTime: 10 * 60_000,
      meta: ownErrors,
    }),
};

/** The unsubscribe page's read (public: its token is the key; ADR 028). */
export const mailChoiceQueries = {
  choice: (token: string) =>
    queryOptions({
      queryKey: ['messages', 'mailChoice', token] as const,
      queryFn: ({ signal }) => messagesApi().messageMailChoice({ query: { token } }, { signal }),
      // The page shows an invalid link itself.
      meta: ownErrors,
    }),
};
