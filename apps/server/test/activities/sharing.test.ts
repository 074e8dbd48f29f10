import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ACTIVITY_SHARED_CALENDARS_MAX } from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { badInput, readTables, type BadCase } from '../support/badInput.js';
import { failure } from '../support/failure.js';
import { PNG_BYTES } from '../support/images.js';
import { seedAccessWorld, type AccessWorld } from '../support/seedAccessWorld.js';
import { createTestApp, type TestApp } from '../support/testApp.js';
import { api } from '../support/api.js';
import { useWorld } from '../support/world.js';
import { SHARED_CALENDARS_ENV } from '../shared-calendars/calendars.js';
import { newActivity, NOW, seedOwnClub, updateOf } from './helpers.js';

/**
 * Sharing an activity to shared calendars (spec document 2 §2.7, §8; ADR 026): the calendars must be the
 * deployment's, `calendar_sharing` on, the activity must have a cover image ('Kræver coverbillede') and a description
 * ('Kræver beskrivelse'), and the club a VAT number ('Kræver CVR-nummer'). Each refusal writes nothing.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-activity-sharing-'));
const ctx = useWorld({ ...SHARED_CALENDARS_ENV, DATA_DIR: dataDir });
const { as } = ctx;
const db = () => ctx.t.database.db;
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const COVER = Buffer.from(PNG_BYTES).toString('base64');
const DESCRIPTION = 'Åben træning for alle, der vil prøve fodbold.';
/** Two calendars of the test deployment (`testCalendars`). */
const AKTIVITET = 3;
const OSTJYSK = 7;

const tables = ['activities', 'activity_shared_calendars', 'activity_participants'] as const;

const setVat = (clubId: number, vatId: string | null) =>
  db().execute(sql`update clubs set vat_id = ${vatId} where id = ${clubId}`);

const sharesOf = async (activityId: number) =>
  (
    await queryRows<{ calendar_id: number }>(
      db(),
      sql`select calendar_id from activity_shared_calendars where activity_id = ${activityId} order by calendar_id`,
    )
  ).map((row) => Number(row.calendar_id));

/** A public activity of club A that may be shared: a cover, a description. */
const shareable = (over: Parameters<typeof newActivity>[1] = {}) =>
  newActivity(ctx.world.clubA, { coverImage: COVER, description: DESCRIPTION, visibility: 1, ...over });

const create = (over: Parameters<typeof newActivity>[1] = {}) => as('adminA').createActivity({ body: shareable(over) });
const detailOf = (id: number) => as('adminA').getActivity({ params: { id } });
const update = async (id: number, over: Parameters<typeof updateOf>[1]) =>
  as('adminA').updateActivity({ body: updateOf(await detailOf(id), over) });

/** The refusal and that nothing of the tables changed. */
const refusedUnchanged = async (call: () => Promise<unknown>) => {
  const before = await readTables(db(), tables);
  const answer = await failure(call());
  expect(await readTables(db(), tables)).toEqual(before);
  return answer;
};

beforeAll(async () => {
  ctx.t.clock.stopAt(NOW);
  await setVat(ctx.world.clubA, '12345678');
});

describe('sharing on create', () => {
  it('shares to the calendars named: the detail answers their ids, the overview sharedToPublicCalendar', async () => {
    const created = await create({ sharedCalendarExportInfoIds: [OSTJYSK, AKTIVITET, AKTIVITET] });
    expect(created.sharedCalendarExportInfoIds).toEqual([AKTIVITET, OSTJYSK]);
    expect(created.sharedToPublicCalendar).toBe(true);
    expect(await sharesOf(created.id)).toEqual([AKTIVITET, OSTJYSK]);
    const overview = await as('adminA').activityOverview({ query: { clubid: ctx.world.clubA, limit: 100 } });
    const listed = overview.activities.find((activity) => activity.id === created.id);
    expect(listed?.sharedToPublicCalendar).toBe(true);
  });

  it('shares nothing when none is named, and answers false and an empty list', async () => {
    const created = await create();
    expect(created).toMatchObject({ sharedCalendarExportInfoIds: [], sharedToPublicCalendar: false });
    const overview = await as('adminA').activityOverview({ query: { clubid: ctx.world.clubA, limit: 100 } });
    expect(overview.activities.find((activity) => activity.id === created.id)?.sharedToPublicCalendar).toBe(false);
  });

  it('shares every occurrence of a series', async () => {
    const created = await create({
      recurring: 1,
      recurringUntill: '2026-10-22T11:00',
      sharedCalendarExportInfoIds: [AKTIVITET],
    });
    const rows = await queryRows<{ id: number; n: number }>(
      db(),
      sql`select a.id, (select count(*)::int from activity_shared_calendars s where s.activity_id = a.id) as n
            from activities a where a.recurring_guid = (select recurring_guid from activities where id = ${created.id})`,
    );
    expect(rows).toHaveLength(4);
    expect(rows.every((row) => Number(row.n) === 1)).toBe(true);
  });

  it.each([
    [
      'no cover image',
      { coverImage: null },
      { status: 400, code: 'coverImageRequired', field: 'coverImage', message: 'Kræver coverbillede' },
    ],
    [
      'no description',
      { description: null },
      { status: 400, code: 'descriptionRequired', field: 'description', message: 'Kræver beskrivelse' },
    ],
    [
      'a blank description',
      { description: '   ' },
      { status: 400, code: 'descriptionRequired', field: 'description', message: 'Kræver beskrivelse' },
    ],
    [
      'a calendar the deployment does not have',
      { sharedCalendarExportInfoIds: [AKTIVITET, 4] },
      { status: 400, code: 'unknownCalendar', field: 'sharedCalendarExportInfoIds', message: 'Kalenderen findes ikke' },
    ],
  ] as [string, Parameters<typeof newActivity>[1], object][])(
    'refuses %s and writes nothing',
    async (_label, over, refusal) => {
      const answer = await refusedUnchanged(() => create({ sharedCalendarExportInfoIds: [AKTIVITET], ...over }));
      expect(answer).toEqual(refusal);
    },
  );

  it("refuses without the club's VAT number (409 'Kræver CVR-nummer') and writes nothing", async () => {
    await setVat(ctx.world.clubA, null);
    try {
      const answer = await refusedUnchanged(() => create({ sharedCalendarExportInfoIds: [AKTIVITET] }));
      expect(answer).toEqual({
        status: 409,
        code: 'vatNumberRequired',
        field: 'sharedCalendarExportInfoIds',
        message: 'Kræver CVR-nummer',
      });
      // Without sharing, nothing is asked of the club.
      await expect(create()).resolves.toMatchObject({ sharedToPublicCalendar: false });
    } finally {
      await setVat(ctx.world.clubA, '12345678');
    }
  });

  it('asks no cover, description or VAT number of an activity that is not shared', async () => {
    const clubId = await seedOwnClub(db(), ctx.world, 'Uden CVR');
    await expect(
      as('adminA').createActivity({ body: newActivity(clubId, { sharedCalendarExportInfoIds: [] }) }),
    ).resolves.toMatchObject({ sharedCalendarExportInfoIds: [] });
  });

  it("a copy does not copy its source's shares; named again, its copied cover counts", async () => {
    const source = await create({ sharedCalendarExportInfoIds: [AKTIVITET] });
    const copy = await create({ copyFromId: source.id, coverImage: null });
    expect(copy).toMatchObject({ sharedCalendarExportInfoIds: [], sharedToPublicCalendar: false });
    const shared = await create({ copyFromId: source.id, coverImage: null, sharedCalendarExportInfoIds: [OSTJYSK] });
    expect(shared.sharedCalendarExportInfoIds).toEqual([OSTJYSK]);
    expect(shared.coverImageUrl).not.toBeNull();
  });

  it('lets a group leader share the activities they make', async () => {
    const created = await as('leaderA').createActivity({
      body: shareable({ groupIds: [ctx.world.groups.a], sharedCalendarExportInfoIds: [AKTIVITET] }),
    });
    expect(created.sharedCalendarExportInfoIds).toEqual([AKTIVITET]);
  });
});

describe('sharing on update', () => {
  it('adds, replaces and removes shares', async () => {
    const { id } = await create();
    expect((await update(id, { sharedCalendarExportInfoIds: [AKTIVITET] })).sharedCalendarExportInfoIds).toEqual([
      AKTIVITET,
    ]);
    const replaced = await update(id, { sharedCalendarExportInfoIds: [OSTJYSK] });
    expect(replaced).toMatchObject({ sharedCalendarExportInfoIds: [OSTJYSK], sharedToPublicCalendar: true });
    const removed = await update(id, { sharedCalendarExportInfoIds: [] });
    expect(removed).toMatchObject({ sharedCalendarExportInfoIds: [], sharedToPublicCalendar: false });
    expect(await sharesOf(id)).toEqual([]);
  });

  it('keeps the time a kept share was made', async () => {
    const { id } = await create({ sharedCalendarExportInfoIds: [AKTIVITET] });
    const before = await queryRows<{ shared_at: Date }>(
      db(),
      sql`select shared_at from activity_shared_calendars where activity_id = ${id}`,
    );
    ctx.t.clock.stopAt(new Date(NOW.getTime() + 60_000));
    try {
      await update(id, { title: 'Åben træning', sharedCalendarExportInfoIds: [AKTIVITET, OSTJYSK] });
    } finally {
      ctx.t.clock.stopAt(NOW);
    }
    const after = await queryRows<{ calendar_id: number; shared_at: Date }>(
      db(),
      sql`select calendar_id, shared_at from activity_shared_calendars where activity_id = ${id} order by calendar_id`,
    );
    expect(new Date(after[0]?.shared_at ?? 0)).toEqual(new Date(before[0]?.shared_at ?? 1));
    expect(new Date(after[1]?.shared_at ?? 0).getTime()).toBe(NOW.getTime() + 60_000);
  });

  it.each([
    [
      'removing the cover of a shared activity',
      { coverImage: null },
      { status: 400, code: 'coverImageRequired', field: 'coverImage', message: 'Kræver coverbillede' },
    ],
    [
      'removing the description of a shared activity',
      { description: null },
      { status: 400, code: 'descriptionRequired', field: 'description', message: 'Kræver beskrivelse' },
    ],
    [
      'adding a calendar the deployment does not have',
      { sharedCalendarExportInfoIds: [AKTIVITET, 999] },
      { status: 400, code: 'unknownCalendar', field: 'sharedCalendarExportInfoIds', message: 'Kalenderen findes ikke' },
    ],
  ] as [string, Parameters<typeof updateOf>[1], object][])(
    'refuses %s and writes nothing',
    async (_label, over, refusal) => {
      const { id } = await create({ sharedCalendarExportInfoIds: [AKTIVITET] });
      const body = updateOf(await detailOf(id), { sharedCalendarExportInfoIds: [AKTIVITET], title: 'Ændret', ...over });
      const answer = await refusedUnchanged(() => as('adminA').updateActivity({ body }));
      expect(answer).toEqual(refusal);
      expect(await sharesOf(id)).toEqual([AKTIVITET]);
    },
  );

  it('refuses sharing an activity without a cover, and keeps the stored cover when the update does not name one', async () => {
    const bare = await create({ coverImage: null });
    expect(await refusedUnchanged(() => update(bare.id, { sharedCalendarExportInfoIds: [AKTIVITET] }))).toMatchObject({
      status: 400,
      code: 'coverImageRequired',
    });
    const covered = await create();
    // updateOf sends no coverImage: the stored cover stays, and counts.
    await expect(update(covered.id, { sharedCalendarExportInfoIds: [AKTIVITET] })).resolves.toMatchObject({
      sharedToPublicCalendar: true,
    });
    // A new cover in the same update counts too.
    await expect(
      update(bare.id, { coverImage: COVER, sharedCalendarExportInfoIds: [AKTIVITET] }),
    ).resolves.toMatchObject({ sharedCalendarExportInfoIds: [AKTIVITET] });
  });

  it('refuses an update of a shared activity once the club has no VAT number, but lets it stop sharing', async () => {
    const { id } = await create({ sharedCalendarExportInfoIds: [AKTIVITET] });
    await setVat(ctx.world.clubA, '  ');
    try {
      expect(
        await refusedUnchanged(() => update(id, { title: 'Ny titel', sharedCalendarExportInfoIds: [AKTIVITET] })),
      ).toMatchObject({ status: 409, code: 'vatNumberRequired', message: 'Kræver CVR-nummer' });
      await expect(update(id, { sharedCalendarExportInfoIds: [] })).resolves.toMatchObject({
        sharedToPublicCalendar: false,
      });
    } finally {
      await setVat(ctx.world.clubA, '12345678');
    }
  });

  it('applies to every occurrence updateAll changes, and refuses when one of them lacks a description', async () => {
    const first = await create({ recurring: 1, recurringUntill: '2026-10-22T11:00' });
    const series = await queryRows<{ id: number }>(
      db(),
      sql`select id from activities where recurring_guid = (select recurring_guid from activities where id = ${first.id})
           order by starts_at`,
    );
    const ids = series.map((row) => Number(row.id));
    expect(ids).toHaveLength(4);
    // The third occurrence lost its description on its own.
    await update(ids[2] as number, { description: null, updateAll: false });
    expect(
      await refusedUnchanged(() =>
        update(ids[1] as number, { sharedCalendarExportInfoIds: [AKTIVITET], updateAll: true }),
      ),
    ).toMatchObject({ status: 400, code: 'descriptionRequired', field: 'description' });
    // Giving every occurrence the description again makes the share possible on all of them.
    await update(ids[1] as number, {
      description: 'Alle er velkomne.',
      sharedCalendarExportInfoIds: [AKTIVITET],
      updateAll: true,
    });
    expect(await Promise.all(ids.map(sharesOf))).toEqual([[], [AKTIVITET], [AKTIVITET], [AKTIVITET]]);
    // Changing only the title of all leaves each occurrence's own shares.
    await update(ids[0] as number, { title: 'Sæsonstart', updateAll: true });
    expect(await Promise.all(ids.map(sharesOf))).toEqual([[], [AKTIVITET], [AKTIVITET], [AKTIVITET]]);
  });

  it('keeps the share when the activity is cancelled', async () => {
    const { id } = await create({ sharedCalendarExportInfoIds: [AKTIVITET] });
    await as('adminA').activityRemove({
      params: { club: ctx.world.clubA },
      query: { message: 'Banen er lukket' },
      body: { activityId: id, recurring: false },
    });
    expect(await sharesOf(id)).toEqual([AKTIVITET]);
    expect(await detailOf(id)).toMatchObject({ cancelled: true, sharedCalendarExportInfoIds: [AKTIVITET] });
  });
});

describe('a calendar dropped from the configuration', () => {
  it('is no longer answered, and the next save lets it go', async () => {
    const { id } = await create({ sharedCalendarExportInfoIds: [AKTIVITET] });
    await db().execute(
      sql`insert into activity_shared_calendars (activity_id, club_id, calendar_id) values (${id}, ${ctx.world.clubA}, 40)`,
    );
    expect((await detailOf(id)).sharedCalendarExportInfoIds).toEqual([AKTIVITET]);
    await update(id, { title: 'Gemt igen', sharedCalendarExportInfoIds: [AKTIVITET] });
    expect(await sharesOf(id)).toEqual([AKTIVITET, 40]);
    await update(id, { sharedCalendarExportInfoIds: [OSTJYSK] });
    expect(await sharesOf(id)).toEqual([OSTJYSK]);
    const dropped = await create();
    await db().execute(
      sql`insert into activity_shared_calendars (activity_id, club_id, calendar_id) values (${dropped.id}, ${ctx.world.clubA}, 40)`,
    );
    const overview = await as('adminA').activityOverview({ query: { clubid: ctx.world.clubA, limit: 100 } });
    expect(overview.activities.find((activity) => activity.id === dropped.id)?.sharedToPublicCalendar).toBe(false);
  });
});

type Body = Record<string, unknown>;
const tooMany = Array.from({ length: ACTIVITY_SHARED_CALENDARS_MAX + 1 }, (_, index) => index + 1);
const listCases: BadCase<Body>[] = [
  [
    'calendars as text',
    { sharedCalendarExportInfoIds: '3' },
    { status: 400, code: 'mustBeList', field: 'sharedCalendarExportInfoIds' },
  ],
  [
    'calendars as an object',
    { sharedCalendarExportInfoIds: { id: 3 } },
    { status: 400, code: 'mustBeList', field: 'sharedCalendarExportInfoIds' },
  ],
  [
    'calendars as null',
    { sharedCalendarExportInfoIds: null },
    { status: 400, code: 'mustBeList', field: 'sharedCalendarExportInfoIds' },
  ],
  [
    `${ACTIVITY_SHARED_CALENDARS_MAX + 1} calendars`,
    { sharedCalendarExportInfoIds: tooMany },
    { status: 400, code: 'tooManyCalendars', field: 'sharedCalendarExportInfoIds' },
  ],
  [
    'a calendar id as text',
    { sharedCalendarExportInfoIds: ['3'] },
    { status: 400, code: 'mustBeInteger', field: 'sharedCalendarExportInfoIds.0' },
  ],
  [
    'a calendar id of 1.5',
    { sharedCalendarExportInfoIds: [1.5] },
    { status: 400, code: 'mustBeInteger', field: 'sharedCalendarExportInfoIds.0' },
  ],
  [
    'a calendar id of 0',
    { sharedCalendarExportInfoIds: [0] },
    { status: 400, code: 'mustBeAPositiveNumber', field: 'sharedCalendarExportInfoIds.0' },
  ],
  [
    'an unknown calendar',
    { sharedCalendarExportInfoIds: [2] },
    { status: 400, code: 'unknownCalendar', field: 'sharedCalendarExportInfoIds' },
  ],
];

badInput(ctx, 'createActivity (sharing)', {
  tables,
  call: (body: Body) => as('adminA').createActivity({ body: { ...shareable(), ...body } as never }),
  cases: listCases,
});

let target: Awaited<ReturnType<typeof create>>;
beforeAll(async () => {
  target = await create({ sharedCalendarExportInfoIds: [AKTIVITET] });
});
badInput(ctx, 'updateActivity (sharing)', {
  tables,
  call: (body: Body) => as('adminA').updateActivity({ body: { ...updateOf(target), ...body } as never }),
  cases: listCases,
});

describe('while calendar_sharing is off', () => {
  let t: TestApp;
  let world: AccessWorld;
  const asAdmin = () => api(t, { token: world.tokens.adminA });
  beforeAll(async () => {
    const features = path.join(dataDir, 'features.json');
    fs.writeFileSync(features, JSON.stringify({ calendar_sharing: false }));
    t = await createTestApp({ ...SHARED_CALENDARS_ENV, FEATURES_FILE: features, DATA_DIR: dataDir });
    world = await seedAccessWorld(t.database.db);
    t.clock.stopAt(NOW);
    await t.database.db.execute(sql`update clubs set vat_id = '12345678' where id = ${world.clubA}`);
  });
  afterAll(() => t?.close());

  it('refuses a new share (403 calendarSharingOff) and writes nothing; keeping or removing one is allowed', async () => {
    const body = newActivity(world.clubA, {
      coverImage: COVER,
      description: DESCRIPTION,
      sharedCalendarExportInfoIds: [AKTIVITET],
    });
    const before = await readTables(t.database.db, tables);
    expect(await failure(asAdmin().createActivity({ body }))).toEqual({
      status: 403,
      code: 'calendarSharingOff',
      field: undefined,
      message: 'Deling til offentlige kalendere er slået fra',
    });
    expect(await readTables(t.database.db, tables)).toEqual(before);

    // Shared before the flag went off: it stays editable, and may stop sharing.
    const { id } = await asAdmin().createActivity({ body: { ...body, sharedCalendarExportInfoIds: [] } });
    await t.database.db.execute(
      sql`insert into activity_shared_calendars (activity_id, club_id, calendar_id) values (${id}, ${world.clubA}, ${AKTIVITET})`,
    );
    const detail = await asAdmin().getActivity({ params: { id } });
    expect(detail.sharedCalendarExportInfoIds).toEqual([AKTIVITET]);
    await expect(
      asAdmin().updateActivity({
        body: updateOf(detail, { title: 'Ny titel', sharedCalendarExportInfoIds: [AKTIVITET] }),
      }),
    ).resolves.toMatchObject({ title: 'Ny titel', sharedCalendarExportInfoIds: [AKTIVITET] });
    expect(
      await failure(
        asAdmin().updateActivity({ body: updateOf(detail, { sharedCalendarExportInfoIds: [AKTIVITET, OSTJYSK] }) }),
      ),
    ).toMatchObject({ status: 403, code: 'calendarSharingOff' });
    await expect(
      asAdmin().updateActivity({ body: updateOf(detail, { sharedCalendarExportInfoIds: [] }) }),
    ).resolves.toMatchObject({ sharedToPublicCalendar: false });
  });
});
