import type { statisticsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import type { ActivitiesDeps } from './service.js';
import { activityStatistics, groupStatistics, userStatistics } from './statistics.js';

/**
 * The statistics calls (spec document 1 §7, document 2 §7; ADR 023). The access step has placed the activity, the
 * member or the group in the caller's club (404 otherwise) and a group leader with the group concerned (403).
 */
export const statisticsHandlers = (deps: ActivitiesDeps): Handlers<typeof statisticsContract> => ({
  activityStatistics: ({ auth, params }) => activityStatistics(deps, auth.clubId, params.id),
  userStatistics: ({ auth, params, query }) => userStatistics(deps, auth.clubId, params.id, query),
  groupStatistics: ({ auth, params, query }) => groupStatistics(deps, auth.clubId, params.id, query),
});
