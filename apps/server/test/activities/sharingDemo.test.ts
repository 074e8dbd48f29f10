import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { sql } from 'drizzle-orm';
import { queryRows } from '../../src/db/queryRows.js';
import { seedDemoClub, signInToDemo } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { parseFeed } from '../calendars/helpers.js';
import { updateOf } from './helpers.js';

/**
 * The demo's shared calendar (AREAS.md point 10; ADR 026): with the demo on and no calendar configured, the deployment
 * offers "Aarhus Aktivitetskalender", and the demo club (which has a VAT number) shares its public gatherings to it,
 * each with a cover and a description, so that the rules of sharing hold for them. The club's own public feed shows the
 * practices families look for (the U11 teams' and Motion's), each as one weekly series.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-sharing-demo-'));
let t: TestApp;
let clubId: number;
beforeAll(async () => {
  t = await createTestApp({ DEMO: '1', DATA_DIR: dataDir });
  clubId = await seedDemoClub(t);
});
afterAll(async () => {
  await t.close();
  fs.rmSync(dataDir, { recursive: true, force: true });
});

describe("the demo club's shared calendar", () => {
  it('is offered to the demo club', async () => {
    const client = await signInToDemo(t);
    await expect(client.getModuleIntegrationInfo({ body: { clubId, module: 'sharedCalendar' } })).resolves.toEqual([
      { Id: 1, Name: 'Aarhus Aktivitetskalender' },
    ]);
  });

  it('holds the club’s public gatherings, each with a cover and a description, and the club has a VAT number', async () => {
    const client = await signInToDemo(t);
    const { activities } = await client.activityOverview({ query: { clubid: clubId, limit: 100 } });
    const shared = activities.filter((activity) => activity.sharedToPublicCalendar);
    expect(shared.map((activity) => activity.title).sort()).toEqual([
      'Juleafslutning',
      'Klubaften med pubquiz',
      'Ordinær generalforsamling',
    ]);
    for (const summary of shared) {
      const detail = await client.getActivity({ params: { id: summary.id } });
      expect(detail).toMatchObject({ visibility: 1, sharedCalendarExportInfoIds: [1] });
      expect(detail.coverImageUrl).not.toBeNull();
      expect(fs.existsSync(path.join(dataDir, detail.coverImageUrl?.replace(/^\//, '') ?? 'missing'))).toBe(true);
      expect(detail.description).toMatch(/\S/);
    }
    const [club] = await queryRows<{ vat_id: string | null }>(
      t.database.db,
      sql`select vat_id from clubs where id = ${clubId}`,
    );
    expect(club?.vat_id).toMatch(/^\d{8}$/);
  });

  it('keeps a shared gathering editable by its rules', async () => {
    const client = await signInToDemo(t);
    const { activities } = await client.activityOverview({ query: { clubid: clubId, limit: 100 } });
    const party = activities.find((activity) => activity.title === 'Klubaften med pubquiz');
    const detail = await client.getActivity({ params: { id: Number(party?.id) } });
    await expect(
      client.updateActivity({
        body: updateOf(detail, { location: 'Klubhuset, baren', sharedCalendarExportInfoIds: [1] }),
      }),
    ).resolves.toMatchObject({ location: 'Klubhuset, baren', sharedCalendarExportInfoIds: [1] });
  });

  it("shows the public practices in the club's calendar feed as weekly series, and no invited-only practice", async () => {
    const answer = await t.app.inject({ method: 'GET', url: `/api/v3/clubs/${clubId}/ical` });
    expect(answer.statusCode).toBe(200);
    const { events } = parseFeed(answer.body);
    const practices = events
      .filter((event) => String(event.getFirstPropertyValue('summary')).startsWith('Træning'))
      .filter((event) => !event.hasProperty('recurrence-id'));
    expect(practices.map((event) => String(event.getFirstPropertyValue('summary'))).sort()).toEqual([
      'Træning Motion',
      'Træning U11 Drenge',
      'Træning U11 Piger',
    ]);
    for (const practice of practices) {
      expect(String(practice.getFirstPropertyValue('rrule'))).toMatch(/^FREQ=WEEKLY/);
    }
  });
});
