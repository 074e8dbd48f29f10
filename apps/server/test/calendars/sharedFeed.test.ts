import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { sharedCalendarFeed } from '../../src/features/calendars/public.js';
import { NOW } from '../activities/helpers.js';
import { useWorld } from '../support/world.js';
import { parseFeed, seedActivity } from './helpers.js';

/**
 * A shared calendar's feed (ADR 026), as the shared calendars' route asks for it: what every club shared to it, each
 * in its own club's zone, the organising club named first. The route (and its 404 for an unknown calendar) is the
 * shared calendars' (test/shared-calendars).
 */
const ctx = useWorld({ PUBLIC_URL: 'https://klub.example.dk' });
const db = () => ctx.t.database.db;
const deps = () => ({ db: db(), clock: ctx.t.clock, config: ctx.t.config });

const share = (activityId: number, clubId: number, calendarId: number) =>
  db().execute(sql`insert into activity_shared_calendars (activity_id, club_id, calendar_id)
                   values (${activityId}, ${clubId}, ${calendarId})`);

describe('a shared calendar’s feed', () => {
  beforeAll(async () => {
    ctx.t.clock.stopAt(NOW);
    const { clubA, clubB } = ctx.world;
    await db().execute(sql`update clubs set time_zone = 'Europe/London' where id = ${clubB}`);
    const concert = await seedActivity(db(), clubA, {
      title: 'Koncert',
      start: '2026-10-10T17:00Z',
      end: '2026-10-10T19:00Z',
      description: 'Gratis entré',
    });
    await share(concert, clubA, 1);
    const race = await seedActivity(db(), clubB, {
      title: 'Løb',
      visibility: 3,
      start: '2026-10-11T09:00Z',
      end: '2026-10-11T11:00Z',
    });
    await share(race, clubB, 1);
    const other = await seedActivity(db(), clubA, {
      title: 'Andet',
      start: '2026-10-12T09:00Z',
      end: '2026-10-12T10:00Z',
    });
    await share(other, clubA, 2);
    const old = await seedActivity(db(), clubA, {
      title: 'Gammel',
      start: '2026-05-01T09:00Z',
      end: '2026-05-01T10:00Z',
    });
    await share(old, clubA, 1);
  });

  it('holds every club’s shares to it from 90 days ago, each in its club’s zone with that zone defined', async () => {
    const feed = parseFeed(await sharedCalendarFeed(deps(), { id: 1, name: 'Byens kalender' }));
    expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Byens kalender');
    expect(
      feed.calendar
        .getAllSubcomponents('vtimezone')
        .map((zone) => zone.getFirstPropertyValue('tzid'))
        .sort(),
    ).toEqual(['Europe/Copenhagen', 'Europe/London']);
    expect(
      feed.occurrences().map(({ summary, start, description, url }) => ({ summary, start, description, url })),
    ).toEqual([
      { summary: 'Koncert', start: '2026-10-10T19:00', description: 'Arrangør: Klub A\n\nGratis entré', url: null },
      { summary: 'Løb', start: '2026-10-11T10:00', description: 'Arrangør: Klub B', url: null },
    ]);
  });

  it('is empty for a calendar nothing is shared to', async () => {
    expect(parseFeed(await sharedCalendarFeed(deps(), { id: 99, name: 'Tom' })).events).toEqual([]);
  });
});
