// Written by `pnpm --filter @klubhus/domain wire` from src/contract/system.ts: do not edit (ADR 015).
import type { systemContract } from '../contract/system.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the system calls: what the web's client needs, without the schemas. */
export const systemWire = {
  health: { method: 'GET', path: '/health', access: 'public' },
  features: { method: 'GET', path: '/features', access: 'public' },
  tenantEndpoint: { method: 'GET', path: '/tenant/minorgendpoint/:domain', access: 'public', responseType: 'text' },
  tenantFeaturesUrl: {
    method: 'GET',
    path: '/tenant/minorggrowthbookurl/:domain',
    access: 'public',
    responseType: 'text',
  },
} as const satisfies WireTable<typeof systemContract>;
