import { randomUUID } from 'node:crypto';
import {
  earliestStart,
  isArchived,
  occurrences,
  recurringCount,
  shiftWallClock,
  type ActivityDetail,
  type ActivityUpdate,
  type NewActivity,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { imageOfBase64, type Image } from '../../shared/files/images.js';
import type { FileStorage } from '../../shared/files/storage.js';
import { checkOfferedType } from '../activity-types/public.js';
import { checkSharing } from '../shared-calendars/public.js';
import { enqueueCancellationMails } from './activityMails.js';
import { activityFolder, duplicateFiles, removeFiles, removeUnused } from './images.js';
import { activityFull, invitePeople, reinvite, statusOnSave } from './participants.js';
import { crossPairs, overLimit } from './participantsRepo.js';
import {
  activityArchived,
  activityCancelled,
  activityNotFound,
  amountFixed,
  coHostsNeedAmount,
  endBeforeStart,
  paymentAgreementRequired,
  recurringTimesMismatch,
  startTooEarly,
} from './refusals.js';
import * as repo from './repo.js';
import {
  activityDetail,
  assertMayEdit,
  checkCandidates,
  checkInvites,
  configuredCalendarIds,
  distinct,
  mayEdit,
  type ActivitiesDeps,
  type Caller,
} from './service.js';

/** Kroner (at most two decimals, checked by the schema) as whole øre. */
const toOre = (amount: number | null): number | null => (amount === null ? null : Math.round(amount * 100));

const sameTime = (a: Date | null, b: Date | string | null): boolean =>
  a === null || b === null ? a === b : a.getTime() === new Date(b).getTime();

const sameSet = (a: readonly number[], b: readonly number[]): boolean =>
  a.length === b.length && a.every((id) => b.includes(id));

const settingsOf = async (db: Db, clubId: number) => {
  const settings = await repo.clubSettings(db, clubId);
  if (!settings) throw new Error(`club ${clubId} vanished behind its own access check`);
  return settings;
};

/** Stores a new cover's bytes, the file first: `undo` removes it again when the change that names it fails. */
const storeCover = async (files: FileStorage, clubId: number, image: Image | null | undefined) =>
  image ? files.save(activityFolder(clubId), image.bytes, image.extension) : image;

/**
 * Creates an activity, or a series: one row per occurrence at the same wall-clock time in the club's zone, written
 * with their groups and members in one transaction, one statement per table (ADR 022). Checks that need no database
 * come first (400), then the ids named (404), the caller's groups (403) and the payment agreement (409). The cover
 * and a copied activity's images are stored before the transaction and removed again if it fails. Answers the first
 * occurrence.
 */
export const createActivity = async (
  deps: ActivitiesDeps,
  caller: Caller,
  input: NewActivity,
): Promise<ActivityDetail> => {
  const { db, clock, files } = deps;
  const { clubId } = caller;
  const now = clock.now();
  const { timeZone: zone, paymentAgreement, vatId } = await settingsOf(db, clubId);
  if (input.start < earliestStart(now, zone)) throw startTooEarly();
  const count = recurringCount(input.start, input.recurringUntill, input.recurring, zone);
  if (input.recurringTimes !== undefined && input.recurringTimes !== count) throw recurringTimesMismatch();
  const cover = input.coverImage === null ? null : imageOfBase64(input.coverImage, 'coverImage');
  // A type the club offers (ADR 024): a built-in it has not hidden, or a visible one of its own.
  await checkOfferedType(db, clubId, input.type);
  const groupIds = distinct(input.groupIds);
  const userIds = distinct(input.userIds);
  await checkInvites(db, caller, { groupIds, userIds });
  await checkCandidates(
    db,
    clubId,
    input.responsibleUserId === null ? [] : [input.responsibleUserId],
    'responsibleUserId',
  );
  const source = input.copyFromId === null ? undefined : await repo.findActivity(db, clubId, input.copyFromId);
  if (input.copyFromId !== null && !source) throw activityNotFound('copyFromId');
  if (input.amount !== null && !paymentAgreement) throw paymentAgreementRequired();
  // Shares are the body's only: a copy does not copy its source's (ADR 026). Its cover does count.
  const calendarIds = distinct(input.sharedCalendarExportInfoIds);
  checkSharing(deps, {
    wanted: calendarIds,
    before: [],
    occurrences: [
      {
        hasCoverImage: cover !== null || Boolean(source?.cover_image_path),
        description: input.description,
        calendarIds,
      },
    ],
    vatId,
  });

  const written: string[] = [];
  try {
    const coverKey =
      (await storeCover(files, clubId, cover)) ??
      (source?.cover_image_path ? (await duplicateFiles(files, clubId, [source.cover_image_path]))[0] : undefined) ??
      null;
    if (coverKey) written.push(coverKey);
    written.push(...(source ? await duplicateFiles(files, clubId, source.image_paths) : []));
    const imagePaths = written.filter((key) => key !== coverKey);
    const guid = input.recurring === 0 ? null : randomUUID();
    const rows = occurrences({ start: input.start, end: input.end }, input.recurring, count, zone).map(
      (occurrence, index): repo.ActivityInsert => ({
        clubId,
        type: input.type,
        title: input.title,
        description: input.description,
        location: input.location,
        startsAt: occurrence.start,
        endsAt: occurrence.end,
        // Each occurrence's deadline as far before its start, in wall-clock terms, as the first one's.
        deadline:
          input.deadline === null || index === 0
            ? input.deadline
            : shiftWallClock(occurrence.start, input.start, input.deadline, zone),
        coverImagePath: coverKey,
        imagePaths,
        responsibleUserId: input.responsibleUserId,
        createdByUserId: caller.userId,
        participantLimit: input.limit,
        forcedParticipation: input.forcedParticipation,
        participantsVisible: input.participantsVisible,
        commentsEnabled: input.commentsEnabled,
        sendNotification: input.sendNotification,
        twoDaysReminder: input.twoDaysReminder,
        visibility: input.visibility,
        amountOre: toOre(input.amount),
        recurring: input.recurring,
        recurringGuid: guid,
        recurringUntil: input.recurring === 0 ? null : input.recurringUntill,
        recurringTimes: count,
        createdAt: now,
        updatedAt: now,
      }),
    );
    return await inTransaction(db, async (tx) => {
      const ids = await repo.insertActivities(tx, rows);
      await repo.replaceShares(tx, clubId, ids, calendarIds, now);
      // The wizard's groups and members become participants (ADR 023), on every occurrence of a series.
      await invitePeople({ ...deps, db: tx }, caller, {
        activityIds: ids,
        groups: crossPairs(ids, groupIds),
        users: crossPairs(ids, userIds),
        status: statusOnSave(input.forcedParticipation),
        notify: input.sendNotification,
      });
      return activityDetail({ ...deps, db: tx }, caller, ids[0] as number);
    });
  } catch (error) {
    await removeFiles(files, written);
    throw error;
  }
};

/** The scalar fields of an update that differ from the activity's stored values: what "all" changes. */
const changedValues = (row: repo.ActivityDbRow, input: ActivityUpdate): Partial<repo.ActivityInsert> => {
  const next: Partial<repo.ActivityInsert> = {
    type: input.type,
    title: input.title,
    description: input.description,
    location: input.location,
    responsibleUserId: input.responsibleUserId,
    participantLimit: input.limit,
    forcedParticipation: input.forcedParticipation,
    participantsVisible: input.participantsVisible,
    commentsEnabled: input.commentsEnabled,
    sendNotification: input.sendNotification,
    twoDaysReminder: input.twoDaysReminder,
    visibility: input.visibility,
  };
  const stored: Partial<repo.ActivityInsert> = {
    type: row.type,
    title: row.title,
    description: row.description,
    location: row.location,
    responsibleUserId: row.responsible_user_id,
    participantLimit: row.participant_limit,
    forcedParticipation: row.forced_participation,
    participantsVisible: row.participants_visible,
    commentsEnabled: row.comments_enabled,
    sendNotification: row.send_notification,
    twoDaysReminder: row.two_days_reminder,
    visibility: row.visibility,
  };
  return Object.fromEntries(
    Object.entries(next).filter(([key, value]) => stored[key as keyof typeof stored] !== value),
  ) as Partial<repo.ActivityInsert>;
};

/**
 * Changes an activity, or with `updateAll` it and every later occurrence of its series that is neither cancelled nor
 * over (those a group leader may change): the fields that differ from this activity's stored values are applied to
 * all of them; a changed start or end moves each occurrence by the same wall-clock change, and a changed deadline
 * keeps to each its distance before the start. The invited groups and members, when they differ, are replaced on all.
 * The amount and the repetition are fixed. Old covers are removed after the commit, once nothing names them.
 */
export const updateActivity = async (
  deps: ActivitiesDeps,
  caller: Caller,
  input: ActivityUpdate,
): Promise<ActivityDetail> => {
  const { db, files } = deps;
  const cover = typeof input.coverImage === 'string' ? imageOfBase64(input.coverImage, 'coverImage') : input.coverImage;
  const newCover = await storeCover(files, caller.clubId, cover);
  const { released, answer } = await inTransaction(db, (tx) =>
    applyUpdate({ ...deps, db: tx }, caller, input, newCover),
  ).catch(async (error: unknown) => {
    if (newCover) await files.remove(newCover);
    throw error;
  });
  await removeUnused(db, files, caller.clubId, released);
  return answer;
};

/** The update within its transaction (`deps.db` is the transaction); answers the covers let go and the activity. */
const applyUpdate = async (
  deps: ActivitiesDeps,
  caller: Caller,
  input: ActivityUpdate,
  newCover: string | null | undefined,
): Promise<{ released: string[]; answer: ActivityDetail }> => {
  const { db: tx, clock } = deps;
  const { clubId } = caller;
  const row = await repo.lockActivity(tx, clubId, input.activityId);
  if (!row) throw activityNotFound();
  assertMayEdit(caller, row);
  if (row.cancelled_at !== null) throw activityCancelled();
  const now = clock.now();
  if (isArchived(new Date(row.ends_at), now)) throw activityArchived();
  if (toOre(input.amount) !== row.amount_ore) throw amountFixed();
  const { timeZone: zone, vatId } = await settingsOf(tx, clubId);
  const stored = { start: new Date(row.starts_at), end: new Date(row.ends_at) };
  const startChanged = !sameTime(input.start, stored.start);
  const endChanged = !sameTime(input.end, stored.end);
  const deadlineChanged = !sameTime(input.deadline, row.deadline);
  if (startChanged && input.start < earliestStart(now, zone)) throw startTooEarly();
  const kept = await repo.invitedOf(tx, row.id);
  const groupIds = distinct(input.groupIds);
  const userIds = distinct(input.userIds);
  await checkInvites(tx, caller, { groupIds, userIds }, kept);
  const values = changedValues(row, input);
  // A changed type must be one the club offers; an activity keeps its type even when the club has hidden it since.
  if (values.type !== undefined) await checkOfferedType(tx, clubId, values.type);
  if (values.responsibleUserId !== undefined && values.responsibleUserId !== null) {
    await checkCandidates(tx, clubId, [values.responsibleUserId], 'responsibleUserId');
  }
  if (newCover !== undefined && newCover !== row.cover_image_path) values.coverImagePath = newCover;

  const later = input.updateAll
    ? (await repo.lockLaterOccurrences(tx, row, now)).filter((occurrence) => mayEdit(caller, occurrence))
    : [];
  const shares = await checkShares(deps, input, [row, ...later], values, vatId);
  const times: repo.Times[] = [
    { id: row.id, start: input.start, end: input.end, deadline: input.deadline },
    ...later.map((occurrence) => {
      const start = startChanged
        ? shiftWallClock(new Date(occurrence.starts_at), stored.start, input.start, zone)
        : new Date(occurrence.starts_at);
      const end = endChanged
        ? shiftWallClock(new Date(occurrence.ends_at), stored.end, input.end, zone)
        : new Date(occurrence.ends_at);
      const own = occurrence.deadline === null ? null : new Date(occurrence.deadline);
      const deadline =
        startChanged || deadlineChanged
          ? input.deadline && shiftWallClock(start, input.start, input.deadline, zone)
          : own;
      return { id: occurrence.id, start, end, deadline };
    }),
  ];
  if (times.some((time) => time.end < time.start)) throw endBeforeStart();
  const touched = [row, ...later];
  const touchedIds = touched.map((occurrence) => occurrence.id);
  await repo.updateActivities(tx, clubId, { ...values, updatedAt: now }, times);
  if (shares) await repo.replaceShares(tx, clubId, touchedIds, shares, now);
  // Groups and members added become participants, those dropped go (ADR 023); the edited activity's lists decide.
  await reinvite(
    deps,
    caller,
    touchedIds,
    {
      ...(sameSet(groupIds, kept.groupIds) ? {} : { groupIds }),
      ...(sameSet(userIds, kept.userIds) ? {} : { userIds }),
    },
    { status: statusOnSave(input.forcedParticipation), notify: input.sendNotification },
  );
  // A limit lowered below those attending would break the limit's promise (ADR 023): refused, nothing written.
  if (values.participantLimit !== undefined && (await overLimit(tx, touchedIds)).length > 0) {
    throw activityFull('limit');
  }
  return {
    released:
      values.coverImagePath === undefined
        ? []
        : touched.flatMap((occurrence) => (occurrence.cover_image_path ? [occurrence.cover_image_path] : [])),
    answer: await activityDetail(deps, caller, row.id),
  };
};

/**
 * The sharing rules of an update (ADR 026) for every occurrence it writes, as each will be: its cover and description
 * after `values`, and its shares. The calendars replace the edited activity's shares, and with `updateAll` every later
 * occurrence's, when they differ from the edited activity's (as the groups do); otherwise each keeps its own. Answers
 * the calendars to write, or undefined when the shares stay.
 */
const checkShares = async (
  deps: ActivitiesDeps,
  input: ActivityUpdate,
  touched: readonly repo.ActivityDbRow[],
  values: Partial<repo.ActivityInsert>,
  vatId: string | null,
): Promise<number[] | undefined> => {
  const [row] = touched;
  if (!row) return undefined;
  const configured = new Set(configuredCalendarIds(deps.config));
  const stored = await repo.sharesOf(
    deps.db,
    touched.map((occurrence) => occurrence.id),
  );
  const sharesOf = (id: number) => (stored.get(id) ?? []).filter((calendarId) => configured.has(calendarId));
  const before = sharesOf(row.id);
  const wanted = distinct(input.sharedCalendarExportInfoIds);
  const changed = !sameSet(wanted, before);
  checkSharing(deps, {
    wanted,
    before,
    occurrences: touched.map((occurrence) => ({
      hasCoverImage:
        values.coverImagePath === undefined ? occurrence.cover_image_path !== null : values.coverImagePath !== null,
      description: values.description === undefined ? occurrence.description : values.description,
      calendarIds: changed ? wanted : sharesOf(occurrence.id),
    })),
    vatId,
  });
  return changed ? wanted : undefined;
};

/** Sets the co-hosts of an activity with an amount, chosen among the candidates (§2.5). */
export const setCoHosts = (
  deps: ActivitiesDeps,
  caller: Caller,
  id: number,
  coHostIds: readonly number[],
): Promise<ActivityDetail> =>
  inTransaction(deps.db, async (tx) => {
    const row = await repo.lockActivity(tx, caller.clubId, id);
    if (!row) throw activityNotFound();
    assertMayEdit(caller, row);
    if (row.cancelled_at !== null) throw activityCancelled();
    if (isArchived(new Date(row.ends_at), deps.clock.now())) throw activityArchived();
    const ids = distinct(coHostIds);
    if (ids.length > 0 && row.amount_ore === null) throw coHostsNeedAmount();
    await checkCandidates(tx, caller.clubId, ids, 'coHostIds');
    await repo.replaceCoHosts(tx, caller.clubId, id, ids);
    return activityDetail({ ...deps, db: tx }, caller, id);
  });

/**
 * Cancels an activity (it stays, marked, with the reason; ADR 022), or with `recurring` it and every later occurrence
 * of its series that is neither cancelled nor over (those a group leader may change). An activity that is over
 * cancels alone (§4). Answers the ids cancelled.
 */
export const cancelActivity = (
  { db, clock, mailer, config }: ActivitiesDeps,
  caller: Caller,
  body: { activityId: number; recurring: boolean },
  reason: string | null,
): Promise<{ cancelledIds: number[] }> =>
  inTransaction(db, async (tx) => {
    const row = await repo.lockActivity(tx, caller.clubId, body.activityId);
    if (!row) throw activityNotFound('activityId');
    assertMayEdit(caller, row);
    if (row.cancelled_at !== null) throw activityCancelled();
    const now = clock.now();
    const later =
      body.recurring && !isArchived(new Date(row.ends_at), now)
        ? (await repo.lockLaterOccurrences(tx, row, now)).filter((occurrence) => mayEdit(caller, occurrence))
        : [];
    const ids = [row.id, ...later.map((occurrence) => occurrence.id)];
    const cancelledIds = await repo.cancelActivities(tx, caller.clubId, ids, {
      at: now,
      reason,
      byUserId: caller.userId,
    });
    // Those invited or attending hear of it, with the reason, in the same transaction (ADR 023).
    await enqueueCancellationMails(
      tx,
      { clock, mailer, config },
      { clubId: caller.clubId, activityIds: cancelledIds, reason },
    );
    return { cancelledIds };
  });
