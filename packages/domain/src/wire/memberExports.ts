// Written by `pnpm --filter @klubhus/domain wire` from src/contract/memberExports.ts: do not edit (ADR 015).
import type { memberExportsContract } from '../contract/memberExports.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the memberExports calls: what the web's client needs, without the schemas. */
export const memberExportsWire = {
  exportMembers: { method: 'GET', path: '/v2/clubs/:club/members/export', access: 'admin', responseType: 'csv' },
  exportInactive: { method: 'GET', path: '/v2/club/export/:club/InactiveFile', access: 'admin', responseType: 'csv' },
  exportByAge: {
    method: 'GET',
    path: '/v2/club/export/:club/Members/age/:from/:to',
    access: 'admin',
    responseType: 'csv',
  },
  exportRemoved: { method: 'GET', path: '/v2/club/export/:club/Members/removed', access: 'admin', responseType: 'csv' },
  exportRelations: {
    method: 'GET',
    path: '/v2/club/export/:club/Members/relations',
    access: 'admin',
    responseType: 'csv',
  },
} as const satisfies WireTable<typeof memberExportsContract>;
