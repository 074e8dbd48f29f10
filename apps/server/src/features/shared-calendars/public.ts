/**
 * What other parts of the server may use of the shared calendars: the configuration's reading (`config.ts` of the
 * server), the demo's calendar (the activities' demo shares to it) and whether sharing is on (the activities' rules).
 */
export { DEMO_SHARED_CALENDAR, readSharedCalendars, type SharedCalendars } from './config.js';
export { checkSharing } from './sharing.js';
