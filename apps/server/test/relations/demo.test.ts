import { relationTypes } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { DEMO_SIGN_IN } from '../../src/demo/seedDemo.js';
import { relationsOf } from '../../src/features/relations/public.js';
import { api } from '../support/api.js';
import { seedDemoClub } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/** The demo club's families (AREAS.md point 10): parents of U11 and U13 players, and a household of two adults. */
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  clubId = await seedDemoClub(t);
});
afterAll(() => t.close());

interface FamilyRow {
  parent_id: number;
  parent_email: string;
  child_id: number;
  child_groups: string[];
}

describe('the demo club’s relations', () => {
  it('has parents of children on the U11 and U13 teams, each child in (or asking to join) their youth group', async () => {
    const rows = await queryRows<FamilyRow>(
      t.database.db,
      sql`select r.user_id as parent_id, p.email as parent_email, r.related_user_id as child_id,
                 array(select g.title from groups g
                        where g.club_id = r.club_id
                          and (exists (select 1 from group_members gm where gm.group_id = g.id and gm.user_id = r.related_user_id)
                            -- The families who came through the sign-up link (ADR 019) have asked to join U11.
                            or exists (select 1 from group_requests gr where gr.group_id = g.id and gr.user_id = r.related_user_id))
                        order by g.title) as child_groups
            from member_relations r join users p on p.id = r.user_id
           where r.club_id = ${clubId} and r.relation_type = ${relationTypes.child}`,
    );
    expect(new Set(rows.map((row) => row.parent_id)).size).toBeGreaterThanOrEqual(5);
    const groups = rows.flatMap((row) => row.child_groups);
    expect(groups).toEqual(expect.arrayContaining(['U11', 'U13']));
    for (const row of rows) expect(row.child_groups.some((title) => /^U1[13]/.test(title))).toBe(true);

    // A parent signs in and sees their children; the child sees the parent from their side.
    const [first] = rows;
    if (!first) throw new Error('no family in the demo');
    const { authToken } = await api(t).loginPlain({
      body: { email: first.parent_email, password: DEMO_SIGN_IN.password },
    });
    const children = await api(t, { token: authToken }).userChildren({});
    expect(children.map((c) => c.id)).toContain(first.child_id);
    expect((await relationsOf(t.database.db, clubId, first.child_id)).map((r) => r.relationType)).toContain(
      relationTypes.parent,
    );
  });

  it('has households: the parents of a family, and two adults without children', async () => {
    const households = await queryRows<{ a: number; b: number; kids: number }>(
      t.database.db,
      sql`select h.user_id as a, h.related_user_id as b,
                 (select count(*)::int from member_relations c
                   where c.club_id = h.club_id and c.relation_type = ${relationTypes.child}
                     and c.user_id in (h.user_id, h.related_user_id)) as kids
            from member_relations h
           where h.club_id = ${clubId} and h.relation_type = ${relationTypes.household}`,
    );
    expect(households.filter((pair) => pair.kids > 0).length).toBeGreaterThanOrEqual(2);
    expect(households.filter((pair) => pair.kids === 0)).toHaveLength(1);
  });
});
