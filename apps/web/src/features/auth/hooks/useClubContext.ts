import { useQuery } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { authQueries } from '../queries';

export interface ClubContext {
  /** The invitation token from `?clubToken=`, or null. */
  clubToken: string | null;
  /** The club behind the token once checked; null without a token or with an unknown one. */
  clubId: number | null;
  /** True when a token came along but the server does not know it. */
  isInvalid: boolean;
  /** True while the token is being checked. */
  isPending: boolean;
}

/** The club a signed-out page works for: the one behind `?clubToken=` (an invitation link). */
export const useClubContext = (): ClubContext => {
  const [search] = useSearchParams();
  const clubToken = search.get('clubToken')?.trim() || null;
  const link = useQuery({ ...authQueries.clubLink(clubToken ?? ''), enabled: clubToken !== null });
  const clubId = link.data?.valid ? link.data.id : null;
  return {
    clubToken,
    clubId,
    isInvalid: link.data?.valid === false,
    isPending: clubToken !== null && link.isPending,
  };
};
