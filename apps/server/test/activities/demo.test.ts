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
});
