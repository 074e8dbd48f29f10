import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shell/api';

/**
 * What the signed-out pages ask about a club before anyone is signed in (keys start with 'auth'): the
 * club behind an invitation token, its data-policy link and the sign-up fields it does not ask for.
 */
export const authQueries = {
  /** POST /v2/login/checkclublink: the club behind `?clubToken=` (`{ valid: false }` for an unknown one). */
  clubLink: (clubToken: string) =>
    queryOptions({
      queryKey: ['auth', 'clubLink', clubToken] as const,
      queryFn: ({ signal }) => api().checkClubLink({ body: { clubToken } }, { signal }),
      staleTime: Infinity,
    }),
  /** GET /v2/clubs/datapolicy/link/get: the club's data-policy link, or null. */
  dataPolicy: (clubId: number) =>
    queryOptions({
      queryKey: ['auth', 'dataPolicy', clubId] as const,
      queryFn: ({ signal }) => api().dataPolicyLink({ query: { clubId } }, { signal }),
      staleTime: Infinity,
    }),
  /** GET /v4/clubs/getClubDisableProperties: the sign-up fields the club does not ask for. */
  disabledFields: (clubId: number) =>
    queryOptions({
      queryKey: ['auth', 'disabledFields', clubId] as const,
      queryFn: ({ signal }) => api().clubDisableProperties({ query: { clubId } }, { signal }),
      staleTime: Infinity,
    }),
};
