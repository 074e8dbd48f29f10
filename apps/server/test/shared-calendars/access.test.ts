import { sharedCalendarsContract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { coveredEntries, credentialMatrix, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { SHARED_CALENDARS_ENV } from './calendars.js';

/**
 * Every shared calendars call × the seven personas (AREAS.md point 3; ADR 026). The calendars are the deployment's,
 * not a group's: both leader columns get them. A feed is public by its address (calendar apps send no token).
 */
const ctx = useWorld(SHARED_CALENDARS_ENV);

matrix(
  ctx,
  'getModuleIntegrationInfo',
  { anonymous: 401, outsider: 403, member: 403, otherLeader: 'ok', groupLeader: 'ok', otherAdmin: 403, admin: 'ok' },
  ({ options }) =>
    api(ctx.t, options).getModuleIntegrationInfo({ body: { clubId: ctx.world.clubA, module: 'sharedCalendar' } }),
);

credentialMatrix(ctx, 'sharedCalendarFeed', 'public', ({ options }) =>
  api(ctx.t, options).sharedCalendarFeed({ params: { id: 3 } }),
);

describe('a shared calendar feed', () => {
  it('answers an iCalendar to a caller with no credential', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/v3/sharedcalendars/3/ical' });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/calendar');
    expect(response.body).toContain('BEGIN:VCALENDAR');
  });

  it.each([
    ['a calendar the deployment does not configure', 4, 404, 'unknownCalendar'],
    ['an id of 0', 0, 400, 'mustBeAPositiveNumber'],
  ])('answers %s with %i %s', async (_label, id, status, code) => {
    const response = await ctx.t.app.inject({ method: 'GET', url: `/api/v3/sharedcalendars/${id}/ical` });
    expect(response.statusCode).toBe(status);
    expect(response.json()).toMatchObject({ statusCode: status, code });
  });

  it('limits each address to 120 fetches a minute (429), others still answered', async () => {
    const fetch = (address: string) =>
      ctx.t.app.inject({
        method: 'GET',
        url: '/api/v3/sharedcalendars/99/ical',
        headers: { 'x-forwarded-for': address },
      });
    for (let i = 0; i < 120; i++) expect((await fetch('10.23.0.1')).statusCode).toBe(404);
    expect((await fetch('10.23.0.1')).statusCode).toBe(429);
    expect((await fetch('10.23.0.2')).statusCode).toBe(404);
  });

  it('answers a word in place of the id with 400', async () => {
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/v3/sharedcalendars/alle/ical' });
    expect(response.statusCode).toBe(400);
  });
});

describe('every shared calendars call is in a matrix', () => {
  it('covers each entry of the shared calendars contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(sharedCalendarsContract).sort());
  });
});
