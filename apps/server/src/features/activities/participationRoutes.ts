import type { participationContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { addComment } from './comments.js';
import * as participants from './participants.js';
import type { ActivitiesDeps } from './service.js';

/** The participant and comment calls of "Activities II" (spec document 2 §7; ADR 023). */
export const participationHandlers = (deps: ActivitiesDeps): Handlers<typeof participationContract> => ({
  inviteToActivity: ({ auth, body }) => participants.inviteToActivity(deps, auth, body),
  moveParticipant: ({ auth, body }) => participants.moveParticipant(deps, auth, body),
  removeParticipants: ({ auth, params, query, body }) =>
    participants.removeParticipants(deps, auth, params.id, body.userIds, query.forceattending),
  removeGroups: ({ auth, params, query, body }) =>
    participants.removeGroups(deps, auth, params.id, body.groupIds, query.forceattending),
  activityGroups: ({ auth, params }) => participants.activityGroups(deps, auth, params.id),
  activityComment: ({ auth, params, body }) => addComment(deps, auth, params.id, body),
  activityParticipants: ({ auth, params, query }) => participants.activityParticipants(deps, auth, params.id, query),
});
