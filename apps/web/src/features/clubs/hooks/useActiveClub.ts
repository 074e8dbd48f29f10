import { chooseActiveClub, countingClubs, type ClubOverviewItem } from '@klubhus/domain';
import { useQuery } from '@tanstack/react-query';
import { useSession } from '../../../shell/session/SessionContext';
import { clubQueries } from '../queries';

export interface ActiveClubState {
  /** The clubs that count (clubId > 0); undefined while loading. */
  clubs: ClubOverviewItem[] | undefined;
  /** The stored club if still present, else the first (spec document 1 §4). */
  activeClub: ClubOverviewItem | undefined;
  isPending: boolean;
  error: Error | null;
}

/** The signed-in user's clubs and the active one. */
export const useActiveClub = (): ActiveClubState => {
  const { clubId, isSignedIn } = useSession();
  const query = useQuery({ ...clubQueries.overview(), enabled: isSignedIn });
  const clubs = query.data && countingClubs(query.data);
  return {
    clubs,
    activeClub: clubs && chooseActiveClub(clubs, clubId),
    isPending: isSignedIn && query.isPending,
    error: query.error,
  };
};
