import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { activityRows, newActivity, NOW, seedOwnClub, updateOf } from './helpers.js';

/**
 * Series (ADR 022): one row per occurrence at the same wall-clock time in the club's zone, edited and cancelled "this
 * one or all from here". Summer time ends in Copenhagen on Sunday 25 October 2026: 17:00 is 15:00Z before, 16:00Z after.
 */
const ctx = useWorld();
const { as } = ctx;
const db = () => ctx.t.database.db;

beforeAll(() => ctx.t.clock.stopAt(NOW));

/** Thursdays 1 October to 19 November 2026, 17:00–18:30 in Copenhagen: 8 weekly practices. */
const weekly = (clubId: number, over: Parameters<typeof newActivity>[1] = {}) =>
  newActivity(clubId, {
    title: 'Træning',
    location: 'Hallen',
    start: '2026-10-01T15:00',
    end: '2026-10-01T16:30',
    recurring: 1,
    recurringUntill: '2026-11-19T11:00',
    recurringTimes: 8,
    ...over,
  });

const starts = async (clubId: number) =>
  (await activityRows(db(), clubId)).map((row) => new Date(row.starts_at).toISOString().slice(5, 16));

const detailOf = (id: number) => as('adminA').getActivity({ params: { id } });

describe('creating a weekly series across the end of summer time', () => {
  let clubId: number;
  let firstId: number;
  beforeAll(async () => {
    clubId = await seedOwnClub(db(), ctx.world, 'Serieklubben');
    firstId = (await as('adminA').createActivity({ body: weekly(clubId, { deadline: '2026-09-30T10:00' }) })).id;
  });

  it('keeps 17:00 in Copenhagen: 15:00Z until 25 October, 16:00Z after', async () => {
    expect(await starts(clubId)).toEqual([
      '10-01T15:00',
      '10-08T15:00',
      '10-15T15:00',
      '10-22T15:00',
      '10-29T16:00',
      '11-05T16:00',
      '11-12T16:00',
      '11-19T16:00',
    ]);
    const rows = await activityRows(db(), clubId);
    expect(rows.map((row) => new Date(row.ends_at).getTime() - new Date(row.starts_at).getTime())).toEqual(
      Array(8).fill(90 * 60_000),
    );
  });

  it('gives every occurrence the series id, the count and the repeat-until, and answers the first', async () => {
    const rows = await activityRows(db(), clubId);
    expect(new Set(rows.map((row) => row.recurring_guid)).size).toBe(1);
    expect(rows[0]?.recurring_guid).toMatch(/^[0-9a-f-]{36}$/);
    expect(rows.every((row) => row.recurring_times === 8 && row.recurring === 1)).toBe(true);
    expect(await detailOf(firstId)).toMatchObject({
      id: rows[0]?.id,
      isRecurring: true,
      recurringTimes: 8,
      recurringUntill: '2026-11-19T11:00:00.000Z',
    });
  });

  it('gives each occurrence its deadline as long before its start, in wall-clock terms (the day before at 12:00)', async () => {
    const rows = await activityRows(db(), clubId);
    expect(rows.map((row) => new Date(row.deadline as Date).toISOString().slice(5, 16))).toEqual([
      '09-30T10:00',
      '10-07T10:00',
      '10-14T10:00',
      '10-21T10:00',
      '10-28T11:00',
      '11-04T11:00',
      '11-11T11:00',
      '11-18T11:00',
    ]);
  });

  it('invites the groups on every occurrence, one statement per table', async () => {
    const seriesClub = await seedOwnClub(db(), ctx.world, 'Gruppeserie');
    const [group] = await queryRows<{ id: number }>(
      db(),
      sql`insert into groups (club_id, title) values (${seriesClub}, 'Hold') returning id`,
    );
    await as('adminA').createActivity({
      body: weekly(seriesClub, { groupIds: [Number(group?.id)], userIds: [ctx.world.userIds.leaderA] }),
    });
    const [counts] = await queryRows<{ groups: number; users: number }>(
      db(),
      sql`select (select count(*)::int from activity_groups where club_id = ${seriesClub}) as groups,
                 (select count(*)::int from activity_invited_users where club_id = ${seriesClub}) as users`,
    );
    expect(counts).toEqual({ groups: 8, users: 8 });
  });
});

describe('counting occurrences', () => {
  it.each([
    ['every second week, 1 October to 19 November', 2, '2026-11-19T11:00', 4],
    ['weekly, repeat-until before the second week', 1, '2026-10-07T11:00', 1],
    ['weekly, repeat-until on the eighth Thursday before the start time', 1, '2026-11-19T06:00', 8],
  ])('%s: %i occurrences', async (_label, recurring, recurringUntill, count) => {
    const clubId = await seedOwnClub(db(), ctx.world, `Tælling ${recurring} ${recurringUntill}`);
    const created = await as('adminA').createActivity({
      body: weekly(clubId, { recurring, recurringUntill, recurringTimes: undefined }),
    });
    expect(created.recurringTimes).toBe(count);
    expect(await activityRows(db(), clubId)).toHaveLength(count);
  });

  it('refuses a recurringTimes that differs from its own count, and writes nothing', async () => {
    const clubId = await seedOwnClub(db(), ctx.world, 'Forkert Antal');
    expect(await failure(as('adminA').createActivity({ body: weekly(clubId, { recurringTimes: 7 }) }))).toEqual({
      status: 400,
      code: 'recurringTimesMismatch',
      field: 'recurringTimes',
      message: 'Antallet af gentagelser passer ikke med start og slutdato',
    });
    expect(await activityRows(db(), clubId)).toEqual([]);
  });

  it('writes a year of weekly practice as 53 rows', async () => {
    const clubId = await seedOwnClub(db(), ctx.world, 'Helårsklubben');
    const created = await as('adminA').createActivity({
      body: weekly(clubId, { recurringUntill: '2027-09-30T11:00', recurringTimes: 53 }),
    });
    expect(created.recurringTimes).toBe(53);
    expect(await activityRows(db(), clubId)).toHaveLength(53);
  });
});

describe('editing a series: this one, or all from here', () => {
  let clubId: number;
  let ids: number[];
  beforeAll(async () => {
    clubId = await seedOwnClub(db(), ctx.world, 'Redigeringsklubben');
    await as('adminA').createActivity({ body: weekly(clubId) });
    ids = (await activityRows(db(), clubId)).map((row) => Number(row.id));
  });
  const id = (index: number) => ids[index] as number;

  it('moves one occurrence alone, then changes the location of all: the one moved keeps its time', async () => {
    const third = await detailOf(id(2));
    await as('adminA').updateActivity({
      body: updateOf(third, { start: '2026-10-15T16:00', end: '2026-10-15T17:30', updateAll: false }),
    });
    expect(await starts(clubId)).toEqual([
      '10-01T15:00',
      '10-08T15:00',
      '10-15T16:00',
      '10-22T15:00',
      '10-29T16:00',
      '11-05T16:00',
      '11-12T16:00',
      '11-19T16:00',
    ]);
    await as('adminA').updateActivity({
      body: updateOf(await detailOf(id(0)), { location: 'Ny hal', updateAll: true }),
    });
    const rows = await activityRows(db(), clubId);
    expect(rows.map((row) => row.location)).toEqual(Array(8).fill('Ny hal'));
    expect(await starts(clubId)).toEqual([
      '10-01T15:00',
      '10-08T15:00',
      '10-15T16:00',
      '10-22T15:00',
      '10-29T16:00',
      '11-05T16:00',
      '11-12T16:00',
      '11-19T16:00',
    ]);
  });

  it('moves this and every later occurrence by the same wall-clock change, across summer time', async () => {
    const second = await detailOf(id(1));
    // 17:00 → 18:00 in Copenhagen from the second Thursday on.
    await as('adminA').updateActivity({
      body: updateOf(second, { start: '2026-10-08T16:00', end: '2026-10-08T17:30', updateAll: true }),
    });
    expect(await starts(clubId)).toEqual([
      '10-01T15:00',
      '10-08T16:00',
      '10-15T17:00',
      '10-22T16:00',
      '10-29T17:00',
      '11-05T17:00',
      '11-12T17:00',
      '11-19T17:00',
    ]);
  });

  it('applies only the fields that differ from the occurrence edited, and leaves earlier ones alone', async () => {
    const fourth = await detailOf(id(3));
    await as('adminA').updateActivity({ body: updateOf(fourth, { title: 'Kun for én', updateAll: false }) });
    await as('adminA').updateActivity({
      body: updateOf(await detailOf(id(2)), { description: 'Husk bold', updateAll: true }),
    });
    const rows = await activityRows(db(), clubId);
    expect(rows.map((row) => [row.title, row.description])).toEqual([
      ['Træning', null],
      ['Træning', null],
      ['Træning', 'Husk bold'],
      ['Kun for én', 'Husk bold'],
      ['Træning', 'Husk bold'],
      ['Træning', 'Husk bold'],
      ['Træning', 'Husk bold'],
      ['Træning', 'Husk bold'],
    ]);
  });

  it('replaces the invited groups of all from here when they change', async () => {
    const [group] = await queryRows<{ id: number }>(
      db(),
      sql`insert into groups (club_id, title) values (${clubId}, 'Førsteholdet') returning id`,
    );
    await as('adminA').updateActivity({
      body: updateOf(await detailOf(id(5)), { groupIds: [Number(group?.id)], updateAll: true }),
    });
    const linked = await queryRows<{ activity_id: number }>(
      db(),
      sql`select activity_id from activity_groups where club_id = ${clubId} order by activity_id`,
    );
    expect(linked.map((row) => Number(row.activity_id))).toEqual([id(5), id(6), id(7)]);
  });

  it('skips cancelled occurrences and never changes the repetition', async () => {
    await as('adminA').activityRemove({
      params: { club: clubId },
      query: {},
      body: { activityId: id(6), recurring: false },
    });
    await as('adminA').updateActivity({
      body: updateOf(await detailOf(id(4)), { title: 'Sidste træninger', updateAll: true }),
    });
    const rows = await activityRows(db(), clubId);
    expect(rows.slice(4).map((row) => row.title)).toEqual([
      'Sidste træninger',
      'Sidste træninger',
      'Træning',
      'Sidste træninger',
    ]);
    expect(rows.every((row) => row.recurring === 1 && row.recurring_times === 8)).toBe(true);
  });
});

describe('a series a group leader is responsible for', () => {
  let clubId: number;
  let ids: number[];
  beforeAll(async () => {
    clubId = await seedOwnClub(db(), ctx.world, 'Ansvarsklubben');
    await db().execute(
      sql`insert into memberships (club_id, user_id, type) values (${clubId}, ${ctx.world.userIds.otherLeaderA}, ${memberTypeOf('leader')})`,
    );
    await as('adminA').createActivity({ body: weekly(clubId, { responsibleUserId: ctx.world.userIds.leaderA }) });
    ids = (await activityRows(db(), clubId)).map((row) => Number(row.id));
    // The third occurrence passes to another leader: leaderA no longer may change it.
    await as('adminA').updateActivity({
      body: updateOf(await detailOf(ids[2] as number), { responsibleUserId: ctx.world.userIds.otherLeaderA }),
    });
  });

  it('changes, and cancels, only the later occurrences the leader may change', async () => {
    await as('leaderA').updateActivity({
      body: updateOf(await detailOf(ids[0] as number), { title: 'Leders træning', updateAll: true }),
    });
    const titles = (await activityRows(db(), clubId)).map((row) => row.title);
    expect(titles[2]).toBe('Træning');
    expect(titles.filter((title) => title === 'Leders træning')).toHaveLength(7);
    const { cancelledIds } = await as('leaderA').activityRemove({
      params: { club: clubId },
      query: {},
      body: { activityId: ids[1] as number, recurring: true },
    });
    expect(cancelledIds).toEqual(ids.slice(1).filter((id) => id !== ids[2]));
  });
});

describe('moving a series whose occurrences were changed one by one', () => {
  it('refuses a move that would end an occurrence before it starts, and changes none', async () => {
    const clubId = await seedOwnClub(db(), ctx.world, 'Korte træninger');
    await as('adminA').createActivity({ body: weekly(clubId) });
    const ids = (await activityRows(db(), clubId)).map((row) => Number(row.id));
    // The second practice shortened to a quarter of an hour on its own.
    await as('adminA').updateActivity({
      body: updateOf(await detailOf(ids[1] as number), { end: '2026-10-08T15:15', updateAll: false }),
    });
    const before = await activityRows(db(), clubId);
    // From the first on, start half an hour later and keep the end: the second would end before it starts.
    expect(
      await failure(
        as('adminA').updateActivity({
          body: updateOf(await detailOf(ids[0] as number), { start: '2026-10-01T15:30', updateAll: true }),
        }),
      ),
    ).toMatchObject({ status: 400, code: 'endBeforeStart', field: 'end' });
    expect(await activityRows(db(), clubId)).toEqual(before);
  });
});

describe('cancelling a series', () => {
  let clubId: number;
  let ids: number[];
  beforeAll(async () => {
    clubId = await seedOwnClub(db(), ctx.world, 'Aflysningsklubben');
    await as('adminA').createActivity({ body: weekly(clubId) });
    ids = (await activityRows(db(), clubId)).map((row) => Number(row.id));
  });
  const cancel = (activityId: number, recurring: boolean, message?: string) =>
    as('adminA').activityRemove({
      params: { club: clubId },
      query: message ? { message } : {},
      body: { activityId, recurring },
    });

  it('cancels this one alone, or it and every later one not yet cancelled', async () => {
    expect(await cancel(ids[6] as number, false)).toEqual({ cancelledIds: [ids[6]] });
    expect(await cancel(ids[4] as number, true, 'Hallen lukker')).toEqual({ cancelledIds: [ids[4], ids[5], ids[7]] });
    const rows = await activityRows(db(), clubId);
    expect(rows.map((row) => row.cancelled_at !== null)).toEqual([false, false, false, false, true, true, true, true]);
    expect(rows.map((row) => row.cancel_reason)).toEqual([
      null,
      null,
      null,
      null,
      'Hallen lukker',
      'Hallen lukker',
      null,
      'Hallen lukker',
    ]);
    expect(rows[4]).toMatchObject({ cancelled_by_user_id: ctx.world.userIds.adminA });
    expect(new Date(rows[4]?.cancelled_at as Date).toISOString()).toBe(NOW.toISOString());
  });

  it('refuses an activity already cancelled', async () => {
    expect(await failure(cancel(ids[5] as number, false))).toEqual({
      status: 409,
      code: 'activityCancelled',
      field: undefined,
      message: 'Aktiviteten er aflyst',
    });
  });

  it('cancels an activity that is over alone, whatever `recurring` says', async () => {
    ctx.t.clock.stopAt(new Date('2026-10-01T17:00:00Z'));
    try {
      expect(await cancel(ids[0] as number, true)).toEqual({ cancelledIds: [ids[0]] });
    } finally {
      ctx.t.clock.stopAt(NOW);
    }
    const rows = await activityRows(db(), clubId);
    expect(rows.slice(0, 4).map((row) => row.cancelled_at !== null)).toEqual([true, false, false, false]);
  });
});
