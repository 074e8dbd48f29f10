import { ApiError, type CallKind } from '@klubhus/domain';
import { MutationCache, QueryCache, QueryClient } from '@tanstack/react-query';
import type { ErrorCenter } from './errors/errorCenter';

/** A 4xx answer will not change on a retry; a network failure or 5xx may. */
const isWorthRetrying = (error: Error): boolean => !(error instanceof ApiError && error.status < 500);

/** A form's call: its own 4xx is shown in the form (`useMutation({ meta: formCall, ... })`). */
export const formCall = { form: true } as const satisfies CallKind;

/**
 * A sign-in form's call: a 401 is the form's answer ("forkert password" on the email field), not an
 * ended session.
 */
export const credentialCall = { form: true, credential: true } as const satisfies CallKind;

/** A call whose caller shows every failure itself (a 401 still ends the session, a 403 still notifies). */
export const ownErrors = { ownErrors: true } as const satisfies CallKind;

/** What a query or mutation says of itself in `meta` (react-query wants an open record). */
export type CallMeta = CallKind & Record<string, unknown>;

declare module '@tanstack/react-query' {
  interface Register {
    queryMeta: CallMeta;
    mutationMeta: CallMeta;
  }
}

/**
 * The app's query client. Every failed query and mutation goes to the error center, which applies the
 * display rules of ARCHITECTURE §4 (dialog, permission notice, log, or the end of the session: a 401 on any
 * call but a sign-in call means the session has ended on the server).
 */
export const createQueryClient = (errors: Pick<ErrorCenter, 'report'>): QueryClient =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error, query) => void errors.report(error, query.meta) }),
    mutationCache: new MutationCache({
      onError: (error, _variables, _context, mutation) => void errors.report(error, mutation.meta),
    }),
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error),
        refetchOnWindowFocus: false,
      },
    },
  });
