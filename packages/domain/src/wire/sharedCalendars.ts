// Written by `pnpm --filter @klubhus/domain wire` from src/contract/sharedCalendars.ts: do not edit (ADR 015).
import type { sharedCalendarsContract } from '../contract/sharedCalendars.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the sharedCalendars calls: what the web's client needs, without the schemas. */
export const sharedCalendarsWire = {
  getModuleIntegrationInfo: { method: 'POST', path: '/v4/integrationinfo/getmoduleintegrationinfo', access: 'leader' },
  sharedCalendarFeed: {
    method: 'GET',
    path: '/v3/sharedcalendars/:id/ical',
    access: 'public',
    responseType: 'calendar',
  },
} as const satisfies WireTable<typeof sharedCalendarsContract>;
