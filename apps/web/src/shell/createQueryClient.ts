import { ApiError } from '@klubhus/domain';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';

/** A 4xx answer will not change on a retry; a network failure or 5xx may. */
const isWorthRetrying = (error: Error): boolean => !(error instanceof ApiError && error.status < 500);

/**
 * Mark a mutation whose 401 is an answer for the form ("forkert password" on a sign-in call), not an
 * ended session: `useMutation({ meta: credentialCall, ... })`.
 */
export const credentialCall = { credentialCall: true } as const;

declare module '@tanstack/react-query' {
  interface Register {
    mutationMeta: { credentialCall?: boolean };
  }
}

/**
 * The app's query client. A 401 on any call but a sign-in call means the session has ended on the server
 * (ARCHITECTURE §4: "401 elsewhere → session cleared, → /login"): `onSessionEnded` clears the stored
 * session and the route guards take the user to /login.
 */
export const createQueryClient = (onSessionEnded: () => void = () => undefined): QueryClient => {
  const endSessionOn401 = (error: Error, credential?: boolean) => {
    if (error instanceof ApiError && error.status === 401 && !credential) onSessionEnded();
  };
  return new QueryClient({
    queryCache: new QueryCache({ onError: (error) => endSessionOn401(error) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => endSessionOn401(error, mutation.meta?.credentialCall),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error),
        refetchOnWindowFocus: false,
      },
    },
  });
};
