import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { seedDemoClub, signInToDemo } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { sample } from './files.js';

/**
 * The demo club's imported fixture lists (AREAS.md point 10; ADR 027): U11 Drenge's coming matches, with their keys,
 * the group invited; and the sample a journey uploads (`u11-season.xlsx`) previews as 17 new, 2 duplicates, 1 changed.
 */
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  // Before the spring season the demo imported the first matches of (`demoSeason.ts`): the demo leaves out matches
  // already played, so the preview's counts hold on this day, not on every day.
  t.clock.stopAt(new Date('2026-11-27T10:00:00Z'));
  clubId = await seedDemoClub(t);
});
afterAll(() => t.close());

describe("the demo club's fixture lists", () => {
  it('has about ten coming U11 Drenge matches, imported, with the group invited', async () => {
    const rows = await queryRows<{ title: string; fixture_key: string; groups: string[]; invited: number }>(
      t.database.db,
      sql`select a.title, a.fixture_key,
                 array(select g.title from activity_groups ag join groups g on g.id = ag.group_id where ag.activity_id = a.id) as groups,
                 (select count(*)::int from activity_participants p where p.activity_id = a.id) as invited
            from activities a
           where a.club_id = ${clubId} and a.fixture_key is not null and a.starts_at > ${t.clock.now()}
           order by a.starts_at`,
    );
    expect(rows.length).toBeGreaterThanOrEqual(7);
    expect(rows.length).toBeLessThanOrEqual(10);
    for (const row of rows) {
      expect(row.fixture_key).toMatch(/^m:\d{6}$/);
      expect(row.title).toMatch(/ – /);
      expect(row.groups).toEqual(['U11 Drenge']);
      expect(row.invited).toBeGreaterThan(5);
    }
  });

  it("previews the journey's sample as 17 new matches, 2 duplicates and 1 changed", async () => {
    const admin = await signInToDemo(t);
    const { rows } = await admin.parseFixtures({ params: { club: clubId }, body: { file: sample('u11-season.xlsx') } });
    const count = (status: string) => rows.filter((row) => row.status === status).length;
    expect([count('new'), count('duplicate'), count('changed')]).toEqual([17, 2, 1]);
    expect(rows.find((row) => row.status === 'changed')).toMatchObject({ matchNumber: '531219', time: '10:00' });
  });
});
