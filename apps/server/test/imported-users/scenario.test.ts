import { copenhagenDate, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { DAY_MS } from '../../src/shared/clock.js';
import { hashToken, newToken } from '../../src/shared/tokens.js';
import { api } from '../support/api.js';
import { failure } from '../support/failure.js';
import { seedImportedScope, wireId } from '../support/importedScope.js';
import { useWorld } from '../support/world.js';
import { addGroup } from '../members/seedMembers.js';
import { newAccount, rowOf, signUp } from './helpers.js';

/**
 * The whole sign-up of a family (spec §2 "Imported-user sign-up", §4 "Imported (dummy) users"; ADR 018), as the web
 * makes it: a mother's dummy in a group opens the mailed link some days later, adds her 9-year-old son, assigns him
 * (a child, her as parent, no sign-in of his own), becomes a user with a new account and registers the son with her
 * session. The club then has two active members related as parent and child, her group membership, and no inactive
 * members left of them; the link is used up.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;

/** A user session valid for a day from `now` (the test clock's). */
const sessionAt = async (userId: number, now: Date): Promise<string> => {
  const token = newToken();
  await db().execute(
    sql`insert into sessions (token_hash, user_id, expires_at) values (${hashToken(token)}, ${userId}, ${new Date(now.getTime() + DAY_MS)})`,
  );
  return token;
};

describe("a mother and her son join through the mother's invitation", () => {
  it('ends with two related active members, her group, no inactive members of theirs and a used-up link', async () => {
    const club = ctx.world.clubA;
    let admin = api(ctx.t, { token: ctx.world.tokens.adminA });
    const group = await addGroup(db(), club, 'Motionssvømning');
    const scope = await seedImportedScope(db(), {
      clubId: club,
      sentAt: ctx.t.clock.now(),
      people: [{ firstName: 'Hanne', surname: 'Kjær', birthdate: '1986-09-12', groupIds: [group] }],
    });
    const mother = wireId(scope.ids[0] ?? 0);
    const overview = (query: Record<string, unknown> = {}) =>
      admin.memberOverview({ params: { club }, query: { limit: 100, ...query } });
    const before = await overview();
    expect(before.members.map((member) => member.id)).toContain(mother);

    ctx.t.clock.advance(3 * DAY_MS);
    try {
      // The world's sessions last a day; the administrator signs in again.
      admin = api(ctx.t, { token: await sessionAt(ctx.world.userIds.adminA, ctx.t.clock.now()) });
      const { session, flow } = await signUp(ctx.t, scope);
      expect(session.users).toEqual([expect.objectContaining({ id: mother, created: false })]);
      const [year = 0] = copenhagenDate(ctx.t.clock.now()).split('-').map(Number);
      const added = await flow.addImportedChild({
        params: { id: mother },
        body: { firstName: 'Oskar', surname: 'Kjær', birthdate: `${year - 9}-02-14` },
      });
      const son = added.users[1]?.id ?? '';
      expect(await overview({ status: 'inactive' })).toMatchObject({
        counts: { inactive: before.counts.inactive + 1 },
      });
      await flow.updateImportedUser({
        params: { id: mother },
        body: { userStatus: 1 },
      });
      const assigned = await flow.updateImportedUser({
        params: { id: son },
        body: { userStatus: 2, parents: [mother], ownLogin: false },
      });
      expect(assigned.users.every((user) => user.assigned)).toBe(true);

      const activated = await flow.activateImported({
        body: {
          models: [
            newAccount(mother, { firstName: 'Hanne', surname: 'Kjær', email: `hanne-${Date.now()}@example.dk` }),
          ],
          AcceptsDataPolicy: true,
          RelatedClubId: club,
        },
      });
      const { userId: motherId = 0, authToken = '' } = activated.created[0] ?? {};
      // Her son still waits for her: the flow is not complete yet.
      expect(activated.users).toEqual([
        expect.objectContaining({ id: mother, created: true }),
        expect.objectContaining({ id: son, created: false, parents: [mother] }),
      ]);
      const parent = api(ctx.t, { token: authToken });
      const oskar = await parent.registerChild({
        body: {
          ApiUserOther: { Birthdate: `${year - 9}-02-14`, Firstname: 'Oskar', Surname: 'Kjær' },
          ApiUser: { UserId: motherId },
          ApiUserFriendType: 2,
          ImportedUserId: son,
        },
      });

      // Two active members of the club, the mother in her group, related as parent and child.
      const after = await overview();
      const ids = after.members.map((member) => member.id);
      expect(ids).toEqual(expect.arrayContaining([String(motherId), String(oskar.userId)]));
      expect(ids).not.toContain(mother);
      expect(ids).not.toContain(son);
      expect(after.members.find((member) => member.id === String(motherId))).toMatchObject({
        status: 'active',
        type: memberTypeOf('member'),
        groupIds: [group],
      });
      expect(after.members.find((member) => member.id === String(oskar.userId))).toMatchObject({
        status: 'active',
        email: null,
      });
      expect(after.counts.inactive).toBe(before.counts.inactive - 1);
      const inactive = await overview({ status: 'inactive' });
      expect(inactive.members.map((member) => member.id)).not.toContain(mother);
      expect(inactive.members.map((member) => member.id)).not.toContain(son);
      const details = await admin.memberDetails({ params: { club, id: String(motherId) } });
      expect(details.relations).toEqual([
        expect.objectContaining({ relationType: 1, relatedUser: expect.objectContaining({ userId: oskar.userId }) }),
      ]);
      expect(await parent.userChildren({})).toEqual([
        expect.objectContaining({ id: oskar.userId, firstName: 'Oskar' }),
      ]);
      expect(
        await rowOf(db(), sql`select count(*)::int as n from inactive_group_members where group_id = ${group}`),
      ).toEqual({ n: 0 });

      // The link is used up.
      expect(await failure(signUp(ctx.t, scope))).toMatchObject({ status: 401, code: 'invalidInvitation' });
    } finally {
      ctx.t.clock.advance(-3 * DAY_MS);
    }
  });
});
