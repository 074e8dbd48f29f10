import type { BoardMessagePage } from '@klubhus/domain';
import { useInfiniteQuery } from '@tanstack/react-query';
import { useLoadMoreRows } from '../../../shell/lists/useLoadMoreRows';
import { messagesQueries, type MessageListKind } from '../queries';

const messagesOf = (page: BoardMessagePage) => page.messages;

/** The page's list, page by page: its messages so far, whether more may come, and the club's zone. */
export const useMessageList = (clubId: number, kind: MessageListKind) => {
  const { rows, firstPage, ...list } = useLoadMoreRows(
    useInfiniteQuery(messagesQueries.list(clubId, kind)),
    messagesOf,
  );
  return { messages: rows, timeZone: firstPage?.timeZone, ...list };
};
