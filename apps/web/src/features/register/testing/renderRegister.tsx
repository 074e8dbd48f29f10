import { render } from '@testing-library/react';
import { useLayoutEffect } from 'react';
import { useLocation } from 'react-router-dom';
import { ScreenProviders, type ScreenContextOptions } from '../../../testing/ScreenProviders';
import { RegisterRoutes } from './RegisterRoutes';

/** Writes down every location the router shows, first to last. */
const LocationLog = ({ visited }: { visited: string[] }) => {
  const { pathname, search, key } = useLocation();
  useLayoutEffect(() => {
    visited.push(pathname + search);
  }, [visited, pathname, search, key]);
  return null;
};

/** Renders the sign-up at `path`; `where()` is the location it ends at, `visited` every location on the way. */
export const renderRegister = (path: string, options: ScreenContextOptions = {}) => {
  const visited: string[] = [];
  const view = render(
    <ScreenProviders path={path} {...options}>
      <RegisterRoutes />
      <LocationLog visited={visited} />
    </ScreenProviders>,
  );
  return { ...view, where: () => visited.at(-1) ?? path, visited };
};
