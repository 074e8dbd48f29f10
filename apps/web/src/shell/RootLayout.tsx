import { RouterProvider } from '@klubhus/ui';
import { Suspense, type ReactNode } from 'react';
import { Navigate, Outlet, useHref, useLocation, useNavigate } from 'react-router-dom';
import { ErrorHost } from './errors/ErrorHost';
import { LoadingScreen } from './LoadingScreen';
import { RouteErrorBoundary } from './RouteErrorScreen';

/** An address that leaves the app (`https://…`, `mailto:…`, `//host/…`): the router must not touch it. */
export const isExternalHref = (href: string): boolean => /^([a-z][a-z\d+.-]*:|\/\/)/i.test(href);

/** react-router's `useHref` for paths of the app; addresses that leave it stay as they are. */
const useLinkHref = (href: string): string => {
  const routed = useHref(href);
  return isExternalHref(href) ? href : routed;
};

/**
 * The ui's links (`href`) navigate inside the app instead of reloading the page; RAC navigates natively
 * for links to another origin or with a target.
 */
export const RouterLinks = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useLinkHref}>
      {children}
    </RouterProvider>
  );
};

/**
 * Every route's frame: client-side links, the error dialog and permission notice, the loading screen while
 * a page's code loads the first time, and the error screen for a page that fails. A path that starts with
 * several slashes (the spec's `//subscription/mobilepaysubscription` links) is the same page with one.
 */
export const RootLayout = () => {
  const { pathname, search, hash } = useLocation();
  if (pathname.startsWith('//')) return <Navigate to={pathname.replace(/^\/+/, '/') + search + hash} replace />;
  return (
    <RouterLinks>
      <RouteErrorBoundary pathname={pathname}>
        <Suspense fallback={<LoadingScreen />}>
          <Outlet />
        </Suspense>
      </RouteErrorBoundary>
      <ErrorHost />
    </RouterLinks>
  );
};
