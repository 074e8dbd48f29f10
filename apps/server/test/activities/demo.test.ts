import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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

const admin = () => signInToDemo(t);

describe("the demo club's season of activities (AREAS.md point 10)", () => {
  it('has a weekly practice series for every team, led by its leader, past and coming', async () => {
    const series = await queryRows<{ title: string; n: number; past: number; responsible: number; groups: number }>(
      t.database.db,
      sql`select a.title, count(*)::int as n,
                 count(*) filter (where a.ends_at < ${t.clock.now()})::int as past,
                 count(distinct a.responsible_user_id)::int as responsible,
                 (select count(*)::int from activity_groups g where g.activity_id = min(a.id)) as groups
            from activities a
           where a.club_id = ${clubId} and a.recurring = 1
           group by a.recurring_guid, a.title order by a.title`,
    );
    expect(series.map((row) => row.title)).toEqual([
      'Træning Motion',
      'Træning Senior',
      'Træning U11 Drenge',
      'Træning U11 Piger',
      'Træning U13',
      'Træning Veteran',
    ]);
    for (const row of series) {
      expect(row.n, row.title).toBe(16);
      expect(row.past, row.title).toBeGreaterThanOrEqual(5);
      expect(row.past, row.title).toBeLessThanOrEqual(7);
      expect(row.responsible, row.title).toBe(1);
      expect(row.groups, row.title).toBe(1);
    }
  });

  it('shows the administrator matches, meetings, a fee and a cancelled practice among the coming ones', async () => {
    const client = await admin();
    const coming = await client.activityOverview({ query: { clubid: clubId, limit: 100 } });
    expect(coming.totalCount).toBeGreaterThan(50);
    const titles = coming.activities.map((activity) => activity.title);
    expect(titles).toEqual(
      expect.arrayContaining([
        'Hjemmekamp mod Brabrand IF',
        'Bestyrelsesmøde',
        'U13 stævne i Silkeborg',
        'Juleafslutning',
      ]),
    );
    const cancelled = coming.activities.filter((activity) => activity.cancelled);
    expect(cancelled.map((activity) => [activity.title, activity.cancelReason])).toEqual([
      ['Træning Veteran', 'Hallen er optaget af håndboldstævne'],
    ]);
    const fee = coming.activities.find((activity) => activity.title === 'U13 stævne i Silkeborg');
    expect(fee?.amount).toBe(75);
    expect(fee?.deadline).not.toBeNull();
    expect(fee?.invitedCount).toBeGreaterThan(10);
    expect(coming.paymentAgreement).toBe(true);
    expect(coming.timeZone).toBe('Europe/Copenhagen');

    const past = await client.activityOverview({ query: { clubid: clubId, archived: 'true', type: 4 } });
    expect(past.activities.map((activity) => activity.title)).toEqual(['Udekamp mod Vejlby IK']);
  });

  it('keeps every practice at its wall-clock time in Copenhagen, summer time or not', async () => {
    const times = await queryRows<{ title: string; local: string }>(
      t.database.db,
      sql`select distinct title, to_char(starts_at at time zone 'Europe/Copenhagen', 'HH24:MI') as local
            from activities where club_id = ${clubId} and recurring = 1 order by title`,
    );
    expect(times.map((row) => `${row.title} ${row.local}`)).toEqual([
      'Træning Motion 10:00',
      'Træning Senior 19:00',
      'Træning U11 Drenge 16:30',
      'Træning U11 Piger 16:30',
      'Træning U13 17:00',
      'Træning Veteran 19:00',
    ]);
  });

  it('has participants who answered: most came to what is over, some answered what is coming, no limit passed', async () => {
    const [past, coming] = await queryRows<{ invited: number; attending: number; cancelled: number }>(
      t.database.db,
      sql`select count(*) filter (where status = 0)::int as invited, count(*) filter (where status = 1)::int as attending,
                 count(*) filter (where status = 2)::int as cancelled
            from (select p.status, a.ends_at < ${t.clock.now()} as over
                    from activity_participants p join activities a on a.id = p.activity_id
                   where a.club_id = ${clubId} and a.cancelled_at is null) as answers
           group by over order by over desc`,
    );
    if (!past || !coming) throw new Error('the demo has no participants');
    const attendance = past.attending / (past.invited + past.attending + past.cancelled);
    expect(attendance).toBeGreaterThan(0.6);
    expect(attendance).toBeLessThan(0.85);
    expect(past.cancelled).toBeGreaterThan(past.invited);
    expect(coming.attending).toBeGreaterThan(0);
    expect(coming.cancelled).toBeGreaterThan(0);
    expect(coming.invited).toBeGreaterThan(coming.attending);
    const over = await queryRows(
      t.database.db,
      sql`select a.id from activities a
           where a.club_id = ${clubId} and a.participant_limit is not null
             and (select count(*) from activity_participants p where p.activity_id = a.id and p.status = 1)
                 > a.participant_limit`,
    );
    expect(over).toEqual([]);
  });

  it('shows comments with photos on the match, whose files are served', async () => {
    const client = await admin();
    const past = await client.activityOverview({ query: { clubid: clubId, archived: 'true', type: 4 } });
    const match = past.activities.find((activity) => activity.title === 'Udekamp mod Vejlby IK');
    if (!match) throw new Error('no match');
    const detail = await client.getActivity({ params: { id: match.id } });
    expect(detail.commentCount).toBe(3);
    expect(detail.comments.map((comment) => comment.type)).toEqual([0, 1, 0]);
    expect(detail.counts.attending).toBeGreaterThan(5);
    const photo = detail.comments[1]?.comment ?? '';
    expect(fs.existsSync(path.join(t.config.dataDir, photo.replace(/^\/files\//, 'files/')))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: photo });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    const [count] = await queryRows<{ n: number }>(
      t.database.db,
      sql`select count(*)::int as n from activity_comments where club_id = ${clubId}`,
    );
    expect(count?.n).toBe(8);
  });

  it('has statistics that say something: a team and one of its players over the last 30 days', async () => {
    const client = await admin();
    const [senior] = await queryRows<{ id: number; player: number }>(
      t.database.db,
      sql`select g.id, (select gm.user_id from group_members gm where gm.group_id = g.id and not gm.is_leader
                        order by gm.user_id limit 1) as player
            from groups g where g.club_id = ${clubId} and g.title = 'Senior'`,
    );
    if (!senior) throw new Error('no Senior group');
    const team = await client.groupStatistics({ params: { id: senior.id }, query: {} });
    const practice = team.rows.find((row) => row.type === 1);
    expect(practice?.activityCount).toBeGreaterThanOrEqual(4);
    expect(practice?.participationPercentage).toBeGreaterThan(50);
    expect(practice?.participationPercentage).toBeLessThan(95);
    const player = await client.userStatistics({ params: { id: senior.player }, query: { clubId } });
    expect(player.rows.find((row) => row.type === 1)?.activityCount).toBeGreaterThanOrEqual(4);
  });
});
