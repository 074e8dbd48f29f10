// Written by `pnpm --filter @klubhus/domain wire` from src/contract/joining.ts: do not edit (ADR 015).
import type { joiningContract } from '../contract/joining.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the joining calls: what the web's client needs, without the schemas. */
export const joiningWire = {
  importUsers: { method: 'POST', path: '/v2/web/importusers/:club', access: 'admin' },
  sendWelcomeMails: { method: 'POST', path: '/v2/web/importusers/:club/sendwelcomemails', access: 'admin' },
  sendWelcomeMailsAgain: {
    method: 'POST',
    path: '/v2/web/inactivemembers/:club/sendwelcomemailsagain',
    access: 'admin',
  },
} as const satisfies WireTable<typeof joiningContract>;
