import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { DAY_MS } from '../../src/shared/clock.js';
import { newActivity, NOW, seedOwnClub } from '../activities/helpers.js';
import { api } from '../support/api.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { parseFeed, seedActivity } from './helpers.js';

/**
 * The club's feed (ADR 026), read with ical.js. Summer time ends in Copenhagen on Sunday 25 October 2026: a practice at
 * 17:00 is 15:00Z before and 16:00Z after, and must stay at 17:00 on every date a calendar app expands.
 */
const ctx = useWorld({ PUBLIC_URL: 'https://klub.example.dk' });
const { as } = ctx;
const db = () => ctx.t.database.db;
const feedOf = (club: number) => api(ctx.t, { anonymous: true }).clubCalendar({ params: { club } });

describe('the club feed', () => {
  let clubId: number;
  let ids: number[];
  let body: string;
  beforeAll(async () => {
    ctx.t.clock.stopAt(NOW);
    clubId = await seedOwnClub(db(), ctx.world, 'Kalenderklubben');
    // Tuesdays 6 October to 10 November 2026, 17:00–18:30 in Copenhagen: 6 weekly practices, public.
    await as('adminA').createActivity({
      body: newActivity(clubId, {
        title: 'Træning',
        location: 'Hallen',
        description: 'Husk vand',
        start: '2026-10-06T15:00',
        end: '2026-10-06T16:30',
        recurring: 1,
        recurringUntill: '2026-11-10T11:00',
        recurringTimes: 6,
        visibility: 1,
      }),
    });
    ids = (
      await queryRows<{ id: number }>(db(), sql`select id from activities where club_id = ${clubId} order by starts_at`)
    ).map((row) => Number(row.id));
    // The first after the change is cancelled; the second practice moves to 18:00 and is renamed.
    await as('adminA').activityRemove({
      params: { club: clubId },
      query: { message: 'Hallen er lukket' },
      body: { activityId: ids[3] as number, recurring: false },
    });
    await db().execute(sql`update activities set title = 'Træning (flyttet)', starts_at = starts_at + interval '1 hour',
                                                 ends_at = ends_at + interval '1 hour'
                            where id = ${ids[1] as number}`);
    // Invited only: never in the public feed.
    await as('adminA').createActivity({
      body: newActivity(clubId, { title: 'Bestyrelsesmøde', start: '2026-10-07T17:00', end: '2026-10-07T18:00' }),
    });
    const single = await as('adminA').createActivity({
      body: newActivity(clubId, {
        title: 'Sommerfest',
        start: '2026-10-10T10:00',
        end: '2026-10-10T14:00',
        visibility: 1,
      }),
    });
    await as('adminA').activityRemove({
      params: { club: clubId },
      query: {},
      body: { activityId: single.id, recurring: false },
    });
    // Fortnightly, written as the wizard's series are: Saturdays 3, 17 and 31 October, 10:00 in Copenhagen.
    for (const start of ['2026-10-03T08:00Z', '2026-10-17T08:00Z', '2026-10-31T09:00Z']) {
      await seedActivity(db(), clubId, {
        title: 'Kamp',
        type: 4,
        start,
        end: new Date(new Date(start).getTime() + 2 * 3_600_000).toISOString(),
        recurring: 2,
        guid: '00000000-0000-4000-8000-000000000001',
      });
    }
    body = await feedOf(clubId);
  });

  it('names the club and its zone, with the zone defined', () => {
    const { calendar } = parseFeed(body);
    expect(calendar.getFirstPropertyValue('x-wr-calname')).toBe('Kalenderklubben');
    expect(calendar.getFirstPropertyValue('x-wr-timezone')).toBe('Europe/Copenhagen');
    const zones = calendar.getAllSubcomponents('vtimezone');
    expect(zones.map((zone) => zone.getFirstPropertyValue('tzid'))).toEqual(['Europe/Copenhagen']);
  });

  it('writes the weekly series as one event with a rule, and expands it to 17:00 in Copenhagen on every date', () => {
    const { events, occurrences } = parseFeed(body);
    const practices = events.filter((event) => String(event.getFirstPropertyValue('uid')).startsWith('series-'));
    const recurring = practices.filter((event) => event.hasProperty('rrule'));
    expect(recurring.map((event) => String(event.getFirstPropertyValue('summary'))).sort()).toEqual([
      'Kamp',
      'Træning',
    ]);
    const rule = String(
      recurring.find((event) => event.getFirstPropertyValue('summary') === 'Træning')?.getFirstPropertyValue('rrule'),
    );
    expect(rule).toContain('FREQ=WEEKLY');
    expect(rule).toContain('COUNT=6');
    expect(rule).not.toContain('INTERVAL');
    const shown = occurrences().filter((occurrence) => occurrence.summary.startsWith('Træning'));
    expect(shown.map(({ summary, start, end, startUtc }) => [summary, start, end, startUtc])).toEqual([
      ['Træning', '2026-10-06T17:00', '2026-10-06T18:30', '2026-10-06T15:00Z'],
      ['Træning (flyttet)', '2026-10-13T18:00', '2026-10-13T19:30', '2026-10-13T16:00Z'],
      ['Træning', '2026-10-20T17:00', '2026-10-20T18:30', '2026-10-20T15:00Z'],
      // 27 October is cancelled: an exception of the rule.
      ['Træning', '2026-11-03T17:00', '2026-11-03T18:30', '2026-11-03T16:00Z'],
      ['Træning', '2026-11-10T17:00', '2026-11-10T18:30', '2026-11-10T16:00Z'],
    ]);
    expect(
      shown.every((occurrence) => occurrence.location === 'Hallen' && occurrence.description === 'Husk vand'),
    ).toBe(true);
    expect(shown.every((occurrence) => occurrence.categories.join() === 'Træning')).toBe(true);
  });

  it('writes the moved occurrence as an override of its slot, and the cancelled one as an exception', () => {
    const { events } = parseFeed(body);
    const override = events.find((event) => event.hasProperty('recurrence-id'));
    expect(String(override?.getFirstPropertyValue('recurrence-id'))).toBe('2026-10-13T17:00:00');
    expect(override?.getFirstProperty('recurrence-id')?.getParameter('tzid')).toBe('Europe/Copenhagen');
    expect(body).toMatch(/EXDATE;TZID=Europe\/Copenhagen:20261027T170000/);
  });

  it('writes a fortnightly series with INTERVAL=2 in the club’s zone', () => {
    const { events, occurrences } = parseFeed(body);
    const matches = events.find((event) => event.getFirstPropertyValue('summary') === 'Kamp');
    expect(String(matches?.getFirstPropertyValue('rrule'))).toMatch(/FREQ=WEEKLY;.*INTERVAL=2/);
    expect(
      occurrences()
        .filter((occurrence) => occurrence.summary === 'Kamp')
        .map((occurrence) => occurrence.start),
    ).toEqual(['2026-10-03T10:00', '2026-10-17T10:00', '2026-10-31T10:00']);
  });

  it('marks a cancelled single activity cancelled', () => {
    const party = parseFeed(body)
      .occurrences()
      .find((occurrence) => occurrence.summary === 'Sommerfest');
    expect(party).toMatchObject({ status: 'CANCELLED', start: '2026-10-10T12:00' });
    expect(party?.uid).toMatch(/^activity-\d+@klub\.example\.dk$/);
    expect(party?.url).toMatch(/^https:\/\/klub\.example\.dk\/activities\?open=\d+$/);
  });

  it('never holds an invited-only activity (visibility 3)', () => {
    expect(body).not.toContain('Bestyrelsesmøde');
    expect(
      parseFeed(body)
        .occurrences()
        .map((occurrence) => occurrence.summary),
    ).not.toContain('Bestyrelsesmøde');
  });

  it('answers text/calendar to a caller with no credential', async () => {
    const answer = await ctx.t.app.inject({ method: 'GET', url: `/api/v3/clubs/${clubId}/ical` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.body).toMatch(/^BEGIN:VCALENDAR\r\n/);
  });

  it('reaches back 90 days by the app’s clock, no further', async () => {
    const old = await seedActivity(db(), clubId, {
      title: 'Sæsonstart',
      start: new Date(NOW.getTime() - 89 * DAY_MS).toISOString(),
      end: new Date(NOW.getTime() - 89 * DAY_MS + 3_600_000).toISOString(),
    });
    expect(await feedOf(clubId)).toContain('Sæsonstart');
    ctx.t.clock.stopAt(new Date(NOW.getTime() + 2 * DAY_MS));
    try {
      expect(await feedOf(clubId)).not.toContain('Sæsonstart');
    } finally {
      ctx.t.clock.stopAt(NOW);
      await db().execute(sql`delete from activities where id = ${old}`);
    }
  });

  it('answers 404 for a club that does not exist', async () => {
    expect(await failure(feedOf(2_147_483_647))).toMatchObject({ status: 404, code: 'unknownCalendar' });
  });

  it('limits callers per address', async () => {
    const caller = api(ctx.t, { anonymous: true, address: '10.250.0.1' });
    const other = await seedOwnClub(db(), ctx.world, 'Tom klub');
    const statuses: number[] = [];
    for (let i = 0; i < 61; i++) {
      statuses.push(
        await caller.clubCalendar({ params: { club: other } }).then(
          () => 200,
          (error: { status: number }) => error.status,
        ),
      );
    }
    expect(statuses.slice(0, 60).every((status) => status === 200)).toBe(true);
    expect(statuses[60]).toBe(429);
  });
});
