import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_SIGN_IN, seedDemo } from '../../src/demo/seedDemo.js';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/**
 * The demo club shows "Joining I" alive (AREAS.md point 10, ADR 018): red members ready to be invited, and the
 * Laursen family's invitation waiting in the development mailbox with a link that signs in to the sign-up.
 */
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.database.db, { clock: t.clock, mailer: t.app.mailer, config: t.config });
  const [club] = await queryRows<{ id: number }>(t.database.db, sql`select id from clubs`);
  clubId = Number(club?.id);
});
afterAll(() => t.close());

const admin = async () => {
  const { authToken: token } = await api(t).loginPlain({ body: DEMO_SIGN_IN });
  return api(t, { token });
};

describe("the demo club's invitations (AREAS.md point 10)", () => {
  it('has red members ready to be invited and orange ones', async () => {
    const overview = await (
      await admin()
    ).memberOverview({
      params: { club: clubId },
      query: { status: 'inactive', limit: '100' },
    });
    const statuses = overview.members.map((member) => member.status);
    expect(statuses.filter((status) => status === 'notInvited').length).toBeGreaterThanOrEqual(2);
    expect(statuses.filter((status) => status === 'invited').length).toBeGreaterThanOrEqual(2);
  });

  it('has Camilla Laursen and her son invited together: one mail waiting in the development mailbox', async () => {
    const family = await queryRows<{ first_name: string; user_status: number; invited: boolean }>(
      t.database.db,
      sql`select first_name, user_status, invited_at is not null as invited from inactive_members
           where club_id = ${clubId} and lower(email) = 'camilla.laursen@demo.klubhus.dk' order by user_status`,
    );
    expect(family).toEqual([
      { first_name: 'Camilla', user_status: 1, invited: true },
      { first_name: 'Sebastian', user_status: 2, invited: true },
    ]);
    const mails = await queryRows<{ subject: string; text: string }>(
      t.database.db,
      sql`select payload->>'subject' as subject, payload->>'text' as text from outbox
           where kind = 'mail' and payload->>'to' = 'camilla.laursen@demo.klubhus.dk'`,
    );
    expect(mails).toHaveLength(1);
    expect(mails[0]?.subject).toContain('Demo Idrætsforening');
    expect(mails[0]?.text).toMatch(/Camilla og Sebastian/);
    const [invitation] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from invitations
           where club_id = ${clubId} and email = 'camilla.laursen@demo.klubhus.dk' and used_at is null`,
    );
    expect(invitation?.n).toBe(1);
  });

  it("has a working link in that mail: it opens the family's sign-up", async () => {
    const [invitation] = await queryRows<{ id: number }>(
      t.database.db,
      sql`select id from invitations where email = 'camilla.laursen@demo.klubhus.dk'`,
    );
    // The link the development mailbox shows when the mail is opened (ADR 014: made then, never stored).
    const link = await t.app.featureJobs.secretLinks.invitation(Number(invitation?.id));
    const query = new URL(link ?? '').searchParams;
    const session = await api(t).loginImported({
      body: { email: query.get('email') ?? '', password: query.get('password') ?? '' },
    });
    expect(session.club.name).toBe('Demo Idrætsforening');
    expect(session.users.map((user) => [user.firstName, user.userStatus])).toEqual([
      ['Sebastian', 2],
      ['Camilla', 1],
    ]);
  });
});
