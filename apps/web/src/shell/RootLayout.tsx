import { RouterProvider } from '@klubhus/ui';
import type { ReactNode } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

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

/** Every route's frame. */
export const RootLayout = () => (
  <RouterLinks>
    <Outlet />
  </RouterLinks>
);
