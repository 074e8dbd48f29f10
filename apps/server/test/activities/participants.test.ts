import { buildFlagsPayload, flagDefaults, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { moveParticipant } from '../../src/features/activities/participants.js';
import type { ActivitiesDeps } from '../../src/features/activities/service.js';
import { HttpError } from '../../src/http/HttpError.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { newActivity, NOW, updateOf } from './helpers.js';

/**
 * Participants (spec document 2 §2.6, §4, §6, §8; ADR 023): inviting, through the invitation call and through creating
 * and editing an activity, removing people and groups, moving people between the lists, the limit, the lists and the
 * detail's counts. Each test works on activities of its own in club A.
 */
const ctx = useWorld();
const { as } = ctx;
const db = () => ctx.t.database.db;
const club = () => ctx.world.clubA;

/** A member of club A called `firstName surname`, in `groupIds` (leading them with `leads`). */
const person = async (firstName: string, surname: string, groupIds: number[] = [], leads = false): Promise<number> => {
  const [user] = await queryRows<{ id: number }>(
    db(),
    sql`insert into users (email, password_hash, first_name, surname)
        values (${`${firstName.toLowerCase()}.${Math.random().toString(36).slice(2)}@test.klubhus.dk`}, 'x',
                ${firstName}, ${surname}) returning id`,
  );
  const userId = Number(user?.id);
  await db().execute(
    sql`insert into memberships (club_id, user_id, type)
        values (${club()}, ${userId}, ${memberTypeOf(leads ? 'leader' : 'member')})`,
  );
  for (const groupId of groupIds) await join(groupId, userId, leads);
  return userId;
};

const join = async (groupId: number, userId: number, leads = false) => {
  await db().execute(sql`insert into group_members (group_id, club_id, user_id, is_leader)
    values (${groupId}, ${club()}, ${userId}, ${leads})`);
};

const group = async (title: string): Promise<number> => {
  const [row] = await queryRows<{ id: number }>(
    db(),
    sql`insert into groups (club_id, title) values (${club()}, ${title}) returning id`,
  );
  return Number(row?.id);
};

/** Each participant's status, by user id. */
const statuses = async (activityId: number): Promise<Record<number, number>> =>
  Object.fromEntries(
    (
      await queryRows<{ user_id: number; status: number }>(
        db(),
        sql`select user_id, status from activity_participants where activity_id = ${activityId} order by user_id`,
      )
    ).map((row) => [Number(row.user_id), Number(row.status)]),
  );

const invitedOneByOne = async (activityId: number): Promise<number[]> =>
  (
    await queryRows<{ user_id: number }>(
      db(),
      sql`select user_id from activity_invited_users where activity_id = ${activityId} order by user_id`,
    )
  ).map((row) => Number(row.user_id));

const setStatus = async (activityId: number, userIds: number[], status: number) => {
  await db().execute(sql`update activity_participants set status = ${status}
    where activity_id = ${activityId} and user_id = any(${`{${userIds.join(',')}}`}::int[])`);
};

/** Every table a participant write touches, for "nothing written". */
const snapshot = async (activityId: number) => ({
  participants: await statuses(activityId),
  groups: await queryRows(db(), sql`select group_id from activity_groups where activity_id = ${activityId} order by 1`),
  users: await invitedOneByOne(activityId),
  outbox: await queryRows(db(), sql`select count(*)::int as n from outbox`),
});

const create = async (over: Parameters<typeof newActivity>[1] = {}, persona: 'adminA' | 'leaderA' = 'adminA') =>
  as(persona).createActivity({ body: newActivity(club(), over) });

/** The addresses the outbox has mail for, of the users named. */
const mailedTo = async (userIds: number[]): Promise<string[]> =>
  (
    await queryRows<{ to: string }>(
      db(),
      sql`select o.payload->>'to' as to from outbox o join users u on u.email = o.payload->>'to'
           where o.kind = 'mail' and u.id = any(${`{${userIds.join(',')}}`}::int[]) order by 1`,
    )
  ).map((row) => row.to);

/** Group P (leaderA leads it: Anna, Bo, and an inactive member), group Q (Bo, Carl); Dina in no group. */
const p = { group: 0, anna: 0, bo: 0 };
const q = { group: 0, carl: 0 };
let dina = 0;
beforeAll(async () => {
  ctx.t.clock.stopAt(NOW);
  p.group = await group('Hold P');
  q.group = await group('Hold Q');
  await join(p.group, ctx.world.userIds.leaderA, true);
  p.anna = await person('Anna', 'Holm', [p.group]);
  p.bo = await person('Bo', 'Lund', [p.group, q.group]);
  q.carl = await person('Carl', 'Berg', [q.group]);
  dina = await person('Dina', 'Krog');
  const [inactive] = await queryRows<{ id: number }>(
    db(),
    sql`insert into inactive_members (club_id, first_name, surname) values (${club()}, 'Inaktiv', 'P') returning id`,
  );
  await db().execute(sql`insert into inactive_group_members (group_id, club_id, inactive_member_id)
    values (${p.group}, ${club()}, ${Number(inactive?.id)})`);
});

describe('POST /v4/activities/invite', () => {
  it("invites the groups' members as they are now and the members one by one, each once, and answers who was added", async () => {
    const { id } = await create();
    const { leaderA } = ctx.world.userIds;
    const answer = await as('adminA').inviteToActivity({
      body: { activityId: id, userGroupIds: [p.group, q.group], userIds: [dina, p.bo] },
    });
    expect(answer).toEqual({
      newUserMaps: [{ activityId: id, userIds: [leaderA, p.anna, p.bo, q.carl, dina].sort((a, b) => a - b) }],
    });
    // Invited (0), the inactive member of group P not among them: they have no account to answer with.
    expect(await statuses(id)).toEqual({ [leaderA]: 0, [p.anna]: 0, [p.bo]: 0, [q.carl]: 0, [dina]: 0 });
    expect(await invitedOneByOne(id)).toEqual([p.bo, dina].sort((a, b) => a - b));
    expect(await as('adminA').getActivity({ params: { id } })).toMatchObject({
      groups: [{ userGroupId: p.group }, { userGroupId: q.group }],
      invitedCount: 5,
      counts: { invited: 5, attending: 0, cancelled: 0 },
    });
  });

  it('keeps the answers of people already invited; inviting a group again adds exactly its newcomers', async () => {
    const team = await group('Hold R');
    const [ras, rut] = [await person('Ras', 'Mø', [team]), await person('Rut', 'Mø', [team])];
    const { id } = await create({ groupIds: [team] });
    await setStatus(id, [ras], 1);
    await setStatus(id, [rut], 2);
    const erik = await person('Erik', 'Dam', [team]);
    expect(await statuses(id)).toEqual({ [ras]: 1, [rut]: 2 });
    const answer = await as('adminA').inviteToActivity({
      body: { activityId: id, userGroupIds: [team], initialStatus: 1 },
    });
    expect(answer.newUserMaps).toEqual([{ activityId: id, userIds: [erik] }]);
    expect(await statuses(id)).toEqual({ [ras]: 1, [rut]: 2, [erik]: 1 });
  });

  it('lets a group leader invite only groups they lead and their members (403 notYourGroup), writing nothing', async () => {
    const { id } = await create({}, 'leaderA');
    const before = await snapshot(id);
    for (const body of [{ userGroupIds: [q.group] }, { userIds: [dina] }, { userIds: [p.anna, q.carl] }]) {
      expect(await failure(as('leaderA').inviteToActivity({ body: { activityId: id, ...body } }))).toMatchObject({
        status: 403,
        code: 'notYourGroup',
      });
    }
    expect(await snapshot(id)).toEqual(before);
    await as('leaderA').inviteToActivity({ body: { activityId: id, userGroupIds: [p.group], userIds: [p.bo] } });
    expect(await statuses(id)).toMatchObject({ [ctx.world.userIds.leaderA]: 0, [p.anna]: 0, [p.bo]: 0 });
  });

  it('refuses an activity that is over (409 activityArchived) or cancelled (409 activityCancelled)', async () => {
    const [past] = await queryRows<{ id: number }>(
      db(),
      sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id)
          values (${club()}, 1, 'Forbi', ${NOW}::timestamptz - interval '2 hours', ${NOW}::timestamptz - interval '1 ms',
                  ${ctx.world.userIds.adminA}) returning id`,
    );
    expect(
      await failure(as('adminA').inviteToActivity({ body: { activityId: Number(past?.id), userIds: [dina] } })),
    ).toMatchObject({ status: 409, code: 'activityArchived' });
    const { id } = await create();
    await as('adminA').activityRemove({
      params: { club: club() },
      query: {},
      body: { activityId: id, recurring: false },
    });
    expect(await failure(as('adminA').inviteToActivity({ body: { activityId: id, userIds: [dina] } }))).toMatchObject({
      status: 409,
      code: 'activityCancelled',
    });
    expect(await statuses(Number(past?.id))).toEqual({});
    expect(await statuses(id)).toEqual({});
  });

  it('with isRecurring invites to this occurrence and every later one neither cancelled nor the caller can not change, and uninvites there too', async () => {
    const { userIds } = ctx.world;
    const first = await create({
      recurring: 1,
      recurringUntill: '2026-10-29T11:00',
      recurringTimes: 5,
      responsibleUserId: userIds.leaderA,
    });
    const series = (
      await queryRows<{ id: number }>(
        db(),
        sql`select id from activities where recurring_guid = ${first.recurringGuid} order by starts_at`,
      )
    ).map((row) => Number(row.id));
    const [one, two, three, four, five] = series as [number, number, number, number, number];
    await as('adminA').activityRemove({
      params: { club: club() },
      query: {},
      body: { activityId: three, recurring: false },
    });
    await db().execute(sql`update activities set responsible_user_id = ${userIds.otherLeaderA} where id = ${four}`);
    const answer = await as('leaderA').inviteToActivity({
      body: { activityId: two, isRecurring: true, userIds: [p.anna, p.bo] },
    });
    expect(answer.newUserMaps).toEqual([
      { activityId: two, userIds: [p.anna, p.bo] },
      { activityId: five, userIds: [p.anna, p.bo] },
    ]);
    for (const untouched of [one, three, four]) expect(await statuses(untouched)).toEqual({});
    await as('leaderA').inviteToActivity({
      body: { activityId: two, isRecurring: true, userIds: [], uninvitedUserIds: [p.anna] },
    });
    expect(await statuses(two)).toEqual({ [p.bo]: 0 });
    expect(await statuses(five)).toEqual({ [p.bo]: 0 });
    expect(await invitedOneByOne(five)).toEqual([p.bo]);
  });

  it('holds the limit: invited as attending past it answers 409 activityFull and writes nothing, all or nothing', async () => {
    const { id } = await create({ limit: 3 });
    // Invited (0) people are not counted: the limit is on those attending.
    await as('adminA').inviteToActivity({ body: { activityId: id, userIds: [dina] } });
    await as('adminA').inviteToActivity({ body: { activityId: id, userIds: [q.carl], initialStatus: 1 } });
    const before = await snapshot(id);
    // Group P is three more people: four attending of three.
    expect(
      await failure(
        as('adminA').inviteToActivity({ body: { activityId: id, userGroupIds: [p.group], initialStatus: 1 } }),
      ),
    ).toEqual({
      status: 409,
      code: 'activityFull',
      field: undefined,
      message: 'Der er ikke flere pladser på aktiviteten',
    });
    expect(await snapshot(id)).toEqual(before);
    await as('adminA').inviteToActivity({ body: { activityId: id, userIds: [p.anna, p.bo], initialStatus: 1 } });
    expect(await statuses(id)).toEqual({ [dina]: 0, [q.carl]: 1, [p.anna]: 1, [p.bo]: 1 });
  });

  it('mails the people added when sendNotification is set, nobody already invited, and nobody without it', async () => {
    const { id } = await create({ userIds: [dina] });
    await as('adminA').inviteToActivity({ body: { activityId: id, userIds: [q.carl] } });
    expect(await mailedTo([q.carl, dina])).toEqual([]);
    await as('adminA').inviteToActivity({
      body: { activityId: id, userIds: [dina, q.carl, p.anna], sendNotification: true },
    });
    const [anna] = await queryRows<{ email: string }>(db(), sql`select email from users where id = ${p.anna}`);
    expect(await mailedTo([q.carl, dina, p.anna])).toEqual([anna?.email]);
  });
});

describe('creating and editing an activity invite through the same rules', () => {
  it("makes the groups' members and the members participants on every occurrence, attending where participation is forced", async () => {
    const forced = await create({
      groupIds: [q.group],
      userIds: [dina],
      forcedParticipation: true,
      recurring: 1,
      recurringUntill: '2026-10-08T11:00',
      recurringTimes: 2,
      sendNotification: true,
    });
    const ids = (
      await queryRows<{ id: number }>(
        db(),
        sql`select id from activities where recurring_guid = ${forced.recurringGuid}`,
      )
    ).map((row) => Number(row.id));
    expect(ids).toHaveLength(2);
    for (const id of ids) expect(await statuses(id)).toEqual({ [p.bo]: 1, [q.carl]: 1, [dina]: 1 });
    expect(forced).toMatchObject({ participatingCount: 3, participationPercentage: 100, counts: { attending: 3 } });
    // One mail each for the series.
    expect(await mailedTo([p.bo, q.carl, dina])).toHaveLength(3);
    const free = await create({ groupIds: [q.group] });
    expect(await statuses(free.id)).toEqual({ [p.bo]: 0, [q.carl]: 0 });
  });

  it('an edit invites the groups added and removes the members of groups dropped, save those attending (one by one now)', async () => {
    const created = await create({ groupIds: [p.group] });
    await setStatus(created.id, [p.anna], 1);
    const mailsBefore = await mailedTo([q.carl, p.bo]);
    const updated = await as('adminA').updateActivity({
      body: updateOf(created, { groupIds: [q.group], sendNotification: true }),
    });
    // leaderA (P only) goes; Bo stays through Q; Carl comes; Anna, attending, stays as invited one by one.
    expect(await statuses(created.id)).toEqual({ [p.anna]: 1, [p.bo]: 0, [q.carl]: 0 });
    // The one added is mailed (the activity's "send notification"), Bo, invited before, is not.
    expect((await mailedTo([q.carl, p.bo])).length).toBe(mailsBefore.length + 1);
    expect(await mailedTo([p.bo])).toEqual(mailsBefore.filter((to) => to.startsWith('bo.')));
    expect(updated).toMatchObject({
      groups: [{ userGroupId: q.group }],
      users: [{ userId: p.anna }],
      counts: { invited: 2, attending: 1, cancelled: 0 },
    });
  });

  it('an edit dropping a member invited one by one removes them; one in an invited group, or attending: 409, nothing written', async () => {
    const created = await create({ groupIds: [q.group], userIds: [dina, q.carl, p.anna] });
    await setStatus(created.id, [p.anna], 1);
    const detail = await as('adminA').getActivity({ params: { id: created.id } });
    const before = await snapshot(created.id);
    expect(
      await failure(as('adminA').updateActivity({ body: updateOf(detail, { userIds: [dina, p.anna], title: 'Ny' }) })),
    ).toEqual({ status: 409, code: 'memberInvitedByGroup', field: 'userIds', message: 'Kan ikke fjerne medlem' });
    expect(
      await failure(as('adminA').updateActivity({ body: updateOf(detail, { userIds: [dina, q.carl], title: 'Ny' }) })),
    ).toMatchObject({ status: 409, code: 'participantAttending', field: 'userIds' });
    expect(await snapshot(created.id)).toEqual(before);
    expect((await as('adminA').getActivity({ params: { id: created.id } })).title).toBe('Træning');
    await as('adminA').updateActivity({ body: updateOf(detail, { userIds: [q.carl, p.anna] }) });
    expect(await statuses(created.id)).toEqual({ [p.anna]: 1, [p.bo]: 0, [q.carl]: 0 });
  });

  it('an edit lowering the limit below those attending answers 409 activityFull on limit', async () => {
    const created = await create({ userIds: [dina, q.carl], limit: 5 });
    await setStatus(created.id, [dina, q.carl], 1);
    expect(await failure(as('adminA').updateActivity({ body: updateOf(created, { limit: 1 }) }))).toMatchObject({
      status: 409,
      code: 'activityFull',
      field: 'limit',
    });
    await expect(as('adminA').updateActivity({ body: updateOf(created, { limit: 2 }) })).resolves.toMatchObject({
      limit: 2,
    });
  });
});

describe('DELETE /v3/activities/:id/participants', () => {
  it('removes members invited one by one; one attending only with forceattending; one through a group never', async () => {
    const { id } = await create({ groupIds: [q.group], userIds: [dina, p.anna, p.bo] });
    await setStatus(id, [p.anna], 1);
    const remove = (userIds: number[], force = false) =>
      as('adminA').removeParticipants({
        params: { id },
        query: force ? { forceattending: 'true' } : {},
        body: { userIds },
      });
    const before = await snapshot(id);
    expect(await failure(remove([dina, p.bo]))).toMatchObject({ status: 409, code: 'memberInvitedByGroup' });
    expect(await failure(remove([dina, p.anna]))).toMatchObject({
      status: 409,
      code: 'participantAttending',
      message: 'Personen har meldt sig til. Fjern alligevel for at fjerne dem, der deltager.',
    });
    expect(await snapshot(id)).toEqual(before);
    expect(await remove([dina, p.anna], true)).toEqual({ removedUserIds: [p.anna, dina].sort((a, b) => a - b) });
    expect(await statuses(id)).toEqual({ [p.bo]: 0, [q.carl]: 0 });
    expect(await invitedOneByOne(id)).toEqual([p.bo]);
  });

  it('lets a group leader remove only members of groups they lead (403 notYourGroup), and nobody from a past activity', async () => {
    const { id } = await create({ userIds: [p.anna], responsibleUserId: ctx.world.userIds.leaderA });
    await as('adminA').inviteToActivity({ body: { activityId: id, userIds: [dina] } });
    expect(
      await failure(as('leaderA').removeParticipants({ params: { id }, query: {}, body: { userIds: [dina] } })),
    ).toMatchObject({ status: 403, code: 'notYourGroup' });
    await expect(
      as('leaderA').removeParticipants({ params: { id }, query: {}, body: { userIds: [p.anna] } }),
    ).resolves.toEqual({ removedUserIds: [p.anna] });
    await db().execute(sql`update activities set starts_at = ${NOW}::timestamptz - interval '1 day',
      ends_at = ${NOW}::timestamptz - interval '1 hour' where id = ${id}`);
    expect(
      await failure(as('adminA').removeParticipants({ params: { id }, query: {}, body: { userIds: [dina] } })),
    ).toMatchObject({ status: 409, code: 'activityArchived' });
  });
});

describe('DELETE /v3/activities/:id/groups', () => {
  it('removes the groups and their members, save those invited one by one or through another group, and those attending', async () => {
    const { leaderA } = ctx.world.userIds;
    const { id } = await create({ groupIds: [p.group, q.group], userIds: [p.anna] });
    await setStatus(id, [leaderA], 1);
    // Anna is invited one by one, Bo through Q, leaderA attends: only the group goes, and nobody with it.
    expect(await as('adminA').removeGroups({ params: { id }, query: {}, body: { groupIds: [p.group] } })).toEqual({
      removedUserIds: [],
    });
    expect(await statuses(id)).toEqual({ [leaderA]: 1, [p.anna]: 0, [p.bo]: 0, [q.carl]: 0 });
    expect(await invitedOneByOne(id)).toEqual([leaderA, p.anna].sort((a, b) => a - b));
    const forced = await create({ groupIds: [p.group] });
    await setStatus(forced.id, [leaderA], 1);
    expect(
      await as('adminA').removeGroups({
        params: { id: forced.id },
        query: { forceattending: 'true' },
        body: { groupIds: [p.group] },
      }),
    ).toEqual({ removedUserIds: [leaderA, p.anna, p.bo].sort((a, b) => a - b) });
    expect(await statuses(forced.id)).toEqual({});
  });

  it('lets a group leader remove only groups they lead (403 notYourGroup), writing nothing', async () => {
    const { id } = await create({ groupIds: [p.group, q.group], responsibleUserId: ctx.world.userIds.leaderA });
    const before = await snapshot(id);
    expect(
      await failure(as('leaderA').removeGroups({ params: { id }, query: {}, body: { groupIds: [p.group, q.group] } })),
    ).toMatchObject({ status: 403, code: 'notYourGroup' });
    expect(await snapshot(id)).toEqual(before);
    await as('leaderA').removeGroups({ params: { id }, query: {}, body: { groupIds: [p.group] } });
    expect(await statuses(id)).toEqual({ [p.bo]: 0, [q.carl]: 0 });
  });
});

describe('GET /v3/activities/:id/groups', () => {
  it('answers the groups by title, each with its members (3 leader, 1 member)', async () => {
    const { id } = await create({ groupIds: [q.group, p.group] });
    expect(await as('otherLeaderA').activityGroups({ params: { id } })).toEqual([
      {
        userGroupId: p.group,
        title: 'Hold P',
        users: [
          { userId: p.anna, userGroupMemberType: memberTypeOf('member') },
          { userId: p.bo, userGroupMemberType: memberTypeOf('member') },
          { userId: ctx.world.userIds.leaderA, userGroupMemberType: memberTypeOf('leader') },
        ],
      },
      {
        userGroupId: q.group,
        title: 'Hold Q',
        users: [
          { userId: p.bo, userGroupMemberType: memberTypeOf('member') },
          { userId: q.carl, userGroupMemberType: memberTypeOf('member') },
        ],
      },
    ]);
  });
});

describe('POST /v2/activities/AdminAttendOrRemoveUserToActivity', () => {
  const move = (activityId: number, userId: number, initialStatus: 0 | 1 | 2) =>
    as('adminA').moveParticipant({ body: { clubId: club(), activityId, userId, initialStatus } });

  it('moves a participant from any list to any other, recording who and when, with the counts', async () => {
    const { id } = await create({ userIds: [dina, q.carl] });
    const path: [0 | 1 | 2, { invited: number; attending: number; cancelled: number }][] = [
      [1, { invited: 1, attending: 1, cancelled: 0 }],
      [2, { invited: 1, attending: 0, cancelled: 1 }],
      [0, { invited: 2, attending: 0, cancelled: 0 }],
      [2, { invited: 1, attending: 0, cancelled: 1 }],
      [1, { invited: 1, attending: 1, cancelled: 0 }],
      [0, { invited: 2, attending: 0, cancelled: 0 }],
    ];
    for (const [status, counts] of path) {
      expect(await move(id, dina, status)).toEqual({ userId: dina, activityStatus: status, counts });
      expect((await statuses(id))[dina]).toBe(status);
    }
    const [row] = await queryRows<{ changed_by_user_id: number; at_now: boolean }>(
      db(),
      sql`select changed_by_user_id, changed_at = ${NOW}::timestamptz as at_now from activity_participants
           where activity_id = ${id} and user_id = ${dina}`,
    );
    expect(row).toEqual({ changed_by_user_id: ctx.world.userIds.adminA, at_now: true });
  });

  it('holds the limit: into attending at the limit answers 409 activityFull', async () => {
    const { id } = await create({ userIds: [dina, q.carl], limit: 1 });
    await move(id, dina, 1);
    expect(await failure(move(id, q.carl, 1))).toMatchObject({
      status: 409,
      code: 'activityFull',
      message: 'Der er ikke flere pladser på aktiviteten',
    });
    expect(await statuses(id)).toEqual({ [dina]: 1, [q.carl]: 0 });
    // Moving someone already attending takes no place of another.
    await expect(move(id, dina, 1)).resolves.toMatchObject({ activityStatus: 1 });
    await move(id, dina, 2);
    await expect(move(id, q.carl, 1)).resolves.toMatchObject({ counts: { attending: 1, cancelled: 1 } });
  });

  it('moves people on a past activity, not on a cancelled one (409), nor one who left the club (404)', async () => {
    const { id } = await create({ userIds: [dina, q.carl] });
    await db().execute(sql`update activities set starts_at = ${NOW}::timestamptz - interval '3 days',
      ends_at = ${NOW}::timestamptz - interval '3 days' where id = ${id}`);
    await expect(move(id, dina, 1)).resolves.toMatchObject({ activityStatus: 1 });
    const gone = await person('Gone', 'Away');
    await as('adminA').inviteToActivity({
      body: { activityId: (await create({ userIds: [gone] })).id, userIds: [dina] },
    });
    const [withGone] = await queryRows<{ activity_id: number }>(
      db(),
      sql`select activity_id from activity_participants where user_id = ${gone}`,
    );
    await db().execute(sql`delete from memberships where club_id = ${club()} and user_id = ${gone}`);
    expect(await failure(move(Number(withGone?.activity_id), gone, 1))).toMatchObject({
      status: 404,
      code: 'memberNotFound',
      field: 'userId',
    });
    await as('adminA').activityRemove({
      params: { club: club() },
      query: {},
      body: { activityId: id, recurring: false },
    });
    expect(await failure(move(id, q.carl, 1))).toMatchObject({ status: 409, code: 'activityCancelled' });
  });

  it('is refused while participant_admin is off (403 participantAdminOff)', async () => {
    const { id } = await create({ userIds: [dina] });
    const flags = buildFlagsPayload({ ...flagDefaults(), participant_admin: false }, new Date().toISOString());
    const deps = { db: db(), clock: ctx.t.clock, flags } as unknown as ActivitiesDeps;
    const caller = { userId: ctx.world.userIds.adminA, clubId: club(), role: 'admin' } as const;
    const refused = await moveParticipant(deps, caller, { activityId: id, userId: dina, initialStatus: 1 }).catch(
      (error: unknown) => error,
    );
    expect(refused).toBeInstanceOf(HttpError);
    expect(refused).toMatchObject({ statusCode: 403, code: 'participantAdminOff' });
    expect(await statuses(id)).toEqual({ [dina]: 0 });
  });
});

describe('GET /v4/activities/:id/participants', () => {
  let id: number;
  const names: Record<string, number> = {};
  beforeAll(async () => {
    const list = await group('Listen');
    // Danish order: æ, ø and å after z, whatever the case.
    for (const [first, surname] of [
      ['Åse', 'Berg'],
      ['zacharias', 'Holm'],
      ['Øjvind', 'Lund'],
      ['Æbeløn', 'Krog'],
      ['bent', 'Ås'],
      ['Bent', 'Ager'],
      ['Asger', 'Øster'],
    ] as const) {
      names[first + surname] = await person(first, surname, [list]);
    }
    names.dina = dina;
    ({ id } = await create({ groupIds: [list], userIds: [dina, ctx.world.userIds.memberA] }));
    await setStatus(id, [names.AsgerØster as number], 2);
    await db().execute(sql`update activities set participants_visible = false where id = ${id}`);
  });
  const page = (
    query: Record<string, unknown>,
    persona: 'adminA' | 'leaderA' | 'otherLeaderA' | 'memberA' = 'adminA',
  ) => as(persona).activityParticipants({ params: { id }, query: { status: 0, ...query } as never });

  it('answers one list by first name and surname in Danish order, with the counts of all three', async () => {
    const answer = await page({});
    expect(answer.participants.map((one) => `${one.firstName} ${one.surname}`)).toEqual([
      'Bent Ager',
      'bent Ås',
      'Dina Krog',
      'memberA Test',
      'zacharias Holm',
      'Æbeløn Krog',
      'Øjvind Lund',
      'Åse Berg',
    ]);
    expect(answer).toMatchObject({ totalCount: 8, counts: { invited: 8, attending: 0, cancelled: 1 } });
    expect((await page({ status: 2 })).participants).toEqual([
      {
        userId: names.AsgerØster,
        firstName: 'Asger',
        surname: 'Øster',
        imageUrl: null,
        activityStatus: 2,
        inactive: false,
        viaGroup: true,
      },
    ]);
  });

  it('searches the names, every term, and pages in SQL counting the whole list', async () => {
    expect((await page({ search: 'bent' })).participants.map((one) => one.surname)).toEqual(['Ager', 'Ås']);
    expect((await page({ search: 'bent ås' })).participants.map((one) => one.surname)).toEqual(['Ås']);
    const second = await page({ limit: 3, offset: 3 });
    expect(second.participants.map((one) => one.firstName)).toEqual(['memberA', 'zacharias', 'Æbeløn']);
    expect(second.totalCount).toBe(8);
    expect(await page({ limit: 3, offset: 30 })).toMatchObject({ participants: [], totalCount: 8 });
  });

  it('marks who left the club (inactive) and who is invited through a group (viaGroup)', async () => {
    const gone = names.ÆbelønKrog as number;
    await db().execute(sql`delete from memberships where club_id = ${club()} and user_id = ${gone}`);
    const rows = (await page({})).participants;
    expect(rows.find((one) => one.userId === gone)).toMatchObject({ inactive: true, viaGroup: false });
    expect(rows.find((one) => one.userId === dina)).toMatchObject({ inactive: false, viaGroup: false });
    expect(rows.find((one) => one.userId === names.ØjvindLund)).toMatchObject({ inactive: false, viaGroup: true });
  });

  it('shows a member invited to it the list while it is visible (403 participantsHidden), nobody else (403 notInvited)', async () => {
    expect(await failure(page({}, 'memberA'))).toMatchObject({
      status: 403,
      code: 'participantsHidden',
      message: 'Deltagerlisten er skjult for medlemmer',
    });
    await expect(page({}, 'otherLeaderA')).resolves.toMatchObject({ totalCount: 8 });
    await db().execute(sql`update activities set participants_visible = true where id = ${id}`);
    await expect(page({}, 'memberA')).resolves.toMatchObject({ totalCount: 8 });
    const other = await create({ userIds: [dina] });
    expect(
      await failure(as('memberA').activityParticipants({ params: { id: other.id }, query: { status: 0 } })),
    ).toMatchObject({ status: 403, code: 'notInvited', message: 'Du er ikke inviteret til aktiviteten' });
  });
});

describe('the detail and the overview count the participants', () => {
  it('answers the counts, the first four attending by name for the preview, and the participation', async () => {
    const extra = [await person('Frida', 'Juul'), await person('Gorm', 'Bak')];
    const created = await create({ userIds: [dina, p.anna, p.bo, q.carl, ...extra], limit: 10 });
    await setStatus(created.id, [dina, p.bo, q.carl, ...extra], 1);
    await setStatus(created.id, [p.anna], 2);
    const detail = await as('adminA').getActivity({ params: { id: created.id } });
    expect(detail).toMatchObject({
      invitedCount: 6,
      participatingCount: 5,
      participationPercentage: 83,
      counts: { invited: 0, attending: 5, cancelled: 1 },
    });
    expect(detail.preview.map((one) => one.firstName)).toEqual(['Bo', 'Carl', 'Dina', 'Frida']);
    const overview = await as('adminA').activityOverview({ query: { clubid: club(), limit: 100 } });
    expect(overview.activities.find((one) => one.id === created.id)).toMatchObject({
      invitedCount: 6,
      participatingCount: 5,
      participationPercentage: 83,
    });
  });
});
