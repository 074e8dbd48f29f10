import type { activitiesContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { addImages, deleteImage } from './images.js';
import * as service from './service.js';
import { cancelActivity, createActivity, setCoHosts, updateActivity } from './writes.js';

/** The activities calls (spec document 2 §7 "Activities"; ADR 022); `auth` is an administrator or group leader. */
export const activitiesHandlers = (deps: service.ActivitiesDeps): Handlers<typeof activitiesContract> => ({
  activityOverview: ({ auth, query }) => service.activityOverview(deps, auth, query),
  getActivity: ({ auth, params }) => service.activityDetail(deps, auth, params.id),
  createActivity: ({ auth, body }) => createActivity(deps, auth, body),
  updateActivity: ({ auth, body }) => updateActivity(deps, auth, body),
  updateCoHosts: ({ auth, params, body }) => setCoHosts(deps, auth, params.id, body.coHostIds),
  getAvailableCoHosts: ({ auth }) => service.availableCoHosts(deps, auth),
  newActivityImages: ({ auth, params, body }) => addImages(deps, auth, params.id, body.images),
  activityImageDelete: ({ auth, params, body }) => deleteImage(deps, auth, params.id, body.url),
  activityRemove: ({ auth, body, query }) => cancelActivity(deps, auth, body, query.message),
});
