// Written by `pnpm --filter @klubhus/domain wire` from src/contract/statistics.ts: do not edit (ADR 015).
import type { statisticsContract } from '../contract/statistics.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the statistics calls: what the web's client needs, without the schemas. */
export const statisticsWire = {
  activityStatistics: { method: 'GET', path: '/v2/statistics/activities/:id', access: 'leader' },
  userStatistics: { method: 'GET', path: '/v2/statistics/users/:id', access: 'leader' },
  groupStatistics: { method: 'GET', path: '/v2/statistics/groups/:id', access: 'leader' },
} as const satisfies WireTable<typeof statisticsContract>;
