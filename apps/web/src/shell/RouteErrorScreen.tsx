import { useEffect } from 'react';
import { useRouteError } from 'react-router-dom';
import { reportError } from './errorReporting';
import { ErrorScreen } from './ErrorScreen';

/** A route that throws while rendering or loading its code gets the generic error screen (and is reported). */
export const RouteErrorScreen = () => {
  const error = useRouteError();
  useEffect(() => reportError(error), [error]);
  return <ErrorScreen message={error instanceof Error ? error.message : String(error)} />;
};
