import { RouterProvider } from '@klubhus/ui';
import type { ReactNode } from 'react';
import { Outlet, useHref, useNavigate } from 'react-router-dom';

/** The ui's links (`href`) navigate inside the app instead of reloading the page. */
export const RouterLinks = ({ children }: { children: ReactNode }) => {
  const navigate = useNavigate();
  return (
    <RouterProvider navigate={(to, options) => void navigate(to, options)} useHref={useHref}>
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
