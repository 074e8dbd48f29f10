import { queryOptions } from '@tanstack/react-query';
import { api } from '../api';
import { ownErrors } from '../createQueryClient';

/**
 * What every signed-in screen stands on: the user's clubs and children (query factories; keys start with
 * 'session'). The shell owns them, so that no feature has to import another to know the active club.
 */
export const sessionQueries = {
  /** GET /v2/web/cluboverview: the user's clubs (spec document 1 §4 "Club loading"). */
  clubs: () =>
    queryOptions({
      queryKey: ['session', 'clubs'] as const,
      queryFn: ({ signal }) => api().clubOverview({}, { signal }),
      // Without its clubs the app cannot show a page: the guards show the error screen instead.
      meta: ownErrors,
    }),
  /** GET /v3/user/0/children, fetched after sign-in (spec document 1 §4). */
  children: () =>
    queryOptions({
      queryKey: ['session', 'children'] as const,
      queryFn: ({ signal }) => api().userChildren({}, { signal }),
    }),
};
