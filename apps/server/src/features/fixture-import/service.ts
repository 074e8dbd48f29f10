import {
  activityRefusals,
  earliestStart,
  type FixtureImportAnswer,
  type FixtureImportBody,
  type FixturePreview,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { checkOfferedType } from '../activity-types/public.js';
import {
  clubSettings,
  crossPairs,
  enqueueInvitationMails,
  groupsOfClub,
  insertActivities,
  invitePeople,
  noPairs,
  statusOnSave,
  type ActivitiesDeps,
  type ActivityInsert,
  type Caller,
} from '../activities/public.js';
import { fixtureDescription } from './cells.js';
import { matchRows, previewRowOf, type MatchedRow } from './match.js';
import { parseFixtureFile, rowProblem } from './parse.js';
import { fixtureGroupNotFound, fixtureRowInvalid } from './refusals.js';
import * as repo from './repo.js';

/**
 * The fixture import (spec document 2 §7; ADR 027). The preview reads the file and matches it against the club's
 * activities, writing nothing; the import matches the rows it is sent again (nothing is staged between the calls) and
 * writes them in one transaction under the club's fixture lock: new matches inserted and their group invited as
 * creating an activity does, changed ones moved (and their invitees told when chosen), duplicates left.
 */

export type FixtureImportDeps = ActivitiesDeps;

const MINUTE_MS = 60_000;

const zoneOf = async (db: Db, clubId: number): Promise<string> => {
  const settings = await clubSettings(db, clubId);
  if (!settings) throw new Error(`club ${clubId} vanished behind its own access check`);
  return settings.timeZone;
};

/** POST /v2/web/activityparseexceldbu/:club: the file's matches, each new, changed or a duplicate. */
export const previewFixtures = async (deps: FixtureImportDeps, caller: Caller, file: File): Promise<FixturePreview> => {
  const rows = await parseFixtureFile(file);
  const zone = await zoneOf(deps.db, caller.clubId);
  const matched = await matchRows(deps.db, caller.clubId, rows, zone, deps.clock.now());
  return { fileName: file.name, rows: matched.map(previewRowOf) };
};

/** A match before the earliest start an activity may have (§5 "not before yesterday"), refused with its row. */
const tooEarly = (line: number) => fixtureRowInvalid(line, activityRefusals.startTooEarly.message);

/**
 * The activity a new match becomes (ADR 027): public (visibility 1), as the association publishes the fixtures anyway
 * and the club's calendar feed is where families and spectators look; no one responsible, no payment.
 */
const insertOf = (caller: Caller, body: FixtureImportBody, match: MatchedRow, now: Date): ActivityInsert => ({
  clubId: caller.clubId,
  type: body.type,
  title: match.title,
  description: fixtureDescription(match.row),
  location: match.row.venue,
  startsAt: match.start,
  endsAt: new Date(match.start.getTime() + body.durationMinutes * MINUTE_MS),
  deadline: null,
  responsibleUserId: null,
  createdByUserId: caller.userId,
  sendNotification: body.sendNotification,
  visibility: 1,
  fixtureKey: match.key,
  createdAt: now,
  updatedAt: now,
});

/** A changed match's activity moved to the list's kick-off and place, keeping its length and its deadline's lead. */
const movedOf = (match: MatchedRow): repo.Moved => {
  const activity = match.activity;
  if (!activity) throw new Error('a changed match without its activity');
  const shift = match.start.getTime() - new Date(activity.starts_at).getTime();
  return {
    id: Number(activity.id),
    start: match.start,
    end: new Date(new Date(activity.ends_at).getTime() + shift),
    deadline: activity.deadline === null ? null : new Date(new Date(activity.deadline).getTime() + shift),
    location: match.row.venue,
  };
};

/**
 * POST /v2/web/activityimport/:club: the rows written all or nothing (ADR 027). Refusals before anything is written:
 * a row the contract let through that makes no activity (400 fixtureRowInvalid naming it), a type the club does not
 * offer (400 invalidType), a group not the club's (404 fixtureGroupNotFound).
 */
export const importFixtures = async (
  deps: FixtureImportDeps,
  caller: Caller,
  body: FixtureImportBody,
): Promise<FixtureImportAnswer> => {
  const problem = rowProblem(body.rows);
  if (problem) throw fixtureRowInvalid(problem.line, problem.why);
  const { clubId } = caller;
  return inTransaction(deps.db, async (tx) => {
    const txDeps = { ...deps, db: tx };
    await checkOfferedType(tx, clubId, body.type);
    if (!(await groupsOfClub(tx, clubId, [body.groupId])).has(body.groupId)) throw fixtureGroupNotFound();
    // One import at a time per club: a second import of the same list waits, then finds every match there.
    await repo.lockClubFixtures(tx, clubId);
    const now = deps.clock.now();
    const zone = await zoneOf(tx, clubId);
    const earliest = earliestStart(now, zone);
    const matched = await matchRows(tx, clubId, body.rows, zone, now);
    const fresh = matched.filter((match) => match.status === 'new');
    const changed = matched.filter((match) => match.status === 'changed');
    const early = [...fresh, ...changed].find((match) => match.start < earliest);
    if (early) throw tooEarly(early.row.line);

    const moved = changed.map(movedOf);
    await repo.moveActivities(tx, clubId, moved, now);
    await repo.adoptKeys(
      tx,
      clubId,
      matched.flatMap((match) =>
        match.activity && match.activity.fixture_key === null
          ? [{ id: Number(match.activity.id), key: match.key }]
          : [],
      ),
    );
    const ids =
      fresh.length === 0
        ? []
        : await insertActivities(
            tx,
            fresh.map((match) => insertOf(caller, body, match, now)),
          );
    // insertActivities answers the ids by start: give each new match its own.
    const freshByStart = [...fresh].sort(
      (a, b) => a.start.getTime() - b.start.getTime() || fresh.indexOf(a) - fresh.indexOf(b),
    );
    const idOf = new Map(freshByStart.map((match, index) => [match, ids[index] as number]));
    // The group's members become participants as creating an activity with the group does (ADR 023).
    await invitePeople(txDeps, caller, {
      activityIds: ids,
      groups: crossPairs(ids, [body.groupId]),
      users: noPairs(),
      status: statusOnSave(false),
      notify: body.sendNotification,
    });
    if (body.sendNotification && moved.length > 0) {
      const invitees = await repo.inviteesOf(
        tx,
        moved.map((one) => one.id),
      );
      for (const one of moved) {
        await enqueueInvitationMails(tx, txDeps, {
          clubId,
          activityIds: [one.id],
          userIds: invitees.get(one.id) ?? [],
        });
      }
    }
    return {
      created: fresh.length,
      updated: changed.length,
      unchanged: matched.length - fresh.length - changed.length,
      activityIds: matched.map((match) =>
        match.status === 'new' ? (idOf.get(match) ?? 0) : Number(match.activity?.id),
      ),
    };
  });
};
