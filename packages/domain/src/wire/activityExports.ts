// Written by `pnpm --filter @klubhus/domain wire` from src/contract/activityExports.ts: do not edit (ADR 015).
import type { activityExportsContract } from '../contract/activityExports.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the activityExports calls: what the web's client needs, without the schemas. */
export const activityExportsWire = {
  exportClubActivities: {
    method: 'GET',
    path: '/v4/activities/export/club/:club',
    access: 'admin',
    responseType: 'csv',
  },
  exportGroupAttendance: {
    method: 'GET',
    path: '/v4/activities/export/group/:group',
    access: 'leader',
    responseType: 'csv',
  },
  exportMemberAttendance: {
    method: 'GET',
    path: '/v4/activities/export/member/:member',
    access: 'leader',
    responseType: 'csv',
  },
} as const satisfies WireTable<typeof activityExportsContract>;
