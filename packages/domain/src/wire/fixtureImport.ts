// Written by `pnpm --filter @klubhus/domain wire` from src/contract/fixtureImport.ts: do not edit (ADR 015).
import type { fixtureImportContract } from '../contract/fixtureImport.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the fixtureImport calls: what the web's client needs, without the schemas. */
export const fixtureImportWire = {
  parseFixtures: {
    method: 'POST',
    path: '/v2/web/activityparseexceldbu/:club',
    access: 'admin',
    requestType: 'multipart',
  },
  importFixtures: { method: 'POST', path: '/v2/web/activityimport/:club', access: 'admin' },
} as const satisfies WireTable<typeof fixtureImportContract>;
