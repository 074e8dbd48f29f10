import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/** A club's own resource (query factories; keys start with 'clubs'). The user's club list is the shell's (`sessionQueries`). */
export const clubQueries = {
  /** GET /v3/clubs/:id: the general settings of a club the user administers. */
  settings: (clubId: number) =>
    queryOptions({
      queryKey: ['clubs', clubId, 'settings'] as const,
      queryFn: ({ signal }) => api().getClub({ params: { id: clubId } }, { signal }),
      // The settings page shows its own failure, with a retry.
      meta: ownErrors,
    }),
};
