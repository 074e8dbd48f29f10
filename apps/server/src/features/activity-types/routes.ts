import type { activityTypesContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { changeImageColour, listBundledIcons } from './icons/icons.js';
import {
  createActivityType,
  editActivityType,
  listActivityTypes,
  removeActivityType,
  type ActivityTypesDeps,
} from './service.js';

/** The activity types calls (spec document 2 §7 "Activity types (v4)" and the icon recolouring; ADR 024). */
export const activityTypesHandlers = (deps: ActivityTypesDeps): Handlers<typeof activityTypesContract> => ({
  activityTypes: ({ auth }) => listActivityTypes(deps, auth.clubId),
  activityTypeIcons: () => listBundledIcons(deps.files),
  createActivityType: ({ auth, body }) => createActivityType(deps, auth.clubId, body.activityTypeTitle),
  editActivityType: ({ auth, body }) => editActivityType(deps, auth.clubId, body),
  removeActivityType: ({ auth, body }) => removeActivityType(deps, auth.clubId, body.clubActivityTypeId),
  changeImageColour: {
    handler: ({ query }) => changeImageColour(deps, query.imageUrl, query.color),
    rateLimit: { max: 600, timeWindow: '1 minute' },
  },
});
