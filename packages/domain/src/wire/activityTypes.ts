// Written by `pnpm --filter @klubhus/domain wire` from src/contract/activityTypes.ts: do not edit (ADR 015).
import type { activityTypesContract } from '../contract/activityTypes.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the activityTypes calls: what the web's client needs, without the schemas. */
export const activityTypesWire = {
  activityTypes: { method: 'GET', path: '/v4/activities/club/ActivityTypes', access: 'member' },
  activityTypeIcons: { method: 'GET', path: '/v4/activities/club/ActivityType/Icons', access: 'user' },
  createActivityType: { method: 'POST', path: '/v4/activities/ActivityType/Create', access: 'admin' },
  editActivityType: { method: 'POST', path: '/v4/activities/ActivityType/Default/edit', access: 'admin' },
  removeActivityType: {
    method: 'POST',
    path: '/v4/activities/ActivityType/remove',
    access: 'admin',
    responseType: 'none',
  },
  changeImageColour: { method: 'GET', path: '/v2/image/ChangeColor', access: 'public', responseType: 'image' },
} as const satisfies WireTable<typeof activityTypesContract>;
