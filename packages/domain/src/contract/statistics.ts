import * as z from 'zod';
import { calendarDay } from '../validation/days.js';
import { idField } from '../validation/ids.js';
import { defineContract, defineEntry } from './entry.js';

/**
 * Activity statistics (spec document 1 §7, §9; document 2 §7, §9; ADR 023): rows by activity type over a range of
 * days in the club's zone, types 7, 8, 9 and 0 or below left out.
 */

/** One row (document 1 §3 "Statistics rows"). */
export const statisticsRow = z.object({
  type: z.number().int(),
  activityCount: z.number().int().nonnegative(),
  participatingCount: z.number().int().nonnegative(),
  participationPercentage: z.number().int().nonnegative(),
});
export type StatisticsRow = z.infer<typeof statisticsRow>;

/** A calendar day `YYYY-MM-DD` in the club's zone; absent: the default range (the last 30 days to today). */
export const statisticsDay = calendarDay.optional();

export const statisticsRange = z.object({ start: statisticsDay, end: statisticsDay });

export const statisticsAnswer = z.object({
  /** The range the rows cover, both days included. */
  start: z.string(),
  end: z.string(),
  rows: z.array(statisticsRow),
});
export type StatisticsAnswer = z.infer<typeof statisticsAnswer>;

export const statisticsContract = defineContract({
  activityStatistics: defineEntry({
    method: 'GET',
    path: '/v2/statistics/activities/:id',
    summary:
      "An activity's statistics: over its series' occurrences up to and including this one (the activity alone when " +
      'not recurring), cancelled ones left out. Administrators and group leaders of its club.',
    access: 'leader',
    club: { in: 'resource', kind: 'activity', from: 'params', key: 'id' },
    params: z.object({ id: idField }),
    response: statisticsAnswer,
  }),
  userStatistics: defineEntry({
    method: 'GET',
    path: '/v2/statistics/users/:id',
    summary:
      "A member's statistics in the club over `start`–`end` (default the last 30 days to today; at most five years, " +
      '400 statisticsRange): the activities they were invited to and attended, by type. Administrators; a group ' +
      'leader for members of a group they lead.',
    access: 'leader',
    club: { in: 'query', key: 'clubId' },
    group: { from: 'params', key: 'id', via: 'member' },
    params: z.object({ id: idField }),
    query: statisticsRange.extend({ clubId: idField }),
    response: statisticsAnswer,
  }),
  groupStatistics: defineEntry({
    method: 'GET',
    path: '/v2/statistics/groups/:id',
    summary:
      "A group's statistics over `start`–`end` (default the last 30 days to today): the activities that invited the " +
      "group, and how many of its members' invitations were answered by attending. Administrators; group leaders of " +
      'the group.',
    access: 'leader',
    club: { in: 'resource', kind: 'group', from: 'params', key: 'id' },
    group: { from: 'params', key: 'id', via: 'group' },
    params: z.object({ id: idField }),
    query: statisticsRange,
    response: statisticsAnswer,
  }),
});
