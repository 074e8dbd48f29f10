import { useRouteError } from 'react-router-dom';
import { ErrorScreen } from './ErrorScreen';

/** A route that throws while rendering or loading its code gets the generic error screen. */
export const RouteErrorScreen = () => {
  const error = useRouteError();
  return <ErrorScreen message={error instanceof Error ? error.message : String(error)} />;
};
