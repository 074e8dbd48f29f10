import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

export const downloadQueries = {
  /** GET /api/health: whether the API (and its database) answers. */
  health: () =>
    queryOptions({
      queryKey: ['health'] as const,
      queryFn: ({ signal }) => api().health({}, { signal }),
      // The page says itself whether the API answers.
      meta: ownErrors,
    }),
};
