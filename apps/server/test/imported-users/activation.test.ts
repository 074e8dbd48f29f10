import {
  copenhagenDate,
  joiningRefusals,
  memberTypeOf,
  textLimits,
  type ActivateModel,
  type ActivateRequest,
} from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { codeOf, failure } from '../support/failure.js';
import { importedSessionOf, seedImportedScope, wireId, type ImportedScope } from '../support/importedScope.js';
import { PRECOMPUTED_PASSWORD_HASH } from '../support/seedAccessWorld.js';
import { uniqueEmail } from '../support/uniqueEmail.js';
import { useWorld } from '../support/world.js';
import { addGroup } from '../members/seedMembers.js';
import { countOf, dummyOf, newAccount, rowOf, signUp, STRONG_PASSWORD, usedUp } from './helpers.js';

/**
 * `POST /v3/user/activate` (ADR 018): people of the flow become users and active members of its club, in one
 * transaction: a new account or the account they have, the dummy's groups, relations to activated parents and
 * children, a user session each. The rules: e-mail in use (409 emailTaken), minimum age 13 (400 tooYoung), the data
 * policy, the invitation's club (403 wrongClub), a child only with parents and its own sign-in (409 parentRequired).
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;

/** The tables an activation writes. */
const writtenTables = [
  'users',
  'memberships',
  'inactive_members',
  'group_members',
  'inactive_group_members',
  'member_relations',
  'sessions',
  'invitations',
  'data_policy_acceptances',
] as const;

const activation = (
  scope: ImportedScope,
  models: ActivateModel[],
  extra: Partial<ActivateRequest> = {},
): ActivateRequest => ({
  models,
  RelatedClubId: scope.clubId,
  AcceptsDataPolicy: true,
  ...extra,
});

/** An account by SQL with the seed password (`secret1234`). */
const addAccount = async (email: string): Promise<number> =>
  Number(
    (
      await rowOf<{ id: number }>(
        db(),
        sql`insert into users (email, password_hash, first_name, surname)
            values (${email}, ${PRECOMPUTED_PASSWORD_HASH}, 'Eksisterende', 'Bruger') returning id`,
      )
    )?.id,
  );

describe('a new account', () => {
  it('makes the person a user and a member of the club, in its groups, with a session', async () => {
    const group = await addGroup(db(), ctx.world.clubA, 'Svømning');
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [{ firstName: 'Mor', surname: 'Olsen', birthdate: '1980-03-04', groupIds: [group] }],
    });
    const { flow } = await signUp(ctx.t, scope);
    const email = uniqueEmail('mor');
    const answer = await flow.activateImported({
      body: activation(scope, [newAccount(wireId(scope.ids[0] ?? 0), { email, firstName: 'Mette', zip: '2100' })]),
    });
    const [created] = answer.created;
    expect(answer.users).toEqual([expect.objectContaining({ id: wireId(scope.ids[0] ?? 0), created: true })]);
    expect(created?.id).toBe(wireId(scope.ids[0] ?? 0));
    const user = await rowOf<Record<string, unknown>>(
      db(),
      sql`select email, first_name, surname, zip, to_char(birthdate, 'YYYY-MM-DD') as birthdate, password_hash
            from users where id = ${created?.userId ?? 0}`,
    );
    expect(user).toMatchObject({
      email,
      first_name: 'Mette',
      surname: 'Testesen',
      zip: '2100',
      birthdate: '1980-03-04',
    });
    expect(String(user?.password_hash)).toMatch(/^\$argon2id\$/);
    expect(
      await rowOf(
        db(),
        sql`select type, to_char(member_since, 'YYYY-MM-DD') as since from memberships
             where club_id = ${ctx.world.clubA} and user_id = ${created?.userId ?? 0}`,
      ),
    ).toEqual({ type: memberTypeOf('member'), since: copenhagenDate(ctx.t.clock.now()) });
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from group_members where group_id = ${group} and user_id = ${created?.userId ?? 0}`,
      ),
    ).toBe(1);
    expect(
      await countOf(db(), sql`select count(*)::int as n from inactive_group_members where group_id = ${group}`),
    ).toBe(0);
    expect(await dummyOf(db(), scope.ids[0] ?? 0)).toMatchObject({ activated_user_id: created?.userId });
    // The flow is complete: its link and session are done; the user's session works.
    expect(await usedUp(db(), scope)).toBe(true);
    expect(await codeOf(flow.removeImportedUser({ params: { id: wireId(scope.ids[0] ?? 0) } }))).toBe(
      '401 unauthorized',
    );
    expect(await api(ctx.t, { token: created?.authToken ?? '' }).userChildren({})).toEqual([]);
    // And the new account signs in with its password.
    expect(await codeOf(api(ctx.t).loginPlain({ body: { email, password: STRONG_PASSWORD } }))).toBe('ok');
  });

  it('gets the member type an import gave the person (a role kept, ADR 020)', async () => {
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [{ firstName: 'Træner', surname: 'Import' }],
    });
    await db().execute(
      sql`update inactive_members set member_type = ${memberTypeOf('leader')} where id = ${scope.ids[0] ?? 0}`,
    );
    const { flow } = await signUp(ctx.t, scope);
    const answer = await flow.activateImported({
      body: activation(scope, [newAccount(wireId(scope.ids[0] ?? 0), { email: uniqueEmail('traener') })]),
    });
    expect(
      await rowOf(
        db(),
        sql`select type from memberships where club_id = ${ctx.world.clubA} and user_id = ${answer.created[0]?.userId ?? 0}`,
      ),
    ).toEqual({ type: memberTypeOf('leader') });
  });

  it('refuses an e-mail an account has: 409 emailTaken "Emailen er allerede i brug", and writes nothing', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const taken = uniqueEmail('taken');
    await addAccount(taken);
    const { flow } = await signUp(ctx.t, scope);
    const body = activation(scope, [newAccount(wireId(scope.ids[0] ?? 0), { email: taken.toUpperCase() })]);
    expect(await failure(flow.activateImported({ body }))).toEqual({
      status: 409,
      code: 'emailTaken',
      field: 'models.0.email',
      message: 'Emailen er allerede i brug',
    });
    expect(await dummyOf(db(), scope.ids[0] ?? 0)).toMatchObject({ activated_at: null });
  });

  it('refuses two new accounts with one e-mail in one call', async () => {
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [
        { firstName: 'Mor', surname: 'To' },
        { firstName: 'Far', surname: 'To' },
      ],
    });
    const { flow } = await signUp(ctx.t, scope);
    const email = uniqueEmail('same');
    const body = activation(
      scope,
      scope.ids.map((id) => newAccount(wireId(id), { email })),
    );
    expect(await failure(flow.activateImported({ body }))).toMatchObject({ status: 409, field: 'models.1.email' });
    expect(await countOf(db(), sql`select count(*)::int as n from users where email = ${email}`)).toBe(0);
  });

  it('refuses a password too easy to guess, on the model', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const { flow } = await signUp(ctx.t, scope);
    const body = activation(scope, [newAccount(wireId(scope.ids[0] ?? 0), { password: 'password1' })]);
    expect(await failure(flow.activateImported({ body }))).toMatchObject({
      status: 400,
      code: 'passwordTooEasy',
      field: 'models.0.password',
    });
  });
});

describe('an existing account', () => {
  it('signs in with the right password and joins the club; a member stays what they are', async () => {
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [
        { firstName: 'Leder', surname: 'Allerede' },
        { firstName: 'Ny', surname: 'Her' },
      ],
    });
    const newcomer = uniqueEmail('eksisterende');
    const newcomerId = await addAccount(newcomer);
    const { flow } = await signUp(ctx.t, scope);
    const answer = await flow.activateImported({
      body: activation(scope, [
        {
          userId: wireId(scope.ids[0] ?? 0),
          existing: true,
          email: 'leaderA@test.klubhus.dk',
          password: 'secret1234',
          userStatus: 1,
        },
        { userId: wireId(scope.ids[1] ?? 0), existing: true, email: newcomer, password: 'secret1234', userStatus: 1 },
      ]),
    });
    expect(answer.created.map((person) => person.userId)).toEqual([ctx.world.userIds.leaderA, newcomerId]);
    const types = await rowOf<{ leader: number; newcomer: number }>(
      db(),
      sql`select (select type from memberships where club_id = ${ctx.world.clubA} and user_id = ${ctx.world.userIds.leaderA}) as leader,
                 (select type from memberships where club_id = ${ctx.world.clubA} and user_id = ${newcomerId}) as newcomer`,
    );
    expect(types).toEqual({ leader: memberTypeOf('leader'), newcomer: memberTypeOf('member') });
  });

  it('refuses a wrong password: 401 wrongPassword "forkert password", and writes nothing but the attempt', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const email = uniqueEmail('eksisterende');
    const userId = await addAccount(email);
    const { flow } = await signUp(ctx.t, scope);
    const model: ActivateModel = {
      userId: wireId(scope.ids[0] ?? 0),
      existing: true,
      email,
      password: 'wrong-one',
      userStatus: 1,
    };
    expect(await failure(flow.activateImported({ body: activation(scope, [model]) }))).toEqual({
      status: 401,
      code: 'wrongPassword',
      field: 'models.0.email',
      message: 'forkert password',
    });
    expect(await countOf(db(), sql`select count(*)::int as n from memberships where user_id = ${userId}`)).toBe(0);
    // An unknown e-mail answers the same.
    const unknown = { ...model, email: uniqueEmail('ukendt') };
    expect(await codeOf(flow.activateImported({ body: activation(scope, [unknown]) }))).toBe('401 wrongPassword');
  });
});

describe('the rules', () => {
  it('refuses an adult under 13 by Copenhagen today (400 tooYoung); 13 today passes', async () => {
    const today = copenhagenDate(ctx.t.clock.now());
    const [year = 0] = today.split('-').map(Number);
    const thirteenToday = `${year - 13}${today.slice(4)}`;
    const tomorrow = copenhagenDate(new Date(ctx.t.clock.now().getTime() + 24 * 60 * 60 * 1000));
    const thirteenTomorrow = `${year - 13}${tomorrow.slice(4)}`;
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [{ firstName: 'Ung', surname: 'A' }],
    });
    const { flow } = await signUp(ctx.t, scope);
    const id = wireId(scope.ids[0] ?? 0);
    if (!thirteenTomorrow.endsWith('-02-29')) {
      expect(
        await failure(
          flow.activateImported({ body: activation(scope, [newAccount(id, { birthdate: thirteenTomorrow })]) }),
        ),
      ).toMatchObject({
        status: 400,
        code: joiningRefusals.tooYoung.code,
        field: 'models.0.birthdate',
        message: 'Man skal være mindst 13 år for at oprette en bruger',
      });
    }
    // The dummy's birthdate counts where the model names none.
    await db().execute(
      sql`update inactive_members set birthdate = ${`${year - 12}-01-01`} where id = ${scope.ids[0] ?? 0}`,
    );
    expect(await codeOf(flow.activateImported({ body: activation(scope, [newAccount(id)]) }))).toBe('400 tooYoung');
    if (!thirteenToday.endsWith('-02-29')) {
      expect(
        await codeOf(
          flow.activateImported({ body: activation(scope, [newAccount(id, { birthdate: thirteenToday })]) }),
        ),
      ).toBe('ok');
    }
  });

  it('asks for the data policy where the club has one, and records the acceptance', async () => {
    const club = Number(
      (
        await rowOf<{ id: number }>(
          db(),
          sql`insert into clubs (title, data_policy_link) values ('Politik-klubben', 'https://politik.dk/data') returning id`,
        )
      )?.id,
    );
    const scope = await seedImportedScope(db(), { clubId: club });
    const { flow } = await signUp(ctx.t, scope);
    const model = newAccount(wireId(scope.ids[0] ?? 0));
    expect(
      await failure(flow.activateImported({ body: activation(scope, [model], { AcceptsDataPolicy: false }) })),
    ).toMatchObject({ status: 400, code: 'dataPolicyRequired', field: 'AcceptsDataPolicy' });
    const { created } = await flow.activateImported({ body: activation(scope, [model]) });
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from data_policy_acceptances where club_id = ${club} and user_id = ${created[0]?.userId ?? 0}`,
      ),
    ).toBe(1);
  });

  it('needs no acceptance where the club has no policy', async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubB });
    const { flow } = await signUp(ctx.t, scope);
    const body = activation(scope, [newAccount(wireId(scope.ids[0] ?? 0))], { AcceptsDataPolicy: false });
    expect(await codeOf(flow.activateImported({ body }))).toBe('ok');
  });

  it("refuses another club than the invitation's (403 wrongClub)", async () => {
    const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
    const { flow } = await signUp(ctx.t, scope);
    const body = activation(scope, [newAccount(wireId(scope.ids[0] ?? 0))], { RelatedClubId: ctx.world.clubB });
    expect(await failure(flow.activateImported({ body }))).toMatchObject({ status: 403, code: 'wrongClub' });
  });

  it('refuses a second activation of a person (409 alreadyActivated)', async () => {
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [
        { firstName: 'En', surname: 'Gang' },
        { firstName: 'To', surname: 'Gang' },
      ],
    });
    const { flow } = await signUp(ctx.t, scope);
    const model = newAccount(wireId(scope.ids[0] ?? 0));
    await flow.activateImported({ body: activation(scope, [model]) });
    expect(
      await failure(flow.activateImported({ body: activation(scope, [{ ...model, email: uniqueEmail('igen') }]) })),
    ).toMatchObject({ status: 409, code: 'alreadyActivated', field: 'models.0.userId' });
  });
});

describe('a child who signs in on its own', () => {
  /** A mother (activated first, or not) and her 14-year-old daughter, assigned with the given sign-in choice. */
  const motherAndDaughter = async (ownLogin: boolean) => {
    const scope = await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [
        { firstName: 'Mor', surname: 'Berg', birthdate: '1981-01-01' },
        { firstName: 'Datter', surname: 'Berg', birthdate: '2011-01-01', child: true },
      ],
    });
    const { flow } = await signUp(ctx.t, scope);
    const [mother, daughter] = scope.ids.map(wireId) as [string, string];
    return {
      scope,
      flow,
      mother,
      daughter,
      assign: () =>
        flow.updateImportedUser({ params: { id: daughter }, body: { userStatus: 2, parents: [mother], ownLogin } }),
    };
  };

  it('refuses a child not assigned with parents, or not signing in on its own (409 parentRequired)', async () => {
    const unassigned = await motherAndDaughter(true);
    const child = (flow: typeof unassigned) => newAccount(flow.daughter, { userStatus: 2, firstName: 'Datter' });
    expect(
      await failure(unassigned.flow.activateImported({ body: activation(unassigned.scope, [child(unassigned)]) })),
    ).toMatchObject({
      status: 409,
      code: 'parentRequired',
      message: 'Vælg forælder/værge (mindst én)',
      field: 'models.0.userStatus',
    });
    const withoutOwnLogin = await motherAndDaughter(false);
    await withoutOwnLogin.assign();
    expect(
      await codeOf(
        withoutOwnLogin.flow.activateImported({ body: activation(withoutOwnLogin.scope, [child(withoutOwnLogin)]) }),
      ),
    ).toBe('409 parentRequired');
  });

  it('becomes a user related to her activated mother, in either order', async () => {
    // Mother first, then the daughter naming her.
    const first = await motherAndDaughter(true);
    await first.assign();
    const mother = (await first.flow.activateImported({ body: activation(first.scope, [newAccount(first.mother)]) }))
      .created[0];
    const strange = activation(first.scope, [newAccount(first.daughter, { userStatus: 2 })], {
      parent: ctx.world.userIds.adminA,
    });
    expect(await failure(first.flow.activateImported({ body: strange }))).toMatchObject({
      status: 409,
      code: 'parentRequired',
      field: 'parent',
    });
    const daughter = (
      await first.flow.activateImported({
        body: activation(first.scope, [newAccount(first.daughter, { userStatus: 2 })], { parent: mother?.userId }),
      })
    ).created[0];
    expect(await relationOf(mother?.userId, daughter?.userId)).toEqual({ relation_type: 1 });
    // Both in one call, the daughter first.
    const both = await motherAndDaughter(true);
    await both.assign();
    const created = (
      await both.flow.activateImported({
        body: activation(both.scope, [newAccount(both.daughter, { userStatus: 2 }), newAccount(both.mother)]),
      })
    ).created;
    expect(await relationOf(created[1]?.userId, created[0]?.userId)).toEqual({ relation_type: 1 });
    expect(await usedUp(db(), both.scope)).toBe(true);
  });
});

/** The relation stored for a parent and a child in club A: the parent's related user is their child (1). */
const relationOf = (parent: number | undefined, child: number | undefined) =>
  rowOf(
    db(),
    sql`select relation_type from member_relations
         where club_id = ${ctx.world.clubA} and user_id = ${parent ?? 0} and related_user_id = ${child ?? 0}`,
  );

let shared: { scope: ImportedScope; token: string; other: ImportedScope } | undefined;
beforeAll(async () => {
  const scope = await seedImportedScope(db(), { clubId: ctx.world.clubA });
  const other = await seedImportedScope(db(), { clubId: ctx.world.clubA });
  shared = { scope, other, token: await importedSessionOf(db(), scope, { now: ctx.t.clock.now() }) };
});

/** The person a case names (`own`, `other` e-mail, `otherClub`, `unknown`), or a wire id as it is. */
const personId = (who: unknown): unknown => {
  if (!shared) return who;
  if (who === 'own') return wireId(shared.scope.ids[0] ?? 0);
  if (who === 'other') return wireId(shared.other.ids[0] ?? 0);
  if (who === 'otherClub') return wireId(ctx.world.inactiveIds.b);
  return who;
};

const valid = (extra: Record<string, unknown> = {}) => ({
  ...newAccount('own'),
  email: 'bad-input@example.dk',
  ...extra,
});

badInput<Record<string, unknown>>(ctx, 'activateImported', {
  tables: writtenTables,
  call: (body) => {
    const models = Array.isArray(body.models)
      ? body.models.map((model: Record<string, unknown>) => ({ ...model, userId: personId(model.userId) }))
      : body.models;
    return api(ctx.t, { token: shared?.token ?? '' }).activateImported({
      body: { RelatedClubId: shared?.scope.clubId, ...body, models } as never,
    });
  },
  cases: [
    ['an empty body', {}, { status: 400, code: 'mustBeList', field: 'models' }],
    ['no models', { models: [] }, { status: 400, code: 'required', field: 'models' }],
    ['models that are no list', { models: 'x' }, { status: 400, code: 'mustBeList', field: 'models' }],
    [
      'no club',
      { models: [valid()], RelatedClubId: undefined },
      { status: 400, code: 'required', field: 'RelatedClubId' },
    ],
    [
      'a model without names',
      { models: [valid({ firstName: undefined })] },
      { status: 400, code: 'required', field: 'models.0.firstName' },
    ],
    [
      'a model without zip',
      { models: [valid({ zip: undefined })] },
      { status: 400, code: 'required', field: 'models.0.zip' },
    ],
    [
      'a zip of letters',
      { models: [valid({ zip: 'abcd' })] },
      { status: 400, code: 'mustBeANumber', field: 'models.0.zip' },
    ],
    [
      'an e-mail that is none',
      { models: [valid({ email: 'mor' })] },
      { status: 400, code: 'emailValid', field: 'models.0.email' },
    ],
    [
      'a short password',
      { models: [valid({ password: 'kort' })] },
      { status: 400, code: 'passwordTooShort', field: 'models.0.password' },
    ],
    [
      'the e-mail as password',
      { models: [valid({ password: 'bad-input@example.dk' })] },
      { status: 400, code: 'passwordIsEmail', field: 'models.0.password' },
    ],
    [
      'userStatus 3',
      { models: [valid({ userStatus: 3 })] },
      { status: 400, code: 'invalidUserStatus', field: 'models.0.userStatus' },
    ],
    [
      'a name over the limit',
      { models: [valid({ surname: 'x'.repeat(textLimits.name + 1) })] },
      { status: 400, code: 'maxLength', field: 'models.0.surname' },
    ],
    [
      'an active member id',
      { models: [valid({ userId: '17' })] },
      { status: 400, code: 'notInactiveMember', field: 'models.0.userId' },
    ],
    [
      'an unknown person',
      { models: [valid({ userId: 'i2000000000' })] },
      { status: 404, code: 'memberNotFound', field: 'models.0.userId' },
    ],
    [
      "another e-mail's person",
      { models: [valid({ userId: 'other' })] },
      { status: 404, code: 'memberNotFound', field: 'models.0.userId' },
    ],
    [
      "another club's person",
      { models: [valid({ userId: 'otherClub' })] },
      { status: 404, code: 'memberNotFound', field: 'models.0.userId' },
    ],
    [
      'one person twice',
      { models: [valid(), valid({ email: 'to@example.dk' })] },
      { status: 400, code: 'duplicateId', field: 'models.1.userId' },
    ],
    ['another club', { models: [valid()], RelatedClubId: 2_000_000_000 }, { status: 403, code: 'wrongClub' }],
  ],
});
