import type { statisticsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import type { ActivitiesDeps } from './service.js';

const notYet = (): never => {
  throw new Error('STUB: being built (issue 21)');
};

/** The statistics calls (spec document 1 §7, document 2 §7; ADR 023). */
export const statisticsHandlers = (_deps: ActivitiesDeps): Handlers<typeof statisticsContract> => ({
  activityStatistics: notYet,
  userStatistics: notYet,
  groupStatistics: notYet,
});
