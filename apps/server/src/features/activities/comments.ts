import type { ActivityComment } from '@klubhus/domain';
import type { ActivitiesDeps } from './service.js';

/** STUB (issue 21, being built): the comments the detail carries, newest `COMMENTS_MAX_LOADED`, oldest first. */
export const commentsForDetail = async (
  _deps: Pick<ActivitiesDeps, 'db' | 'files'>,
  _clubId: number,
  _activityId: number,
): Promise<{ comments: ActivityComment[]; commentCount: number }> => ({ comments: [], commentCount: 0 });
