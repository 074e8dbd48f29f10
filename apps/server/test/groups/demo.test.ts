import { memberTypeOf } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_IN } from '../../src/demo/seedDemo.js';
import { queryRows } from '../../src/db/queryRows.js';
import { seedDemoClub, signInToDemo } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  clubId = await seedDemoClub(t);
});
afterAll(() => t.close());

const signIn = (email: string) => signInToDemo(t, email);

describe('the demo club (AREAS.md point 10)', () => {
  it('has about 150 active members, group leaders among them, and inactive members orange and red', async () => {
    const [counts] = await queryRows<{ members: number; leaders: number; orange: number; red: number }>(
      t.database.db,
      sql`select (select count(*)::int from memberships where club_id = ${clubId}) as members,
                 (select count(*)::int from memberships where club_id = ${clubId} and type = ${memberTypeOf('leader')}) as leaders,
                 (select count(*)::int from inactive_members where club_id = ${clubId} and invited_at is not null) as orange,
                 (select count(*)::int from inactive_members where club_id = ${clubId} and invited_at is null) as red`,
    );
    expect(counts?.members).toBeGreaterThanOrEqual(140);
    expect(counts?.members).toBeLessThanOrEqual(160);
    expect(counts?.leaders).toBeGreaterThanOrEqual(5);
    expect(counts?.orange).toBeGreaterThanOrEqual(2);
    expect(counts?.red).toBeGreaterThanOrEqual(2);
  });

  it('shows the administrator a group tree with leaders, counts and inactive members in groups', async () => {
    const groups = await (await signIn(DEMO_SIGN_IN.email)).groupOverview({ params: { club: clubId } });
    const byTitle = new Map(groups.map((group) => [group.title, group]));
    expect([...byTitle.keys()]).toEqual(
      expect.arrayContaining(['Bestyrelse', 'Senior', 'Veteran', 'U13', 'U11', 'U11 Drenge', 'U11 Piger', 'Motion']),
    );
    const u11 = byTitle.get('U11');
    expect(groups.filter((group) => group.parentUserGroupId === u11?.userGroupId).map((g) => g.title)).toEqual([
      'U11 Drenge',
      'U11 Piger',
    ]);
    for (const title of ['Senior', 'Veteran', 'U13', 'U11 Drenge', 'U11 Piger', 'Motion']) {
      expect(byTitle.get(title)?.leaders.length, title).toBeGreaterThan(0);
      expect(byTitle.get(title)?.userCount, title).toBeGreaterThan(5);
    }
    expect(byTitle.get('U11 Piger')?.leaders.map((l) => l.firstName)).toEqual(['Mette']);
    const [inGroups] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(distinct inactive_member_id)::int as n from inactive_group_members where club_id = ${clubId}`,
    );
    expect(inGroups?.n).toBeGreaterThanOrEqual(4);
    // Every limit tells the truth.
    for (const group of groups) {
      if (group.maxUsers !== null) expect(group.userCount).toBeLessThanOrEqual(group.maxUsers);
    }
  });

  it('lets Mette Jensen, group leader, administer U11 Piger only, without the board', async () => {
    const groups = await (await signIn('mette@demo.klubhus.dk')).groupOverview({ params: { club: clubId } });
    expect(groups.filter((group) => group.canAdminister).map((group) => group.title)).toEqual(['U11 Piger']);
    expect(groups.map((group) => group.title)).not.toContain('Bestyrelse');
  });
});
