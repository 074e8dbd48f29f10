// Written by `pnpm --filter @klubhus/domain wire` from src/contract/participation.ts: do not edit (ADR 015).
import type { participationContract } from '../contract/participation.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the participation calls: what the web's client needs, without the schemas. */
export const participationWire = {
  inviteToActivity: { method: 'POST', path: '/v4/activities/invite', access: 'leader' },
  moveParticipant: { method: 'POST', path: '/v2/activities/AdminAttendOrRemoveUserToActivity', access: 'admin' },
  removeParticipants: { method: 'DELETE', path: '/v3/activities/:id/participants', access: 'leader' },
  removeGroups: { method: 'DELETE', path: '/v3/activities/:id/groups', access: 'leader' },
  activityGroups: { method: 'GET', path: '/v3/activities/:id/groups', access: 'leader' },
  activityComment: { method: 'POST', path: '/v2/web/activitycomment/:id', access: 'member', requestType: 'multipart' },
  activityParticipants: { method: 'GET', path: '/v4/activities/:id/participants', access: 'member' },
} as const satisfies WireTable<typeof participationContract>;
