import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/** The signed-in user's clubs and the club settings (query factories; keys start with 'clubs'). */
export const clubQueries = {
  /** GET /v2/web/cluboverview: the user's clubs (spec document 1 §4 "Club loading"). */
  overview: () =>
    queryOptions({
      queryKey: ['clubs', 'overview'] as const,
      queryFn: ({ signal }) => api().clubOverview({}, { signal }),
      // Without its clubs the app cannot show a page: the guards show the error screen instead.
      meta: ownErrors,
    }),
  /** GET /v3/user/0/children, fetched after sign-in (spec document 1 §4). */
  children: () =>
    queryOptions({
      queryKey: ['clubs', 'children'] as const,
      queryFn: ({ signal }) => api().userChildren({}, { signal }),
    }),
  /** GET /v3/clubs/:id: the general settings of a club the user administers. */
  settings: (clubId: number) =>
    queryOptions({
      queryKey: ['clubs', clubId, 'settings'] as const,
      queryFn: ({ signal }) => api().getClub({ params: { id: clubId } }, { signal }),
      // The settings page shows its own failure, with a retry.
      meta: ownErrors,
    }),
};
