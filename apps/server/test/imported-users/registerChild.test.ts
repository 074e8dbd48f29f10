import { memberTypeOf, textLimits } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import { api } from '../support/api.js';
import { badInput } from '../support/badInput.js';
import { codeOf, failure } from '../support/failure.js';
import { seedImportedScope, wireId, type ImportedScope } from '../support/importedScope.js';
import { useWorld } from '../support/world.js';
import { CHILDREN_PER_PARENT_MAX } from '../../src/features/imported-users/registerChild.js';
import { addGroup } from '../members/seedMembers.js';
import { countOf, dummyOf, newAccount, rowOf, signUp, usedUp } from './helpers.js';

/**
 * `POST /v1/user/registerchild` (ADR 018): a parent registers a child who does not sign in — a user without e-mail
 * or password — with the parent's user session. The child of an invitation (`ImportedUserId`) must be assigned to a
 * parent activated as the caller; a child in a club of the caller's (`ClubId`) needs the caller to be a member.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;

/** A flow of two parents and their son (in a group), the son assigned to both, the mother activated. */
const familyWithMother = async () => {
  const group = await addGroup(db(), ctx.world.clubA, `Fodbold ${Math.random()}`);
  const scope = await seedImportedScope(db(), {
    clubId: ctx.world.clubA,
    people: [
      { firstName: 'Mor', surname: 'Lund' },
      { firstName: 'Far', surname: 'Lund' },
      { firstName: 'Søn', surname: 'Lund', birthdate: '2016-08-09', child: true, groupIds: [group] },
    ],
  });
  const [mother, father, son] = scope.ids.map(wireId) as [string, string, string];
  const { flow } = await signUp(ctx.t, scope);
  await flow.updateImportedUser({
    params: { id: son },
    body: { userStatus: 2, parents: [mother, father], ownLogin: false },
  });
  const { created } = await flow.activateImported({
    body: { models: [newAccount(mother)], RelatedClubId: scope.clubId, AcceptsDataPolicy: true },
  });
  const { userId = 0, authToken = '' } = created[0] ?? {};
  return { scope, flow, group, mother, father, son, userId, parent: api(ctx.t, { token: authToken }) };
};

const child = (userId: number, extra: Record<string, unknown>) => ({
  ApiUserOther: { Birthdate: '2016-08-09', Firstname: 'Søn', Surname: 'Lund' },
  ApiUser: { UserId: userId },
  ApiUserFriendType: 2 as const,
  ...extra,
});

describe('the child of an invitation', () => {
  it('becomes a member of the club without e-mail or password, in its groups, related to its parent', async () => {
    const { scope, group, son, userId, parent } = await familyWithMother();
    const registered = await parent.registerChild({
      body: child(userId, {
        ImportedUserId: son,
        ApiUserOther: { Birthdate: '2016-08-10', Firstname: 'Sønnike', Surname: 'Lund' },
      }),
    });
    expect(registered).toMatchObject({ firstName: 'Sønnike', surname: 'Lund', birthdate: '2016-08-10' });
    const user = await rowOf(
      db(),
      sql`select email, password_hash, first_name from users where id = ${registered.userId}`,
    );
    expect(user).toEqual({ email: null, password_hash: null, first_name: 'Sønnike' });
    expect(
      await rowOf(
        db(),
        sql`select type from memberships where club_id = ${scope.clubId} and user_id = ${registered.userId}`,
      ),
    ).toEqual({ type: memberTypeOf('member') });
    expect(
      await countOf(
        db(),
        sql`select count(*)::int as n from group_members where group_id = ${group} and user_id = ${registered.userId}`,
      ),
    ).toBe(1);
    expect(
      await rowOf(
        db(),
        sql`select relation_type from member_relations where user_id = ${userId} and related_user_id = ${registered.userId}`,
      ),
    ).toEqual({ relation_type: 1 });
    expect(await parent.userChildren({})).toEqual([
      expect.objectContaining({ id: registered.userId, firstName: 'Sønnike' }),
    ]);
    expect(await dummyOf(db(), Number(son.slice(1)))).toMatchObject({ activated_user_id: registered.userId });
    // The father is still waiting: the flow goes on.
    expect(await usedUp(db(), scope)).toBe(false);
  });

  it('is registered once: a second registration answers 409 alreadyActivated', async () => {
    const { son, userId, parent } = await familyWithMother();
    await parent.registerChild({ body: child(userId, { ImportedUserId: son }) });
    expect(await codeOf(parent.registerChild({ body: child(userId, { ImportedUserId: son }) }))).toBe(
      '409 alreadyActivated',
    );
  });

  it("answers 404 notYourChild for a child that is not the caller's, or not assigned, or an adult", async () => {
    const { scope, mother, father, son, userId, parent } = await familyWithMother();
    // Another user, even a member of the club, is not its parent.
    const member = api(ctx.t, { token: ctx.world.tokens.memberA });
    expect(
      await failure(member.registerChild({ body: child(ctx.world.userIds.memberA, { ImportedUserId: son }) })),
    ).toMatchObject({
      status: 404,
      code: 'notYourChild',
      field: 'ImportedUserId',
      message: 'Barnet findes ikke på din invitation',
    });
    for (const id of [mother, father, wireId(ctx.world.inactiveIds.a), 'i2000000000']) {
      expect(await codeOf(parent.registerChild({ body: child(userId, { ImportedUserId: id }) }))).toBe(
        '404 notYourChild',
      );
    }
    // Unassigned (its parent removed), it is nobody's child.
    const sonId = Number(son.slice(1));
    await db().execute(sql`delete from inactive_member_parents where child_id = ${sonId}`);
    await db().execute(sql`update inactive_members set assigned_at = null where id = ${sonId}`);
    expect(await codeOf(parent.registerChild({ body: child(userId, { ImportedUserId: son }) }))).toBe(
      '404 notYourChild',
    );
    expect(scope.ids).toHaveLength(3);
  });

  it('answers 403 when ApiUser names another user than the caller', async () => {
    const { son, parent } = await familyWithMother();
    expect(
      await codeOf(parent.registerChild({ body: child(ctx.world.userIds.memberA, { ImportedUserId: son }) })),
    ).toBe('403 forbidden');
  });

  it('completes the flow when the child was the last one waiting', async () => {
    const { scope, flow, father, son, userId, parent } = await familyWithMother();
    await flow.removeImportedUser({ params: { id: father } });
    await parent.registerChild({ body: child(userId, { ImportedUserId: son }) });
    expect(await usedUp(db(), scope)).toBe(true);
  });
});

describe('a child in a club of the caller', () => {
  it("makes the child a member of the caller's club, related to the caller", async () => {
    const member = api(ctx.t, { token: ctx.world.tokens.memberA });
    const registered = await member.registerChild({
      body: child(ctx.world.userIds.memberA, { ClubId: ctx.world.clubA }),
    });
    expect(
      await rowOf(
        db(),
        sql`select r.relation_type, m.type from member_relations r
              join memberships m on m.club_id = r.club_id and m.user_id = r.related_user_id
             where r.club_id = ${ctx.world.clubA} and r.user_id = ${ctx.world.userIds.memberA}
               and r.related_user_id = ${registered.userId}`,
      ),
    ).toEqual({ relation_type: 1, type: memberTypeOf('member') });
  });

  it('refuses a 21st child of one member in one club (409 tooManyChildren) and writes nothing', async () => {
    // otherLeaderA registers no other child in this file.
    const leader = api(ctx.t, { token: ctx.world.tokens.otherLeaderA });
    const parentId = ctx.world.userIds.otherLeaderA;
    for (let n = 0; n < CHILDREN_PER_PARENT_MAX; n += 1) {
      await leader.registerChild({ body: child(parentId, { ClubId: ctx.world.clubA }) });
    }
    const children = () =>
      countOf(
        db(),
        sql`select count(*)::int as n from member_relations
             where club_id = ${ctx.world.clubA} and user_id = ${parentId} and relation_type = 1`,
      );
    const users = () => countOf(db(), sql`select count(*)::int as n from users`);
    const [before, usersBefore] = [await children(), await users()];
    expect(before).toBe(CHILDREN_PER_PARENT_MAX);
    const refused = await failure(leader.registerChild({ body: child(parentId, { ClubId: ctx.world.clubA }) }));
    expect(refused).toMatchObject({ status: 409, code: 'tooManyChildren', field: 'ClubId' });
    expect([await children(), await users()]).toEqual([before, usersBefore]);
  });

  it('refuses a club the caller is no member of (403)', async () => {
    const member = api(ctx.t, { token: ctx.world.tokens.memberA });
    expect(
      await codeOf(member.registerChild({ body: child(ctx.world.userIds.memberA, { ClubId: ctx.world.clubB }) })),
    ).toBe('403 forbidden');
  });
});

let shared: { scope: ImportedScope } | undefined;
beforeAll(async () => {
  shared = {
    scope: await seedImportedScope(db(), {
      clubId: ctx.world.clubA,
      people: [{ firstName: 'B', surname: 'C', child: true }],
    }),
  };
});

badInput<Record<string, unknown>>(ctx, 'registerChild', {
  tables: ['users', 'memberships', 'member_relations', 'inactive_members', 'group_members'],
  call: (body) =>
    api(ctx.t, { token: ctx.world.tokens.memberA }).registerChild({
      body: {
        ApiUser: { UserId: ctx.world.userIds.memberA },
        ApiUserFriendType: 2,
        ...body,
        ...(body.ImportedUserId === 'flowChild' ? { ImportedUserId: wireId(shared?.scope.ids[0] ?? 0) } : {}),
        ...(body.ClubId === 'otherClub' ? { ClubId: ctx.world.clubB } : {}),
        ...(body.ClubId === 'clubA' ? { ClubId: ctx.world.clubA } : {}),
        ...(body.ApiUser === 'someoneElse' ? { ApiUser: { UserId: ctx.world.userIds.adminA } } : {}),
      } as never,
    }),
  cases: [
    [
      'an empty body',
      { ApiUser: undefined, ApiUserFriendType: undefined },
      { status: 400, field: 'ApiUserOther', code: 'required' },
    ],
    [
      'neither a dummy nor a club',
      { ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'A', Surname: 'B' } },
      { status: 400, code: 'importedUserOrClub', field: 'ImportedUserId' },
    ],
    [
      'both a dummy and a club',
      { ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'A', Surname: 'B' }, ImportedUserId: 'i1', ClubId: 1 },
      { status: 400, code: 'importedUserOrClub', field: 'ImportedUserId' },
    ],
    [
      'no birthdate',
      { ApiUserOther: { Birthdate: '', Firstname: 'A', Surname: 'B' }, ClubId: 1 },
      { status: 400, code: 'required', field: 'ApiUserOther.Birthdate' },
    ],
    [
      'a name over the limit',
      {
        ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'x'.repeat(textLimits.name + 1), Surname: 'B' },
        ClubId: 1,
      },
      { status: 400, code: 'maxLength', field: 'ApiUserOther.Firstname' },
    ],
    [
      'another friend type',
      { ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'A', Surname: 'B' }, ApiUserFriendType: 1, ClubId: 1 },
      { status: 400, code: 'invalidFriendType', field: 'ApiUserFriendType' },
    ],
    [
      'an active member id as dummy',
      { ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'A', Surname: 'B' }, ImportedUserId: '17' },
      { status: 400, code: 'notInactiveMember', field: 'ImportedUserId' },
    ],
    [
      'a child of somebody else',
      { ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'A', Surname: 'B' }, ImportedUserId: 'flowChild' },
      { status: 404, code: 'notYourChild', field: 'ImportedUserId' },
    ],
    [
      'an unknown dummy',
      { ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'A', Surname: 'B' }, ImportedUserId: 'i2000000000' },
      { status: 404, code: 'notYourChild', field: 'ImportedUserId' },
    ],
    [
      "another club's id",
      { ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'A', Surname: 'B' }, ClubId: 'otherClub' },
      { status: 403, code: 'forbidden' },
    ],
    [
      'another user as parent',
      {
        ApiUserOther: { Birthdate: '2016-01-01', Firstname: 'A', Surname: 'B' },
        ApiUser: 'someoneElse',
        ClubId: 'clubA',
      },
      { status: 403, code: 'forbidden' },
    ],
  ],
});
