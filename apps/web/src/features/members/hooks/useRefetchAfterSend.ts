import { REFETCH_AFTER_SEND_MS } from '@klubhus/domain';
import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useEffect, useRef } from 'react';
import { membersQueries } from '../queries';

/**
 * After invitations were sent, the members screen fetches its lists again at `REFETCH_AFTER_SEND_MS` (spec §4: "after
 * 5 s, then 10 s later, then 15 s later"): the mails go out through the outbox, and a member turns orange once theirs
 * has. Through the area's key, so the pages, the counts and an open member are all refetched. A new send starts the
 * timers afresh; the screen's unmounting clears them.
 */
export const useRefetchAfterSend = (clubId: number): (() => void) => {
  const client = useQueryClient();
  const timers = useRef<ReturnType<typeof setTimeout>[]>([]);
  const clear = useCallback(() => {
    for (const timer of timers.current) clearTimeout(timer);
    timers.current = [];
  }, []);
  useEffect(() => clear, [clear]);
  return useCallback(() => {
    clear();
    timers.current = REFETCH_AFTER_SEND_MS.map((delay) =>
      setTimeout(() => void client.invalidateQueries({ queryKey: membersQueries.all(clubId) }), delay),
    );
  }, [clear, client, clubId]);
};
