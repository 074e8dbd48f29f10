import type { participationContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import type { ActivitiesDeps } from './service.js';

const notYet = (): never => {
  throw new Error('STUB: being built (issue 21)');
};

/** The participant and comment calls of "Activities II" (spec document 2 §7; ADR 023). */
export const participationHandlers = (_deps: ActivitiesDeps): Handlers<typeof participationContract> => ({
  inviteToActivity: notYet,
  moveParticipant: notYet,
  removeParticipants: notYet,
  removeGroups: notYet,
  activityGroups: notYet,
  activityComment: notYet,
  activityParticipants: notYet,
});
