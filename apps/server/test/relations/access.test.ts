import { relationsContract, relationTypes } from '@klubhus/domain';
import { describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { adminOfClubA, coveredEntries, matrix } from '../support/matrix.js';
import { useWorld } from '../support/world.js';
import { addMember, addRelation } from './people.js';

/**
 * Every relations call × the seven personas (AREAS.md point 3), against club A. Relations are the administrator's
 * (ADR 017): the club is named in the body, so anyone but club A's administrator gets 403 — group leaders too,
 * whichever group they lead (no group is concerned). Each cell gets two members of its own, so that the
 * administrator's call meets neither an existing relation nor a removed one.
 */
const ctx = useWorld();

let made = 0;
const pair = async (): Promise<[number, number]> => {
  made += 1;
  const db = ctx.t.database.db;
  return [
    await addMember(db, ctx.world.clubA, { firstName: 'Forælder', surname: `Matrix ${made}` }),
    await addMember(db, ctx.world.clubA, { firstName: 'Barn', surname: `Matrix ${made}` }),
  ];
};

matrix(ctx, 'createRelation', adminOfClubA, async ({ options }) => {
  const [currentUser, otherUser] = await pair();
  return api(ctx.t, options).createRelation({
    body: { clubId: ctx.world.clubA, currentUser, otherUser, relation: relationTypes.child },
  });
});

matrix(ctx, 'removeRelation', adminOfClubA, async ({ options }) => {
  const [parent, child] = await pair();
  const userUserMapId = await addRelation(ctx.t.database.db, ctx.world.clubA, parent, child, relationTypes.child);
  return api(ctx.t, options).removeRelation({ body: { clubId: ctx.world.clubA, userUserMapId, id: parent } });
});

matrix(ctx, 'addGuardianToChild', adminOfClubA, async ({ options }) => {
  const [guardianId, childId] = await pair();
  return api(ctx.t, options).addGuardianToChild({ body: { clubId: ctx.world.clubA, guardianId, childId } });
});

matrix(ctx, 'addChildToGuardian', adminOfClubA, async ({ options }) => {
  const [guardianId, childId] = await pair();
  return api(ctx.t, options).addChildToGuardian({ body: { clubId: ctx.world.clubA, guardianId, childId } });
});

describe('every relations call is in a matrix', () => {
  it('covers each entry of the relations contract', () => {
    expect([...coveredEntries(ctx)].sort()).toEqual(Object.keys(relationsContract).sort());
  });
});
