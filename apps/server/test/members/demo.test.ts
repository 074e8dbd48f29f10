import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_IN } from '../../src/demo/seedDemo.js';
import { queryRows } from '../../src/db/queryRows.js';
import { seedDemoClub, signInToDemo } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/** The demo club shows "Members II" alive (AREAS.md point 10): requests, notes, member numbers, a removed member. */
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  clubId = await seedDemoClub(t);
});
afterAll(() => t.close());

const signIn = (email: string) => signInToDemo(t, email);

describe("the demo club's members (AREAS.md point 10)", () => {
  it("lets its administrators edit plain members' details", async () => {
    const [club] = await queryRows<{ can_edit_members: boolean }>(
      t.database.db,
      sql`select can_edit_members from clubs where id = ${clubId}`,
    );
    expect(club?.can_edit_members).toBe(true);
  });

  it('has pending group requests (two for U11 Piger, one for Motion, and two for U11 through its sign-up link) and two requests to join the club', async () => {
    const admin = await signIn(DEMO_SIGN_IN.email);
    const requests = await admin.memberRequests({ params: { club: clubId } });
    const byGroup = (title: string) => requests.groupRequests.filter((r) => r.groupTitle === title).length;
    expect([byGroup('U11 Piger'), byGroup('Motion'), byGroup('U11'), requests.groupRequestTotal]).toEqual([2, 1, 2, 5]);
    expect(requests.clubRequests).toHaveLength(2);
    for (const asker of requests.clubRequests) {
      expect(asker.email).toMatch(/@demo\.klubhus\.dk$/);
      expect(`${asker.firstName} ${asker.surname}`).toMatch(/^[A-ZÆØÅ][a-zæøå]+ [A-ZÆØÅ][a-zæøå]+$/);
    }
    const [members] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from memberships
           where club_id = ${clubId} and user_id = any(${`{${requests.clubRequests.map((r) => r.userId).join(',')}}`}::int[])`,
    );
    expect(members?.n).toBe(0);
    const overview = await admin.memberOverview({ params: { club: clubId }, query: { limit: '1' } });
    expect(overview.counts).toMatchObject({ pendingRequests: 5, clubRequests: 2 });
  });

  it("shows Mette Jensen, leader of U11 Piger, that group's requests only", async () => {
    const mette = await signIn('mette@demo.klubhus.dk');
    const requests = await mette.memberRequests({ params: { club: clubId } });
    expect(requests.groupRequests.map((r) => r.groupTitle)).toEqual(['U11 Piger', 'U11 Piger']);
    expect(requests.clubRequests).toEqual([]);
  });

  it('has a former member: removed by the administrator, a member no more', async () => {
    const rows = await queryRows<{ member: boolean; removed_by: number; admin: number; email: string }>(
      t.database.db,
      sql`select exists (select 1 from memberships m where m.club_id = r.club_id and m.user_id = r.user_id) as member,
                 r.removed_by_user_id as removed_by, u.email,
                 (select id from users where email = ${DEMO_SIGN_IN.email}) as admin
            from removed_members r join users u on u.id = r.user_id where r.club_id = ${clubId}`,
    );
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({
      member: false,
      removed_by: rows[0]?.admin,
      email: expect.stringMatching(/@demo\.klubhus\.dk$/),
    });
  });

  it('gives members numbers, a few notes and the days they joined', async () => {
    const [row] = await queryRows<{ numbered: number; noted: number; years: number; members: number }>(
      t.database.db,
      sql`select count(club_internal_member_id)::int as numbered, count(note)::int as noted,
                 count(distinct extract(year from member_since))::int as years, count(*)::int as members
            from memberships where club_id = ${clubId}`,
    );
    expect(row?.numbered).toBeGreaterThanOrEqual((row?.members ?? 0) - 1);
    expect(row?.noted).toBeGreaterThanOrEqual(3);
    expect(row?.years).toBeGreaterThanOrEqual(5);
    const admin = await signIn(DEMO_SIGN_IN.email);
    const [noted] = await queryRows<{ user_id: number; note: string }>(
      t.database.db,
      sql`select user_id, note from memberships where club_id = ${clubId} and note is not null limit 1`,
    );
    const details = await admin.memberDetails({ params: { club: clubId, id: String(noted?.user_id) } });
    expect(details).toMatchObject({
      note: noted?.note,
      clubAllowsEditing: true,
      clubInternalMemberId: expect.any(String),
    });
  });
});
