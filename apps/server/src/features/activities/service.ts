import {
  isArchived,
  participationPercentage,
  roleAtLeast,
  searchTerms,
  type ActivityDetail,
  type ActivityOverview,
  type ActivityOverviewQuery,
  type ActivityPerson,
  type ActivitySummary,
  type FlagsPayload,
  type MemberRole,
} from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Clock } from '../../shared/clock.js';
import type { Mailer } from '../../shared/mail/templates.js';
import { fileUrl, type FileStorage } from '../../shared/files/storage.js';
import {
  activityNotFound,
  notYourActivity,
  notYourGroup,
  unknownCandidate,
  unknownGroup,
  unknownMember,
} from './refusals.js';
import { commentsForDetail } from './comments.js';
import * as repo from './repo.js';

export interface ActivitiesDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
  /** Mails of "Activities II" (ADR 023): invitations and cancellations through the outbox. */
  mailer: Mailer;
  /**
   * Mailed links' address; the deployment's shared calendars (ADR 026), absent where only mail is sent (the outbox's
   * reminders), which reads as none.
   */
  config: Pick<Config, 'publicUrl'> & Partial<Pick<Config, 'sharedCalendars'>>;
  /** The feature flags the server keeps too (`participant_admin`, `calendar_sharing`). */
  flags: FlagsPayload;
}

/** The caller as the access step proved them: an administrator or a group leader of `clubId`. */
export interface Caller {
  userId: number;
  clubId: number;
  role: MemberRole;
}

/** Danish alphabetical order (æ, ø, å after z), the same on both databases. */
const danish = new Intl.Collator('da', { sensitivity: 'base', numeric: true });

const iso = (value: Date | string): string => new Date(value).toISOString();
const isoOrNull = (value: Date | string | null): string | null => (value === null ? null : iso(value));

/**
 * What a caller may change of an activity (ADR 022): an administrator everything; a group leader the activities they
 * made or are responsible for. Reading is every leader's.
 */
export const mayEdit = (caller: Caller, row: repo.ActivityDbRow): boolean =>
  roleAtLeast(caller.role, 'admin') ||
  row.created_by_user_id === caller.userId ||
  row.responsible_user_id === caller.userId;

export const assertMayEdit = (caller: Caller, row: repo.ActivityDbRow): void => {
  if (!mayEdit(caller, row)) throw notYourActivity();
};

const personOf = (files: FileStorage, row: repo.PersonRow): ActivityPerson => ({
  userId: Number(row.userId),
  firstName: row.firstName,
  surname: row.surname,
  imageUrl: fileUrl(files, row.imagePath),
});

const byName = (a: ActivityPerson, b: ActivityPerson) =>
  danish.compare(a.firstName, b.firstName) || danish.compare(a.surname, b.surname) || a.userId - b.userId;

type SummaryRow = repo.ActivityDbRow & {
  invited_count: number | null;
  participating_count: number | null;
  responsible: repo.PersonRow | null;
  shared_to_public_calendar: boolean | null;
};

/** The ids of the deployment's shared calendars: only shares to these are answered (ADR 026). */
export const configuredCalendarIds = (config: ActivitiesDeps['config']): number[] =>
  (config.sharedCalendars ?? []).map((calendar) => calendar.id);

const summaryOf = (files: FileStorage, caller: Caller, now: Date, row: SummaryRow): ActivitySummary => {
  // Everyone invited (the three lists, each person once) and those attending (ADR 023).
  const invited = Number(row.invited_count ?? 0);
  const participating = Number(row.participating_count ?? 0);
  return {
    id: Number(row.id),
    title: row.title,
    type: row.type,
    start: iso(row.starts_at),
    end: iso(row.ends_at),
    deadline: isoOrNull(row.deadline),
    location: row.location,
    coverImageUrl: fileUrl(files, row.cover_image_path),
    isRecurring: row.recurring !== 0,
    recurring: row.recurring,
    limit: row.participant_limit,
    amount: row.amount_ore === null ? null : row.amount_ore / 100,
    visibility: row.visibility,
    forcedParticipation: row.forced_participation,
    cancelled: row.cancelled_at !== null,
    cancelReason: row.cancel_reason,
    archived: isArchived(new Date(row.ends_at), now),
    invitedCount: invited,
    participatingCount: participating,
    participationPercentage: participationPercentage(participating, invited),
    responsible: row.responsible ? personOf(files, row.responsible) : null,
    sharedToPublicCalendar: row.shared_to_public_calendar === true,
    canEdit: mayEdit(caller, row),
  };
};

/** The club's coming (or past) activities, one page, with the club's time zone and payment agreement (ADR 022). */
export const activityOverview = async (
  { db, clock, files, config }: ActivitiesDeps,
  caller: Caller,
  query: ActivityOverviewQuery,
): Promise<ActivityOverview> => {
  const now = clock.now();
  const filter: repo.OverviewFilter = {
    clubId: caller.clubId,
    now,
    archived: query.archived,
    type: query.type,
    terms: searchTerms(query.search),
    offset: query.offset,
    limit: query.limit,
    sharedCalendarIds: configuredCalendarIds(config),
  };
  const rows = await repo.overviewRows(db, filter);
  const [club] = rows;
  if (!club) throw new Error(`club ${caller.clubId} vanished behind its own access check`);
  const page = rows.filter((row): row is typeof row & SummaryRow => row.id !== null && row.id !== undefined);
  const [first] = page;
  const totalCount = first ? Number(first.total) : query.offset > 0 ? await repo.countActivities(db, filter) : 0;
  return {
    activities: page.map((row) => summaryOf(files, caller, now, row)),
    totalCount,
    timeZone: club.time_zone,
    paymentAgreement: club.payment_agreement_accepted,
  };
};

/**
 * One activity whole, with its participants' counts, the preview's first attending people and its comments (ADR 023).
 * The access step has placed it in the caller's club; it may be gone since.
 */
export const activityDetail = async (
  { db, clock, files, config }: ActivitiesDeps,
  caller: Caller,
  id: number,
): Promise<ActivityDetail> => {
  const row = await repo.findDetail(db, caller.clubId, id, configuredCalendarIds(config));
  if (!row) throw activityNotFound();
  const sharedCalendarExportInfoIds = row.shared_calendar_ids.map(Number);
  const people = (rows: repo.PersonRow[]) => rows.map((person) => personOf(files, person)).sort(byName);
  const { comments, commentCount } = await commentsForDetail({ db, files }, caller.clubId, id);
  return {
    ...summaryOf(files, caller, clock.now(), {
      ...row,
      shared_to_public_calendar: sharedCalendarExportInfoIds.length > 0,
    }),
    description: row.description,
    images: row.image_paths.map((key) => files.url(key)),
    coHosts: people(row.co_hosts),
    groups: row.groups
      .map((group) => ({ userGroupId: Number(group.userGroupId), title: group.title }))
      .sort((a, b) => danish.compare(a.title, b.title) || a.userGroupId - b.userGroupId),
    users: people(row.users),
    participantsVisible: row.participants_visible,
    commentsEnabled: row.comments_enabled,
    sendNotification: row.send_notification,
    twoDaysReminder: row.two_days_reminder,
    recurringGuid: row.recurring_guid,
    recurringUntill: isoOrNull(row.recurring_until),
    recurringTimes: row.recurring_times,
    createdByUserId: row.created_by_user_id,
    hasPayment: row.amount_ore !== null,
    sharedCalendarExportInfoIds,
    counts: {
      invited: Number(row.counts.invited),
      attending: Number(row.counts.attending),
      cancelled: Number(row.counts.cancelled),
    },
    // Already in the preview's order (the database's Danish order, as the lists have it).
    preview: row.preview.map((person) => personOf(files, person)),
    comments,
    commentCount,
  };
};

/** The club's administrators and group leaders, by name: who may be responsible or co-host (§6). */
export const availableCoHosts = async ({ db, files }: ActivitiesDeps, caller: Caller): Promise<ActivityPerson[]> =>
  (await repo.candidates(db, caller.clubId)).map((row) => personOf(files, row));

/** The distinct ids of a list, in their first order. */
export const distinct = (ids: readonly number[]): number[] => [...new Set(ids)];

/** The request fields a list of groups and a list of members travel in (the invitation call names them otherwise). */
export interface InviteFields {
  groups: string;
  users: string;
}

/**
 * The groups and members an activity is to invite: each must be the club's (else 404 on its field, the same for an
 * unknown id and another club's), and a group leader may add only groups they lead and members of those groups
 * (403 notYourGroup). What the activity invites already (`kept`) may stay whoever leads it: a leader responsible
 * for an administrator's activity can still change its title.
 */
export const checkInvites = async (
  db: Db,
  caller: Caller,
  wanted: { groupIds: readonly number[]; userIds: readonly number[] },
  kept: { groupIds: readonly number[]; userIds: readonly number[] } = { groupIds: [], userIds: [] },
  fields: InviteFields = { groups: 'groupIds', users: 'userIds' },
): Promise<void> => {
  const { clubId } = caller;
  if (wanted.groupIds.length > 0) {
    const known = await repo.groupsOfClub(db, clubId, wanted.groupIds);
    if (wanted.groupIds.some((id) => !known.has(id))) throw unknownGroup(fields.groups);
  }
  if (wanted.userIds.length > 0) {
    const known = await repo.membersOfClub(db, clubId, wanted.userIds);
    if (wanted.userIds.some((id) => !known.has(id))) throw unknownMember(fields.users);
  }
  if (roleAtLeast(caller.role, 'admin')) return;
  const addedGroups = wanted.groupIds.filter((id) => !kept.groupIds.includes(id));
  await assertLeadsGroups(db, caller, addedGroups);
  const addedUsers = wanted.userIds.filter((id) => !kept.userIds.includes(id));
  await assertLeadsMembers(db, caller, addedUsers);
};

/** A group leader acts only on groups they lead (403 notYourGroup); an administrator on every group. */
export const assertLeadsGroups = async (db: Db, caller: Caller, groupIds: readonly number[]): Promise<void> => {
  if (groupIds.length === 0 || roleAtLeast(caller.role, 'admin')) return;
  const led = await repo.groupsLedBy(db, caller.clubId, caller.userId, groupIds);
  if (groupIds.some((id) => !led.has(id))) throw notYourGroup();
};

/** A group leader acts only on members of groups they lead (403 notYourGroup); an administrator on every member. */
export const assertLeadsMembers = async (db: Db, caller: Caller, userIds: readonly number[]): Promise<void> => {
  if (userIds.length === 0 || roleAtLeast(caller.role, 'admin')) return;
  const led = await repo.membersLedBy(db, caller.clubId, caller.userId, userIds);
  if (userIds.some((id) => !led.has(id))) throw notYourGroup();
};

/** The people named must all be candidates: the club's administrators and group leaders (404 on `field`). */
export const checkCandidates = async (
  db: Db,
  clubId: number,
  ids: readonly number[],
  field: 'responsibleUserId' | 'coHostIds',
): Promise<void> => {
  if (ids.length === 0) return;
  const found = new Set((await repo.candidates(db, clubId, ids)).map((row) => Number(row.userId)));
  if (ids.some((id) => !found.has(id))) throw unknownCandidate(field);
};
