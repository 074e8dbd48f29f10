import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useIsOn } from '../../shell/FlagsContext';
import type { NavCountSource } from '../../shell/layout/navCounts';
import { useActiveClub } from '../../shell/session/useActiveClub';
import { membersQueries } from './queries';

/** A count as a badge: none for nothing to do. */
const shown = (count: number | undefined) => (count ? count : undefined);

/**
 * The members entry's badges (spec document 1 §2): pending group requests, inactive members and, behind the
 * `department_requests` flag, club requests — for administrators and group leaders, who may list the members
 * (spec §6; not in restricted mode).
 */
export const MemberNavCounts: NavCountSource = ({ onCounts }) => {
  const { activeClub, role } = useActiveClub();
  const isOn = useIsOn();
  const mayList = (role === 'admin' || role === 'leader') && !isOn('restricted_mode');
  const withClubRequests = isOn('department_requests');
  const counts = useQuery({ ...membersQueries.counts(activeClub?.clubId ?? 0), enabled: !!activeClub && mayList });
  const data = mayList ? counts.data : undefined;
  useEffect(() => {
    onCounts({
      pendingRequests: shown(data?.pendingRequests),
      inactiveMembers: shown(data?.inactive),
      clubRequests: withClubRequests ? shown(data?.clubRequests) : undefined,
    });
  }, [data, withClubRequests, onCounts]);
  return null;
};
