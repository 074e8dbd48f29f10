import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { NOW } from '../activities/helpers.js';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { parseFeed, seedActivity, seedParticipant, tokenOf } from './helpers.js';

/**
 * A member's personal feed (ADR 026): their own invitations in the club, invited-only ones too, each opened by their
 * answer in their language; at a secret address they can replace and revoke. The row keeps a nonce and the token's
 * hash, never the address.
 */
const PUBLIC_URL = 'https://klub.example.dk';
const ctx = useWorld({ PUBLIC_URL });
const { as } = ctx;
const db = () => ctx.t.database.db;
const feedAt = (token: string) => api(ctx.t, { anonymous: true }).personalCalendar({ params: { token } });
const clubA = () => ctx.world.clubA;

const at = (iso: string, hours = 1) => ({
  start: iso,
  end: new Date(new Date(iso).getTime() + hours * 3_600_000).toISOString(),
});

describe('the personal feed', () => {
  beforeAll(async () => {
    ctx.t.clock.stopAt(NOW);
    const { memberA } = ctx.world.userIds;
    const meeting = await seedActivity(db(), clubA(), { title: 'Holdmøde', visibility: 3, ...at('2026-10-05T16:00Z') });
    await seedParticipant(db(), clubA(), meeting, memberA, 1);
    const match = await seedActivity(db(), clubA(), {
      title: 'Kamp',
      type: 4,
      ...at('2026-10-06T16:00Z'),
      description: 'Mød kl. 17',
    });
    await seedParticipant(db(), clubA(), match, memberA, 2);
    const practice = await seedActivity(db(), clubA(), { title: 'Træning', ...at('2026-10-07T15:00Z') });
    await seedParticipant(db(), clubA(), practice, memberA, 0);
    // Public, of their club, but not theirs: not in their feed.
    await seedActivity(db(), clubA(), { title: 'Andres træning', ...at('2026-10-08T15:00Z') });
  });

  it('has no address until the member makes one, and then the same one each time', async () => {
    expect(await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } })).toEqual({ url: null });
    const made = await as('memberA').createPersonalCalendarLink({ params: { club: clubA() } });
    expect(made.url).toMatch(/^https:\/\/klub\.example\.dk\/api\/v3\/calendar\/personal\/[A-Za-z0-9_-]{43}$/);
    expect(await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } })).toEqual(made);
    // The row holds the nonce and the token's hash, never the token.
    const rows = await db().execute(
      sql`select * from personal_calendar_links where user_id = ${ctx.world.userIds.memberA}`,
    );
    expect(JSON.stringify(rows)).not.toContain(tokenOf(made.url));
  });

  it('holds the member’s invitations with their answer first, in Danish by the brand, declined ones as free time', async () => {
    const { url } = await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } });
    const feed = parseFeed(await feedAt(tokenOf(url)));
    expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Klub A – mine aktiviteter');
    const shown = feed.occurrences().filter((occurrence) => occurrence.start.startsWith('2026-10'));
    expect(
      shown.map(({ summary, description, transparency, start }) => ({ summary, description, transparency, start })),
    ).toEqual([
      { summary: 'Holdmøde', description: 'Du deltager', transparency: null, start: '2026-10-05T18:00' },
      {
        summary: 'Kamp',
        description: 'Du har meldt afbud\n\nMød kl. 17',
        transparency: 'TRANSPARENT',
        start: '2026-10-06T18:00',
      },
      { summary: 'Træning', description: 'Du har ikke svaret endnu', transparency: null, start: '2026-10-07T17:00' },
    ]);
    expect(shown.map((occurrence) => occurrence.categories.join())).toEqual(['Træning', 'Kamp/Turnering', 'Træning']);
  });

  it('speaks the member’s own language', async () => {
    const { url } = await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } });
    await db().execute(sql`update users set locale = 'en' where id = ${ctx.world.userIds.memberA}`);
    try {
      const feed = parseFeed(await feedAt(tokenOf(url)));
      expect(feed.calendar.getFirstPropertyValue('x-wr-calname')).toBe('Klub A – my activities');
      expect(feed.occurrences().find((occurrence) => occurrence.summary === 'Holdmøde')?.description).toBe(
        'You are attending',
      );
    } finally {
      await db().execute(sql`update users set locale = null where id = ${ctx.world.userIds.memberA}`);
    }
  });

  it('stops answering an address once a new one is made, and the new one works', async () => {
    const old = await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } });
    const fresh = await as('memberA').createPersonalCalendarLink({ params: { club: clubA() } });
    expect(fresh.url).not.toBe(old.url);
    expect(await failure(feedAt(tokenOf(old.url)))).toMatchObject({ status: 404, code: 'unknownCalendar' });
    expect(await feedAt(tokenOf(fresh.url))).toContain('Holdmøde');
  });

  it('answers 404 once revoked, and a newly made address 200', async () => {
    const { url } = await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } });
    await as('memberA').revokePersonalCalendarLink({ params: { club: clubA() } });
    expect(await failure(feedAt(tokenOf(url)))).toMatchObject({ status: 404, code: 'unknownCalendar' });
    expect(await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } })).toEqual({ url: null });
    const again = await as('memberA').createPersonalCalendarLink({ params: { club: clubA() } });
    expect(await feedAt(tokenOf(again.url))).toContain('BEGIN:VCALENDAR');
  });

  it('keeps each member’s address apart, per club', async () => {
    const mine = await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } });
    const leader = await as('leaderA').createPersonalCalendarLink({ params: { club: clubA() } });
    expect(leader.url).not.toBe(mine.url);
    expect(await feedAt(tokenOf(leader.url))).not.toContain('Holdmøde');
    expect(await feedAt(tokenOf(mine.url))).toContain('Holdmøde');
  });

  it('answers no-store, so no shared cache keeps a member’s feed', async () => {
    const { url } = await as('memberA').getPersonalCalendarLink({ params: { club: clubA() } });
    const answer = await ctx.t.app.inject({ method: 'GET', url: `/api/v3/calendar/personal/${tokenOf(url)}` });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('text/calendar; charset=utf-8');
    expect(answer.headers['cache-control']).toBe('private, no-store');
  });
});

describe('one activity as a file', () => {
  it('is the one occurrence alone, even of a series, for the club’s leaders', async () => {
    const guid = '00000000-0000-4000-8000-0000000000aa';
    const first = await seedActivity(db(), clubA(), { title: 'Serie', recurring: 1, guid, ...at('2026-10-13T15:00Z') });
    await seedActivity(db(), clubA(), { title: 'Serie', recurring: 1, guid, ...at('2026-10-20T15:00Z') });
    const file = await as('leaderA').activityCalendar({ params: { id: first } });
    const { calendar, events } = parseFeed(file);
    expect(calendar.getFirstPropertyValue('method')).toBe('PUBLISH');
    expect(events).toHaveLength(1);
    expect(events[0]?.hasProperty('rrule')).toBe(false);
    expect(String(events[0]?.getFirstPropertyValue('uid'))).toBe(`activity-${first}@klub.example.dk`);
    expect(String(events[0]?.getFirstPropertyValue('dtstart'))).toBe('2026-10-13T17:00:00');
    const answer = await ctx.t.app.inject({
      method: 'GET',
      url: `/api/v4/activities/${first}/ical`,
      headers: { authorization: `Bearer ${ctx.world.tokens.adminA}` },
    });
    expect(answer.headers['content-disposition']).toBe(`attachment; filename="aktivitet-${first}.ics"`);
  });
});

const tables = ['personal_calendar_links', 'activities'] as const;

badInput(ctx, 'clubCalendar', {
  tables,
  call: (club: number) => api(ctx.t, { anonymous: true }).clubCalendar({ params: { club } }),
  cases: [
    ['a club id of 0', 0, { status: 400, code: 'mustBeAPositiveNumber', field: 'club' }],
    ['a club that does not exist', 2_147_483_647, { status: 404, code: 'unknownCalendar' }],
  ],
});

badInput(ctx, 'personalCalendar', {
  tables,
  call: (token: string) => feedAt(token),
  cases: [
    ['a token over 200 characters', 'x'.repeat(201), { status: 400, code: 'maxLength', field: 'token' }],
    ['a blank token', ' ', { status: 400, code: 'required', field: 'token' }],
    ['an unknown token', 'a'.repeat(43), { status: 404, code: 'unknownCalendar' }],
  ],
});

badInput(ctx, 'activityCalendar', {
  tables,
  call: (id: number) => as('adminA').activityCalendar({ params: { id } }),
  cases: [
    ['an id of 0', 0, { status: 400, code: 'mustBeAPositiveNumber', field: 'id' }],
    ['an activity that does not exist', 2_147_483_647, { status: 404, code: 'notFound' }],
  ],
});

describe('activityCalendar: another club’s activity', () => {
  it('answers 404, as for one that does not exist', async () => {
    expect(await failure(as('adminA').activityCalendar({ params: { id: ctx.world.activities.b } }))).toMatchObject({
      status: 404,
    });
  });
});
