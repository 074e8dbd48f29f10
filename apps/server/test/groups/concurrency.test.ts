import { MAX_GROUPS_PER_CLUB, memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { statusOf } from '../support/statusOf.js';
import { useWorld } from '../support/world.js';
import { addToGroup, countWhere, insertGroup, insertMember } from './helpers.js';

/**
 * The groups rules that concern concurrent requests (AREAS.md point 5). They need two connections at once;
 * PGlite has one, so races between transactions cannot happen there and these run on PostgreSQL only.
 */
describe.skipIf(!process.env.DATABASE_URL)('groups under concurrent requests (PostgreSQL)', () => {
  const ctx = useWorld();
  const admin = () => ctx.as('adminA');

  it('lets parallel groupadds past MAX_GROUPS_PER_CLUB through only up to the limit', async () => {
    const [row] = await queryRows<{ id: number }>(
      ctx.t.database.db,
      sql`insert into clubs (title, country_code) values ('Kapløbsklubben', 'DK') returning id`,
    );
    const club = Number(row?.id);
    await ctx.t.database.db.execute(
      sql`insert into memberships (club_id, user_id, type) values (${club}, ${ctx.world.userIds.adminA}, ${memberTypeOf('admin')})`,
    );
    await ctx.t.database.db.execute(
      sql`insert into groups (club_id, title)
          select ${club}, 'Hold ' || n from generate_series(1, ${MAX_GROUPS_PER_CLUB - 2}) n`,
    );
    const results = await Promise.all(
      [1, 2, 3, 4, 5].map((n) => statusOf(admin().groupAdd({ params: { club }, body: { title: `Samtidig ${n}` } }))),
    );
    expect(results.filter((status) => status === 'ok')).toHaveLength(2);
    expect(results.filter((status) => status === 409)).toHaveLength(3);
    expect(
      await countWhere(ctx.t.database.db, sql`select count(*)::int as count from groups where club_id = ${club}`),
    ).toBe(MAX_GROUPS_PER_CLUB);
  });

  it('never answers 500 nor leaves an orphan when a subgroup is added while its parent is deleted', async () => {
    for (let round = 0; round < 5; round += 1) {
      const parent = await insertGroup(ctx.t.database.db, ctx.world.clubA, `Forælder ${round}`);
      const [added, deleted] = await Promise.all([
        statusOf(
          admin().groupAdd({
            params: { club: ctx.world.clubA },
            body: { title: `Barn ${round}`, parentUserGroupId: parent },
          }),
        ),
        statusOf(admin().groupDeleteRecursive({ params: { club: ctx.world.clubA }, body: { userGroupId: parent } })),
      ]);
      expect(deleted).toBe('ok');
      expect(['ok', 404]).toContain(added);
      expect(
        await countWhere(ctx.t.database.db, sql`select count(*)::int as count from groups where parent_id = ${parent}`),
      ).toBe(0);
    }
  });

  it('refuses a lower maxUsers when a member is added meanwhile (both lock the group row)', async () => {
    const group = await insertGroup(ctx.t.database.db, ctx.world.clubA, 'Kapløb');
    const first = await insertMember(ctx.t.database.db, ctx.world.clubA, 'Mads');
    const second = await insertMember(ctx.t.database.db, ctx.world.clubA, 'Nina');
    await addToGroup(ctx.t.database.db, ctx.world.clubA, group, [first]);
    let edit: Promise<unknown> | undefined;
    // What adding members does (the members feature): lock the group row, insert, commit a moment later.
    await ctx.t.database.db.transaction(async (tx) => {
      await tx.execute(sql`select id from groups where id = ${group} for update`);
      await tx.execute(
        sql`insert into group_members (group_id, club_id, user_id) values (${group}, ${ctx.world.clubA}, ${second})`,
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
      ctx.t.database.db,
      sql`select max_users from groups where id = ${group}`,
    );
    expect(row?.max_users).toBeNull();
  });
});
