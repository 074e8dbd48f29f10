import type { calendarsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { feedTextsOf } from './feedTexts.js';
import {
  activityFile,
  clubFeed,
  newPersonalLink,
  personalFeed,
  personalLink,
  revokePersonalLink,
  type CalendarsDeps,
} from './service.js';

/**
 * A calendar app asks for a feed every few minutes to hours; a person copying links asks rarely. Per address, as every
 * call an anonymous visitor can make (a wrong personal address costs a lookup each, so guessing is slow as well).
 */
const FEED_LIMIT = { max: 60, timeWindow: '1 minute' };

/** The calendar feeds (spec document 2 §2.5, §7 "the iCal link"; issue 23; ADR 026). */
export const calendarsHandlers = (deps: CalendarsDeps): Handlers<typeof calendarsContract> => {
  // Read at start-up, so a missing or malformed feeds.json stops the start rather than the first feed.
  feedTextsOf(deps.config.localesDir);
  return {
    clubCalendar: { handler: ({ params }) => clubFeed(deps, params.club), rateLimit: FEED_LIMIT },
    getPersonalCalendarLink: ({ auth }) => personalLink(deps, auth.clubId, auth.userId),
    createPersonalCalendarLink: ({ auth }) => newPersonalLink(deps, auth.clubId, auth.userId),
    revokePersonalCalendarLink: ({ auth }) => revokePersonalLink(deps, auth.clubId, auth.userId),
    personalCalendar: {
      handler: ({ params, reply }) => {
        // Personal data at a secret address: no shared cache keeps it, and the address is not sent on.
        reply.header('Cache-Control', 'private, no-store').header('Referrer-Policy', 'no-referrer');
        return personalFeed(deps, params.token);
      },
      rateLimit: FEED_LIMIT,
    },
    activityCalendar: ({ auth, params, reply }) => {
      reply.header('Content-Disposition', `attachment; filename="aktivitet-${params.id}.ics"`);
      return activityFile(deps, auth.clubId, params.id);
    },
  };
};
