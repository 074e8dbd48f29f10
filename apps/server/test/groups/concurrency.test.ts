import { MAX_GROUPS_PER_CLUB, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { statusOf } from '../support/statusOf.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { addToGroup, countWhere, insertGroup, insertMember } from './helpers.js';

/**
 * The groups rules that concern concurrent requests (AREAS.md point 5). They need two connections at once;
 * PGlite has one, so races between transactions cannot happen there and these run on PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('groups under concurrent requests (PostgreSQL)', () => {
  let t: TestApp;
  let world: AccessWorld;
  beforeAll(async () => {
    t = await createTestApp();
    world = await seedAccessWorld(t.database.db);
  });
  afterAll(() => t.close());
  const admin = () => api(t, { token: world.tokens.adminA });

  it('lets parallel groupadds past MAX_GROUPS_PER_CLUB through only up to the limit', async () => {
    const [row] = await queryRows<{ id: number }>(
      t.database.db,
      sql`insert into clubs (title, country_code) values ('Kapløbsklubben', 'DK') returning id`,
    );
    const club = Number(row?.id);
    await t.database.db.execute(
      sql`insert into memberships (club_id, user_id, type) values (${club}, ${world.userIds.adminA}, ${memberTypeOf('admin')})`,
    );
    await t.database.db.execute(
      sql`insert into groups (club_id, title)
          select ${club}, 'Hold ' || n from generate_series(1, ${MAX_GROUPS_PER_CLUB - 2}) n`,
    );
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => statusOf(admin().groupAdd({ params: { club }, body: { title: `Samtidig ${n}` } }))),
    );
    expect(results.filter((status) => status === 'ok')).toHaveLength(2);
    expect(results.filter((status) => status === 409)).toHaveLength(3);
    expect(
      await countWhere(t.database.db, sql`select count(*)::int as count from groups where club_id = ${club}`),
    ).toBe(MAX_GROUPS_PER_CLUB);
  });

  it('never answers 500 nor leaves an orphan when a subgroup is added while its parent is deleted', async () => {
    for (let round = 0; round < 5; round += 1) {
      const parent = await insertGroup(t.database.db, world.clubA, `Forælder ${round}`);
      const [added, deleted] = await Promise.all([
        statusOf(
          admin().groupAdd({
            params: { club: world.clubA },
            body: { title: `Barn ${round}`, parentUserGroupId: parent },
          }),
        ),
        statusOf(admin().groupDeleteRecursive({ params: { club: world.clubA }, body: { userGroupId: parent } })),
      ]);
      expect(deleted).toBe('ok');
      expect(['ok', 404]).toContain(added);
      expect(
        await countWhere(t.database.db, sql`select count(*)::int as count from groups where parent_id = ${parent}`),
      ).toBe(0);
    }
  });

  it('refuses a lower maxUsers when a member is added meanwhile (both lock the group row)', async () => {
    const group = await insertGroup(t.database.db, world.clubA, 'Kapløb');
    const first = await insertMember(t.database.db, world.clubA, 'Mads');
    const second = await insertMember(t.database.db, world.clubA, 'Nina');
    await addToGroup(t.database.db, world.clubA, group, [first]);
    let edit: Promise<unknown> | undefined;
    // What adding members does (the members feature): lock the group row, insert, commit a moment later.
    await t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from groups where id = ${group} for update`);
      await tx.execute(
        sql`insert into group_members (group_id, club_id, user_id) values (${group}, ${world.clubA}, ${second})`,
      );
      edit = statusOf(
        admin().groupEdit({
          params: { id: group },
          body: { Title: 'Kapløb', maxUsers: 1, Open: false, HiddenForClubMembers: false, HiddenForClubLeaders: false },
        }),
      );
      await new Promise((resolve) => setTimeout(resolve, 200));
    });
    expect(await edit).toBe(409);
    const [row] = await queryRows<{ max_users: number | null }>(
      t.database.db,
      sql`select max_users from groups where id = ${group}`,
    );
    expect(row?.max_users).toBeNull();
  });
});
