// Written by `pnpm --filter @klubhus/domain wire` from src/contract/members.ts: do not edit (ADR 015).
import type { membersContract } from '../contract/members.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the members calls: what the web's client needs, without the schemas. */
export const membersWire = {
  memberOverview: { method: 'GET', path: '/v2/web/memberoverview/:club', access: 'leader' },
  groupRemoveMembers: { method: 'POST', path: '/v2/web/groupremovemembers/:id', access: 'leader' },
  setMemberGroups: { method: 'PATCH', path: '/v2/clubs/:club/members/:id/groups', access: 'leader' },
} as const satisfies WireTable<typeof membersContract>;
