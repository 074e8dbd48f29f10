import { joiningContract } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/shared/clock.js';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { addInactive } from '../members/seedMembers.js';

/**
 * Every joining call × the seven personas (AREAS.md point 3), on club A. All three are administrators' calls on the
 * club in the path; no group is concerned, so both leader columns are refused like a member.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;

let made = 0;
const emailOf = (label: string) => `${label}.${(made += 1)}@access.klubhus.dk`;

matrix(ctx, 'importUsers', adminOfClubA, ({ options }) =>
  api(ctx.t, options).importUsers({
    params: { club: ctx.world.clubA },
    body: { members: [{ firstName: 'Ny', surname: 'Matrix', email: emailOf('new'), zip: '8000' }] },
  }),
);

// A red member of club A per cell, so each allowed call mails someone.
matrix(ctx, 'sendWelcomeMails', adminOfClubA, async ({ options }) => {
  const id = await addInactive(db(), ctx.world.clubA, { firstName: 'Rød', surname: 'Matrix', email: emailOf('red') });
  return api(ctx.t, options).sendWelcomeMails({ params: { club: ctx.world.clubA }, body: { memberIds: [`i${id}`] } });
});

// An orange member of club A mailed two days ago per cell, so each allowed call mails them again.
matrix(ctx, 'sendWelcomeMailsAgain', adminOfClubA, async ({ options }) => {
  const id = await addInactive(db(), ctx.world.clubA, {
    firstName: 'Orange',
    surname: 'Matrix',
    email: emailOf('orange'),
    invited: true,
  });
  const twoDaysAgo = new Date(ctx.t.clock.now().getTime() - 2 * DAY_MS);
  await db().execute(sql`update inactive_members set invited_at = ${twoDaysAgo}::timestamptz where id = ${id}`);
  return api(ctx.t, options).sendWelcomeMailsAgain({
    params: { club: ctx.world.clubA },
    body: { memberIds: [`i${id}`] },
  });
});

describe('every joining call is in a matrix', () => {
  it('covers each entry of the joining contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(joiningContract).sort());
  });
});
