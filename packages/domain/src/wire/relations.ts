// Written by `pnpm --filter @klubhus/domain wire` from src/contract/relations.ts: do not edit (ADR 015).
import type { relationsContract } from '../contract/relations.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the relations calls: what the web's client needs, without the schemas. */
export const relationsWire = {
  createRelation: { method: 'POST', path: '/v2/user/createrelation', access: 'admin' },
  removeRelation: { method: 'POST', path: '/v2/user/RemoveRelation', access: 'admin' },
  addGuardianToChild: { method: 'POST', path: '/v2/user/AddGuardianToChild', access: 'admin' },
  addChildToGuardian: { method: 'POST', path: '/v2/user/AddChildToGuardian', access: 'admin' },
} as const satisfies WireTable<typeof relationsContract>;
