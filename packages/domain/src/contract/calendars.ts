import * as z from 'zod';
import { idField } from '../validation/ids.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * Calendar feeds (spec document 2 §2.5, §7 "the iCal link"; issue 23; ADR 026). A calendar app sends no bearer
 * token, so a feed is public by its address: the club's feed holds only its public activities (visibility 1); a
 * member's personal feed (their own invitations with their answer) lives at an unguessable address they can revoke.
 * Feeds are iCalendar (RFC 5545) in the club's zone with its VTIMEZONE; a series is one event with a recurrence rule,
 * its cancelled occurrences as exceptions.
 */

const clubParams = z.object({ club: idField });

/** The personal feed's address, built on the server's public URL; null while the member has none. */
export const personalCalendarLink = z.object({
  url: z.string().nullable(),
});
export type PersonalCalendarLink = z.infer<typeof personalCalendarLink>;

/** A personal feed's token as it appears in its address (the feed answers 404 for anything else). */
const feedToken = z.string('required').trim().min(1, 'required').max(200, 'maxLength');

export const calendarsContract = defineContract({
  clubCalendar: defineEntry({
    method: 'GET',
    path: '/v3/clubs/:club/ical',
    summary:
      "The club's public activities (visibility 1) as an iCalendar feed: from 90 days ago on, cancelled ones marked " +
      'cancelled, a series as one recurring event. Public (calendar apps send no credential), limited per address; ' +
      'an unknown club answers 404.',
    access: 'public',
    params: clubParams,
    response: z.string(),
    responseType: 'calendar',
  }),
  getPersonalCalendarLink: defineEntry({
    method: 'GET',
    path: '/v3/clubs/:club/calendar/personal',
    summary: "The caller's personal feed address in the club (their own invitations with their answer), or null.",
    access: 'member',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    response: personalCalendarLink,
  }),
  createPersonalCalendarLink: defineEntry({
    method: 'POST',
    path: '/v3/clubs/:club/calendar/personal',
    summary:
      'Makes the caller a new personal feed address in the club; an earlier one stops working (answers 404). The ' +
      'address is not stored: the server keeps a nonce and the token’s hash (ADR 026).',
    access: 'member',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    response: personalCalendarLink,
    successStatus: 201,
  }),
  revokePersonalCalendarLink: defineEntry({
    method: 'DELETE',
    path: '/v3/clubs/:club/calendar/personal',
    summary: "Revokes the caller's personal feed address in the club: it answers 404 from now on.",
    access: 'member',
    club: { in: 'params', key: 'club' },
    params: clubParams,
    response: z.undefined(),
    responseType: 'none',
    successStatus: 204,
  }),
  personalCalendar: defineEntry({
    method: 'GET',
    path: '/v3/calendar/personal/:token',
    summary:
      "A member's personal feed: the activities they are invited to in the club, from 90 days ago on, their answer in " +
      'each, in their language. Public by its unguessable address, limited per address; a revoked or unknown ' +
      'address answers 404.',
    access: 'public',
    params: z.object({ token: feedToken }),
    response: z.string(),
    responseType: 'calendar',
  }),
  activityCalendar: defineEntry({
    method: 'GET',
    path: '/v4/activities/:id/ical',
    summary:
      "One activity as an iCalendar file (the detail's export action): the occurrence alone, even of a series. " +
      'Administrators and group leaders of its club.',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: z.object({ id: idField }),
    response: z.string(),
    responseType: 'calendar',
  }),
});
