/**
 * What other parts of the server may use of the calendar feeds: a shared calendar's feed (the shared calendars' route,
 * which knows the deployment's calendars) and the feed's own statement, which the bench times raw beside the club
 * feed's call (`bench/run.ts`).
 */
export { FEED_PAST_DAYS, sharedCalendarFeed } from './service.js';
export { feedRowsSql } from './repo.js';
