import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { loadConfig } from '../../src/config.js';
import { badInput } from '../support/badInput.js';
import { contextOf, useWorld } from '../support/world.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { api } from '../support/api.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { PNG_BYTES } from '../support/images.js';
import { newActivity, NOW } from '../activities/helpers.js';
import { SHARED_CALENDARS_ENV, testCalendars } from './calendars.js';

/**
 * The shared calendars of a deployment (spec document 2 §2.7, §7 "Shared calendars"; ADR 026): read from
 * SHARED_CALENDARS_FILE or SHARED_CALENDARS like the tenants, offered to a club's leaders by name, none while
 * `calendar_sharing` is off.
 */
const tmpDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-shared-calendars-'));
const write = (name: string, content: string) => {
  const file = path.join(tmpDir, name);
  fs.writeFileSync(file, content);
  return file;
};
afterAll(() => fs.rmSync(tmpDir, { recursive: true, force: true }));

const base = { DEMO: '0' };

describe('the configuration (SHARED_CALENDARS_FILE, SHARED_CALENDARS)', () => {
  it('reads a file', () => {
    const file = write('calendars.json', JSON.stringify(testCalendars));
    expect(loadConfig({ ...base, SHARED_CALENDARS_FILE: file }).sharedCalendars).toEqual(testCalendars);
  });

  it('reads the same JSON inline, names trimmed', () => {
    const inline = JSON.stringify([{ id: 2, name: '  Kultunaut ' }]);
    expect(loadConfig({ ...base, SHARED_CALENDARS: inline }).sharedCalendars).toEqual([{ id: 2, name: 'Kultunaut' }]);
  });

  it('has none when neither is given, outside the demo', () => {
    expect(loadConfig(base).sharedCalendars).toEqual([]);
    expect(loadConfig({ ...base, SHARED_CALENDARS: '', SHARED_CALENDARS_FILE: '' }).sharedCalendars).toEqual([]);
  });

  it("offers the demo's one calendar when the demo runs and none is configured", () => {
    expect(loadConfig({ DEMO: '1' }).sharedCalendars).toEqual([{ id: 1, name: 'Aarhus Aktivitetskalender' }]);
    expect(loadConfig({ DEMO: '1', ...SHARED_CALENDARS_ENV }).sharedCalendars).toEqual(testCalendars);
    // An empty list given on purpose stays empty.
    expect(loadConfig({ DEMO: '1', SHARED_CALENDARS: '[]' }).sharedCalendars).toEqual([]);
  });

  it('refuses both at once', () => {
    const file = write('both.json', '[]');
    expect(() => loadConfig({ ...base, SHARED_CALENDARS_FILE: file, SHARED_CALENDARS: '[]' })).toThrow(
      'Give SHARED_CALENDARS or SHARED_CALENDARS_FILE, not both',
    );
  });

  it.each([
    [
      'a duplicate id',
      [
        { id: 1, name: 'A' },
        { id: 1, name: 'B' },
      ],
      'id 1 given twice',
    ],
    [
      'a duplicate name (case-insensitive)',
      [
        { id: 1, name: 'Kultunaut' },
        { id: 2, name: 'KULTUNAUT' },
      ],
      'given twice',
    ],
    ['an id of 0', [{ id: 0, name: 'A' }], 'mustBeAPositiveNumber'],
    ['an id of 1.5', [{ id: 1.5, name: 'A' }], 'mustBeInteger'],
    ['an id as text', [{ id: '1', name: 'A' }], 'id'],
    ['a blank name', [{ id: 1, name: '  ' }], 'a name is required'],
    ['an unknown key', [{ id: 1, name: 'A', url: 'https://x' }], 'url'],
    ['an object, not a list', { 1: 'A' }, 'expected array'],
  ])('refuses %s, naming the setting', (_label, json, message) => {
    const inline = JSON.stringify(json);
    expect(() => loadConfig({ ...base, SHARED_CALENDARS: inline })).toThrow(
      /SHARED_CALENDARS: not a shared calendars file/,
    );
    expect(() => loadConfig({ ...base, SHARED_CALENDARS: inline })).toThrow(message);
    const file = write('bad.json', inline);
    expect(() => loadConfig({ ...base, SHARED_CALENDARS_FILE: file })).toThrow(`SHARED_CALENDARS_FILE ${file}`);
  });

  it('refuses text that is not JSON, and a file that cannot be read', () => {
    expect(() => loadConfig({ ...base, SHARED_CALENDARS: '[{id: 1}]' })).toThrow('SHARED_CALENDARS: not JSON');
    expect(() => loadConfig({ ...base, SHARED_CALENDARS_FILE: path.join(tmpDir, 'missing.json') })).toThrow(
      'cannot be read',
    );
  });
});

describe('POST /v4/integrationinfo/getmoduleintegrationinfo', () => {
  const ctx = useWorld(SHARED_CALENDARS_ENV);
  const ask = (persona: 'adminA' | 'leaderA' = 'adminA') =>
    ctx.as(persona).getModuleIntegrationInfo({ body: { clubId: ctx.world.clubA, module: 'sharedCalendar' } });

  it("answers the deployment's calendars as Id and Name, by name (Danish order: Ø after Z)", async () => {
    await expect(ask()).resolves.toEqual([
      { Id: 3, Name: 'Aktivitetskalenderen' },
      { Id: 12, Name: 'Kultunaut' },
      { Id: 20, Name: 'Zealand Events' },
      { Id: 7, Name: 'Østjysk Foreningskalender' },
    ]);
  });

  it('serves as its feed what is shared to it, and only that', async () => {
    ctx.t.clock.stopAt(NOW);
    await ctx.t.database.db.execute(sql`update clubs set vat_id = '12345678' where id = ${ctx.world.clubA}`);
    const share = (title: string, calendarId: number) =>
      ctx.as('adminA').createActivity({
        body: newActivity(ctx.world.clubA, {
          title,
          visibility: 1,
          coverImage: Buffer.from(PNG_BYTES).toString('base64'),
          description: 'Alle er velkomne.',
          sharedCalendarExportInfoIds: [calendarId],
        }),
      });
    await share('Åbent hus', 3);
    await share('Loppemarked', 7);
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/v3/sharedcalendars/3/ical' });
    expect(response.statusCode).toBe(200);
    const feed = response.body.replace(/\r\n[ \t]/g, '');
    expect(feed).toContain('SUMMARY:Åbent hus');
    expect(feed).not.toContain('Loppemarked');
  });

  it('answers the same to a group leader, and to another club', async () => {
    const expected = await ask();
    await expect(ask('leaderA')).resolves.toEqual(expected);
    await expect(
      ctx.as('adminB').getModuleIntegrationInfo({ body: { clubId: ctx.world.clubB, module: 'sharedCalendar' } }),
    ).resolves.toEqual(expected);
  });

  badInput(ctx, 'getModuleIntegrationInfo', {
    tables: ['activity_shared_calendars'],
    call: (body: Record<string, unknown>) =>
      ctx.as('adminA').getModuleIntegrationInfo({ body: { clubId: ctx.world.clubA, ...body } as never }),
    cases: [
      ['no module', {}, { status: 400, code: 'unknownModule', field: 'module' }],
      ['another module', { module: 'payments' }, { status: 400, code: 'unknownModule', field: 'module' }],
      ['a module as a number', { module: 1 }, { status: 400, code: 'unknownModule', field: 'module' }],
      [
        'a club id as text',
        { clubId: 'a', module: 'sharedCalendar' },
        { status: 400, code: 'mustBeInteger', field: 'clubId' },
      ],
      [
        'a club id of 0',
        { clubId: 0, module: 'sharedCalendar' },
        { status: 400, code: 'mustBeAPositiveNumber', field: 'clubId' },
      ],
    ],
  });
});

describe('while calendar_sharing is off', () => {
  let t: TestApp;
  let world: AccessWorld;
  const ctx = contextOf(() => ({ t, world }));
  beforeAll(async () => {
    const features = write('features.json', JSON.stringify({ calendar_sharing: false }));
    t = await createTestApp({ ...SHARED_CALENDARS_ENV, FEATURES_FILE: features });
    world = await seedAccessWorld(t.database.db);
  });
  afterAll(() => t?.close());

  it('offers no calendar', async () => {
    await expect(
      api(ctx.t, { token: ctx.world.tokens.adminA }).getModuleIntegrationInfo({
        body: { clubId: ctx.world.clubA, module: 'sharedCalendar' },
      }),
    ).resolves.toEqual([]);
  });
});

describe('a deployment without shared calendars', () => {
  const ctx = useWorld();
  it('offers none, and every feed answers 404 unknownCalendar', async () => {
    await expect(
      ctx.as('adminA').getModuleIntegrationInfo({ body: { clubId: ctx.world.clubA, module: 'sharedCalendar' } }),
    ).resolves.toEqual([]);
    const response = await ctx.t.app.inject({ method: 'GET', url: '/api/v3/sharedcalendars/1/ical' });
    expect(response.statusCode).toBe(404);
    expect(response.json()).toMatchObject({ code: 'unknownCalendar', message: 'Kalenderen findes ikke' });
  });
});
