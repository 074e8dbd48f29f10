import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { api } from '../support/api.js';
import { seedDemoClub, signInToDemo } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/**
 * The demo club shows "Joining I" alive (AREAS.md point 10, ADR 018): red members ready to be invited, and the
 * Laursen family's invitation waiting in the development mailbox with a link that signs in to the sign-up.
 */
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  clubId = await seedDemoClub(t);
});
afterAll(() => t.close());

const admin = () => signInToDemo(t);

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

/**
 * "Joining II" in the demo (AREAS.md point 10, ADR 019): the administrator's live sign-up link for U11, through which
 * two parents joined (its counter: 2), and their children's requests to join U11 waiting for the group's leader.
 */
describe("the demo club's sign-up link (ADR 019)", () => {
  it("shows the administrator a live link for U11 in the group's dialog, made by the administrator, counted twice", async () => {
    const as = await admin();
    const groups = await as.groupOverview({ params: { club: clubId } });
    const u11 = groups.find((group) => group.title === 'U11');
    expect(u11).toBeDefined();
    const { links, organisationHost } = await as.clubLinks({
      params: { clubId },
      query: { groupId: u11?.userGroupId ?? 0 },
    });
    expect(organisationHost).toBe('localhost');
    expect(links).toHaveLength(1);
    expect(links[0]).toMatchObject({
      counter: 2,
      createdBy: { firstName: 'Demo', surname: 'Administrator' },
      groupIds: [u11?.userGroupId],
      clubId,
    });
    expect(new Date(links[0]?.validTo ?? 0).getTime()).toBeGreaterThan(t.clock.now().getTime());
    // Its token opens the invitation page, with U11 ticked and the club's data policy to accept.
    const info = await api(t).checkClubLink({ body: { clubToken: links[0]?.token ?? '' } });
    expect(info).toMatchObject({
      valid: true,
      name: 'Demo Idrætsforening',
      invitedByName: 'Demo Administrator',
      linkGroupIds: [u11?.userGroupId],
      dataPolicyLink: 'https://demo.klubhus.dk/privatlivspolitik',
    });
    // The club's own dialog (no group) has no link.
    expect((await as.clubLinks({ params: { clubId }, query: {} })).links).toEqual([]);
  });

  it('has two children of parents who joined through it, each asking to join U11', async () => {
    const requests = await (await admin()).memberRequests({ params: { club: clubId } });
    const u11 = requests.groupRequests.filter((request) => request.groupTitle === 'U11');
    expect(u11.map((request) => `${request.firstName} ${request.surname}`).sort()).toEqual([
      'Alma Winther',
      'Johan Bruun',
    ]);
    const families = await queryRows<{ parent: string; child: string; accepted: boolean }>(
      t.database.db,
      sql`select p.first_name as parent, c.first_name as child,
                 exists (select 1 from data_policy_acceptances d where d.club_id = r.club_id and d.user_id = p.id) as accepted
            from member_relations r join users p on p.id = r.user_id join users c on c.id = r.related_user_id
           where r.club_id = ${clubId} and c.first_name in ('Johan', 'Alma') and c.surname in ('Bruun', 'Winther')
           order by p.first_name`,
    );
    expect(families).toEqual([
      { parent: 'Anne', child: 'Johan', accepted: true },
      { parent: 'Jonas', child: 'Alma', accepted: true },
    ]);
  });
});
