import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useActiveClub } from '../../features/clubs/hooks/useActiveClub';
import { LoadingScreen } from '../LoadingScreen';
import { afterSignInPath, loginPathFor } from '../session/afterSignIn';
import { useSession } from '../session/SessionContext';

/**
 * Route guards (spec document 1 §2 "Root routes" and ARCHITECTURE §4 decisions). They are layout routes,
 * so the screens themselves stay free of routing rules and render alone in stories.
 */

/** Where a signed-in user belongs: /overview with a club, /onboarding without (waits for the clubs). */
const SignedInHome = () => {
  const [search] = useSearchParams();
  const { clubs, error } = useActiveClub();
  if (error) throw error;
  if (!clubs) return <LoadingScreen />;
  return <Navigate to={afterSignInPath(search.get('next'), clubs.length > 0)} replace />;
};

/** `/`: signed out → /login; signed in → /overview or /onboarding. */
export const HomeRedirect = () => {
  const { isSignedIn } = useSession();
  return isSignedIn ? <SignedInHome /> : <Navigate to="/login" replace />;
};

/** /login, /forgot, /reset, /create: a signed-in user is sent on (to `?next=` when given). */
export const SignedOutOnly = () => {
  const { isSignedIn } = useSession();
  return isSignedIn ? <SignedInHome /> : <Outlet />;
};

/** Pages that need a session: signed out → /login, keeping the way back in `?next=`. */
export const SignedInOnly = () => {
  const { isSignedIn } = useSession();
  const location = useLocation();
  if (!isSignedIn) return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
  return <Outlet />;
};

/** Club pages: a signed-in user without a club goes to /onboarding. */
export const WithClub = () => {
  const { clubs, error } = useActiveClub();
  if (error) throw error;
  if (!clubs) return <LoadingScreen />;
  if (clubs.length === 0) return <Navigate to="/onboarding" replace />;
  return <Outlet />;
};
