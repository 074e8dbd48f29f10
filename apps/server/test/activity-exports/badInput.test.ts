import { describe, expect, it } from 'vitest';
import { badInput, type BadCase } from '../support/badInput.js';
import { csvRows } from '../member-exports/csv.js';
import { useWorld } from '../support/world.js';

/**
 * AREAS.md point 4 for the activity exports' queries (ADR 026): the range's days missing, not days, days that do not
 * exist, in the wrong order, longer than ACTIVITY_EXPORT_MAX_DAYS; another club's id (403), and a group or member that
 * is unknown or another club's (404: ids reveal nothing). Each a 4xx `{statusCode, message, code, field}`; the
 * activities' tables read back unchanged (the exports write nothing).
 */
const ctx = useWorld();
const { as } = ctx;
const tables = ['activities', 'activity_groups', 'activity_invited_users', 'activity_participants'] as const;
type Query = Record<string, unknown>;

const range = { startDate: '2026-01-01', endDate: '2026-12-31' };

/** The cases every call shares: its range, as a whole query (`clubId` added by the call where it takes one). */
const rangeCases: BadCase<Query>[] = [
  ['no startDate', { endDate: '2026-12-31' }, { status: 400, code: 'required', field: 'startDate' }],
  ['no endDate', { startDate: '2026-01-01' }, { status: 400, code: 'required', field: 'endDate' }],
  ['no dates at all', {}, { status: 400, code: 'required', field: 'startDate' }],
  [
    'a startDate not a day',
    { ...range, startDate: '01-01-2026' },
    { status: 400, code: 'invalidDate', field: 'startDate' },
  ],
  [
    'a startDate with a time',
    { ...range, startDate: '2026-01-01T10:00' },
    { status: 400, code: 'invalidDate', field: 'startDate' },
  ],
  [
    'a day that does not exist',
    { ...range, startDate: '2026-02-30' },
    { status: 400, code: 'invalidDate', field: 'startDate' },
  ],
  [
    'a day of year 0',
    { startDate: '0000-01-01', endDate: '0000-01-02' },
    { status: 400, code: 'invalidDate', field: 'startDate' },
  ],
  [
    'a day before 1900',
    { startDate: '1899-12-31', endDate: '1900-01-01' },
    { status: 400, code: 'invalidDate', field: 'startDate' },
  ],
  [
    'a day after 2199',
    { startDate: '2199-12-31', endDate: '2200-01-01' },
    { status: 400, code: 'invalidDate', field: 'endDate' },
  ],
  [
    'an endDate of month 13',
    { ...range, endDate: '2026-13-01' },
    { status: 400, code: 'invalidDate', field: 'endDate' },
  ],
  ['an endDate of an empty text', { ...range, endDate: '' }, { status: 400, code: 'invalidDate', field: 'endDate' }],
  [
    'an endDate before the startDate',
    { startDate: '2026-03-02', endDate: '2026-03-01' },
    { status: 400, code: 'endBeforeStart', field: 'endDate' },
  ],
  [
    'a range of 1097 days',
    { startDate: '2026-01-01', endDate: '2029-01-01' },
    { status: 400, code: 'exportRangeTooLong', field: 'endDate' },
  ],
];

badInput(ctx, 'exportClubActivities', {
  tables,
  call: (query: Query) => as('adminA').exportClubActivities({ params: { club: ctx.world.clubA }, query } as never),
  cases: rangeCases,
});

/** A call that locates its club in the query: the range's cases with club A, and the club's own. */
const clubCases: BadCase<Query>[] = [
  ...rangeCases.map(([label, query, refusal]): BadCase<Query> => [label, { clubId: 'A', ...query }, refusal]),
  ['no clubId', range, { status: 400, code: 'required', field: 'clubId' }],
  ['a clubId not a number', { clubId: 'abc', ...range }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
  ["another club's clubId", { clubId: 'B', ...range }, { status: 403, code: 'forbidden' }],
];
/** `'A'` and `'B'` stand for the world's clubs, known once the tests run. */
const withClub = (query: Query): Query =>
  query.clubId === 'A' || query.clubId === 'B'
    ? { ...query, clubId: query.clubId === 'A' ? ctx.world.clubA : ctx.world.clubB }
    : query;

badInput(ctx, 'exportGroupAttendance', {
  tables,
  call: (query: Query) =>
    as('adminA').exportGroupAttendance({ params: { group: ctx.world.groups.a }, query: withClub(query) } as never),
  cases: clubCases,
});
badInput(ctx, 'exportMemberAttendance', {
  tables,
  call: (query: Query) =>
    as('adminA').exportMemberAttendance({
      params: { member: ctx.world.userIds.memberA },
      query: withClub(query),
    } as never),
  cases: clubCases,
});

/** The group or member of the path: unknown, another club's, or not an id. */
type Located = { group?: () => unknown; member?: () => unknown };
const locatedCases: BadCase<Located>[] = [
  ['an unknown group', { group: () => 2_000_000_000 }, { status: 404, code: 'notFound' }],
  ["another club's group", { group: () => ctx.world.groups.b }, { status: 404, code: 'notFound' }],
  ['a group id not a number', { group: () => 'abc' }, { status: 400, code: 'mustBeInteger', field: 'group' }],
  ['an unknown member', { member: () => 2_000_000_000 }, { status: 404, code: 'notFound' }],
  ["another club's member", { member: () => ctx.world.userIds.adminB }, { status: 404, code: 'notFound' }],
  ['a member signed in but in no club', { member: () => ctx.world.userIds.loner }, { status: 404, code: 'notFound' }],
  ['a member id of zero', { member: () => 0 }, { status: 400, code: 'mustBeAPositiveNumber', field: 'member' }],
];
badInput(ctx, 'exportGroupAttendance and exportMemberAttendance: the path', {
  tables,
  call: ({ group, member }: Located) => {
    const query = { clubId: ctx.world.clubA, ...range };
    return group
      ? as('adminA').exportGroupAttendance({ params: { group: group() }, query } as never)
      : as('adminA').exportMemberAttendance({ params: { member: member?.() }, query } as never);
  },
  cases: locatedCases,
});

describe('the range limit', () => {
  it('takes exactly ACTIVITY_EXPORT_MAX_DAYS days (2026-01-01 to 2028-12-31, 1096 days)', async () => {
    const rows = await csvRows(
      as('adminA').exportClubActivities({
        params: { club: ctx.world.clubA },
        query: { startDate: '2026-01-01', endDate: '2028-12-31' },
      }),
    );
    expect(rows.length).toBeGreaterThanOrEqual(1);
  });
  it('takes a range of one day (startDate = endDate)', async () => {
    const rows = await csvRows(
      as('adminA').exportClubActivities({
        params: { club: ctx.world.clubA },
        query: { startDate: '2026-06-01', endDate: '2026-06-01' },
      }),
    );
    expect(rows).toHaveLength(1);
  });
});
