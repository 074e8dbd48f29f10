import { memberTypeOf } from '@klubhus/domain';
import { DEMO_SIGN_IN } from '../../src/demo/seedDemo.js';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { seedDemoClub, signInToDemo } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';

/** The demo club's board (AREAS.md point 10; ADR 028): messages in use, commented, to all and to teams. */
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp();
  clubId = await seedDemoClub(t);
});
afterAll(() => t.close());

describe("the demo club's board", () => {
  it('shows the administrator messages of the last weeks, to all and to teams, by the administrator', async () => {
    const client = await signInToDemo(t);
    const page = await client.clubMessages({ params: { club: clubId }, query: {} });
    expect(page.totalCount).toBeGreaterThanOrEqual(5);
    expect(page.messages.map((message) => message.title)).toEqual(
      expect.arrayContaining(['Indkaldelse til ordinær generalforsamling', 'Sommerafslutning for hele klubben']),
    );
    expect(page.messages.some((message) => message.allMembers)).toBe(true);
    expect(page.messages.some((message) => message.groups.length > 0)).toBe(true);
    for (const message of page.messages) {
      expect(message.author, message.title).not.toBeNull();
      expect(new Date(message.createdAt).getTime(), message.title).toBeLessThanOrEqual(t.clock.now().getTime());
    }
    // 'Show more' shows: several messages have more comments than the list carries.
    expect(page.messages.filter((message) => message.commentCount > 3).length).toBeGreaterThanOrEqual(3);
  });

  it('has comments only from people the message is meant for, and none before the message', async () => {
    const [wrong] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count
            from message_comments c join messages m on m.id = c.message_id
           where m.club_id = ${clubId}
             and (c.created_at < m.created_at
                  or not (m.all_members
                          or exists (select 1 from memberships ms
                                      where ms.club_id = m.club_id and ms.user_id = c.user_id and ms.type = ${memberTypeOf('admin')})
                          or exists (select 1 from message_groups mg
                                       join group_members gm on gm.group_id = mg.group_id and gm.user_id = c.user_id
                                      where mg.message_id = m.id)))`,
    );
    expect(wrong?.count).toBe(0);
  });

  it('mails nobody', async () => {
    const [row] = await queryRows<{ count: number }>(
      t.database.db,
      sql`select count(*)::int as count from outbox
           where payload::text like '%Sommerafslutning for hele klubben%' or payload::text like '%Husk kontingent%'`,
    );
    expect(row?.count).toBe(0);
  });

  it("gives a member a reading list of the club's messages to all and to their team", async () => {
    const [member] = await queryRows<{ email: string }>(
      t.database.db,
      sql`select u.email from users u
            join group_members gm on gm.user_id = u.id
            join groups g on g.id = gm.group_id and g.title = 'Senior'
           where gm.club_id = ${clubId} and u.email <> ${DEMO_SIGN_IN.email}
           order by u.id limit 1`,
    );
    const client = await signInToDemo(t, member?.email);
    const page = await client.myMessages({ query: { clubId } });
    const titles = page.messages.map((message) => message.title);
    expect(titles).toEqual(
      expect.arrayContaining(['Nye træningstider fra næste måned', 'Husk kontingent for efteråret']),
    );
    expect(titles).not.toContain('U11: kørsel til stævnet i Hinnerup');
  });
});
