import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { api } from '../../../shell/api';
import { LoadingScreen } from '../../../shell/LoadingScreen';
import { internalPath } from '../../../shell/session/afterSignIn';
import { useSessionStore } from '../../../shell/session/SessionContext';

/**
 * /logout (spec document 1 §2): ends the session on the server, clears the stored user and club, then
 * goes to /login, or to `?next=` (a path of this app: /invitation sends a signed-in visitor through here
 * and back, ARCHITECTURE §4). The local sign-out happens even when the server cannot be reached, so a user is never
 * stuck signed in; a session the server still holds then simply expires.
 */
export const LogoutRoute = () => {
  const store = useSessionStore();
  const queryClient = useQueryClient();
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const next = internalPath(search.get('next')) ?? '/login';
  useEffect(() => {
    let cancelled = false;
    const signOut = async () => {
      if (store.get().token)
        await api()
          .logout({})
          .catch((error: unknown) => console.warn('Sign-out call failed', error));
      if (cancelled) return;
      store.clear();
      queryClient.clear();
      void navigate(next, { replace: true });
    };
    void signOut();
    return () => {
      cancelled = true;
    };
  }, [store, queryClient, navigate, next]);
  return <LoadingScreen />;
};
