import {
  hasRoomFor,
  isArchived,
  memberRefusals,
  participantStatuses,
  participationRefusals,
  roleAtLeast,
  searchTerms,
  memberTypeOf,
  type ActivityInviteBody,
  type ActivityParticipant,
  type ListedStatus,
  type memberTypes,
  type ParticipantCounts,
  type ParticipantsQuery,
} from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import { inTransaction } from '../../db/inTransaction.js';
import { conflict, forbidden, notFound } from '../../http/HttpError.js';
import { fileUrl } from '../../shared/files/storage.js';
import { enqueueInvitationMails } from './activityMails.js';
import * as participants from './participantsRepo.js';
import { crossPairs, noPairs, type Pairs, type ParticipantKey } from './participantsRepo.js';
import { activityArchived, activityCancelled, activityNotFound, unknownGroup } from './refusals.js';
import * as repo from './repo.js';
import {
  assertLeadsGroups,
  assertLeadsMembers,
  assertMayEdit,
  checkInvites,
  distinct,
  mayEdit,
  type ActivitiesDeps,
  type Caller,
} from './service.js';

/**
 * Participants of activities (spec document 2 §2.6, §4, §6, §8; ADR 023): who an activity invites, who comes, and the
 * limit. One function invites, for the invitation call, for creating and for editing an activity; every call is one
 * transaction, and every write that makes people attending locks the activity's row first and counts those
 * attending in the same transaction, so that parallel requests queue on the row and the limit holds.
 */

const { invited: INVITED, attending: ATTENDING } = participantStatuses;

/** What a person is in a group (§3 Group: `userGroupMemberType`): a leader or a member. */
type GroupMemberType = (typeof memberTypes)['leader' | 'member']['type'];

// The refusals of participants, with the codes and Danish texts the web translates (`participationRefusals`).
const refusal = participationRefusals;
export const activityFull = (field?: string) =>
  conflict(refusal.activityFull.message, refusal.activityFull.code, field);
const memberInvitedByGroup = (field: string) =>
  conflict(refusal.memberInvitedByGroup.message, refusal.memberInvitedByGroup.code, field);
const participantAttending = (field: string) =>
  conflict(refusal.participantAttending.message, refusal.participantAttending.code, field);
const notParticipant = (field: string) => notFound(refusal.notParticipant.message, refusal.notParticipant.code, field);
const groupNotInvited = () => notFound(refusal.groupNotInvited.message, refusal.groupNotInvited.code, 'groupIds');
const participantsHidden = () => forbidden(refusal.participantsHidden.message, refusal.participantsHidden.code);
const notInvited = () => forbidden(refusal.notInvited.message, refusal.notInvited.code);
const participantAdminOff = () => forbidden(refusal.participantAdminOff.message, refusal.participantAdminOff.code);
const memberGone = () => notFound(memberRefusals.memberNotFound.message, memberRefusals.memberNotFound.code, 'userId');

/** What one invitation did: the participants added, by activity. */
export type Added = Map<number, number[]>;

const addedByActivity = (activityIds: readonly number[], rows: readonly participants.ActivityPeople[]): Added => {
  const added: Added = new Map(activityIds.map((id) => [id, []]));
  for (const row of rows) added.set(Number(row.activity_id), row.user_ids.map(Number));
  return added;
};

export interface InviteWork {
  /** The activities, locked by the caller, the first the one the call names. */
  activityIds: readonly number[];
  groups: Pairs;
  users: Pairs;
  status: typeof INVITED | typeof ATTENDING;
  /** Mails the people added (the call's `sendNotification`, or the activity's on create and edit). */
  notify: boolean;
}

/**
 * Invites, within the caller's transaction (`deps.db`), the activities' rows locked by the caller: the groups and
 * members recorded, the groups' members now and the members made participants with `status` (those already invited
 * keep their answer), the limit held where people were made attending (409 activityFull: the transaction writes
 * nothing), and the people added mailed when `notify`. Answers the people added, by activity.
 */
export const invitePeople = async (deps: ActivitiesDeps, caller: Caller, work: InviteWork): Promise<Added> => {
  const { db: tx, clock } = deps;
  const added = await participants.invite(tx, {
    clubId: caller.clubId,
    groups: work.groups,
    users: work.users,
    status: work.status,
    at: clock.now(),
    byUserId: caller.userId,
  });
  if (work.status === ATTENDING && added.length > 0) {
    const filled = added.map((row) => Number(row.activity_id));
    if ((await participants.overLimit(tx, filled)).length > 0) throw activityFull();
  }
  const newUserIds = [...new Set(added.flatMap((row) => row.user_ids.map(Number)))].sort((a, b) => a - b);
  if (work.notify && newUserIds.length > 0) {
    await enqueueInvitationMails(tx, deps, {
      clubId: caller.clubId,
      activityIds: work.activityIds,
      userIds: newUserIds,
    });
  }
  return addedByActivity(work.activityIds, added);
};

/**
 * Uninvites members (the pairs of activity and member), within the caller's transaction: a member invited through
 * one of the activity's groups cannot be removed alone (409 memberInvitedByGroup, 'Kan ikke fjerne medlem'), nor one
 * attending unless `force` (409 participantAttending); either refusal writes nothing. Pairs naming no participant
 * are let be. Answers the participants removed.
 */
const uninvitePeople = async (
  tx: Db,
  clubId: number,
  pairs: Pairs,
  { force, field }: { force: boolean; field: string },
): Promise<ParticipantKey[]> => {
  const states = await participants.participantStates(tx, clubId, pairs);
  if (states.some((state) => state.via_group)) throw memberInvitedByGroup(field);
  if (!force && states.some((state) => state.status === ATTENDING)) throw participantAttending(field);
  return participants.uninvite(tx, clubId, pairs);
};

/** The status people invited by creating or editing an activity start with: attending where participation is forced. */
export const statusOnSave = (forcedParticipation: boolean) => (forcedParticipation ? ATTENDING : INVITED);

/**
 * Invites as an edit of activities (ADR 022, ADR 023) has it, within the caller's transaction, their rows locked: each
 * activity's groups and members invited one by one become `next` (a list left out stays as it is). Groups and
 * members added are invited (`invitePeople`); groups dropped go as a group removal without force does (their members
 * attending stay, as invited one by one); members dropped are uninvited (one invited through a group that stays: 409
 * memberInvitedByGroup; one attending: 409 participantAttending; nothing written).
 */
export const reinvite = async (
  deps: ActivitiesDeps,
  caller: Caller,
  activityIds: readonly number[],
  next: { groupIds?: readonly number[]; userIds?: readonly number[] },
  { status, notify }: { status: typeof INVITED | typeof ATTENDING; notify: boolean },
): Promise<void> => {
  if (!next.groupIds && !next.userIds) return;
  const { db: tx } = deps;
  const before = await participants.invitesOf(tx, activityIds);
  const added = { groups: noPairs(), users: noPairs() };
  const dropped = { groups: noPairs(), users: noPairs() };
  const compare = (
    pairsOf: 'groups' | 'users',
    activityId: number,
    was: readonly number[],
    wanted: readonly number[],
  ) => {
    for (const id of wanted.filter((one) => !was.includes(one))) pushPair(added[pairsOf], activityId, id);
    for (const id of was.filter((one) => !wanted.includes(one))) pushPair(dropped[pairsOf], activityId, id);
  };
  for (const activityId of activityIds) {
    const was = before.get(activityId) ?? { groupIds: [], userIds: [] };
    if (next.groupIds) compare('groups', activityId, was.groupIds, next.groupIds);
    if (next.userIds) compare('users', activityId, was.userIds, next.userIds);
  }
  await invitePeople(deps, caller, { activityIds, ...added, status, notify });
  await participants.removeGroups(tx, caller.clubId, dropped.groups, false);
  await uninvitePeople(tx, caller.clubId, dropped.users, { force: false, field: 'userIds' });
};

const pushPair = (pairs: Pairs, activityId: number, id: number) => {
  pairs.activityIds.push(activityId);
  pairs.ids.push(id);
};

/** An activity the caller may change the invitations of: coming, not cancelled (409), theirs to edit (403). */
const lockForInvitations = async (tx: Db, caller: Caller, id: number, now: Date, field?: string) => {
  const row = await repo.lockActivity(tx, caller.clubId, id);
  if (!row) throw activityNotFound(field);
  assertMayEdit(caller, row);
  if (row.cancelled_at !== null) throw activityCancelled();
  if (isArchived(new Date(row.ends_at), now)) throw activityArchived();
  return row;
};

/**
 * POST /v4/activities/invite: invites groups and members to the activity, or with `isRecurring` to it and every later
 * occurrence of its series that is neither over nor cancelled and that the caller may change, with `initialStatus`;
 * then uninvites `uninvitedUserIds` from the same activities (each must be a participant of the activity named:
 * 404 notParticipant). Invitations first, so that a member of a group invited now cannot be uninvited in the same
 * call. All in one transaction; answers the people added, by activity.
 */
export const inviteToActivity = (
  deps: ActivitiesDeps,
  caller: Caller,
  body: ActivityInviteBody,
): Promise<{ newUserMaps: { activityId: number; userIds: number[] }[] }> =>
  inTransaction(deps.db, async (tx) => {
    const now = deps.clock.now();
    const row = await lockForInvitations(tx, caller, body.activityId, now, 'activityId');
    const groupIds = distinct(body.userGroupIds);
    const userIds = distinct(body.userIds);
    const uninvited = distinct(body.uninvitedUserIds);
    await checkInvites(tx, caller, { groupIds, userIds }, undefined, { groups: 'userGroupIds', users: 'userIds' });
    if (uninvited.length > 0) {
      const known = new Set(
        (await participants.participantStates(tx, caller.clubId, crossPairs([row.id], uninvited))).map((state) =>
          Number(state.user_id),
        ),
      );
      if (uninvited.some((id) => !known.has(id))) throw notParticipant('uninvitedUserIds');
      await assertLeadsMembers(tx, caller, uninvited);
    }
    const later = body.isRecurring
      ? (await repo.lockLaterOccurrences(tx, row, now)).filter((occurrence) => mayEdit(caller, occurrence))
      : [];
    const activityIds = [row.id, ...later.map((occurrence) => occurrence.id)];
    const added = await invitePeople({ ...deps, db: tx }, caller, {
      activityIds,
      groups: crossPairs(activityIds, groupIds),
      users: crossPairs(activityIds, userIds),
      status: body.initialStatus,
      notify: body.sendNotification,
    });
    await uninvitePeople(tx, caller.clubId, crossPairs(activityIds, uninvited), {
      force: false,
      field: 'uninvitedUserIds',
    });
    return { newUserMaps: [...added].map(([activityId, ids]) => ({ activityId, userIds: ids })) };
  });

/**
 * DELETE /v3/activities/:id/participants: removes members invited one by one. Each must be a participant (404
 * notParticipant); a group leader removes only members of groups they lead (403 notYourGroup); one invited through a
 * group: 409 memberInvitedByGroup; one attending: 409 participantAttending unless `force`. All or nothing.
 */
export const removeParticipants = (
  deps: ActivitiesDeps,
  caller: Caller,
  id: number,
  userIds: readonly number[],
  force: boolean,
): Promise<{ removedUserIds: number[] }> =>
  inTransaction(deps.db, async (tx) => {
    const row = await lockForInvitations(tx, caller, id, deps.clock.now());
    const ids = distinct(userIds);
    const pairs = crossPairs([row.id], ids);
    const known = new Set(
      (await participants.participantStates(tx, caller.clubId, pairs)).map((state) => Number(state.user_id)),
    );
    if (ids.some((userId) => !known.has(userId))) throw notParticipant('userIds');
    await assertLeadsMembers(tx, caller, ids);
    const removed = await uninvitePeople(tx, caller.clubId, pairs, { force, field: 'userIds' });
    return { removedUserIds: removed.map((key) => Number(key.user_id)).sort((a, b) => a - b) };
  });

/**
 * DELETE /v3/activities/:id/groups: the groups stop being invited. Each must be the club's (404 unknownGroup) and
 * invited to the activity (404 groupNotInvited); a group leader removes only groups they lead (403 notYourGroup).
 * Their members go unless invited one by one or through another of its groups; those attending stay, as invited one
 * by one, unless `force`.
 */
export const removeGroups = (
  deps: ActivitiesDeps,
  caller: Caller,
  id: number,
  groupIds: readonly number[],
  force: boolean,
): Promise<{ removedUserIds: number[] }> =>
  inTransaction(deps.db, async (tx) => {
    const row = await lockForInvitations(tx, caller, id, deps.clock.now());
    const ids = distinct(groupIds);
    const ofClub = await repo.groupsOfClub(tx, caller.clubId, ids);
    if (ids.some((groupId) => !ofClub.has(groupId))) throw unknownGroup('groupIds');
    const { groupIds: invitedGroups } = await repo.invitedOf(tx, row.id);
    if (ids.some((groupId) => !invitedGroups.includes(groupId))) throw groupNotInvited();
    await assertLeadsGroups(tx, caller, ids);
    const removed = await participants.removeGroups(tx, caller.clubId, crossPairs([row.id], ids), force);
    return { removedUserIds: removed.map((key) => Number(key.user_id)).sort((a, b) => a - b) };
  });

/** `participant_admin` on: the deployment offers moving participants (§2.6: "only when the relevant module flag is on"). */
const participantAdminOn = (deps: ActivitiesDeps): boolean =>
  deps.flags.features.participant_admin?.defaultValue === true;

/**
 * POST /v2/activities/AdminAttendOrRemoveUserToActivity: an administrator moves a participant to another list (§2.6,
 * §6), while `participant_admin` is on (403 participantAdminOff). The activity must be of the club named (404 on
 * activityId), not cancelled (409; a past one is fine: registering who came); the person a participant (404
 * notParticipant) and still a member (404 memberNotFound). Into attending, the limit holds: the activity's row is
 * locked and those attending counted in the same transaction (409 activityFull).
 */
export const moveParticipant = async (
  deps: ActivitiesDeps,
  caller: Caller,
  body: { activityId: number; userId: number; initialStatus: ListedStatus },
): Promise<{ userId: number; activityStatus: number; counts: ParticipantCounts }> => {
  if (!participantAdminOn(deps)) throw participantAdminOff();
  return inTransaction(deps.db, async (tx) => {
    const row = await repo.lockActivity(tx, caller.clubId, body.activityId);
    if (!row) throw activityNotFound('activityId');
    if (row.cancelled_at !== null) throw activityCancelled();
    const [state] = await participants.participantStates(tx, caller.clubId, crossPairs([row.id], [body.userId]));
    if (!state) throw notParticipant('userId');
    if (!state.member) throw memberGone();
    const target = body.initialStatus;
    if (state.status !== target) {
      if (target === ATTENDING && row.participant_limit !== null) {
        const attending = await participants.countAttending(tx, row.id);
        if (!hasRoomFor(attending, row.participant_limit)) throw activityFull();
      }
      await participants.setStatus(tx, row.id, body.userId, {
        status: target,
        at: deps.clock.now(),
        byUserId: caller.userId,
      });
    }
    return { userId: body.userId, activityStatus: target, counts: await participants.countsOf(tx, row.id) };
  });
};

/**
 * GET /v4/activities/:id/participants: one page of one list, by name, with the counts of all three lists.
 * Administrators and group leaders always; a member only when invited to it (403 notInvited) and while its list is
 * visible (403 participantsHidden).
 */
export const activityParticipants = async (
  { db, files }: ActivitiesDeps,
  caller: Caller,
  id: number,
  query: ParticipantsQuery,
): Promise<{ participants: ActivityParticipant[]; totalCount: number; counts: ParticipantCounts }> => {
  const row = await repo.findActivity(db, caller.clubId, id);
  if (!row) throw activityNotFound();
  if (!roleAtLeast(caller.role, 'leader')) {
    if (!(await participants.isParticipant(db, row.id, caller.userId))) throw notInvited();
    if (!row.participants_visible) throw participantsHidden();
  }
  const filter: participants.ListFilter = {
    clubId: caller.clubId,
    activityId: row.id,
    status: query.status,
    terms: searchTerms(query.search),
    offset: query.offset,
    limit: query.limit,
  };
  const [rows, counts] = await Promise.all([
    participants.participantList(db, filter),
    participants.countsOf(db, row.id),
  ]);
  const [first] = rows;
  const totalCount = first ? Number(first.total) : query.offset > 0 ? await participants.countList(db, filter) : 0;
  return {
    participants: rows.map((person) => ({
      userId: Number(person.userId),
      firstName: person.firstName,
      surname: person.surname,
      imageUrl: fileUrl(files, person.imagePath),
      activityStatus: Number(person.status),
      inactive: person.inactive,
      viaGroup: person.viaGroup,
    })),
    totalCount,
    counts: {
      invited: Number(counts.invited),
      attending: Number(counts.attending),
      cancelled: Number(counts.cancelled),
    },
  };
};

/** GET /v3/activities/:id/groups: the groups the activity invites, with their members (3 leader, 1 member; §3). */
export const activityGroups = async ({ db }: ActivitiesDeps, caller: Caller, id: number) => {
  const row = await repo.findActivity(db, caller.clubId, id);
  if (!row) throw activityNotFound();
  return (await participants.groupsWithMembers(db, caller.clubId, row.id)).map((group) => ({
    userGroupId: Number(group.id),
    title: group.title,
    users: group.users.map((user) => ({
      userId: Number(user.userId),
      userGroupMemberType: memberTypeOf(user.leader ? 'leader' : 'member') as GroupMemberType,
    })),
  }));
};
