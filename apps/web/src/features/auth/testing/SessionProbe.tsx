import { useSession } from '../../../shell/session/SessionContext';

/** Shows the stored session in a test: the token and the user's e-mail (empty when signed out). */
export const SessionProbe = () => {
  const { token, user } = useSession();
  return (
    <output data-testid="session">
      {token ?? ''}|{user?.email ?? ''}
    </output>
  );
};
