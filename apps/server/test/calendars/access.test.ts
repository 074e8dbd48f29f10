import { calendarsContract } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { coveredEntries, credentialMatrix, matrix, memberOfClubA, type Expectations } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { tokenOf } from './helpers.js';

/**
 * Every calendar call × the seven personas (AREAS.md point 3), against club A. No call concerns a group, so both leader
 * columns expect what any leader gets. A member's own address is every member's (each their own); one activity as a
 * file is its club's leaders' and administrators' (the activity located by its id: 404 outside the club). The feeds
 * are public by their address (calendar apps send no credential).
 */
const ctx = useWorld({ PUBLIC_URL: 'https://klub.example.dk' });

matrix(ctx, 'getPersonalCalendarLink', memberOfClubA, ({ options }) =>
  api(ctx.t, options).getPersonalCalendarLink({ params: { club: ctx.world.clubA } }),
);

matrix(ctx, 'createPersonalCalendarLink', memberOfClubA, ({ options }) =>
  api(ctx.t, options).createPersonalCalendarLink({ params: { club: ctx.world.clubA } }),
);

matrix(ctx, 'revokePersonalCalendarLink', memberOfClubA, ({ options }) =>
  api(ctx.t, options).revokePersonalCalendarLink({ params: { club: ctx.world.clubA } }),
);

/** A leader call on a resource of club A located by its own id. */
const leaderOfItsClub: Expectations = {
  anonymous: 401,
  outsider: 404,
  member: 403,
  otherLeader: 'ok',
  groupLeader: 'ok',
  otherAdmin: 404,
  admin: 'ok',
};

matrix(ctx, 'activityCalendar', leaderOfItsClub, ({ options }) =>
  api(ctx.t, options).activityCalendar({ params: { id: ctx.world.activities.a } }),
);

credentialMatrix(ctx, 'clubCalendar', 'public', ({ options }) =>
  api(ctx.t, options).clubCalendar({ params: { club: ctx.world.clubA } }),
);

// Each cell fetches memberA's current address: whoever calls with it, credential or none, gets the feed.
credentialMatrix(ctx, 'personalCalendar', 'public', async ({ options }) => {
  const { url } = await ctx.as('memberA').createPersonalCalendarLink({ params: { club: ctx.world.clubA } });
  return api(ctx.t, options).personalCalendar({ params: { token: tokenOf(url) } });
});

describe('every calendar call is in a matrix', () => {
  it('covers each entry of the calendars contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(calendarsContract).sort());
  });
});
