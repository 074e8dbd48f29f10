import { activityTypePresets, presetOfColours } from '@klubhus/domain';
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

describe("the demo club's activity types (AREAS.md point 10)", () => {
  it('has types of its own with bundled icons and presets, a renamed built-in and hidden ones', async () => {
    const client = await signInToDemo(t);
    const types = await client.activityTypes({ query: { ClubId: clubId } });
    const own = types.filter((type) => type.key === null);
    expect(own.map((type) => [type.title, type.iconUrl, presetOfColours(type), type.hidden])).toEqual([
      ['Fysisk træning', '/files/icons/dumbbell.png', 'blue', false],
      ['Forældremøde', '/files/icons/users.png', 'yellow', false],
      ['Stævne', '/files/icons/medal.png', 'red', false],
      ['Klubaften', '/files/icons/coffee.png', 'green', false],
      ['Fodboldskole', '/files/icons/sun.png', 'yellow', true],
    ]);
    expect(own[0]?.translations).toMatchObject({ en: 'Fitness training' });
    expect(types.find((type) => type.key === 'match')).toMatchObject({ title: 'Kamp', renamed: true });
    expect(types.find((type) => type.key === 'other')).toMatchObject(activityTypePresets.green);
    expect(types.filter((type) => type.key !== null && type.hidden).map((type) => type.key)).toEqual([
      'activity',
      'activityTask',
    ]);
  });

  it("gives activities of the calendar the club's own types, one of them of the type it has hidden", async () => {
    const rows = await queryRows<{ title: string; type: string; hidden: boolean }>(
      t.database.db,
      sql`select a.title, t.title as type, t.hidden from activities a join activity_types t on t.id = a.type
           where a.club_id = ${clubId} and t.club_id = ${clubId} order by a.starts_at`,
    );
    expect(rows.map((row) => `${row.title}: ${row.type}${row.hidden ? ' (skjult)' : ''}`)).toEqual([
      'Fodboldskole: afslutning: Fodboldskole (skjult)',
      'Fysisk træning for seniorer: Fysisk træning',
      'Forældremøde U11: Forældremøde',
      'Klubaften med pubquiz: Klubaften',
      'U13 stævne i Silkeborg: Stævne',
    ]);
  });
});
