import { chooseActiveClub, countingClubs, memberRole, type ClubOverviewItem, type MemberRole } from '@klubhus/domain';
import { useQuery } from '@tanstack/react-query';
import { useSession } from './SessionContext';
import { sessionQueries } from './sessionQueries';

export interface ActiveClubState {
  /** The clubs that count (clubId > 0); undefined while loading. */
  clubs: ClubOverviewItem[] | undefined;
  /** The stored club if still present, else the first (spec document 1 §4). */
  activeClub: ClubOverviewItem | undefined;
  /** The user's role in the active club; a member's (the least access) while the clubs load. */
  role: MemberRole;
  isPending: boolean;
  error: Error | null;
}

/** The signed-in user's clubs and the active one. */
export const useActiveClub = (): ActiveClubState => {
  const { clubId, isSignedIn } = useSession();
  const query = useQuery({ ...sessionQueries.clubs(), enabled: isSignedIn });
  const clubs = query.data && countingClubs(query.data);
  const activeClub = clubs && chooseActiveClub(clubs, clubId);
  return {
    clubs,
    activeClub,
    role: activeClub ? memberRole(activeClub.memberType) : 'member',
    isPending: isSignedIn && query.isPending,
    error: query.error,
  };
};
