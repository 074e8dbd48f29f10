import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { ownErrors } from '../createQueryClient';

export const sponsorQueries = {
  /**
   * POST /v4/sponsors/Show after sign-in: a banner or 0. Asked once (a failure means "no banner", not a
   * retry) and not kept: the next sign-in asks again. The gate shows a failure itself (it lets the user in).
   */
  show: () =>
    queryOptions({
      queryKey: ['sponsor', 'show'] as const,
      queryFn: ({ signal }) => api().showSponsor({}, { signal }),
      meta: ownErrors,
      retry: false,
      gcTime: 0,
    }),
};
