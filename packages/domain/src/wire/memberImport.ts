// Written by `pnpm --filter @klubhus/domain wire` from src/contract/memberImport.ts: do not edit (ADR 015).
import type { memberImportContract } from '../contract/memberImport.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the memberImport calls: what the web's client needs, without the schemas. */
export const memberImportWire = {
  importOverview: { method: 'GET', path: '/v2/web/importoverview/:club', access: 'admin' },
  parseCsv: { method: 'POST', path: '/v2/web/parsecsv/:club', access: 'admin', requestType: 'multipart' },
  parseCsvConventus: {
    method: 'POST',
    path: '/v2/web/parsecsvconventus/:club',
    access: 'admin',
    requestType: 'multipart',
  },
  mergeMembers: { method: 'PATCH', path: '/v2/clubs/:club/members/merge', access: 'admin' },
  patchImportedRow: { method: 'PATCH', path: '/v2/web/importusers/:club/imported/:id', access: 'admin' },
  clearImport: { method: 'DELETE', path: '/v2/web/importusers/:club/imported', access: 'admin', responseType: 'none' },
  importGroups: { method: 'POST', path: '/v2/web/import/:club/groups', access: 'admin' },
  importRoles: { method: 'POST', path: '/v2/web/import/:club/roles', access: 'admin' },
  addDummyUsersToGroups: { method: 'POST', path: '/v2/web/AddDummyUsersToGroups', access: 'admin' },
  groupAddImports: { method: 'POST', path: '/v2/web/groupaddimports/:id', access: 'leader' },
  groupRemoveImports: { method: 'POST', path: '/v2/web/groupremoveimports/:id', access: 'leader' },
} as const satisfies WireTable<typeof memberImportContract>;
