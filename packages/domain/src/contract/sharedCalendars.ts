import * as z from 'zod';
import { idField } from '../validation/ids.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * Shared (public) calendars (spec document 2 §2.7, §7 "Shared calendars"; issue 23; ADR 026): calendars outside the
 * club — a municipality's activity calendar, say — configured per deployment (a file, like the tenants file), that a
 * club shares chosen activities to. Sharing needs a cover image, a description and the club's VAT number (§2.7,
 * enforced by the activities' create and update). Each shared calendar is a public iCalendar feed of what is shared to
 * it. Behind the `calendar_sharing` flag.
 */

/** One shared calendar as the activity form offers it (the spec's `Id`, `Name`). */
export const sharedCalendar = z.object({
  Id: z.number().int().positive(),
  Name: z.string(),
});
export type SharedCalendar = z.infer<typeof sharedCalendar>;

/** The only module the call knows (§7): any other answers 400 unknownModule. */
export const integrationModules = ['sharedCalendar'] as const;

export const sharedCalendarsContract = defineContract({
  getModuleIntegrationInfo: defineEntry({
    method: 'POST',
    path: '/v4/integrationinfo/getmoduleintegrationinfo',
    summary:
      'The shared calendars the club can share activities to (module `sharedCalendar`), by name; an empty list while ' +
      'the `calendar_sharing` flag is off or the deployment has none. Administrators and group leaders.',
    access: 'leader',
    club: { in: 'body', key: 'clubId' },
    body: z.object({
      clubId: idField,
      module: z.enum(integrationModules, 'unknownModule'),
    }),
    response: z.array(sharedCalendar),
  }),
  sharedCalendarFeed: defineEntry({
    method: 'GET',
    path: '/v3/sharedcalendars/:id/ical',
    summary:
      'A shared calendar as an iCalendar feed: the activities every club has shared to it, from 90 days ago on, each ' +
      "in its club's zone and with its club's name. Public, limited per address; an unknown calendar answers 404.",
    access: 'public',
    params: z.object({ id: idField }),
    response: z.string(),
    responseType: 'calendar',
  }),
});
