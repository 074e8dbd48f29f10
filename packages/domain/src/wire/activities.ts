// Written by `pnpm --filter @klubhus/domain wire` from src/contract/activities.ts: do not edit (ADR 015).
import type { activitiesContract } from '../contract/activities.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the activities calls: what the web's client needs, without the schemas. */
export const activitiesWire = {
  activityOverview: { method: 'GET', path: '/v4/activities/activityoverview', access: 'leader' },
  getActivity: { method: 'GET', path: '/v4/activities/:id', access: 'leader' },
  createActivity: { method: 'POST', path: '/v4/activities/create', access: 'leader' },
  updateActivity: { method: 'POST', path: '/v4/activities/update', access: 'leader' },
  updateCoHosts: { method: 'PUT', path: '/v3/activities/updateCoHosts/:id', access: 'leader' },
  getAvailableCoHosts: { method: 'GET', path: '/v3/activities/getAvailableCoHosts', access: 'leader' },
  newActivityImages: {
    method: 'POST',
    path: '/v2/web/newactivityimages/:id',
    access: 'leader',
    requestType: 'multipart',
  },
  activityImageDelete: { method: 'POST', path: '/v2/web/activityimagedelete/:id', access: 'leader' },
  activityRemove: { method: 'POST', path: '/v2/web/activityremove/:club', access: 'leader' },
} as const satisfies WireTable<typeof activitiesContract>;
