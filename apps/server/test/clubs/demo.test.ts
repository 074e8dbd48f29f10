import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { seedDemoClub } from '../support/demoClub.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api } from '../support/api.js';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemoClub(t);
});
afterAll(() => t.close());

describe('the demo club', () => {
  it('has the general settings the settings page shows, and a valid data-policy link', async () => {
    const [club] = await queryRows<{ id: number; description: string; zip: string; city: string; home_page: string }>(
      t.database.db,
      sql`select id, description, zip, city, home_page from clubs`,
    );
    expect(club).toMatchObject({ zip: '8000', city: 'Aarhus', home_page: 'https://demo.klubhus.dk' });
    expect(club?.description.length).toBeGreaterThan(0);
    expect(await api(t).dataPolicyLink({ query: { clubId: Number(club?.id) } })).toEqual({
      link: 'https://demo.klubhus.dk/privatlivspolitik',
    });
  });
});
