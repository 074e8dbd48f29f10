import { ACTIVITY_COHOSTS_MAX, textLimits } from '@klubhus/domain';
import { beforeAll, describe } from 'vitest';
import { badInput, type BadCase } from '../support/badInput.js';
import { pngFile } from '../support/images.js';
import { useWorld } from '../support/world.js';
import { acceptPaymentAgreement, newActivity, NOW, updateOf } from './helpers.js';

/**
 * AREAS.md point 4 for every activities call with a body or a query: empty, wrong types, over the house limits,
 * unknown ids and another club's ids, and the §5 rules at the API — each a 4xx `{statusCode, message, code, field}`
 * with the activities' tables read back unchanged.
 */
const ctx = useWorld();
const { as } = ctx;
const tables = [
  'activities',
  'activity_groups',
  'activity_invited_users',
  'activity_co_hosts',
  'activity_participants',
] as const;
type Body = Record<string, unknown>;
/** A case that sends no body fields at all. */
const EMPTY: Body = {};
/** The world exists only once the tests run: a case names its ids as functions, read at the call. */
const resolved = (body: Body): Body =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'function' ? value() : value]));

/** An activity of club A with an amount, for the calls that change one. */
let paid: Awaited<ReturnType<ReturnType<typeof as>['createActivity']>>;
beforeAll(async () => {
  ctx.t.clock.stopAt(NOW);
  await acceptPaymentAgreement(ctx.t.database.db, ctx.world.clubA);
  paid = await as('adminA').createActivity({
    body: newActivity(ctx.world.clubA, { amount: 75, deadline: '2026-09-30T10:00', groupIds: [ctx.world.groups.a] }),
  });
  await acceptPaymentAgreement(ctx.t.database.db, ctx.world.clubA, false);
});

const long = (limit: number) => 'x'.repeat(limit + 1);

/** The bad bodies both create and update refuse alike: wrong types, limits, ids, and the §5 rules between fields. */
const sharedCases = (): BadCase<Body>[] => {
  const groups = { b: () => ctx.world.groups.b };
  const userIds = { adminB: () => ctx.world.userIds.adminB };
  return [
    ['no title', { title: undefined }, { status: 400, code: 'required', field: 'title' }],
    ['a blank title', { title: '   ' }, { status: 400, code: 'required', field: 'title' }],
    ['a title that is a number', { title: 42 }, { status: 400, code: 'required', field: 'title' }],
    ['a title over 200', { title: long(textLimits.title) }, { status: 400, code: 'maxLength', field: 'title' }],
    [
      'a description over 2000',
      { description: long(textLimits.activityDescription) },
      { status: 400, code: 'maxLength', field: 'description' },
    ],
    ['a location over 200', { location: long(textLimits.line) }, { status: 400, code: 'maxLength', field: 'location' }],
    ['a start in words', { start: 'i morgen' }, { status: 400, code: 'invalidDate', field: 'start' }],
    ['a start on 31 February', { start: '2026-02-31T10:00' }, { status: 400, code: 'invalidDate', field: 'start' }],
    ['no end', { end: undefined }, { status: 400, code: 'required', field: 'end' }],
    ['type 3 (no such type)', { type: 3 }, { status: 400, code: 'invalidType', field: 'type' }],
    ['a type as text', { type: '1' }, { status: 400, code: 'invalidType', field: 'type' }],
    ['visibility 2', { visibility: 2 }, { status: 400, code: 'invalidVisibility', field: 'visibility' }],
    [
      'participantsVisible missing',
      { participantsVisible: undefined },
      { status: 400, code: 'required', field: 'participantsVisible' },
    ],
    [
      'commentsEnabled as text',
      { commentsEnabled: 'ja' },
      { status: 400, code: 'mustBeBoolean', field: 'commentsEnabled' },
    ],
    ['a limit of 1.5', { limit: 1.5 }, { status: 400, code: 'mustBeInteger', field: 'limit' }],
    ['a limit of 0', { limit: 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'limit' }],
    ['groupIds as text', { groupIds: 'alle' }, { status: 400, code: 'mustBeList', field: 'groupIds' }],
    ['a group id as text', { groupIds: ['a'] }, { status: 400, code: 'mustBeInteger', field: 'groupIds.0' }],
    ['userIds as an object', { userIds: { id: 1 } }, { status: 400, code: 'mustBeList', field: 'userIds' }],
    ['an unknown group', { groupIds: [999_999] }, { status: 404, code: 'unknownGroup', field: 'groupIds' }],
    ["club B's group", { groupIds: () => [groups.b()] }, { status: 404, code: 'unknownGroup', field: 'groupIds' }],
    ['an unknown member', { userIds: [999_999] }, { status: 404, code: 'memberNotFound', field: 'userIds' }],
    [
      "club B's administrator as a member",
      { userIds: () => [userIds.adminB()] },
      { status: 404, code: 'memberNotFound', field: 'userIds' },
    ],
    [
      'an unknown responsible person',
      { responsibleUserId: 999_999 },
      { status: 404, code: 'unknownCandidate', field: 'responsibleUserId' },
    ],
    [
      "club B's administrator as responsible",
      { responsibleUserId: userIds.adminB },
      { status: 404, code: 'unknownCandidate', field: 'responsibleUserId' },
    ],
    // §5, between fields.
    [
      'an amount of 1.99',
      { amount: 1.99, deadline: '2026-09-30T10:00' },
      { status: 400, code: 'amountTooSmall', field: 'amount' },
    ],
    [
      'an amount with 3 decimals',
      { amount: 20.555, deadline: '2026-09-30T10:00' },
      { status: 400, code: 'invalidAmount', field: 'amount' },
    ],
    [
      'an amount as text',
      { amount: '50', deadline: '2026-09-30T10:00' },
      { status: 400, code: 'mustBeANumber', field: 'amount' },
    ],
    [
      'an amount without a deadline',
      { amount: 50, deadline: null },
      { status: 400, code: 'deadlineRequired', field: 'deadline' },
    ],
    [
      'forced participation with an amount',
      { amount: 50, deadline: '2026-09-30T10:00', forcedParticipation: true },
      { status: 400, code: 'forcedNeedsNoAmountOrLimit', field: 'forcedParticipation' },
    ],
    [
      'forced participation with a limit',
      { amount: null, limit: 10, forcedParticipation: true },
      { status: 400, code: 'forcedNeedsNoAmountOrLimit', field: 'forcedParticipation' },
    ],
    ['an end before the start', { end: '2026-10-01T14:59' }, { status: 400, code: 'endBeforeStart', field: 'end' }],
    [
      'a deadline after the start',
      { deadline: '2026-10-01T15:01' },
      { status: 400, code: 'deadlineAfterStart', field: 'deadline' },
    ],
    [
      'a reminder without a deadline',
      { twoDaysReminder: true, deadline: null, amount: null },
      { status: 400, code: 'reminderNeedsDeadline', field: 'twoDaysReminder' },
    ],
  ];
};

describe('GET /v4/activities/activityoverview', () => {
  badInput(ctx, 'activityOverview', {
    tables,
    call: (query: Body) => as('adminA').activityOverview({ query: { clubid: ctx.world.clubA, ...query } as never }),
    cases: [
      ['no club', { clubid: undefined }, { status: 400, code: 'required', field: 'clubid' }],
      ['a club id in words', { clubid: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubid' }],
      ['archived as yes', { archived: 'yes' }, { status: 400, code: 'mustBeBoolean', field: 'archived' }],
      ['a page of 0', { limit: 0 }, { status: 400, code: 'tooSmall', field: 'limit' }],
      ['a page of 101', { limit: 101 }, { status: 400, code: 'tooLarge', field: 'limit' }],
      ['an offset in words', { offset: 'start' }, { status: 400, code: 'mustBeInteger', field: 'offset' }],
      ['a type in words', { type: 'kamp' }, { status: 400, code: 'mustBeInteger', field: 'type' }],
      ['a search over 200', { search: long(textLimits.line) }, { status: 400, code: 'maxLength', field: 'search' }],
    ],
  });
});

describe('GET /v4/activities/:id and GET /v3/activities/getAvailableCoHosts', () => {
  badInput(ctx, 'getActivity', {
    tables,
    call: (params: Body) => as('adminA').getActivity({ params } as never),
    cases: [
      ['an id in words', { id: 'første' }, { status: 400, code: 'mustBeInteger', field: 'id' }],
      ['id 0', { id: 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'id' }],
      ['an unknown id', { id: 999_999 }, { status: 404, code: 'notFound' }],
    ],
  });
  badInput(ctx, 'getAvailableCoHosts', {
    tables,
    call: (query: Body) => as('adminA').getAvailableCoHosts({ query } as never),
    cases: [
      ['no club', {}, { status: 400, code: 'required', field: 'clubId' }],
      ['a club id in words', { clubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
    ],
  });
});

describe('POST /v4/activities/create', () => {
  const valid = (): Body => newActivity(ctx.world.clubA) as Body;
  badInput(ctx, 'createActivity', {
    tables,
    call: (over: Body) =>
      as('adminA').createActivity({ body: (over === EMPTY ? {} : { ...valid(), ...resolved(over) }) as never }),
    cases: [
      ['an empty body', EMPTY, { status: 400, code: 'required', field: 'clubId' }],
      ['no type', { type: undefined }, { status: 400, code: 'required', field: 'type' }],
      ...sharedCases(),
      [
        'an unknown activity to copy',
        { copyFromId: 999_999 },
        { status: 404, code: 'activityNotFound', field: 'copyFromId' },
      ],
      [
        "club B's activity to copy",
        { copyFromId: () => ctx.world.activities.b },
        { status: 404, code: 'activityNotFound', field: 'copyFromId' },
      ],
      ['a cover that is no image', { coverImage: 'aGVq' }, { status: 400, code: 'imagesOnly', field: 'coverImage' }],
      [
        'a start before yesterday',
        { start: '2026-09-18T21:59', end: '2026-09-18T23:00' },
        { status: 400, code: 'startTooEarly', field: 'start' },
      ],
      ['repetition 3', { recurring: 3 }, { status: 400, code: 'invalidRepeat', field: 'recurring' }],
      [
        'a weekly series without repeat-until',
        { recurring: 1 },
        { status: 400, code: 'required', field: 'recurringUntill' },
      ],
      [
        'repeat-until before the start',
        { recurring: 1, recurringUntill: '2026-09-30T11:00' },
        { status: 400, code: 'repeatUntilBeforeStart', field: 'recurringUntill' },
      ],
      [
        'a series longer than a year',
        { recurring: 1, recurringUntill: '2027-10-03T11:00' },
        { status: 400, code: 'seriesTooLong', field: 'recurringUntill' },
      ],
      [
        'a recurringTimes that does not fit',
        { recurring: 2, recurringUntill: '2026-10-29T11:00', recurringTimes: 4 },
        { status: 400, code: 'recurringTimesMismatch', field: 'recurringTimes' },
      ],
      [
        'an amount without the payment agreement',
        { amount: 50, deadline: '2026-09-30T10:00' },
        { status: 409, code: 'paymentAgreementRequired', field: 'amount' },
      ],
    ],
  });
});

describe('POST /v4/activities/update', () => {
  const valid = (): Body => updateOf(paid) as Body;
  badInput(ctx, 'updateActivity', {
    tables,
    call: (over: Body) =>
      as('adminA').updateActivity({ body: (over === EMPTY ? {} : { ...valid(), ...resolved(over) }) as never }),
    cases: [
      ['an empty body', EMPTY, { status: 400, code: 'required', field: 'activityId' }],
      [
        'an activity id in words',
        { activityId: 'sidste' },
        { status: 400, code: 'mustBeInteger', field: 'activityId' },
      ],
      ['an unknown activity', { activityId: 999_999 }, { status: 404, code: 'notFound' }],
      ["club B's activity", { activityId: () => ctx.world.activities.b }, { status: 404, code: 'notFound' }],
      ...sharedCases().filter(
        ([label]) => !label.includes('amount') && !label.includes('forced participation with an'),
      ),
      ['a changed amount', { amount: 80 }, { status: 400, code: 'amountFixed', field: 'amount' }],
      ['the amount removed', { amount: null, deadline: null }, { status: 400, code: 'amountFixed', field: 'amount' }],
      ['updateAll as text', { updateAll: 'alle' }, { status: 400, code: 'mustBeBoolean', field: 'updateAll' }],
      ['a cover that is no image', { coverImage: 'aGVq' }, { status: 400, code: 'imagesOnly', field: 'coverImage' }],
      [
        'a start moved before yesterday',
        { start: '2026-09-18T10:00', deadline: '2026-09-17T10:00' },
        { status: 400, code: 'startTooEarly', field: 'start' },
      ],
    ],
  });
});

describe('PUT /v3/activities/updateCoHosts/:id', () => {
  badInput(ctx, 'updateCoHosts', {
    tables,
    call: (body: Body) => as('adminA').updateCoHosts({ params: { id: paid.id }, body: resolved(body) } as never),
    cases: [
      ['an empty body', {}, { status: 400, code: 'mustBeList', field: 'coHostIds' }],
      ['coHostIds as text', { coHostIds: '1,2' }, { status: 400, code: 'mustBeList', field: 'coHostIds' }],
      ['an id in words', { coHostIds: ['Anna'] }, { status: 400, code: 'mustBeInteger', field: 'coHostIds.0' }],
      [
        `${ACTIVITY_COHOSTS_MAX + 1} co-hosts`,
        { coHostIds: Array.from({ length: ACTIVITY_COHOSTS_MAX + 1 }, (_, index) => index + 1) },
        { status: 400, code: 'tooManyCoHosts', field: 'coHostIds' },
      ],
      ['an unknown person', { coHostIds: [999_999] }, { status: 404, code: 'unknownCandidate', field: 'coHostIds' }],
      [
        "club B's administrator",
        { coHostIds: () => [ctx.world.userIds.adminB] },
        { status: 404, code: 'unknownCandidate', field: 'coHostIds' },
      ],
      [
        'a plain member',
        { coHostIds: () => [ctx.world.userIds.memberA] },
        { status: 404, code: 'unknownCandidate', field: 'coHostIds' },
      ],
    ],
  });
});

describe('POST /v2/web/newactivityimages/:id', () => {
  badInput(ctx, 'newActivityImages', {
    tables,
    call: (body: Body) => as('adminA').newActivityImages({ params: { id: paid.id }, body } as never),
    cases: [
      ['no image', {}, { status: 400, code: 'required', field: 'images' }],
      [
        'a text file',
        { images: [new File(['hej'], 'hej.txt', { type: 'text/plain' })] },
        { status: 400, code: 'imagesOnly', field: 'images.0' },
      ],
      [
        'text named .png',
        { images: [pngFile(), new File(['hej'], 'hej.png', { type: 'image/png' })] },
        { status: 400, code: 'imagesOnly', field: 'images' },
      ],
    ],
  });
});

describe('POST /v2/web/activityimagedelete/:id', () => {
  badInput(ctx, 'activityImageDelete', {
    tables,
    call: (body: Body) => as('adminA').activityImageDelete({ params: { id: paid.id }, body } as never),
    cases: [
      ['no address', {}, { status: 400, code: 'required', field: 'url' }],
      ['an empty address', { url: '' }, { status: 400, code: 'required', field: 'url' }],
      ['an address as a number', { url: 7 }, { status: 400, code: 'required', field: 'url' }],
      [
        'an address over 2000',
        { url: `/files/${long(textLimits.link)}` },
        { status: 400, code: 'maxLength', field: 'url' },
      ],
      [
        'an address the activity does not hold',
        { url: '/files/activities/1/x.png' },
        { status: 404, code: 'imageNotFound', field: 'url' },
      ],
    ],
  });
});

describe('POST /v2/web/activityremove/:club', () => {
  badInput(ctx, 'activityRemove', {
    tables,
    call: ({ message, ...body }: Body) =>
      as('adminA').activityRemove({
        params: { club: ctx.world.clubA },
        query: message === undefined ? {} : { message },
        body: { activityId: paid.id, recurring: false, ...resolved(body) },
      } as never),
    cases: [
      [
        'a reason over 150',
        { message: long(textLimits.cancelReason) },
        { status: 400, code: 'maxLength', field: 'message' },
      ],
      ['no activity', { activityId: undefined }, { status: 400, code: 'required', field: 'activityId' }],
      ['an activity id in words', { activityId: 'den' }, { status: 400, code: 'mustBeInteger', field: 'activityId' }],
      ['recurring as text', { recurring: 'ja' }, { status: 400, code: 'mustBeBoolean', field: 'recurring' }],
      ['an unknown activity', { activityId: 999_999 }, { status: 404, code: 'activityNotFound', field: 'activityId' }],
      [
        "club B's activity",
        { activityId: () => ctx.world.activities.b },
        { status: 404, code: 'activityNotFound', field: 'activityId' },
      ],
    ],
  });
});
