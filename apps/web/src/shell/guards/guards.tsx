import type { ReactNode } from 'react';
import { Navigate, Outlet, useLocation, useSearchParams } from 'react-router-dom';
import { useActiveClub } from '../session/useActiveClub';
import { useIsOn } from '../FlagsContext';
import { areaAccess, homePath, type AreaId } from '../layout/navigation';
import { LoadingScreen } from '../LoadingScreen';
import { NoAccess } from '../pages/NoAccess';
import { afterSignInPath, loginPathFor } from '../session/afterSignIn';
import { useSession } from '../session/SessionContext';
import { SponsorGate } from '../sponsor/SponsorGate';

/**
 * Route guards (spec document 1 §2 "Root routes", document 2 §2.1, and ARCHITECTURE §4 decisions). They
 * are layout routes, so the screens themselves stay free of routing rules and render alone in stories.
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

/** The way to /login for a signed-out visitor, keeping where they were going in `?next=`. */
const ToLogin = () => {
  const location = useLocation();
  return <Navigate to={loginPathFor(location.pathname + location.search)} replace />;
};

/**
 * Pages that need a session: signed out → /login, keeping the way back in `?next=`. Right after sign-in
 * the sponsor gate holds them until the banner check is done.
 */
export const SignedInOnly = () => {
  const { isSignedIn, sponsorPending } = useSession();
  if (!isSignedIn) return <ToLogin />;
  if (sponsorPending) return <SponsorGate />;
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

/**
 * One area of the signed-in app, as the sidebar's table allows it for the user's role in the active club:
 * open → the page; closed (group leaders: messages, settings, payments) → the no-access page; absent (a
 * flag is off, or a member at a staff page such as /overview) → the user's home (/my-page for members).
 */
export const AreaRoute = ({ area, children }: { area: AreaId; children?: ReactNode }) => {
  const { role } = useActiveClub();
  const isOn = useIsOn();
  const access = areaAccess(area, role, isOn);
  if (access === 'absent') return <Navigate to={homePath(role, isOn)} replace />;
  if (access === 'closed') return <NoAccess area={area} />;
  return children ?? <Outlet />;
};

/** Any path no route claims: signed out → /login (keeping it in `?next=`); signed in → `notFound`. */
export const UnknownPath = ({ notFound }: { notFound: ReactNode }) => {
  const { isSignedIn } = useSession();
  return isSignedIn ? notFound : <ToLogin />;
};

/** /invitation signed in → /logout, then /invitation again with the same query (an invite is for a fresh visitor). */
export const InvitationGate = ({ children }: { children: ReactNode }) => {
  const { isSignedIn } = useSession();
  const { search } = useLocation();
  if (!isSignedIn) return children;
  return <Navigate to={`/logout?next=${encodeURIComponent(`/invitation${search}`)}`} replace />;
};

/** /registrer → /register, keeping the query. */
export const RegistrerRedirect = () => {
  const { search } = useLocation();
  return <Navigate to={`/register${search}`} replace />;
};
