import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { codeOf } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { addGroup, addInactive, addUser, groupMemberIds } from './seedMembers.js';

/**
 * "For mange medlemmer" is a limit, so a race: parallel requests each adding one member to a group with room
 * for few must not all pass their count before any of them writes. The group rows are locked `FOR UPDATE` in
 * id order before counting. PGlite has one connection, so transactions cannot overlap there: PostgreSQL only.
 */
const PLACES = 5;
const CONTENDERS = 24;

describe.skipIf(!process.env.DATABASE_URL)('maxUsers under parallel requests (PostgreSQL)', () => {
  const ctx = useWorld();

  it(`lets exactly ${PLACES} of ${CONTENDERS} parallel adds into a group of ${PLACES} places`, async () => {
    const { db } = ctx.t.database;
    const club = ctx.world.clubA;
    const full = await addGroup(db, club, 'Kapløb', PLACES);
    const other = await addGroup(db, club, 'Kapløb 2', PLACES);
    const memberIds: string[] = [];
    for (let i = 0; i < CONTENDERS; i++) {
      memberIds.push(
        i % 3 === 0
          ? `i${await addInactive(db, club, { firstName: `Løber${i}`, surname: 'Inaktiv' })}`
          : String(await addUser(db, club, { firstName: `Løber${i}`, surname: 'Aktiv' })),
      );
    }
    const admin = api(ctx.t, { token: ctx.world.tokens.adminA });
    // Half of them ask for both groups, in either order, so that the id-ordered locks are what keeps them apart.
    const outcomes = await Promise.all(
      memberIds.map((memberId, i) =>
        codeOf(
          admin.setMemberGroups({
            params: { club, id: memberId },
            query: {},
            body: { memberId, groups: i % 2 === 0 ? [full] : [other, full], leader: false },
          }),
        ),
      ),
    );
    expect(outcomes.filter((outcome) => outcome === 'ok')).toHaveLength(PLACES);
    expect(outcomes.filter((outcome) => outcome === '409 tooManyMembers')).toHaveLength(CONTENDERS - PLACES);
    expect(await groupMemberIds(db, full)).toHaveLength(PLACES);
    expect((await groupMemberIds(db, other)).length).toBeLessThanOrEqual(PLACES);
  });
});
