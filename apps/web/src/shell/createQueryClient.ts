import { ApiError } from '@klubhus/domain';
import { QueryClient } from '@tanstack/react-query';

/** A 4xx answer will not change on a retry; a network failure or 5xx may. */
const isWorthRetrying = (error: Error): boolean => !(error instanceof ApiError && error.status < 500);

export const createQueryClient = (): QueryClient =>
  new QueryClient({
    defaultOptions: {
      queries: {
        retry: (failureCount, error) => failureCount < 2 && isWorthRetrying(error),
        refetchOnWindowFocus: false,
      },
    },
  });
