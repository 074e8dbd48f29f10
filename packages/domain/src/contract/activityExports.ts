import * as z from 'zod';
import { calendarDay } from '../validation/days.js';
import { idField } from '../validation/ids.js';
import { binaryAnswer, defineContract, defineEntry } from './entry.js';

/**
 * The activity data a club takes out (spec document 2 §7 "Export files by club, group or member with startDate and
 * endDate: paths under /activities/export/…, raw text"; issue 23; ADR 026): UTF-8 CSV with a BOM, `;`-separated,
 * headers in the caller's language, streamed. The range is calendar days in the club's zone, both included, at most
 * `ACTIVITY_EXPORT_MAX_DAYS`.
 */

/** The most days one export covers: three years. */
export const ACTIVITY_EXPORT_MAX_DAYS = 1096;

const rangeShape = { startDate: calendarDay, endDate: calendarDay };

/** §5 of the range: in order (400 endBeforeStart), at most three years (400 exportRangeTooLong). */
const rangeRule = ({ startDate, endDate }: { startDate: string; endDate: string }, ctx: z.RefinementCtx) => {
  if (endDate < startDate) ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'endBeforeStart' });
  else if ((Date.parse(endDate) - Date.parse(startDate)) / 86_400_000 + 1 > ACTIVITY_EXPORT_MAX_DAYS) {
    ctx.addIssue({ code: 'custom', path: ['endDate'], message: 'exportRangeTooLong' });
  }
};

/** `startDate` and `endDate`, both required. */
export const activityExportRange = z.object(rangeShape).superRefine(rangeRule);
/** The range and the club, for the calls that find the club in the query. */
const clubRange = z.object({ clubId: idField, ...rangeShape }).superRefine(rangeRule);
export type ActivityExportRange = z.infer<typeof activityExportRange>;

export const activityExportsContract = defineContract({
  exportClubActivities: defineEntry({
    method: 'GET',
    path: '/v4/activities/export/club/:club',
    summary:
      "The club's activities in the range, one row each: date, times, title, type, location, responsible, invited, " +
      'attending, declined, not answered, cancelled. Administrators.',
    access: 'admin',
    club: { in: 'params', key: 'club' },
    params: z.object({ club: idField }),
    query: activityExportRange,
    response: binaryAnswer,
    responseType: 'csv',
  }),
  exportGroupAttendance: defineEntry({
    method: 'GET',
    path: '/v4/activities/export/group/:group',
    summary:
      "Attendance of a group's members at the activities the group was invited to in the range: one row per member " +
      'and activity with their answer. Administrators, and leaders of the group (403 for another group).',
    access: 'leader',
    club: { in: 'query', key: 'clubId' },
    group: { from: 'params', key: 'group', via: 'group' },
    params: z.object({ group: idField }),
    query: clubRange,
    response: binaryAnswer,
    responseType: 'csv',
  }),
  exportMemberAttendance: defineEntry({
    method: 'GET',
    path: '/v4/activities/export/member/:member',
    summary:
      "A member's invitations in the range, one row per activity with their answer. Administrators, and leaders of " +
      'a group the member is in.',
    access: 'leader',
    club: { in: 'query', key: 'clubId' },
    group: { from: 'params', key: 'member', via: 'member' },
    params: z.object({ member: idField }),
    query: clubRange,
    response: binaryAnswer,
    responseType: 'csv',
  }),
});
