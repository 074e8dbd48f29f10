import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { ownErrors } from '../createQueryClient';

export const sponsorQueries = {
  /**
   * POST /v4/sponsors/Show after sign-in: a banner or 0, for the remembered club (`clubId`; none: the server takes the
   * first club of the overview, ADR 029). Asked once (a failure means "no banner", not a retry: each answer may have
   * counted a paid view) and not kept: the next sign-in asks again. The gate shows a failure itself (it lets the user
   * in).
   */
  show: (clubId: number | null) =>
    queryOptions({
      queryKey: ['sponsor', 'show', clubId] as const,
      queryFn: ({ signal }) => api().showSponsor({ body: clubId === null ? {} : { clubId } }, { signal }),
      meta: ownErrors,
      retry: false,
      gcTime: 0,
    }),
};
