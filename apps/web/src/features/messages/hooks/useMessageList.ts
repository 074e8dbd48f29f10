import type { BoardMessage } from '@klubhus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { messagesQueries, type MessageListKind } from '../queries';

/** The page's list, page by page: its messages so far, whether more may come, and the club's zone. */
export const useMessageList = (clubId: number, kind: MessageListKind) => {
  const query = useInfiniteQuery(messagesQueries.list(clubId, kind));
  const { data } = query;
  // Offset paging: a message written meanwhile shifts a row onto the next page too; shown once.
  const messages = useMemo(() => {
    const byId = new Map<number, BoardMessage>();
    for (const page of data?.pages ?? []) for (const message of page.messages) byId.set(message.id, message);
    return [...byId.values()];
  }, [data]);
  return {
    messages,
    timeZone: data?.pages[0]?.timeZone,
    isPending: query.isPending,
    isError: query.isError,
    error: query.error,
    hasNextPage: query.hasNextPage,
    isFetchingNextPage: query.isFetchingNextPage,
    isFetchNextPageError: query.isFetchNextPageError,
    isExhausted: data !== undefined && !query.hasNextPage,
    loadMore: () => {
      if (query.hasNextPage && !query.isFetchingNextPage && !query.isFetchNextPageError) void query.fetchNextPage();
    },
    retry: () => void (query.isFetchNextPageError ? query.fetchNextPage() : query.refetch()),
  };
};
