import { activityTypesWire, type activityTypesContract } from '@klubhus/domain';
import { queryOptions } from '@tanstack/react-query';
import { areaApi } from '../../shell/api';
import { ownErrors } from '../../shell/createQueryClient';

/** The activity types area's client, made from its wire table when the area first calls (never on /login, ADR 015). */
export const activityTypesApi = areaApi<typeof activityTypesContract>(activityTypesWire);

/** The activity types' reads (query factories; keys start with 'activity-types'). */
export const activityTypesQueries = {
  /** GET /v4/activities/club/ActivityTypes: the club's types, hidden ones included and marked (ADR 024). */
  list: (clubId: number) =>
    queryOptions({
      queryKey: ['activity-types', clubId, 'list'] as const,
      queryFn: ({ signal }) => activityTypesApi().activityTypes({ query: { ClubId: clubId } }, { signal }),
      // Types change rarely and every activities screen reads them: keep them a while.
      staleTime: 5 * 60_000,
      // Each screen says it itself: the activities' rows keep the built-in look, the wizard and the tab offer a retry.
      meta: ownErrors,
    }),
  /** GET /v4/activities/club/ActivityType/Icons: the bundled icon set, the same for every club. */
  icons: () =>
    queryOptions({
      queryKey: ['activity-types', 'icons'] as const,
      queryFn: ({ signal }) => activityTypesApi().activityTypeIcons({}, { signal }),
      staleTime: Infinity,
    }),
};
