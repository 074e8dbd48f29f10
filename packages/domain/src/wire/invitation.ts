// Written by `pnpm --filter @klubhus/domain wire` from src/contract/invitation.ts: do not edit (ADR 015).
import type { invitationContract } from '../contract/invitation.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the invitation calls: what the web's client needs, without the schemas. */
export const invitationWire = {
  joinClub: { method: 'POST', path: '/v3/clubs/join', access: 'user' },
  requestClub: { method: 'POST', path: '/v1/clubs/request', access: 'user' },
  requestGroups: { method: 'POST', path: '/v3/clubs/:clubId/groups/request', access: 'member' },
} as const satisfies WireTable<typeof invitationContract>;
