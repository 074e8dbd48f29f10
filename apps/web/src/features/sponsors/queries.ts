import { sponsorsWire, type sponsorsContract } from '@klubhus/domain';
import { queryOptions } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/** The sponsors area's client, made from its wire table when the area first calls (never on /login, ADR 015). */
export const sponsorsApi = areaApi<typeof sponsorsContract>(sponsorsWire);

/** The sponsors' reads (query factories; keys start with 'sponsors' and the club). */
export const sponsorsQueries = {
  /** GET /v4/sponsors/club/implemented: the club's sponsors in creation order and the views left in its pool. */
  list: (clubId: number) =>
    queryOptions({
      queryKey: ['sponsors', clubId, 'list'] as const,
      queryFn: ({ signal }) => sponsorsApi().clubSponsors({ query: { clubId } }, { signal }),
      // The tab shows a failure itself, with a retry (and a 403 as its no-access state).
      meta: ownErrors,
    }),
  /** GET /v4/sponsors/zips: the distinct zips of the club's members, what an external sponsor can target. */
  zips: (clubId: number) =>
    queryOptions({
      queryKey: ['sponsors', clubId, 'zips'] as const,
      queryFn: ({ signal }) => sponsorsApi().sponsorZips({ query: { clubId } }, { signal }),
      staleTime: 5 * 60_000,
      meta: ownErrors,
    }),
  /**
   * POST /v4/sponsors/club/exemptions/roles: the three member types' exemption rows. A club that has none yet
   * (`exemption/new` was never called) gets them made first, none enabled: `exemption/new` keeps rows that exist, so
   * running it twice (two tabs, a retry) changes nothing.
   */
  exemptions: (clubId: number) =>
    queryOptions({
      queryKey: ['sponsors', clubId, 'exemptions'] as const,
      queryFn: async ({ signal }) => {
        const rows = await sponsorsApi().sponsorExemptions({ body: { clubId } }, { signal });
        return rows.length > 0 ? rows : sponsorsApi().newSponsorExemptions({ body: { clubId } }, { signal });
      },
      meta: ownErrors,
    }),
};
