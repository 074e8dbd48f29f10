// Written by `pnpm --filter @klubhus/domain wire` from src/contract/signupLinks.ts: do not edit (ADR 015).
import type { signupLinksContract } from '../contract/signupLinks.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the signupLinks calls: what the web's client needs, without the schemas. */
export const signupLinksWire = {
  createClubLink: { method: 'POST', path: '/v2/web/clubcreatelink/:clubId', access: 'admin' },
  clubLinks: { method: 'GET', path: '/v2/web/clublinks/:clubId', access: 'admin' },
  deleteClubLink: { method: 'DELETE', path: '/v3/clubs/:clubId/links/:linkId', access: 'admin', responseType: 'none' },
} as const satisfies WireTable<typeof signupLinksContract>;
