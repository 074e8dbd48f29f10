import type { sharedCalendarsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { moduleIntegrationInfo, sharedCalendarFeedOf, type SharedCalendarsDeps } from './service.js';

/** Feed fetches one address may make a minute: a calendar app polls every few hours; a few people share an address. */
const FEEDS_PER_MINUTE = 120;

/** The shared calendars' calls (spec document 2 §7 "Shared calendars"; ADR 026). */
export const sharedCalendarsHandlers = (deps: SharedCalendarsDeps): Handlers<typeof sharedCalendarsContract> => ({
  getModuleIntegrationInfo: () => moduleIntegrationInfo(deps),
  sharedCalendarFeed: {
    handler: ({ params }) => sharedCalendarFeedOf(deps, params.id),
    rateLimit: { max: FEEDS_PER_MINUTE, timeWindow: '1 minute' },
  },
});
