import { memberRefusals, relationTypes, type MemberRelation } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { relationsOf } from '../../src/features/relations/public.js';
import { badInput, readTables } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { useWorld } from '../support/world.js';
import { addMember, addMembership, addRelation, addUser } from './people.js';

/** The relation calls' rules (ADR 017 "Relations"; spec document 1 §3, §5), on club A as its administrator. */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const admin = () => ctx.as('adminA');
const { child, parent, household } = relationTypes;

/** Two members of club A, fresh for each test that writes. */
let made = 0;
const family = async () => {
  made += 1;
  return {
    mother: await addMember(db(), ctx.world.clubA, { firstName: 'Søren', surname: `Ågård ${made}` }),
    kid: await addMember(db(), ctx.world.clubA, { firstName: 'Ærø', surname: `Ågård ${made}` }),
  };
};

const storedRows = (clubId: number) =>
  queryRows<{ user_id: number; related_user_id: number; relation_type: number }>(
    db(),
    sql`select user_id, related_user_id, relation_type from member_relations where club_id = ${clubId} order by id`,
  );

const seen = (relations: MemberRelation[]) =>
  relations.map((relation) => [relation.relationType, relation.relatedUser.firstName, relation.relatedUser.surName]);

describe('POST /v2/user/createrelation', () => {
  it("stores one row and answers currentUser's relations; the other side sees the inverse", async () => {
    const { mother, kid } = await family();
    const answer = await admin().createRelation({
      body: { clubId: ctx.world.clubA, currentUser: mother, otherUser: kid, relation: child },
    });
    expect(answer.relations).toEqual([
      {
        userUserMapId: expect.any(Number),
        relationType: child,
        relatedUser: { userId: kid, firstName: 'Ærø', surName: `Ågård ${made}` },
      },
    ]);
    const rows = (await storedRows(ctx.world.clubA)).filter((row) => row.user_id === mother);
    expect(rows).toEqual([{ user_id: mother, related_user_id: kid, relation_type: child }]);
    const fromKid = await relationsOf(db(), ctx.world.clubA, kid);
    expect(fromKid.map((relation) => [relation.relationType, relation.relatedUser.userId])).toEqual([[parent, mother]]);
    expect(fromKid[0]?.userUserMapId).toBe(answer.relations[0]?.userUserMapId);
  });

  it('makes a household mutual', async () => {
    const { mother, kid: partner } = await family();
    await admin().createRelation({
      body: { clubId: ctx.world.clubA, currentUser: mother, otherUser: partner, relation: household },
    });
    expect((await relationsOf(db(), ctx.world.clubA, partner)).map((r) => r.relationType)).toEqual([household]);
  });

  it('sorts the relations by type as the member sees them, then by name in Danish order', async () => {
    const me = await addMember(db(), ctx.world.clubA, { firstName: 'Midt', surname: 'Punkt' });
    const named = async (firstName: string) => addMember(db(), ctx.world.clubA, { firstName, surname: 'Sortering' });
    const [aase, bo, aero, mor, partner] = [
      await named('Åse'),
      await named('Bo'),
      await named('Ærø'),
      await named('Mor'),
      await named('Kæreste'),
    ];
    // Stored from either side, in no particular order.
    await addRelation(db(), ctx.world.clubA, partner, me, household);
    await addRelation(db(), ctx.world.clubA, aase, me, parent);
    await addRelation(db(), ctx.world.clubA, me, mor, parent);
    await addRelation(db(), ctx.world.clubA, me, aero, child);
    const { relations } = await admin().createRelation({
      body: { clubId: ctx.world.clubA, currentUser: bo, otherUser: me, relation: parent },
    });
    expect(seen(relations)).toEqual([[parent, 'Midt', 'Punkt']]);
    expect(seen(await relationsOf(db(), ctx.world.clubA, me))).toEqual([
      [child, 'Bo', 'Sortering'],
      [child, 'Ærø', 'Sortering'],
      [child, 'Åse', 'Sortering'],
      [parent, 'Mor', 'Sortering'],
      [household, 'Kæreste', 'Sortering'],
    ]);
  });

  it('refuses a second relation of the same pair, either way round and of any type', async () => {
    const { mother, kid } = await family();
    await admin().createRelation({
      body: { clubId: ctx.world.clubA, currentUser: mother, otherUser: kid, relation: child },
    });
    const before = await readTables(db(), ['member_relations']);
    for (const body of [
      { currentUser: mother, otherUser: kid, relation: child },
      { currentUser: kid, otherUser: mother, relation: parent },
      { currentUser: kid, otherUser: mother, relation: household },
    ] as const) {
      expect(await failure(admin().createRelation({ body: { clubId: ctx.world.clubA, ...body } }))).toEqual({
        status: 409,
        code: memberRefusals.relationExists.code,
        field: 'otherUser',
        message: memberRefusals.relationExists.message,
      });
    }
    expect(
      await failure(
        admin().addGuardianToChild({ body: { clubId: ctx.world.clubA, guardianId: mother, childId: kid } }),
      ),
    ).toMatchObject({ status: 409, code: 'relationExists', field: 'guardianId' });
    expect(await readTables(db(), ['member_relations'])).toEqual(before);
  });

  it("keeps relations per club: the same pair is related in each club, and one club never sees the other's", async () => {
    const { mother, kid } = await family();
    await addMembership(db(), ctx.world.clubB, mother);
    await addMembership(db(), ctx.world.clubB, kid);
    await ctx.as('adminB').createRelation({
      body: { clubId: ctx.world.clubB, currentUser: mother, otherUser: kid, relation: household },
    });
    expect(await relationsOf(db(), ctx.world.clubA, mother)).toEqual([]);
    const { relations } = await admin().createRelation({
      body: { clubId: ctx.world.clubA, currentUser: mother, otherUser: kid, relation: child },
    });
    expect(seen(relations)).toEqual([[child, 'Ærø', `Ågård ${made}`]]);
    expect((await relationsOf(db(), ctx.world.clubB, mother)).map((r) => r.relationType)).toEqual([household]);
  });

  it('loses the relation when either member leaves the club', async () => {
    const { mother, kid } = await family();
    await addRelation(db(), ctx.world.clubA, mother, kid, child);
    await db().execute(sql`delete from memberships where club_id = ${ctx.world.clubA} and user_id = ${kid}`);
    expect(await relationsOf(db(), ctx.world.clubA, mother)).toEqual([]);
  });
});

describe('POST /v2/user/AddGuardianToChild and /AddChildToGuardian', () => {
  it("makes the guardian the child's parent and answers the child's relations", async () => {
    const { mother, kid } = await family();
    const { relations } = await admin().addGuardianToChild({
      body: { clubId: ctx.world.clubA, guardianId: mother, childId: kid },
    });
    expect(seen(relations)).toEqual([[parent, 'Søren', `Ågård ${made}`]]);
    expect(
      (await relationsOf(db(), ctx.world.clubA, mother)).map((r) => [r.relationType, r.relatedUser.userId]),
    ).toEqual([[child, kid]]);
  });

  it("makes the child the guardian's child and answers the guardian's relations", async () => {
    const { mother, kid } = await family();
    const { relations } = await admin().addChildToGuardian({
      body: { clubId: ctx.world.clubA, guardianId: mother, childId: kid },
    });
    expect(seen(relations)).toEqual([[child, 'Ærø', `Ågård ${made}`]]);
    expect((await relationsOf(db(), ctx.world.clubA, kid)).map((r) => r.relationType)).toEqual([parent]);
  });
});

describe('POST /v2/user/RemoveRelation', () => {
  it("removes the relation seen from either side and answers that member's remaining relations", async () => {
    const { mother, kid } = await family();
    const other = await addMember(db(), ctx.world.clubA, { firstName: 'Far', surname: `Ågård ${made}` });
    const mine = await addRelation(db(), ctx.world.clubA, mother, kid, child);
    await addRelation(db(), ctx.world.clubA, other, kid, child);
    const fromKid = await admin().removeRelation({ body: { clubId: ctx.world.clubA, userUserMapId: mine, id: kid } });
    expect(seen(fromKid.relations)).toEqual([[parent, 'Far', `Ågård ${made}`]]);
    expect(await relationsOf(db(), ctx.world.clubA, mother)).toEqual([]);

    const again = await addRelation(db(), ctx.world.clubA, mother, kid, household);
    const fromMother = await admin().removeRelation({
      body: { clubId: ctx.world.clubA, userUserMapId: again, id: mother },
    });
    expect(fromMother.relations).toEqual([]);
  });

  it("refuses a relation that does not involve the member, another club's, and an unknown one, removing nothing", async () => {
    const { mother, kid } = await family();
    const stranger = await addMember(db(), ctx.world.clubA, { firstName: 'Fremmed', surname: 'Person' });
    const relation = await addRelation(db(), ctx.world.clubA, mother, kid, child);
    await addMembership(db(), ctx.world.clubB, mother);
    await addMembership(db(), ctx.world.clubB, kid);
    const ofClubB = await addRelation(db(), ctx.world.clubB, mother, kid, child);
    const before = await readTables(db(), ['member_relations']);
    for (const [userUserMapId, id] of [
      [relation, stranger],
      [ofClubB, mother],
      [999_999, mother],
    ] as const) {
      expect(await failure(admin().removeRelation({ body: { clubId: ctx.world.clubA, userUserMapId, id } }))).toEqual({
        status: 404,
        code: memberRefusals.relationNotFound.code,
        field: 'userUserMapId',
        message: memberRefusals.relationNotFound.message,
      });
    }
    expect(await readTables(db(), ['member_relations'])).toEqual(before);
  });
});

/** Placeholders of the bad-input tables, known once the world is seeded. */
const people: Record<string, number> = {};
beforeAll(async () => {
  const { mother, kid } = await family();
  people.MOTHER = mother;
  people.KID = kid;
  people.OTHER_CLUB = ctx.world.userIds.adminB;
  people.NO_CLUB = ctx.world.userIds.loner;
  people.GONE = await addUser(db(), { firstName: 'Tidligere', surname: 'Medlem' });
});
const withPeople = (body: Record<string, unknown>) =>
  Object.fromEntries(
    Object.entries(body).map(([key, value]) => [
      key,
      typeof value === 'string' && value in people ? people[value] : value,
    ]),
  );

const relationTables = ['member_relations'] as const;
const notFound = (field: string) => ({ status: 404, code: 'memberNotFound', field }) as const;

badInput(ctx, 'POST /v2/user/createrelation', {
  tables: relationTables,
  call: (body: Record<string, unknown>) =>
    admin().createRelation({ body: { clubId: ctx.world.clubA, ...withPeople(body) } as never }),
  cases: [
    ['an empty body', {}, { status: 400, code: 'required', field: 'currentUser' }],
    [
      'no other user',
      { currentUser: 'MOTHER', relation: child },
      { status: 400, code: 'required', field: 'otherUser' },
    ],
    [
      'no relation',
      { currentUser: 'MOTHER', otherUser: 'KID' },
      { status: 400, code: 'invalidRelation', field: 'relation' },
    ],
    [
      'relation 3',
      { currentUser: 'MOTHER', otherUser: 'KID', relation: 3 },
      { status: 400, code: 'invalidRelation', field: 'relation' },
    ],
    [
      'relation as text',
      { currentUser: 'MOTHER', otherUser: 'KID', relation: '1' },
      { status: 400, code: 'invalidRelation', field: 'relation' },
    ],
    [
      'a user id as text',
      { currentUser: '12', otherUser: 'KID', relation: child },
      { status: 400, code: 'mustBeInteger', field: 'currentUser' },
    ],
    [
      "an inactive member's id",
      { currentUser: 'MOTHER', otherUser: 'i4', relation: child },
      { status: 400, code: 'mustBeInteger', field: 'otherUser' },
    ],
    [
      'user 0',
      { currentUser: 0, otherUser: 'KID', relation: child },
      { status: 400, code: 'mustBeAPositiveNumber', field: 'currentUser' },
    ],
    [
      'a fraction',
      { currentUser: 'MOTHER', otherUser: 1.5, relation: child },
      { status: 400, code: 'mustBeInteger', field: 'otherUser' },
    ],
    [
      'an id past the integer range',
      { currentUser: 'MOTHER', otherUser: 2 ** 31, relation: child },
      { status: 400, code: 'idTooLarge', field: 'otherUser' },
    ],
    [
      'the same member twice',
      { currentUser: 'MOTHER', otherUser: 'MOTHER', relation: household },
      { status: 400, code: 'sameMember', field: 'otherUser', message: memberRefusals.sameMember.message },
    ],
    ['an unknown user', { currentUser: 'MOTHER', otherUser: 999_999, relation: child }, notFound('otherUser')],
    [
      "another club's member",
      { currentUser: 'OTHER_CLUB', otherUser: 'KID', relation: child },
      notFound('currentUser'),
    ],
    ['a user in no club', { currentUser: 'MOTHER', otherUser: 'NO_CLUB', relation: child }, notFound('otherUser')],
    [
      'a user who is no member any more',
      { currentUser: 'GONE', otherUser: 'KID', relation: parent },
      notFound('currentUser'),
    ],
  ],
});

badInput(ctx, 'POST /v2/user/AddGuardianToChild', {
  tables: relationTables,
  call: (body: Record<string, unknown>) =>
    admin().addGuardianToChild({ body: { clubId: ctx.world.clubA, ...withPeople(body) } as never }),
  cases: [
    ['an empty body', {}, { status: 400, code: 'required', field: 'guardianId' }],
    ['no child', { guardianId: 'MOTHER' }, { status: 400, code: 'required', field: 'childId' }],
    [
      'a child id as text',
      { guardianId: 'MOTHER', childId: 'Ærø' },
      { status: 400, code: 'mustBeInteger', field: 'childId' },
    ],
    [
      'the same member twice',
      { guardianId: 'KID', childId: 'KID' },
      { status: 400, code: 'sameMember', field: 'guardianId' },
    ],
    ["another club's guardian", { guardianId: 'OTHER_CLUB', childId: 'KID' }, notFound('guardianId')],
    ['an unknown child', { guardianId: 'MOTHER', childId: 999_999 }, notFound('childId')],
  ],
});

badInput(ctx, 'POST /v2/user/AddChildToGuardian', {
  tables: relationTables,
  call: (body: Record<string, unknown>) =>
    admin().addChildToGuardian({ body: { clubId: ctx.world.clubA, ...withPeople(body) } as never }),
  cases: [
    ['an empty body', {}, { status: 400, code: 'required', field: 'guardianId' }],
    [
      'a guardian id of 0',
      { guardianId: 0, childId: 'KID' },
      { status: 400, code: 'mustBeAPositiveNumber', field: 'guardianId' },
    ],
    [
      'the same member twice',
      { guardianId: 'MOTHER', childId: 'MOTHER' },
      { status: 400, code: 'sameMember', field: 'childId' },
    ],
    ["another club's child", { guardianId: 'MOTHER', childId: 'OTHER_CLUB' }, notFound('childId')],
    ['a user in no club as guardian', { guardianId: 'NO_CLUB', childId: 'KID' }, notFound('guardianId')],
  ],
});

badInput(ctx, 'POST /v2/user/RemoveRelation', {
  tables: relationTables,
  call: (body: Record<string, unknown>) =>
    admin().removeRelation({ body: { clubId: ctx.world.clubA, ...withPeople(body) } as never }),
  cases: [
    ['an empty body', {}, { status: 400, code: 'required', field: 'userUserMapId' }],
    ['no member', { userUserMapId: 1 }, { status: 400, code: 'required', field: 'id' }],
    [
      'a relation id as text',
      { userUserMapId: 'x', id: 'MOTHER' },
      { status: 400, code: 'mustBeInteger', field: 'userUserMapId' },
    ],
    [
      'a relation id past the integer range',
      { userUserMapId: 2 ** 31, id: 'MOTHER' },
      { status: 400, code: 'idTooLarge', field: 'userUserMapId' },
    ],
    [
      'an unknown relation',
      { userUserMapId: 999_999, id: 'MOTHER' },
      { status: 404, code: 'relationNotFound', field: 'userUserMapId' },
    ],
  ],
});
