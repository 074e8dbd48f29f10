import { randomUUID } from 'node:crypto';
import { participantStatuses, participationRefusals, STATISTICS_RANGE_MAX_DAYS } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { badInput } from '../support/badInput.js';
import { useWorld } from '../support/world.js';
import { NOW, seedMember, seedOwnClub } from './helpers.js';

/**
 * Statistics (spec document 1 §7, §9; document 2 §7, §9; ADR 023): rows by type, types 7, 8, 9 and cancelled
 * activities left out, over whole days in the club's zone (both days included, the last 30 days to today by default,
 * at most five years), for a member, a group or an activity's series up to it.
 */
const ctx = useWorld();
const { as } = ctx;
const { invited, attending, cancelled } = participantStatuses;
type Status = (typeof participantStatuses)[keyof typeof participantStatuses];

/** An activity of `clubId` starting at `start` (an instant), with its participants and the groups it invites. */
const activity = async (
  start: string,
  {
    type = 1,
    clubId = ctx.world.clubA,
    people = [],
    groups = [],
    cancelledAt = false,
    series,
  }: {
    type?: number;
    clubId?: number;
    people?: readonly (readonly [number, Status])[];
    groups?: readonly number[];
    cancelledAt?: boolean;
    series?: string;
  } = {},
): Promise<number> => {
  const db = ctx.t.database.db;
  const [row] = await queryRows<{ id: number }>(
    db,
    sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id, recurring, recurring_guid,
                                cancelled_at)
        values (${clubId}, ${type}, 'Statistik', ${start}::timestamptz, ${start}::timestamptz + interval '1 hour',
                ${ctx.world.userIds.adminA}, ${series ? 1 : 0}, ${series ?? null}::uuid,
                ${cancelledAt ? sql`now()` : sql`null`})
        returning id`,
  );
  const id = Number(row?.id);
  for (const [userId, status] of people) {
    await db.execute(sql`insert into activity_participants (activity_id, club_id, user_id, status)
                         values (${id}, ${clubId}, ${userId}, ${status})`);
  }
  for (const groupId of groups) {
    await db.execute(
      sql`insert into activity_groups (activity_id, club_id, group_id) values (${id}, ${clubId}, ${groupId})`,
    );
  }
  return id;
};

let member: number;
let teammate: number;
let solo: number;
beforeAll(async () => {
  ctx.t.clock.stopAt(NOW);
  member = ctx.world.userIds.memberA;
  teammate = await seedMember(ctx.t.database.db, ctx.world.clubA, ctx.world.groups.a, 'Holdkammerat');
  solo = await seedMember(ctx.t.database.db, ctx.world.clubA, null, 'Solo');
});

const userStats = (query: { start?: string; end?: string }, id = () => member) =>
  as('adminA').userStatistics({ params: { id: id() }, query: { clubId: ctx.world.clubA, ...query } });

describe('a member’s statistics', () => {
  it('count the activities they were invited to and attended, by type, over whole days in the club’s zone', async () => {
    const me = (status: Status) => [[member, status]] as const;
    // 20–25 October 2026 in Copenhagen; summer time ends on the 25th, 03:00 → 02:00.
    await activity('2026-10-19T22:00:00Z', { people: me(attending) }); // 20 Oct 00:00 CEST: the first minute
    await activity('2026-10-19T21:59:00Z', { people: me(attending) }); // 19 Oct 23:59 CEST: the day before
    await activity('2026-10-22T15:00:00Z', { people: me(attending) });
    await activity('2026-10-23T15:00:00Z', { people: me(invited) });
    await activity('2026-10-25T22:30:00Z', { type: 4, people: me(attending) }); // 25 Oct 23:30 CET: the last day
    await activity('2026-10-25T23:10:00Z', { type: 4, people: me(attending) }); // 26 Oct 00:10 CET: the day after
    await activity('2026-10-21T15:00:00Z', { type: 6, people: me(cancelled) });
    await activity('2026-10-21T16:00:00Z', { type: 7, people: me(attending) }); // a task: never in statistics
    await activity('2026-10-21T17:00:00Z', { type: 9, people: me(attending) });
    await activity('2026-10-21T18:00:00Z', { type: 2, people: me(attending), cancelledAt: true });
    await activity('2026-10-21T19:00:00Z', { type: 2, people: [[teammate, attending]] }); // not invited
    await expect(userStats({ start: '2026-10-20', end: '2026-10-25' })).resolves.toEqual({
      start: '2026-10-20',
      end: '2026-10-25',
      rows: [
        { type: 1, activityCount: 3, participatingCount: 2, participationPercentage: 67 },
        { type: 4, activityCount: 1, participatingCount: 1, participationPercentage: 100 },
        { type: 6, activityCount: 1, participatingCount: 0, participationPercentage: 0 },
      ],
    });
  });

  it('cover the last 30 days to today by default, and 30 days up to an end given alone', async () => {
    // NOW is Sunday 20 September 2026, 12:00 in Copenhagen.
    await activity('2026-08-20T21:30:00Z', { type: 5, people: [[solo, attending]] }); // 20 Aug 23:30: before
    await activity('2026-08-21T06:00:00Z', { type: 5, people: [[solo, attending]] }); // 21 Aug 08:00: the first day
    await activity('2026-09-20T18:00:00Z', { type: 5, people: [[solo, invited]] }); // tonight
    const row = (activityCount: number, participatingCount: number, participationPercentage: number) => ({
      type: 5,
      activityCount,
      participatingCount,
      participationPercentage,
    });
    await expect(userStats({}, () => solo)).resolves.toEqual({
      start: '2026-08-21',
      end: '2026-09-20',
      rows: [row(2, 1, 50)],
    });
    await expect(userStats({ end: '2026-09-19' }, () => solo)).resolves.toEqual({
      start: '2026-08-20',
      end: '2026-09-19',
      rows: [row(2, 2, 100)],
    });
    await expect(userStats({ start: '2026-09-01' }, () => solo)).resolves.toMatchObject({
      start: '2026-09-01',
      end: '2026-09-20',
      rows: [row(1, 0, 0)],
    });
  });

  it('take five years, both days included, and a single day', async () => {
    const fiveYears = new Date(Date.parse('2026-01-01T00:00:00Z') + STATISTICS_RANGE_MAX_DAYS * 86_400_000)
      .toISOString()
      .slice(0, 10);
    await expect(userStats({ start: '2026-01-01', end: fiveYears })).resolves.toMatchObject({ end: fiveYears });
    await expect(userStats({ start: '2026-10-22', end: '2026-10-22' })).resolves.toMatchObject({
      rows: [{ type: 1, activityCount: 1, participatingCount: 1 }],
    });
  });

  it('read the days in the club’s own zone', async () => {
    const clubId = await seedOwnClub(ctx.t.database.db, ctx.world, 'New York FC');
    await ctx.t.database.db.execute(sql`update clubs set time_zone = 'America/New_York' where id = ${clubId}`);
    await ctx.t.database.db.execute(
      sql`insert into memberships (club_id, user_id) values (${clubId}, ${solo}) on conflict do nothing`,
    );
    // 20 October 23:30 in New York is 21 October in Copenhagen and in UTC.
    await activity('2026-10-21T03:30:00Z', { clubId, people: [[solo, attending]] });
    await expect(
      as('adminA').userStatistics({
        params: { id: solo },
        query: { clubId, start: '2026-10-20', end: '2026-10-20' },
      }),
    ).resolves.toMatchObject({ rows: [{ type: 1, activityCount: 1, participatingCount: 1 }] });
  });
});

describe('a group’s statistics', () => {
  it("count the activities that invited the group, and its members' invitations attended", async () => {
    const { a, otherA } = ctx.world.groups;
    const { leaderA, otherLeaderA } = ctx.world.userIds;
    const everyone = (statuses: readonly Status[]) =>
      [leaderA, member, teammate].map((userId, index) => [userId, statuses[index] ?? invited] as const);
    // Group A: leaderA, memberA and the teammate. Solo and otherLeaderA came one by one or through another group.
    await activity('2026-11-03T17:00:00Z', {
      groups: [a],
      people: [...everyone([attending, attending, invited]), [solo, attending], [otherLeaderA, attending]],
    });
    await activity('2026-11-05T17:00:00Z', { type: 4, groups: [a, otherA], people: everyone([cancelled]) });
    await activity('2026-11-10T17:00:00Z', { groups: [a], people: everyone([attending]), cancelledAt: true });
    await activity('2026-11-11T17:00:00Z', { type: 8, groups: [a], people: everyone([attending]) });
    await activity('2026-11-12T17:00:00Z', { type: 2, groups: [otherA], people: [[otherLeaderA, attending]] });
    await activity('2026-12-01T17:00:00Z', { groups: [a], people: everyone([attending]) }); // after the range
    await expect(
      as('leaderA').groupStatistics({ params: { id: a }, query: { start: '2026-11-01', end: '2026-11-30' } }),
    ).resolves.toEqual({
      start: '2026-11-01',
      end: '2026-11-30',
      rows: [
        { type: 1, activityCount: 1, participatingCount: 2, participationPercentage: 67 },
        { type: 4, activityCount: 1, participatingCount: 0, participationPercentage: 0 },
      ],
    });
  });
});

describe('an activity’s statistics', () => {
  it('cover its series up to and including it, cancelled occurrences left out', async () => {
    const series = randomUUID();
    const people = (statuses: readonly Status[]) =>
      [member, teammate, solo].map((userId, index) => [userId, statuses[index] ?? invited] as const);
    await activity('2027-01-05T17:00:00Z', { series, people: people([attending, attending]) });
    await activity('2027-01-12T17:00:00Z', { series, people: people([attending]), cancelledAt: true });
    const third = await activity('2027-01-19T17:00:00Z', { series, people: people([attending]) });
    await activity('2027-01-26T17:00:00Z', { series, people: people([attending, attending, attending]) });
    await expect(as('leaderA').activityStatistics({ params: { id: third } })).resolves.toEqual({
      start: '2027-01-05',
      end: '2027-01-19',
      rows: [{ type: 1, activityCount: 2, participatingCount: 3, participationPercentage: 50 }],
    });
  });

  it('cover the activity alone when it is not recurring; a type statistics hide has no rows', async () => {
    const alone = await activity('2027-02-02T17:00:00Z', { type: 6, people: [[member, attending]] });
    await expect(as('adminA').activityStatistics({ params: { id: alone } })).resolves.toEqual({
      start: '2027-02-02',
      end: '2027-02-02',
      rows: [{ type: 6, activityCount: 1, participatingCount: 1, participationPercentage: 100 }],
    });
    const task = await activity('2027-02-03T17:00:00Z', { type: 7, people: [[member, attending]] });
    await expect(as('adminA').activityStatistics({ params: { id: task } })).resolves.toMatchObject({ rows: [] });
  });
});

const { statisticsRange } = participationRefusals;
const tables = ['activities', 'activity_participants'] as const;
type Range = { start?: unknown; end?: unknown; clubId?: unknown };
const rangeCases = (withClub: boolean) =>
  [
    [
      'an end before the start',
      { start: '2026-10-02', end: '2026-10-01' },
      { status: 400, code: statisticsRange.code, field: 'end', message: statisticsRange.message },
    ],
    [
      'more than five years',
      { start: '2021-01-01', end: '2026-01-06' },
      { status: 400, code: statisticsRange.code, field: 'start' },
    ],
    ['a start in words', { start: 'i går' }, { status: 400, code: 'invalidDate', field: 'start' }],
    ['30 February', { end: '2026-02-30' }, { status: 400, code: 'invalidDate', field: 'end' }],
    ['a day with a time', { start: '2026-10-01T10:00' }, { status: 400, code: 'invalidDate', field: 'start' }],
    // Days JavaScript writes but the zone rules and PostgreSQL's timestamps do not take (CALENDAR_DAY_YEARS).
    ['year 0', { start: '0000-01-01', end: '0000-01-05' }, { status: 400, code: 'invalidDate', field: 'start' }],
    ['year 9999', { start: '9999-12-01', end: '9999-12-31' }, { status: 400, code: 'invalidDate', field: 'start' }],
    ...(withClub
      ? ([
          ['no club', { clubId: undefined }, { status: 400, code: 'required', field: 'clubId' }],
          ['a club id in words', { clubId: 'a' }, { status: 400, code: 'mustBeInteger', field: 'clubId' }],
        ] as const)
      : []),
  ] as const;

badInput(ctx, 'GET /v2/statistics/users/:id', {
  tables,
  call: (query: Range) =>
    as('adminA').userStatistics({
      params: { id: member },
      query: { clubId: ctx.world.clubA, ...query } as never,
    }),
  cases: rangeCases(true),
});

badInput(ctx, 'GET /v2/statistics/groups/:id', {
  tables,
  call: (query: Range) => as('adminA').groupStatistics({ params: { id: ctx.world.groups.a }, query: query as never }),
  cases: rangeCases(false),
});
