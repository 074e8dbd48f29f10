// Written by `pnpm --filter @klubhus/domain wire` from src/contract/members.ts: do not edit (ADR 015).
import type { membersContract } from '../contract/members.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the members calls: what the web's client needs, without the schemas. */
export const membersWire = {
  memberOverview: { method: 'GET', path: '/v2/web/memberoverview/:club', access: 'leader' },
  groupRemoveMembers: { method: 'POST', path: '/v2/web/groupremovemembers/:id', access: 'leader' },
  setMemberGroups: { method: 'PATCH', path: '/v2/clubs/:club/members/:id/groups', access: 'leader' },
  memberDetails: { method: 'GET', path: '/v2/clubs/:club/members/:id', access: 'leader' },
  updateMember: { method: 'PATCH', path: '/v3/clubs/:club/members/:id', access: 'admin' },
  updateImportedMember: { method: 'PATCH', path: '/v2/user/imported/:id', access: 'admin' },
  setMemberRole: { method: 'PATCH', path: '/v2/clubs/:club/members/:id/role', access: 'admin' },
  memberRequests: { method: 'GET', path: '/v2/clubs/:club/members/requests', access: 'leader' },
  acceptMember: { method: 'PATCH', path: '/v2/clubs/:club/members/:id/accept', access: 'admin' },
  rejectMember: { method: 'PATCH', path: '/v2/clubs/:club/members/:id/reject', access: 'leader' },
  removeMembers: { method: 'DELETE', path: '/v2/clubs/:club/members', access: 'admin' },
} as const satisfies WireTable<typeof membersContract>;
