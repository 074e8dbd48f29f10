import { PARTICIPANT_IDS_MAX, PARTICIPANT_PAGE_MAX, textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe } from 'vitest';
import { badInput, type BadCase } from '../support/badInput.js';
import { useWorld } from '../support/world.js';
import { newActivity, NOW, seedMember } from './helpers.js';

/**
 * AREAS.md point 4 for every participant call with a body or a query (ADR 023): empty, wrong types, over the house
 * limits, unknown ids and another club's ids, and the refusals of the rules — each a 4xx `{statusCode, message, code,
 * field}` with the participant tables (and the outbox, for the invitation's mails) read back unchanged.
 */
const ctx = useWorld();
const { as } = ctx;
const db = () => ctx.t.database.db;
const tables = ['activities', 'activity_groups', 'activity_invited_users', 'activity_participants', 'outbox'] as const;
type Body = Record<string, unknown>;
const EMPTY: Body = {};
/** The world exists only once the tests run: a case names its ids as functions, read at the call. */
const resolved = (body: Body): Body =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'function' ? value() : value]));
const long = (limit: number) => 'x'.repeat(limit + 1);
const tooMany = Array.from({ length: PARTICIPANT_IDS_MAX + 1 }, (_, index) => index + 1);

/** Club A's coming activity made by adminA, inviting group A (leaderA, memberA) and Ida one by one, attending. */
let activity: number;
let ida: number;
beforeAll(async () => {
  ctx.t.clock.stopAt(NOW);
  ida = await seedMember(db(), ctx.world.clubA, null, 'Ida');
  activity = (
    await as('adminA').createActivity({
      body: newActivity(ctx.world.clubA, { groupIds: [ctx.world.groups.a], userIds: [ida] }),
    })
  ).id;
  await db().execute(
    sql`update activity_participants set status = 1 where activity_id = ${activity} and user_id = ${ida}`,
  );
});

const ids = {
  memberA: () => [ctx.world.userIds.memberA],
  adminB: () => [ctx.world.userIds.adminB],
  otherLeaderA: () => [ctx.world.userIds.otherLeaderA],
  groupB: () => [ctx.world.groups.b],
  otherGroupA: () => [ctx.world.groups.otherA],
  ida: () => [ida],
};

describe('POST /v4/activities/invite', () => {
  badInput(ctx, 'inviteToActivity', {
    tables,
    call: (over: Body) =>
      as('adminA').inviteToActivity({
        body: (over === EMPTY ? {} : { activityId: activity, sendNotification: true, ...resolved(over) }) as never,
      }),
    cases: [
      ['an empty body', EMPTY, { status: 400, code: 'required', field: 'activityId' }],
      ['nobody to invite', {}, { status: 400, code: 'required', field: 'userIds' }],
      [
        'an activity id in words',
        { activityId: 'den', userIds: [1] },
        { status: 400, code: 'mustBeInteger', field: 'activityId' },
      ],
      ['userIds as text', { userIds: '1,2' }, { status: 400, code: 'mustBeList', field: 'userIds' }],
      ['a member id in words', { userIds: ['Ida'] }, { status: 400, code: 'mustBeInteger', field: 'userIds.0' }],
      [
        'userGroupIds as an object',
        { userGroupIds: { id: 1 } },
        { status: 400, code: 'mustBeList', field: 'userGroupIds' },
      ],
      [
        'uninvitedUserIds of id 0',
        { uninvitedUserIds: [0] },
        { status: 400, code: 'mustBeAPositiveNumber', field: 'uninvitedUserIds.0' },
      ],
      [
        `${PARTICIPANT_IDS_MAX + 1} members`,
        { userIds: tooMany },
        { status: 400, code: 'tooManyIds', field: 'userIds' },
      ],
      [
        'initial status 2',
        { userIds: ids.otherLeaderA, initialStatus: 2 },
        { status: 400, code: 'invalidStatus', field: 'initialStatus' },
      ],
      [
        'initial status as text',
        { userIds: ids.otherLeaderA, initialStatus: '1' },
        { status: 400, code: 'invalidStatus', field: 'initialStatus' },
      ],
      [
        'isRecurring as text',
        { userIds: ids.otherLeaderA, isRecurring: 'ja' },
        { status: 400, code: 'mustBeBoolean', field: 'isRecurring' },
      ],
      [
        'sendNotification as 1',
        { userIds: ids.otherLeaderA, sendNotification: 1 },
        { status: 400, code: 'mustBeBoolean', field: 'sendNotification' },
      ],
      ['an unknown activity', { activityId: 999_999, userIds: ids.otherLeaderA }, { status: 404, code: 'notFound' }],
      [
        "club B's activity",
        { activityId: () => ctx.world.activities.b, userIds: ids.otherLeaderA },
        { status: 404, code: 'notFound' },
      ],
      ['an unknown group', { userGroupIds: [999_999] }, { status: 404, code: 'unknownGroup', field: 'userGroupIds' }],
      ["club B's group", { userGroupIds: ids.groupB }, { status: 404, code: 'unknownGroup', field: 'userGroupIds' }],
      ['an unknown member', { userIds: [999_999] }, { status: 404, code: 'memberNotFound', field: 'userIds' }],
      ["club B's administrator", { userIds: ids.adminB }, { status: 404, code: 'memberNotFound', field: 'userIds' }],
      [
        'uninviting someone not invited',
        { uninvitedUserIds: ids.otherLeaderA },
        { status: 404, code: 'notParticipant', field: 'uninvitedUserIds' },
      ],
      [
        "uninviting club B's administrator",
        { uninvitedUserIds: ids.adminB },
        { status: 404, code: 'notParticipant', field: 'uninvitedUserIds' },
      ],
      [
        'uninviting a member invited through group A, while inviting another',
        { userIds: ids.otherLeaderA, uninvitedUserIds: ids.memberA },
        { status: 409, code: 'memberInvitedByGroup', field: 'uninvitedUserIds', message: 'Kan ikke fjerne medlem' },
      ],
      [
        'uninviting a member attending',
        { userIds: ids.otherLeaderA, uninvitedUserIds: ids.ida },
        { status: 409, code: 'participantAttending', field: 'uninvitedUserIds' },
      ],
    ],
  });
});

describe('POST /v2/activities/AdminAttendOrRemoveUserToActivity', () => {
  badInput(ctx, 'moveParticipant', {
    tables,
    call: (over: Body) =>
      as('adminA').moveParticipant({
        body: (over === EMPTY
          ? {}
          : {
              clubId: ctx.world.clubA,
              activityId: activity,
              userId: ctx.world.userIds.memberA,
              initialStatus: 1,
              ...resolved(over),
            }) as never,
      }),
    cases: [
      ['an empty body', EMPTY, { status: 400, code: 'required', field: 'clubId' }],
      ['no activity', { activityId: undefined }, { status: 400, code: 'required', field: 'activityId' }],
      ['a user id in words', { userId: 'Ida' }, { status: 400, code: 'mustBeInteger', field: 'userId' }],
      ['status 3', { initialStatus: 3 }, { status: 400, code: 'invalidStatus', field: 'initialStatus' }],
      ['no status', { initialStatus: undefined }, { status: 400, code: 'invalidStatus', field: 'initialStatus' }],
      ['an unknown activity', { activityId: 999_999 }, { status: 404, code: 'activityNotFound', field: 'activityId' }],
      [
        "club B's activity",
        { activityId: () => ctx.world.activities.b },
        { status: 404, code: 'activityNotFound', field: 'activityId' },
      ],
      ['an unknown person', { userId: 999_999 }, { status: 404, code: 'notParticipant', field: 'userId' }],
      [
        "club B's administrator",
        { userId: () => ctx.world.userIds.adminB },
        { status: 404, code: 'notParticipant', field: 'userId' },
      ],
      [
        'a member not invited',
        { userId: () => ctx.world.userIds.otherLeaderA },
        { status: 404, code: 'notParticipant', field: 'userId' },
      ],
      ["club B's id as the club", { clubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
    ],
  });
});

describe('DELETE /v3/activities/:id/participants', () => {
  badInput(ctx, 'removeParticipants', {
    tables,
    call: ({ forceattending, id, ...body }: Body) =>
      as('adminA').removeParticipants({
        params: { id: id ?? activity },
        query: forceattending === undefined ? {} : { forceattending },
        body: resolved(body),
      } as never),
    cases: [
      ['an empty body', {}, { status: 400, code: 'mustBeList', field: 'userIds' }],
      ['an empty list', { userIds: [] }, { status: 400, code: 'required', field: 'userIds' }],
      ['an id in words', { userIds: ['Ida'] }, { status: 400, code: 'mustBeInteger', field: 'userIds.0' }],
      [`${PARTICIPANT_IDS_MAX + 1} ids`, { userIds: tooMany }, { status: 400, code: 'tooManyIds', field: 'userIds' }],
      [
        'forceattending as ja',
        { userIds: ids.ida, forceattending: 'ja' },
        { status: 400, code: 'mustBeBoolean', field: 'forceattending' },
      ],
      ['an activity id in words', { id: 'den', userIds: [1] }, { status: 400, code: 'mustBeInteger', field: 'id' }],
      ['an unknown activity', { id: 999_999, userIds: [1] }, { status: 404, code: 'notFound' }],
      ['an unknown person', { userIds: [999_999] }, { status: 404, code: 'notParticipant', field: 'userIds' }],
      ["club B's administrator", { userIds: ids.adminB }, { status: 404, code: 'notParticipant', field: 'userIds' }],
      [
        'a member not invited, beside one who is',
        { userIds: () => [ida, ctx.world.userIds.otherLeaderA] },
        { status: 404, code: 'notParticipant', field: 'userIds' },
      ],
      [
        'a member invited through group A',
        { userIds: ids.memberA },
        { status: 409, code: 'memberInvitedByGroup', field: 'userIds', message: 'Kan ikke fjerne medlem' },
      ],
      [
        'a member attending, without force',
        { userIds: ids.ida },
        { status: 409, code: 'participantAttending', field: 'userIds' },
      ],
    ],
  });
});

describe('DELETE /v3/activities/:id/groups', () => {
  badInput(ctx, 'removeGroups', {
    tables,
    call: ({ forceattending, ...body }: Body) =>
      as('adminA').removeGroups({
        params: { id: activity },
        query: forceattending === undefined ? {} : { forceattending },
        body: resolved(body),
      } as never),
    cases: [
      ['an empty body', {}, { status: 400, code: 'mustBeList', field: 'groupIds' }],
      ['an empty list', { groupIds: [] }, { status: 400, code: 'required', field: 'groupIds' }],
      ['groupIds as text', { groupIds: 'A' }, { status: 400, code: 'mustBeList', field: 'groupIds' }],
      [`${PARTICIPANT_IDS_MAX + 1} ids`, { groupIds: tooMany }, { status: 400, code: 'tooManyIds', field: 'groupIds' }],
      [
        'forceattending as 2',
        { groupIds: [1], forceattending: 2 },
        { status: 400, code: 'mustBeBoolean', field: 'forceattending' },
      ],
      ['an unknown group', { groupIds: [999_999] }, { status: 404, code: 'unknownGroup', field: 'groupIds' }],
      ["club B's group", { groupIds: ids.groupB }, { status: 404, code: 'unknownGroup', field: 'groupIds' }],
      [
        'a group of the club not invited',
        { groupIds: ids.otherGroupA },
        { status: 404, code: 'groupNotInvited', field: 'groupIds' },
      ],
    ],
  });
});

describe('GET /v3/activities/:id/groups and GET /v4/activities/:id/participants', () => {
  badInput(ctx, 'activityGroups', {
    tables,
    call: (params: Body) => as('adminA').activityGroups({ params } as never),
    cases: [
      ['an id in words', { id: 'første' }, { status: 400, code: 'mustBeInteger', field: 'id' }],
      ['an unknown id', { id: 999_999 }, { status: 404, code: 'notFound' }],
    ],
  });
  const cases: BadCase<Body>[] = [
    ['no status', { status: undefined }, { status: 400, code: 'invalidStatus', field: 'status' }],
    ['status 3', { status: 3 }, { status: 400, code: 'invalidStatus', field: 'status' }],
    ['a status in words', { status: 'alle' }, { status: 400, code: 'invalidStatus', field: 'status' }],
    ['a page of 0', { limit: 0 }, { status: 400, code: 'tooSmall', field: 'limit' }],
    [
      `a page of ${PARTICIPANT_PAGE_MAX + 1}`,
      { limit: PARTICIPANT_PAGE_MAX + 1 },
      { status: 400, code: 'tooLarge', field: 'limit' },
    ],
    ['an offset in words', { offset: 'start' }, { status: 400, code: 'mustBeInteger', field: 'offset' }],
    ['a search over 200', { search: long(textLimits.line) }, { status: 400, code: 'maxLength', field: 'search' }],
  ];
  badInput(ctx, 'activityParticipants', {
    tables,
    call: (query: Body) =>
      as('adminA').activityParticipants({ params: { id: activity }, query: { status: 0, ...query } } as never),
    cases,
  });
});
