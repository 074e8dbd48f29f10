// Written by `pnpm --filter @klubhus/domain wire` from src/contract/importedUsers.ts: do not edit (ADR 015).
import type { importedUsersContract } from '../contract/importedUsers.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the importedUsers calls: what the web's client needs, without the schemas. */
export const importedUsersWire = {
  loginImported: { method: 'POST', path: '/v2/login/imported', access: 'client' },
  addImportedChild: { method: 'POST', path: '/v2/login/imported/:id/child', access: 'imported' },
  updateImportedUser: { method: 'PATCH', path: '/v2/login/imported/:id', access: 'imported' },
  removeImportedUser: { method: 'DELETE', path: '/v2/login/imported/:id', access: 'imported' },
  activateImported: { method: 'POST', path: '/v3/user/activate', access: 'imported' },
  registerChild: { method: 'POST', path: '/v1/user/registerchild', access: 'user' },
} as const satisfies WireTable<typeof importedUsersContract>;
