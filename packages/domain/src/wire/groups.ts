// Written by `pnpm --filter @klubhus/domain wire` from src/contract/groups.ts: do not edit (ADR 015).
import type { groupsContract } from '../contract/groups.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the groups calls: what the web's client needs, without the schemas. */
export const groupsWire = {
  groupOverview: { method: 'GET', path: '/v2/web/groupoverview/:club', access: 'leader' },
  groupAdd: { method: 'POST', path: '/v2/web/groupadd/:club', access: 'admin' },
  groupDeleteRecursive: { method: 'POST', path: '/v2/web/groupdeleterecursive/:club', access: 'admin' },
  groupEdit: { method: 'POST', path: '/v2/web/groupedit/:id', access: 'admin' },
} as const satisfies WireTable<typeof groupsContract>;
