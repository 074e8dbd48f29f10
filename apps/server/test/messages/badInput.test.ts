import { MESSAGE_GROUPS_MAX, textLimits } from '@klubhus/domain';
import { beforeAll, describe } from 'vitest';
import { badInput, type BadCase } from '../support/badInput.js';
import { useWorld } from '../support/world.js';
import { messageTables, worldMessages } from './helpers.js';

/**
 * AREAS.md point 4 for every messages call with a body or a query (ADR 028): empty, wrong types, over the house
 * limits (a message of 10,000 characters, `textLimits.boardMessage`), unknown ids and another club's — each a 4xx
 * `{statusCode, message, code, field}` with the messages' tables and the outbox read back unchanged.
 */
const ctx = useWorld();
const { as } = ctx;
const tables = messageTables;
type Body = Record<string, unknown>;
/** A case that sends no fields at all. */
const EMPTY: Body = {};
/** The world exists only once the tests run: a case names its ids as functions, read at the call. */
const resolved = (body: Body): Body =>
  Object.fromEntries(Object.entries(body).map(([key, value]) => [key, typeof value === 'function' ? value() : value]));
const long = (limit: number) => 'x'.repeat(limit + 1);

let messages: { a: number; b: number };
beforeAll(async () => {
  messages = await worldMessages(ctx.t.database.db, ctx.world);
});

/** The bad fields create and update refuse alike: §5 (title, message, a group unless to all), types, limits, ids. */
const sharedCases = (): BadCase<Body>[] => [
  ['no title', { title: undefined }, { status: 400, code: 'required', field: 'title' }],
  ['a blank title', { title: '   ' }, { status: 400, code: 'required', field: 'title' }],
  ['a title that is a number', { title: 42 }, { status: 400, code: 'required', field: 'title' }],
  ['a title over 200', { title: long(textLimits.title) }, { status: 400, code: 'maxLength', field: 'title' }],
  [
    'a title with a control character',
    { title: 'Hej\u0007' },
    { status: 400, code: 'invalidCharacter', field: 'title' },
  ],
  ['no message', { message: undefined }, { status: 400, code: 'required', field: 'message' }],
  ['an empty message', { message: '' }, { status: 400, code: 'required', field: 'message' }],
  [
    'a message over 10,000 characters',
    { message: long(textLimits.boardMessage) },
    { status: 400, code: 'maxLength', field: 'message' },
  ],
  ['a message that is a list', { message: ['Hej'] }, { status: 400, code: 'required', field: 'message' }],
  ['allMembers missing', { allMembers: undefined }, { status: 400, code: 'required', field: 'allMembers' }],
  ['allMembers as text', { allMembers: 'ja' }, { status: 400, code: 'required', field: 'allMembers' }],
  [
    'no groups and not to all members (§5)',
    { allMembers: false, groupIds: [] },
    { status: 400, code: 'groupsRequired', field: 'groupIds' },
  ],
  [
    'groupIds left out and not to all members (§5)',
    { allMembers: false, groupIds: undefined },
    { status: 400, code: 'groupsRequired', field: 'groupIds' },
  ],
  ['groupIds as text', { groupIds: 'alle' }, { status: 400, code: 'mustBeList', field: 'groupIds' }],
  ['a group id as text', { groupIds: ['a'] }, { status: 400, code: 'mustBeInteger', field: 'groupIds.0' }],
  ['a group id of 0', { groupIds: [0] }, { status: 400, code: 'mustBeAPositiveNumber', field: 'groupIds.0' }],
  [
    `more than ${MESSAGE_GROUPS_MAX} groups`,
    { groupIds: Array.from({ length: MESSAGE_GROUPS_MAX + 1 }, (_, index) => index + 1) },
    { status: 400, code: 'tooManyGroups', field: 'groupIds' },
  ],
  [
    'an unknown group',
    { groupIds: [999_999] },
    { status: 404, code: 'unknownGroup', field: 'groupIds', message: 'Gruppen findes ikke i foreningen' },
  ],
  [
    "club B's group",
    { groupIds: () => [ctx.world.groups.b] },
    { status: 404, code: 'unknownGroup', field: 'groupIds', message: 'Gruppen findes ikke i foreningen' },
  ],
  [
    "club A's group beside club B's",
    { groupIds: () => [ctx.world.groups.a, ctx.world.groups.b] },
    { status: 404, code: 'unknownGroup', field: 'groupIds' },
  ],
];

const valid = (): Body => ({
  title: 'Træning',
  message: 'Husk bolde',
  allMembers: false,
  groupIds: [ctx.world.groups.a],
});

describe('POST /v2/clubboards', () => {
  badInput(ctx, 'createMessage', {
    tables,
    call: (over: Body) =>
      as('adminA').createMessage({
        body: (over === EMPTY ? {} : { clubId: ctx.world.clubA, ...valid(), ...resolved(over) }) as never,
      }),
    cases: [
      ['an empty body', EMPTY, { status: 400, code: 'required', field: 'clubId' }],
      ['no club', { clubId: undefined }, { status: 400, code: 'required', field: 'clubId' }],
      ['a club id in words', { clubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
      ["club B's id", { clubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
      ['an unknown club', { clubId: 999_999 }, { status: 403, code: 'forbidden' }],
      ...sharedCases(),
    ],
  });
});

describe('PUT /v2/clubboards/:id', () => {
  badInput(ctx, 'updateMessage', {
    tables,
    call: (over: Body) => {
      const { id, ...body } = resolved(over);
      return as('adminA').updateMessage({
        params: { id: id ?? messages.a } as never,
        body: (over === EMPTY ? {} : { ...valid(), ...body }) as never,
      });
    },
    cases: [
      ['an empty body', EMPTY, { status: 400, code: 'required', field: 'title' }],
      ['an id in words', { id: 'første' }, { status: 400, code: 'mustBeInteger', field: 'id' }],
      ['id 0', { id: 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'id' }],
      ['an unknown message', { id: 999_999 }, { status: 404, code: 'notFound' }],
      ["club B's message", { id: () => messages.b }, { status: 404, code: 'notFound' }],
      ...sharedCases(),
    ],
  });
});

describe('DELETE /v2/clubboards/:id', () => {
  badInput(ctx, 'deleteMessage', {
    tables,
    call: (params: Body) => as('adminA').deleteMessage({ params: resolved(params) } as never),
    cases: [
      ['an id in words', { id: 'første' }, { status: 400, code: 'mustBeInteger', field: 'id' }],
      ['an unknown message', { id: 999_999 }, { status: 404, code: 'notFound' }],
      ["club B's message", { id: () => messages.b }, { status: 404, code: 'notFound' }],
    ],
  });
});

describe('GET /v2/clubboards/club/:club and GET /v2/clubboards', () => {
  badInput(ctx, 'clubMessages', {
    tables,
    call: (query: Body) => {
      const { club, ...rest } = resolved(query);
      return as('adminA').clubMessages({ params: { club: club ?? ctx.world.clubA }, query: rest } as never);
    },
    cases: [
      ['a club in words', { club: 'A' }, { status: 400, code: 'mustBeInteger', field: 'club' }],
      ["club B's id", { club: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
      ['a page of 0', { limit: 0 }, { status: 400, code: 'tooSmall', field: 'limit' }],
      ['a page of 101', { limit: 101 }, { status: 400, code: 'tooLarge', field: 'limit' }],
      ['a page in words', { limit: 'alle' }, { status: 400, code: 'mustBeInteger', field: 'limit' }],
      ['an offset of -1', { offset: -1 }, { status: 400, code: 'mustBeInteger', field: 'offset' }],
      ['an offset in words', { offset: 'start' }, { status: 400, code: 'mustBeInteger', field: 'offset' }],
    ],
  });
  badInput(ctx, 'myMessages', {
    tables,
    call: (query: Body) =>
      as('memberA').myMessages({
        query: (query === EMPTY ? {} : { clubId: ctx.world.clubA, ...resolved(query) }) as never,
      }),
    cases: [
      ['no club', EMPTY, { status: 400, code: 'required', field: 'clubId' }],
      ['a club in words', { clubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
      ["club B's id", { clubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
      ['a page of 101', { limit: 101 }, { status: 400, code: 'tooLarge', field: 'limit' }],
      ['an offset of 1.5', { offset: 1.5 }, { status: 400, code: 'mustBeInteger', field: 'offset' }],
    ],
  });
});

describe('GET /v2/clubboards/templates', () => {
  badInput(ctx, 'messageTemplates', {
    tables,
    call: (query: Body) =>
      as('adminA').messageTemplates({
        query: (query === EMPTY ? {} : { clubId: ctx.world.clubA, ...resolved(query) }) as never,
      }),
    cases: [
      ['no club', EMPTY, { status: 400, code: 'required', field: 'clubId' }],
      ['a club in words', { clubId: 'A' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
      ["club B's id", { clubId: () => ctx.world.clubB }, { status: 403, code: 'forbidden' }],
      ['an unknown language', { language: 'xx' }, { status: 400, code: 'invalidLanguage', field: 'language' }],
      ['a language in capitals', { language: 'DA' }, { status: 400, code: 'invalidLanguage', field: 'language' }],
    ],
  });
});

describe('POST /v2/clubboards/comments and POST /v2/clubboards/comment', () => {
  badInput(ctx, 'messageComments', {
    tables,
    call: (body: Body) => as('adminA').messageComments({ body: resolved(body) } as never),
    cases: [
      ['an empty body', EMPTY, { status: 400, code: 'required', field: 'messageId' }],
      ['a message id in words', { messageId: 'første' }, { status: 400, code: 'mustBeInteger', field: 'messageId' }],
      ['a message id of -1', { messageId: -1 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'messageId' }],
      ['an unknown message', { messageId: 999_999 }, { status: 404, code: 'notFound' }],
      ["club B's message", { messageId: () => messages.b }, { status: 404, code: 'notFound' }],
    ],
  });
  const comment = (): Body => ({ userId: ctx.world.userIds.memberA, messageId: messages.a, comment: 'Fint' });
  badInput(ctx, 'addMessageComment', {
    tables,
    call: (over: Body) =>
      as('memberA').addMessageComment({ body: (over === EMPTY ? {} : { ...comment(), ...resolved(over) }) as never }),
    cases: [
      ['an empty body', EMPTY, { status: 400, code: 'required', field: 'messageId' }],
      ['no comment', { comment: undefined }, { status: 400, code: 'required', field: 'comment' }],
      ['a blank comment', { comment: '  \n ' }, { status: 400, code: 'required', field: 'comment' }],
      ['a comment that is a number', { comment: 7 }, { status: 400, code: 'required', field: 'comment' }],
      [
        'a comment over 2000',
        { comment: long(textLimits.comment) },
        { status: 400, code: 'maxLength', field: 'comment' },
      ],
      ['no user', { userId: undefined }, { status: 400, code: 'required', field: 'userId' }],
      ['a user id in words', { userId: 'mig' }, { status: 400, code: 'mustBeInteger', field: 'userId' }],
      [
        "another member's user id",
        { userId: () => ctx.world.userIds.leaderA },
        { status: 403, code: 'notYourself', message: 'Du kan kun skrive kommentarer som dig selv' },
      ],
      [
        "club B's administrator's user id",
        { userId: () => ctx.world.userIds.adminB },
        { status: 403, code: 'notYourself' },
      ],
      ['an unknown message', { messageId: 999_999 }, { status: 404, code: 'notFound' }],
      ["club B's message", { messageId: () => messages.b }, { status: 404, code: 'notFound' }],
      ['a message id in words', { messageId: 'første' }, { status: 400, code: 'mustBeInteger', field: 'messageId' }],
    ],
  });
});
