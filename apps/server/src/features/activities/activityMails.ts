import { bcp47, participantStatuses, type LocaleCode } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import type { Db } from '../../db/connect.js';
import { queryRows } from '../../db/queryRows.js';
import { mailClubMembers, type ClubMemberMail } from '../../shared/mail/memberMail.js';
import type { MailTemplate } from '../../shared/mail/templates.js';
import type { ActivitiesDeps } from './service.js';

/**
 * The activity mails of "Activities II" (ADR 023), through the outbox of the caller's transaction, in the club's
 * brand and each recipient's language: one statement reads what they say, one insert per thousand writes them.
 */

export type ActivityMailDeps = Pick<ActivitiesDeps, 'clock' | 'mailer' | 'config'>;

/**
 * Where a mail about an activity leads: the activities page with the activity's detail open (the web reads
 * `?open=<id>` as it reads route state `open`).
 */
const activityLink = (publicUrl: string, activityId: number): string =>
  `${publicUrl.replace(/\/+$/, '')}/activities?open=${activityId}`;

/** An instant as a reader of `language` writes a day and a time, in the club's zone (a 24-hour clock). */
const whenText = (instant: Date | string, zone: string, language: LocaleCode): string =>
  new Intl.DateTimeFormat(bcp47(language), {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
    timeZone: zone,
  }).format(new Date(instant));

/** An array of ids as one bind value. */
const intArray = (ids: readonly number[]) => sql`${`{${ids.join(',')}}`}::int[]`;

interface ActivityRow {
  id: number;
  title: string;
  starts_at: Date | string;
  time_zone: string;
}

/**
 * One invitation mail to each of `userIds`, naming the first of `activityIds` by start (for a series, how many
 * occurrences they were invited to now) and its time in the club's zone. Cancelled activities are not named.
 */
export const enqueueInvitationMails = async (
  tx: Db,
  deps: ActivityMailDeps,
  { clubId, activityIds, userIds }: { clubId: number; activityIds: readonly number[]; userIds: readonly number[] },
): Promise<void> => {
  if (activityIds.length === 0 || userIds.length === 0) return;
  const activities = await queryRows<ActivityRow>(
    tx,
    sql`select a.id, a.title, a.starts_at, c.time_zone
          from activities a join clubs c on c.id = a.club_id
         where a.club_id = ${clubId} and a.id = any(${intArray(activityIds)}) and a.cancelled_at is null
         order by a.starts_at, a.id`,
  );
  const [first] = activities;
  if (!first) return;
  const count = activities.length;
  const template: MailTemplate = count > 1 ? 'activityInvitationSeries' : 'activityInvitation';
  const link = activityLink(deps.config.publicUrl, Number(first.id));
  const values = (language: LocaleCode) => ({
    activity: first.title,
    time: whenText(first.starts_at, first.time_zone, language),
    count: String(count),
  });
  await mailClubMembers(
    tx,
    deps,
    clubId,
    [...new Set(userIds)].map((userId): ClubMemberMail => ({ userId, template, link, values })),
  );
};

const cancellationTemplate = (count: number, reason: string | null): MailTemplate => {
  if (count > 1) return reason ? 'activityCancellationSeriesReason' : 'activityCancellationSeries';
  return reason ? 'activityCancellationReason' : 'activityCancellation';
};

/**
 * One cancellation mail, with the reason, to everyone invited or attending the activities cancelled: each names the
 * first of them the person was on and, for several (a series), how many. An activity already over gets none (its
 * cancellation is bookkeeping, and nobody is waiting for it). Called in the transaction that cancels.
 */
export const enqueueCancellationMails = async (
  tx: Db,
  deps: ActivityMailDeps,
  { clubId, activityIds, reason }: { clubId: number; activityIds: readonly number[]; reason: string | null },
): Promise<void> => {
  if (activityIds.length === 0) return;
  const rows = await queryRows<ActivityRow & { user_id: number }>(
    tx,
    sql`select p.user_id, a.id, a.title, a.starts_at, c.time_zone
          from activity_participants p
          join activities a on a.id = p.activity_id
          join clubs c on c.id = a.club_id
         where p.club_id = ${clubId} and p.activity_id = any(${intArray(activityIds)})
           and p.status in (${participantStatuses.invited}, ${participantStatuses.attending})
           and a.ends_at >= ${deps.clock.now()}::timestamptz
         order by p.user_id, a.starts_at, a.id`,
  );
  const byUser = new Map<number, { first: ActivityRow; count: number }>();
  for (const row of rows) {
    const userId = Number(row.user_id);
    const seen = byUser.get(userId);
    if (seen) seen.count += 1;
    else byUser.set(userId, { first: row, count: 1 });
  }
  const given = reason?.trim() || null;
  const mails = [...byUser].map(([userId, { first, count }]): ClubMemberMail => ({
    userId,
    template: cancellationTemplate(count, given),
    link: activityLink(deps.config.publicUrl, Number(first.id)),
    values: (language) => ({
      activity: first.title,
      time: whenText(first.starts_at, first.time_zone, language),
      count: String(count),
      ...(given ? { reason: given } : {}),
    }),
  }));
  await mailClubMembers(tx, deps, clubId, mails);
};

/** A claimed reminder (`reminders.ts`): the activity, its club and what the mail names. */
export interface ReminderRow extends ActivityRow {
  club_id: number;
  deadline: Date | string;
}

/**
 * The two-days reminders of activities just claimed: a mail to each participant still invited (no answer yet),
 * naming the activity, its time and the deadline in the club's zone. One read and one insert per club.
 */
export const enqueueReminderMails = async (
  tx: Db,
  deps: ActivityMailDeps,
  activities: readonly ReminderRow[],
): Promise<number> => {
  if (activities.length === 0) return 0;
  const invited = await queryRows<{ activity_id: number; user_id: number }>(
    tx,
    sql`select activity_id, user_id from activity_participants
         where activity_id = any(${intArray(activities.map((activity) => Number(activity.id)))})
           and status = ${participantStatuses.invited}
         order by activity_id, user_id`,
  );
  const byClub = new Map<number, ClubMemberMail[]>();
  const byId = new Map(activities.map((activity) => [Number(activity.id), activity]));
  for (const row of invited) {
    const activity = byId.get(Number(row.activity_id));
    if (!activity) continue;
    const mails = byClub.get(Number(activity.club_id)) ?? [];
    mails.push({
      userId: Number(row.user_id),
      template: 'activityReminder',
      link: activityLink(deps.config.publicUrl, Number(activity.id)),
      values: (language) => ({
        activity: activity.title,
        time: whenText(activity.starts_at, activity.time_zone, language),
        deadline: whenText(activity.deadline, activity.time_zone, language),
      }),
    });
    byClub.set(Number(activity.club_id), mails);
  }
  let sent = 0;
  for (const [clubId, mails] of byClub) sent += (await mailClubMembers(tx, deps, clubId, mails)).length;
  return sent;
};
