import { ApiError, type InvitationMethod } from '@klubhus/domain';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useState, useSyncExternalStore } from 'react';
import { Navigate, useLocation, useNavigate, useSearchParams } from 'react-router-dom';
import { useFlag } from '../../../shell/FlagsContext';
import { DetailsStep } from '../components/DetailsStep';
import { DownloadStep } from '../components/DownloadStep';
import { GroupsStep } from '../components/GroupsStep';
import { BadQuery, LinkFailed, LinkInvalid, LinkLoading } from '../components/StatusScreens';
import { UsersStep } from '../components/UsersStep';
import { decideQuery, factsOf, invitationPath, stepsOf } from '../flowRules';
import { invitationStoreOf, type InvitationState } from '../flowState';
import { invitationQueries } from '../queries';

interface FlowProps {
  clubToken: string;
  method: InvitationMethod;
  /** The stored flow of this link, when this browser has one. */
  state: InvitationState | null;
}

/**
 * The flow of one link: the details step until the visitor has joined (the link checked first: loading, failed,
 * void), then the stored step. A flow under way needs no call: its club is stored with it, so a reload resumes
 * even after the link has expired.
 */
const InvitationFlow = ({ clubToken, method, state }: FlowProps) => {
  const requestFlag = useFlag('department_requests');
  const navigate = useNavigate();
  const { key } = useLocation();
  const joined = state !== null && state.membership !== null ? state : null;
  const step = joined?.step ?? 'details';
  // The title takes the focus on every screen the visitor moved to (a step, the method toggle), not on arrival.
  const [first] = useState(() => ({ key, step }));
  const focusTitle = key !== first.key || step !== first.step;
  const club = useQuery({ ...invitationQueries.club(clubToken), enabled: joined === null });

  // The flow's session ended (401): it is forgotten, and the visitor logs in again.
  const onFailure = useCallback(
    (error: unknown) => {
      if (!(error instanceof ApiError) || error.status !== 401) return false;
      invitationStoreOf(window.localStorage).clear();
      void navigate(invitationPath(clubToken, 1), { replace: true, state: { sessionEnded: true } });
      return true;
    },
    [clubToken, navigate],
  );

  if (joined) {
    const steps = stepsOf(factsOf(joined, requestFlag));
    const progress = { step: Math.max(steps.indexOf(step), 0) + 1, count: steps.length };
    const props = { state: joined, progress, focusTitle };
    if (step === 'groups') return <GroupsStep {...props} onFailure={onFailure} />;
    if (step === 'users') return <UsersStep {...props} onFailure={onFailure} />;
    return <DownloadStep {...props} />;
  }
  if (club.isPending) return <LinkLoading />;
  if (club.isError) return <LinkFailed onRetry={() => void club.refetch()} isRetrying={club.isFetching} />;
  if (!club.data.valid) return <LinkInvalid />;
  return <DetailsStep key={method} clubToken={clubToken} club={club.data} method={method} focusTitle={focusTitle} />;
};

/**
 * `/invitation` (spec document 1 §2 "Invitation page"; ADR 019), a public page made for phones first: the query
 * decides (a link, a pre-imported user's credentials, `restore`), then the flow of the link: details, groups or
 * users, download. Its state is kept under `signup` (spec §9), so a reload resumes.
 */
export const InvitationRoute = () => {
  const [search] = useSearchParams();
  const store = invitationStoreOf(window.localStorage);
  const state = useSyncExternalStore(store.subscribe, store.get);
  const decision = decideQuery(search, state?.clubToken ?? null);
  switch (decision.to) {
    case 'register':
      return <Navigate to={`/register${decision.search}`} replace />;
    case 'login':
      return <Navigate to="/login" replace />;
    case 'restore':
      return <Navigate to={decision.path} replace />;
    case 'error':
      return <BadQuery />;
    case 'flow':
      return (
        <InvitationFlow
          clubToken={decision.clubToken}
          method={decision.method}
          state={state?.clubToken === decision.clubToken ? state : null}
        />
      );
  }
};
