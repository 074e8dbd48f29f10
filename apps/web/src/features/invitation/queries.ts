import { requiredSignupFields } from '@klubhus/domain';
import { queryOptions } from '@tanstack/react-query';
import { api } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/**
 * What `/invitation` asks before anyone is signed in (keys start with 'invitation'): the club behind the link, and
 * the sign-up fields that club requires. Both are core calls (`api()`), the page shows their failures itself.
 */
export const invitationQueries = {
  /** POST /v2/login/checkclublink: the club, its inviter, groups and data policy; `{ valid: false }` for a void link. */
  club: (clubToken: string) =>
    queryOptions({
      queryKey: ['invitation', 'club', clubToken] as const,
      queryFn: ({ signal }) => api().checkClubLink({ body: { clubToken } }, { signal }),
      staleTime: Infinity,
      meta: ownErrors,
    }),
  /**
   * GET /v4/clubs/getClubDisableProperties: which of birthdate, mobile, address and city the club requires (the
   * server refuses a registration with the link that leaves one out).
   */
  requiredFields: (clubId: number) =>
    queryOptions({
      queryKey: ['invitation', 'requiredFields', clubId] as const,
      queryFn: async ({ signal }) =>
        requiredSignupFields(await api().clubDisableProperties({ query: { clubId } }, { signal })),
      staleTime: Infinity,
      meta: ownErrors,
    }),
};
