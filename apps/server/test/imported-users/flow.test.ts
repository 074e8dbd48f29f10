import { IMPORTED_PEOPLE_MAX, joiningRefusals, textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { codeOf, failure } from '../support/failure.js';
import { importedSessionOf, seedImportedScope, wireId, type ImportedScope } from '../support/importedScope.js';
import { useWorld } from '../support/world.js';
import { dummyOf, signUp, usedUp } from './helpers.js';

/**
 * The assignment of the sign-up (spec §5 "Pre-imported user configuration"; ADR 018): children added to the flow,
 * each person's type, parents and sign-in choice saved, people removed. Always within the flow's scope: a person of
 * another e-mail or club answers 404.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;

/** A flow of a mother and a father, signed in. */
const family = async () => {
  const scope = await seedImportedScope(db(), {
    clubId: ctx.world.clubA,
    people: [
      { firstName: 'Mor', surname: 'Jensen', birthdate: '1984-01-01' },
      { firstName: 'Far', surname: 'Jensen', birthdate: '1983-01-01' },
    ],
  });
  const { flow } = await signUp(ctx.t, scope);
  const [mother = 0, father = 0] = scope.ids;
  return { scope, flow, mother: wireId(mother), father: wireId(father) };
};

const son = { firstName: 'Søn', surname: 'Jensen', birthdate: '2016-05-01' };

describe('adding a child', () => {
  it('adds an unassigned child with the adult as parent, the e-mail and the invitation of the flow', async () => {
    const { scope, flow, mother } = await family();
    const { users } = await flow.addImportedChild({ params: { id: mother }, body: son });
    expect(users).toHaveLength(3);
    const child = users[2];
    expect(child).toMatchObject({
      firstName: 'Søn',
      surname: 'Jensen',
      birthdate: '2016-05-01',
      email: scope.email,
      userStatus: 2,
      assigned: false,
      ownLogin: null,
      parents: [mother],
      created: false,
    });
    const stored = await dummyOf(db(), Number(child?.id.slice(1)));
    expect(stored?.invited_at).not.toBeNull();
  });

  it('refuses a child as parent (400 parentNotAdult) and a person outside the flow (404)', async () => {
    const { flow, mother } = await family();
    const { users } = await flow.addImportedChild({ params: { id: mother }, body: son });
    const child = users[2]?.id ?? '';
    expect(await codeOf(flow.addImportedChild({ params: { id: child }, body: son }))).toBe('400 parentNotAdult');
    const stranger = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const otherClub = await seedImportedScope(db(), { clubId: ctx.world.clubB });
    for (const id of [stranger.ids[0], otherClub.ids[0], ctx.world.inactiveIds.a, 2_000_000_000]) {
      expect(await codeOf(flow.addImportedChild({ params: { id: wireId(id ?? 0) }, body: son }))).toBe(
        '404 memberNotFound',
      );
    }
  });

  it(`holds at most ${IMPORTED_PEOPLE_MAX} people: 409 tooManyPeople beyond`, async () => {
    const { flow, mother } = await family();
    for (let i = 2; i < IMPORTED_PEOPLE_MAX; i++) {
      await flow.addImportedChild({ params: { id: mother }, body: { ...son, firstName: `Barn ${i}` } });
    }
    expect(await failure(flow.addImportedChild({ params: { id: mother }, body: son }))).toMatchObject({
      status: 409,
      code: joiningRefusals.tooManyPeople.code,
      message: 'Der kan højst være 20 personer på én invitation',
    });
  });
});

describe('saving the assignment', () => {
  it('saves a child with parents and its sign-in choice, and corrected names', async () => {
    const { flow, mother, father } = await family();
    const child = (await flow.addImportedChild({ params: { id: mother }, body: son })).users[2]?.id ?? '';
    const { users } = await flow.updateImportedUser({
      params: { id: child },
      body: {
        userStatus: 2,
        parents: [father, mother],
        ownLogin: false,
        firstName: 'Sønnike',
        birthdate: '2016-06-01',
      },
    });
    expect(users[2]).toMatchObject({
      firstName: 'Sønnike',
      surname: 'Jensen',
      birthdate: '2016-06-01',
      userStatus: 2,
      assigned: true,
      ownLogin: false,
      parents: [mother, father],
    });
    // An adult has neither parents nor a sign-in choice.
    const adult = await flow.updateImportedUser({
      params: { id: child },
      body: { userStatus: 1, parents: [mother], ownLogin: true, birthdate: null },
    });
    expect(adult.users[2]).toMatchObject({
      userStatus: 1,
      assigned: true,
      ownLogin: null,
      parents: [],
      birthdate: null,
    });
  });

  it('takes only adults of the flow other than the person as parents', async () => {
    const { flow, mother, father } = await family();
    const child = (await flow.addImportedChild({ params: { id: mother }, body: son })).users[2]?.id ?? '';
    const save = (id: string, parents: string[]) =>
      failure(flow.updateImportedUser({ params: { id }, body: { userStatus: 2, parents, ownLogin: false } }));
    expect(await save(mother, [mother])).toMatchObject({ status: 400, code: 'parentNotAdult', field: 'parents' });
    await flow.updateImportedUser({
      params: { id: child },
      body: { userStatus: 2, parents: [mother], ownLogin: false },
    });
    expect(await save(father, [child])).toMatchObject({ status: 400, code: 'parentNotAdult', field: 'parents' });
    const stranger = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    expect(await save(child, [wireId(stranger.ids[0] ?? 0)])).toMatchObject({
      status: 404,
      code: 'memberNotFound',
      field: 'parents',
    });
  });

  it("unassigns a parent's children when the parent becomes a child", async () => {
    const { flow, mother, father } = await family();
    const child = (await flow.addImportedChild({ params: { id: mother }, body: son })).users[2]?.id ?? '';
    await flow.updateImportedUser({
      params: { id: child },
      body: { userStatus: 2, parents: [mother], ownLogin: false },
    });
    const { users } = await flow.updateImportedUser({
      params: { id: mother },
      body: { userStatus: 2, parents: [father], ownLogin: true },
    });
    expect(users.find((user) => user.id === child)).toMatchObject({ assigned: false, parents: [] });
    expect(users.find((user) => user.id === mother)).toMatchObject({ assigned: true, parents: [father] });
  });

  it('refuses a person who became a user (409 alreadyActivated)', async () => {
    const { scope, flow, mother } = await family();
    await activateBySql(scope, 0);
    expect(await codeOf(flow.updateImportedUser({ params: { id: mother }, body: { userStatus: 1 } }))).toBe(
      '409 alreadyActivated',
    );
    expect(await codeOf(flow.removeImportedUser({ params: { id: mother } }))).toBe('409 alreadyActivated');
  });
});

/** Marks a dummy of the scope activated as club A's member, as an activation leaves it. */
const activateBySql = async (scope: ImportedScope, index: number) => {
  await db().execute(
    sql`update inactive_members set activated_at = now(), activated_user_id = ${ctx.world.userIds.memberA}
         where id = ${scope.ids[index] ?? 0}`,
  );
};

describe('removing a person', () => {
  it('deletes the person; a child left without a parent is unassigned', async () => {
    const { scope, flow, mother } = await family();
    const child = (await flow.addImportedChild({ params: { id: mother }, body: son })).users[2]?.id ?? '';
    await flow.updateImportedUser({
      params: { id: child },
      body: { userStatus: 2, parents: [mother], ownLogin: false },
    });
    const { users } = await flow.removeImportedUser({ params: { id: mother } });
    expect(users.map((user) => user.id)).not.toContain(mother);
    expect(users.find((user) => user.id === child)).toMatchObject({ assigned: false, parents: [] });
    expect(await dummyOf(db(), scope.ids[0] ?? 0)).toBeUndefined();
    expect(await usedUp(db(), scope)).toBe(false);
  });

  it('completes the flow when nobody is left waiting: the link answers 401 from then on', async () => {
    const { scope, flow, mother, father } = await family();
    await activateBySql(scope, 0);
    const { users } = await flow.removeImportedUser({ params: { id: father } });
    expect(users).toEqual([expect.objectContaining({ id: mother, created: true })]);
    expect(await usedUp(db(), scope)).toBe(true);
    expect(await failure(signUp(ctx.t, scope))).toMatchObject({ status: 401, code: 'invalidInvitation' });
  });

  it('answers 404 for a person outside the flow', async () => {
    const { flow } = await family();
    const stranger = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    expect(await codeOf(flow.removeImportedUser({ params: { id: wireId(stranger.ids[0] ?? 0) } }))).toBe(
      '404 memberNotFound',
    );
    expect(await dummyOf(db(), stranger.ids[0] ?? 0)).toBeDefined();
  });
});

/** The tables a flow call writes. */
const flowTables = ['inactive_members', 'inactive_member_parents', 'invitations'] as const;

/** One flow of a mother and her (unassigned) child for the bad-input tables, and the client of its session. */
let shared: { scope: ImportedScope; token: string } | undefined;
const sharedFlow = async () => {
  shared ??= await (async () => {
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [
        { firstName: 'Mor', surname: 'Bad' },
        { firstName: 'Barn', surname: 'Bad', child: true },
      ],
    });
    return { scope, token: await importedSessionOf(db(), scope, { now: ctx.t.clock.now() }) };
  })();
  return { ...shared, flow: api(ctx.t, { token: shared.token }) };
};

/**
 * The person a case names: the flow's mother (default), its child, a dummy of another club, or a wire id as it is.
 */
type Who = 'mother' | 'child' | 'otherClub' | (string & {});
const idOf = async (who: Who = 'mother') => {
  const { scope } = await sharedFlow();
  if (who === 'mother') return wireId(scope.ids[0] ?? 0);
  if (who === 'child') return wireId(scope.ids[1] ?? 0);
  if (who === 'otherClub') return wireId(ctx.world.inactiveIds.b);
  return who;
};

// Made before the tables are first read.
beforeAll(async () => {
  await sharedFlow();
});

interface FlowInput {
  id?: Who;
  body: Record<string, unknown>;
}

badInput<FlowInput>(ctx, 'addImportedChild', {
  tables: flowTables,
  call: async ({ id, body }) =>
    (await sharedFlow()).flow.addImportedChild({ params: { id: await idOf(id) }, body: body as never }),
  cases: [
    ['an empty body', { body: {} }, { status: 400, code: 'required', field: 'firstName' }],
    // birthdateField names no message for a missing value, so it is zod's own: `invalid`.
    ['no birthdate', { body: { firstName: 'A', surname: 'B' } }, { status: 400, code: 'required', field: 'birthdate' }],
    ['a blank birthdate', { body: { ...son, birthdate: '' } }, { status: 400, code: 'required', field: 'birthdate' }],
    [
      'a date that is none',
      { body: { ...son, birthdate: '2016-02-30' } },
      { status: 400, code: 'dateValid', field: 'birthdate' },
    ],
    ['a number as a name', { body: { ...son, firstName: 7 } }, { status: 400, code: 'required', field: 'firstName' }],
    [
      'a name over the limit',
      { body: { ...son, surname: 'x'.repeat(textLimits.name + 1) } },
      { status: 400, code: 'maxLength', field: 'surname' },
    ],
    ['an active member id', { id: '17', body: son }, { status: 400, code: 'notInactiveMember', field: 'id' }],
    ['an id that is none', { id: 'i0', body: son }, { status: 400, code: 'invalidMemberId', field: 'id' }],
    ['an unknown person', { id: 'i2000000000', body: son }, { status: 404, code: 'memberNotFound' }],
    ["another club's person", { id: 'otherClub', body: son }, { status: 404, code: 'memberNotFound' }],
    ['a child as parent', { id: 'child', body: son }, { status: 400, code: 'parentNotAdult' }],
  ],
});

badInput<FlowInput>(ctx, 'updateImportedUser', {
  tables: flowTables,
  call: async ({ id, body }) => {
    // Parents named by who they are (`mother`, `otherClub`) become their ids.
    const parents = Array.isArray(body.parents)
      ? await Promise.all(
          body.parents.map((who: unknown) => (who === 'mother' || who === 'otherClub' ? idOf(who) : who)),
        )
      : body.parents;
    const sent = body.parents === undefined ? body : { ...body, parents };
    return (await sharedFlow()).flow.updateImportedUser({
      params: { id: await idOf(id ?? 'child') },
      body: sent as never,
    });
  },
  cases: [
    ['an empty body', { body: {} }, { status: 400, code: 'invalidUserStatus', field: 'userStatus' }],
    ['userStatus 3', { body: { userStatus: 3 } }, { status: 400, code: 'invalidUserStatus', field: 'userStatus' }],
    [
      'userStatus as text',
      { body: { userStatus: '1' } },
      { status: 400, code: 'invalidUserStatus', field: 'userStatus' },
    ],
    [
      'a child without parents',
      { body: { userStatus: 2, parents: [], ownLogin: false } },
      { status: 400, code: 'parentRequired', field: 'parents', message: 'parents: parentRequired' },
    ],
    [
      'a child without the sign-in choice',
      { body: { userStatus: 2, parents: ['mother'] } },
      { status: 400, code: 'ownLoginRequired', field: 'ownLogin' },
    ],
    [
      'parents that are no list',
      { body: { userStatus: 2, parents: 'i1', ownLogin: false } },
      { status: 400, code: 'mustBeList', field: 'parents' },
    ],
    [
      'a parent id that is none',
      { body: { userStatus: 2, parents: ['x'], ownLogin: false } },
      { status: 400, code: 'invalidMemberId', field: 'parents.0' },
    ],
    [
      'ownLogin as text',
      { body: { userStatus: 2, parents: [], ownLogin: 'yes' } },
      { status: 400, code: 'mustBeBoolean', field: 'ownLogin' },
    ],
    [
      'a blank name',
      { body: { userStatus: 1, firstName: ' ' } },
      { status: 400, code: 'required', field: 'firstName' },
    ],
    [
      'a name over the limit',
      { body: { userStatus: 1, surname: 'x'.repeat(textLimits.name + 1) } },
      { status: 400, code: 'maxLength', field: 'surname' },
    ],
    [
      'a date that is none',
      { body: { userStatus: 1, birthdate: '1.1.2000' } },
      { status: 400, field: 'birthdate', code: 'dateValid' },
    ],
    [
      'a parent of another club',
      { body: { userStatus: 2, parents: ['otherClub'], ownLogin: false } },
      { status: 404, code: 'memberNotFound', field: 'parents' },
    ],
    ['an unknown person', { id: 'i2000000000', body: { userStatus: 1 } }, { status: 404, code: 'memberNotFound' }],
    ["another club's person", { id: 'otherClub', body: { userStatus: 1 } }, { status: 404, code: 'memberNotFound' }],
  ],
});
