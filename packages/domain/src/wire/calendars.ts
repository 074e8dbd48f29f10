// Written by `pnpm --filter @klubhus/domain wire` from src/contract/calendars.ts: do not edit (ADR 015).
import type { calendarsContract } from '../contract/calendars.js';
import type { WireTable } from '../contract/wire.js';

/** The wire entries of the calendars calls: what the web's client needs, without the schemas. */
export const calendarsWire = {
  clubCalendar: { method: 'GET', path: '/v3/clubs/:club/ical', access: 'public', responseType: 'calendar' },
  getPersonalCalendarLink: { method: 'GET', path: '/v3/clubs/:club/calendar/personal', access: 'member' },
  createPersonalCalendarLink: { method: 'POST', path: '/v3/clubs/:club/calendar/personal', access: 'member' },
  revokePersonalCalendarLink: {
    method: 'DELETE',
    path: '/v3/clubs/:club/calendar/personal',
    access: 'member',
    responseType: 'none',
  },
  personalCalendar: { method: 'GET', path: '/v3/calendar/personal/:token', access: 'public', responseType: 'calendar' },
  activityCalendar: { method: 'GET', path: '/v4/activities/:id/ical', access: 'leader', responseType: 'calendar' },
} as const satisfies WireTable<typeof calendarsContract>;
