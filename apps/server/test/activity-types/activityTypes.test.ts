import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import {
  ACTIVITY_TYPES_KEPT_MAX,
  ACTIVITY_TYPES_MAX,
  activityTypeColourFields,
  activityTypeColourWireNames,
  activityTypeRefusals,
  builtInActivityTypes,
  DEFAULT_ACTIVITY_TYPE_COLOURS,
  textLimits,
  type ActivityType,
} from '@klubhus/domain';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { queryRows } from '../../src/db/queryRows.js';
import { badInput, readTables } from '../support/badInput.js';
import { codeOf, failure } from '../support/failure.js';
import { PNG_BYTES } from '../support/images.js';
import { useWorld } from '../support/world.js';
import { newActivity, NOW, seedOwnClub, updateOf } from '../activities/helpers.js';
import { seedOwnType, typeTables } from './helpers.js';

/**
 * Activity types (spec document 2 §2.11, §3, §5, §7 "Activity types (v4)"; ADR 024): the built-in types with a club's
 * changes (never another club's), its own types, one change a call, removal as hiding, the last visible type and the
 * quota, the activities' check of a type, and every call's bad input.
 */
const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-activity-types-'));
const filesRoot = path.join(dataDir, 'files');
const ctx = useWorld({ DATA_DIR: dataDir });
const { as } = ctx;
const db = () => ctx.t.database.db;
beforeAll(() => ctx.t.clock.stopAt(NOW));
afterAll(() => fs.rmSync(dataDir, { recursive: true, force: true }));

const { activityTypeNotFound, activityTypesFull, lastActivityType } = activityTypeRefusals;

let clubs = 0;
/** A club of its own for a test, administered by adminA (and led by leaderA), with its types as new. */
const freshClub = () => seedOwnClub(db(), ctx.world, `Typeklub ${(clubs += 1)}`);

const list = (clubId: number) => as('adminA').activityTypes({ query: { ClubId: clubId } });
const typeOf = async (clubId: number, id: number): Promise<ActivityType | undefined> =>
  (await list(clubId)).find((type) => type.clubActivityTypeId === id);
const create = (clubId: number, activityTypeTitle: string) =>
  as('adminA').createActivityType({ body: { clubId, activityTypeTitle } });
const edit = (clubId: number, clubActivityTypeId: number, change: Record<string, unknown>) =>
  as('adminA').editActivityType({ body: { clubId, clubActivityTypeId, ...change } as never });
const remove = (clubId: number, clubActivityTypeId: number) =>
  as('adminA').removeActivityType({ body: { clubId, clubActivityTypeId } });

describe('the list of a club’s types', () => {
  it('answers the built-in types of §3 by id, without the generic 0, with their icons and colours', async () => {
    const clubId = await freshClub();
    const types = await list(clubId);
    expect(types.map((type) => [type.clubActivityTypeId, type.key, type.title])).toEqual(
      builtInActivityTypes.map((type) => [type.id, type.key, type.title]),
    );
    expect(types[0]).toEqual({
      clubActivityTypeId: 1,
      clubId,
      key: 'practice',
      title: 'Træning',
      renamed: false,
      hidden: false,
      iconUrl: '/files/icons/dumbbell.png',
      translations: {},
      backgroundHexColorLightTheme: '#A8D8B0',
      fontHexColorLightTheme: '#0E2E14',
      backgroundHexColorLightLightTheme: '#DDF1E0',
      fontHexColorLightLightTheme: '#0E2E14',
      backgroundHexColorDarkLightTheme: '#2E6B39',
      fontHexColorDarkLightTheme: '#FFFFFF',
    });
  });

  it('is every member’s: a member of the club reads it as the administrator does', async () => {
    await expect(as('memberA').activityTypes({ query: { ClubId: ctx.world.clubA } })).resolves.toEqual(
      await list(ctx.world.clubA),
    );
  });
});

describe('a club’s changes to a built-in type', () => {
  it('are its own: club A’s title, colour and translation never reach club B', async () => {
    const [a, b] = [await freshClub(), await freshClub()];
    const before = await typeOf(b, 2);
    await edit(a, 2, { activityTypeTitle: 'Bestyrelsesmøde' });
    await edit(a, 2, { BackgroundHexColor_LightTheme: '#f0a9a9' });
    await edit(a, 2, { activityTypeTitleTranslation: { language: 'en', title: 'Board meeting' } });
    await expect(typeOf(a, 2)).resolves.toMatchObject({
      title: 'Bestyrelsesmøde',
      renamed: true,
      backgroundHexColorLightTheme: '#F0A9A9',
      translations: { en: 'Board meeting' },
      // What the club did not change stays the built-in's.
      fontHexColorLightTheme: '#0B2545',
      iconUrl: '/files/icons/users.png',
    });
    await expect(typeOf(b, 2)).resolves.toEqual(before);
    expect(before).toMatchObject({ title: 'Møde', renamed: false, translations: {} });
    // The global row itself is never written.
    const [row] = await queryRows<{ title: string; background_light: string }>(
      db(),
      sql`select title, background_light from activity_types where id = 2`,
    );
    expect(row).toEqual({ title: 'Møde', background_light: '#A9C8F0' });
  });

  it('answers the changed type', async () => {
    const clubId = await freshClub();
    await expect(edit(clubId, 5, { activityTypeTitle: 'Diverse' })).resolves.toMatchObject({
      clubActivityTypeId: 5,
      clubId,
      key: 'other',
      title: 'Diverse',
      renamed: true,
    });
  });
});

describe('a club’s own types', () => {
  it('are created with the default colours and no icon, after the built-ins, and changed and hidden', async () => {
    const clubId = await freshClub();
    const created = await create(clubId, '  Styrketræning ');
    expect(created).toEqual({
      clubActivityTypeId: expect.any(Number),
      clubId,
      key: null,
      title: 'Styrketræning',
      renamed: true,
      hidden: false,
      iconUrl: null,
      translations: {},
      ...DEFAULT_ACTIVITY_TYPE_COLOURS,
    });
    expect(created.clubActivityTypeId).toBeGreaterThanOrEqual(1000);
    expect(DEFAULT_ACTIVITY_TYPE_COLOURS).toMatchObject({
      backgroundHexColorLightTheme: '#CCCCCC',
      fontHexColorLightTheme: '#000000',
    });
    const second = await create(clubId, 'Forældremøde');
    expect((await list(clubId)).slice(-2).map((type) => type.title)).toEqual(['Styrketræning', 'Forældremøde']);

    const id = created.clubActivityTypeId;
    await expect(edit(clubId, id, { activityTypeTitle: 'Styrke' })).resolves.toMatchObject({ title: 'Styrke' });
    await remove(clubId, id);
    // Hidden, still answered and marked; no longer changed or removed.
    await expect(typeOf(clubId, id)).resolves.toMatchObject({ title: 'Styrke', hidden: true });
    expect(await codeOf(edit(clubId, id, { activityTypeTitle: 'Igen' }))).toBe('404 activityTypeNotFound');
    expect(await codeOf(remove(clubId, id))).toBe('404 activityTypeNotFound');
    await expect(typeOf(clubId, second.clubActivityTypeId)).resolves.toMatchObject({ hidden: false });
  });

  it('are not another club’s: its list, changes and removals never reach them (404, as an unknown id)', async () => {
    const [a, b] = [await freshClub(), await freshClub()];
    const { clubActivityTypeId: id } = await create(a, 'Kun klub A');
    expect((await list(b)).map((type) => type.clubActivityTypeId)).not.toContain(id);
    const unknown = await failure(edit(b, id, { activityTypeTitle: 'Overtaget' }));
    expect(unknown).toEqual(await failure(edit(b, 999_999, { activityTypeTitle: 'Overtaget' })));
    expect(unknown).toMatchObject({ status: 404, code: 'activityTypeNotFound', field: 'clubActivityTypeId' });
    expect(await codeOf(remove(b, id))).toBe('404 activityTypeNotFound');
    await expect(typeOf(a, id)).resolves.toMatchObject({ title: 'Kun klub A', hidden: false });
  });
});

describe('each colour field', () => {
  it.each(Object.entries(activityTypeColourWireNames))(
    '%s is set by its wire name %s alone, on a built-in and an own type',
    async (field, wireName) => {
      const clubId = await freshClub();
      const { clubActivityTypeId: own } = await create(clubId, 'Farvet');
      for (const id of [6, own]) {
        const before = (await typeOf(clubId, id)) as ActivityType;
        const after = await edit(clubId, id, { [wireName]: '#12ab9f' });
        expect(after).toEqual({ ...before, [field]: '#12AB9F' });
        await expect(typeOf(clubId, id)).resolves.toEqual(after);
      }
      expect(activityTypeColourFields).toContain(field);
    },
  );
});

describe('translations of the title', () => {
  it.each([
    ['a built-in', 1],
    ['an own type', 0],
  ])(
    'are added, replaced and removed (an empty or null title) one language at a time, on %s',
    async (_label, builtIn) => {
      const clubId = await freshClub();
      const id = builtIn || (await create(clubId, 'Styrketræning')).clubActivityTypeId;
      const translate = (language: string, title: string | null) =>
        edit(clubId, id, { activityTypeTitleTranslation: { language, title } });
      await translate('en', 'Strength');
      await translate('de', 'Krafttraining');
      await expect(translate('en', 'Strength training')).resolves.toMatchObject({
        translations: { en: 'Strength training', de: 'Krafttraining' },
      });
      await expect(translate('en', '')).resolves.toMatchObject({ translations: { de: 'Krafttraining' } });
      await expect(translate('de', null)).resolves.toMatchObject({ translations: {} });
      // A translation leaves the title as it was.
      await expect(typeOf(clubId, id)).resolves.toMatchObject({ renamed: !builtIn, translations: {} });
    },
  );
});

describe('removing a type', () => {
  it('hides a built-in for the club only', async () => {
    const [a, b] = [await freshClub(), await freshClub()];
    await remove(a, 7);
    await expect(typeOf(a, 7)).resolves.toMatchObject({ hidden: true, title: 'Opgave' });
    await expect(typeOf(b, 7)).resolves.toMatchObject({ hidden: false });
    expect(await codeOf(remove(a, 7))).toBe('404 activityTypeNotFound');
  });

  it('keeps the last visible type (409), hidden types not counted', async () => {
    const clubId = await freshClub();
    const hiddenOwn = await seedOwnType(db(), clubId, 'Skjult', true);
    const [last, ...others] = builtInActivityTypes.map((type) => type.id);
    for (const id of others) await remove(clubId, id);
    const before = await readTables(db(), typeTables);
    expect(await failure(remove(clubId, last as number))).toEqual({
      status: 409,
      code: lastActivityType.code,
      field: 'clubActivityTypeId',
      message: 'Klubben skal have mindst én aktivitetstype',
    });
    expect(await readTables(db(), typeTables)).toEqual(before);
    expect((await list(clubId)).filter((type) => !type.hidden).map((type) => type.clubActivityTypeId)).toEqual([last]);
    // An own type is a visible type as well: with one, the last built-in may go.
    const { clubActivityTypeId: own } = await create(clubId, 'Eneste');
    await remove(clubId, last as number);
    expect(await codeOf(remove(clubId, own))).toBe('409 lastActivityType');
    expect(hiddenOwn).toBeGreaterThanOrEqual(1000);
  });
});

describe('the quota of own types', () => {
  it(`allows ${ACTIVITY_TYPES_MAX} visible types of the club's own, hidden ones not counted`, async () => {
    const clubId = await freshClub();
    for (let n = 1; n < ACTIVITY_TYPES_MAX; n += 1) await seedOwnType(db(), clubId, `Type ${n}`);
    await seedOwnType(db(), clubId, 'Skjult', true);
    const last = await create(clubId, `Type ${ACTIVITY_TYPES_MAX}`);
    const before = await readTables(db(), typeTables);
    expect(await failure(create(clubId, 'En for meget'))).toEqual({
      status: 409,
      code: activityTypesFull.code,
      field: 'activityTypeTitle',
      message: `Klubben har allerede ${ACTIVITY_TYPES_MAX} aktivitetstyper`,
    });
    expect(await readTables(db(), typeTables)).toEqual(before);
    // Another club's quota is its own; one hidden makes room again.
    await create(await freshClub(), 'Anden klub');
    await remove(clubId, last.clubActivityTypeId);
    await expect(create(clubId, 'Plads igen')).resolves.toMatchObject({ hidden: false });
  });

  it(`keeps at most ${ACTIVITY_TYPES_KEPT_MAX} of a club's own, removed ones included: the list stays bounded`, async () => {
    const clubId = await freshClub();
    await db().execute(sql`
      insert into activity_types (club_id, title, background_light, font_light, background_light_light,
                                  font_light_light, background_dark_light, font_dark_light, hidden)
      select ${clubId}::int, 'Fjernet ' || n, '#CCCCCC', '#000000', '#EBEBEB', '#000000', '#5C5C5C', '#FFFFFF', true
      from generate_series(1, ${ACTIVITY_TYPES_KEPT_MAX}::int) as n`);
    const before = await readTables(db(), typeTables);
    expect(await failure(create(clubId, 'Endnu en'))).toMatchObject({ status: 409, code: activityTypesFull.code });
    expect(await readTables(db(), typeTables)).toEqual(before);
  });
});

describe('activities and their types', () => {
  const activitiesOf = (clubId: number) =>
    queryRows<{ id: number; type: number }>(db(), sql`select id, type from activities where club_id = ${clubId}`);

  it('take a type the club offers, built-in or its own, and keep it when the club hides it since', async () => {
    const clubId = await freshClub();
    const { clubActivityTypeId: own } = await create(clubId, 'Klubaften');
    const activity = await as('adminA').createActivity({ body: newActivity(clubId, { type: own, title: 'Quiz' }) });
    expect(activity.type).toBe(own);
    await remove(clubId, own);
    const kept = await as('adminA').getActivity({ params: { id: activity.id } });
    expect(kept.type).toBe(own);
    // Edited without changing its type, it keeps the hidden type.
    const edited = await as('adminA').updateActivity({ body: updateOf(kept, { title: 'Pubquiz' }) });
    expect(edited).toMatchObject({ type: own, title: 'Pubquiz' });
    await expect(typeOf(clubId, own)).resolves.toMatchObject({ hidden: true, title: 'Klubaften' });
    // Changed to another type, it cannot go back.
    const moved = await as('adminA').updateActivity({ body: updateOf(edited, { type: 6 }) });
    expect(moved.type).toBe(6);
    expect(await failure(as('adminA').updateActivity({ body: updateOf(moved, { type: own }) }))).toMatchObject({
      status: 400,
      code: 'invalidType',
      field: 'type',
    });
    expect(await activitiesOf(clubId)).toEqual([{ id: activity.id, type: 6 }]);
  });

  it('count in statistics under their own type ids', async () => {
    const clubId = await freshClub();
    const { clubActivityTypeId: own } = await create(clubId, 'Styrketræning');
    const member = ctx.world.userIds.leaderA;
    const [row] = await queryRows<{ id: number }>(
      db(),
      sql`insert into activities (club_id, type, title, starts_at, ends_at, created_by_user_id)
          values (${clubId}, ${own}, 'Styrke', '2026-09-15T16:00:00Z', '2026-09-15T17:00:00Z', ${member})
          returning id`,
    );
    await db().execute(sql`insert into activity_participants (activity_id, club_id, user_id, status)
                           values (${Number(row?.id)}, ${clubId}, ${member}, 1)`);
    await expect(
      as('adminA').userStatistics({
        params: { id: member },
        query: { clubId, start: '2026-09-01', end: '2026-09-20' },
      }),
    ).resolves.toMatchObject({
      rows: [{ type: own, activityCount: 1, participatingCount: 1, participationPercentage: 100 }],
    });
  });

  describe('refuse a type the club does not offer', () => {
    let hiddenBuiltIn: number;
    let hiddenOwn: number;
    let otherClubs: number;
    beforeAll(async () => {
      // Club A: a built-in and an own type hidden; club B: a type of its own.
      hiddenBuiltIn = 8;
      await remove(ctx.world.clubA, hiddenBuiltIn);
      hiddenOwn = await seedOwnType(db(), ctx.world.clubA, 'Fjernet', true);
      otherClubs = await seedOwnType(db(), ctx.world.clubB, 'Klub B’s egen');
    });
    const tables = ['activities', 'activity_groups', 'activity_participants'];
    const refused = (message: string) => ({ status: 400, code: 'invalidType', field: 'type', message }) as const;

    badInput(ctx, 'POST /v4/activities/create (type)', {
      tables,
      call: (type: () => number) =>
        as('adminA').createActivity({ body: newActivity(ctx.world.clubA, { type: type() }) }),
      cases: [
        ['a hidden built-in type', () => hiddenBuiltIn, refused('Aktivitetstypen er fjernet')],
        ['a hidden type of its own', () => hiddenOwn, refused('Aktivitetstypen er fjernet')],
        ['another club’s type', () => otherClubs, refused('Aktivitetstypen findes ikke')],
        ['an unknown type', () => 999_999, refused('Aktivitetstypen findes ikke')],
        ['the generic type 0', () => 0, { status: 400, code: 'invalidType', field: 'type' }],
      ],
    });

    badInput(ctx, 'POST /v4/activities/update (type)', {
      tables,
      call: async (type: () => number) => {
        const activity = await as('adminA').getActivity({ params: { id: ctx.world.activities.a } });
        return as('adminA').updateActivity({ body: updateOf(activity, { type: type() }) });
      },
      cases: [
        ['a hidden built-in type', () => hiddenBuiltIn, refused('Aktivitetstypen er fjernet')],
        ['another club’s type', () => otherClubs, refused('Aktivitetstypen findes ikke')],
        ['an unknown type', () => 999_999, refused('Aktivitetstypen findes ikke')],
      ],
    });
  });
});

describe('bad input', () => {
  let own: number;
  let hidden: number;
  let otherClubs: number;
  beforeAll(async () => {
    own = await seedOwnType(db(), ctx.world.clubA, 'Egen');
    hidden = await seedOwnType(db(), ctx.world.clubA, 'Skjult', true);
    otherClubs = await seedOwnType(db(), ctx.world.clubB, 'Klub B');
  });
  const notFound = { status: 404, code: activityTypeNotFound.code, field: 'clubActivityTypeId' } as const;

  badInput(ctx, 'GET /v4/activities/club/ActivityTypes', {
    tables: typeTables,
    call: (query: () => Record<string, unknown>) => as('adminA').activityTypes({ query: query() as never }),
    cases: [
      ['no club', () => ({}), { status: 400, code: 'required', field: 'ClubId' }],
      ['a club id that is text', () => ({ ClubId: 'abc' }), { status: 400, code: 'mustBeInteger', field: 'ClubId' }],
      ['a club id of 0', () => ({ ClubId: 0 }), { status: 400, code: 'mustBeAPositiveNumber', field: 'ClubId' }],
      ['another club', () => ({ ClubId: ctx.world.clubB }), { status: 403, code: 'forbidden' }],
    ],
  });

  badInput(ctx, 'POST /v4/activities/ActivityType/Create', {
    tables: typeTables,
    call: (body: () => Record<string, unknown>) => as('adminA').createActivityType({ body: body() as never }),
    cases: [
      ['an empty body', () => ({}), { status: 400, code: 'required', field: 'clubId' }],
      ['no title', () => ({ clubId: ctx.world.clubA }), { status: 400, code: 'required', field: 'activityTypeTitle' }],
      [
        'a blank title',
        () => ({ clubId: ctx.world.clubA, activityTypeTitle: '   ' }),
        { status: 400, code: 'required', field: 'activityTypeTitle' },
      ],
      [
        'a title that is a number',
        () => ({ clubId: ctx.world.clubA, activityTypeTitle: 42 }),
        { status: 400, code: 'required', field: 'activityTypeTitle' },
      ],
      [
        `a title over ${textLimits.activityTypeTitle} characters`,
        () => ({ clubId: ctx.world.clubA, activityTypeTitle: 'x'.repeat(textLimits.activityTypeTitle + 1) }),
        { status: 400, code: 'maxLength', field: 'activityTypeTitle' },
      ],
      [
        'a title with a control character',
        () => ({ clubId: ctx.world.clubA, activityTypeTitle: 'Træ\u0007ning' }),
        { status: 400, code: 'invalidCharacter', field: 'activityTypeTitle' },
      ],
      [
        'a club id that is text',
        () => ({ clubId: 'A', activityTypeTitle: 'Træning' }),
        { status: 400, code: 'mustBeInteger', field: 'clubId' },
      ],
      [
        'a field of another call',
        () => ({ clubId: ctx.world.clubA, activityTypeTitle: 'Træning', FontHexColor_LightTheme: '#000000' }),
        { status: 400, code: 'unknownField', field: 'FontHexColor_LightTheme' },
      ],
      [
        'another club',
        () => ({ clubId: ctx.world.clubB, activityTypeTitle: 'Træning' }),
        { status: 403, code: 'forbidden' },
      ],
    ],
  });

  const editBody = (over: Record<string, unknown>) => () => ({
    clubId: ctx.world.clubA,
    clubActivityTypeId: own,
    ...over,
  });
  badInput(ctx, 'POST /v4/activities/ActivityType/Default/edit', {
    tables: typeTables,
    call: (body: () => Record<string, unknown>) => as('adminA').editActivityType({ body: body() as never }),
    cases: [
      ['an empty body', () => ({}), { status: 400, code: 'required', field: 'clubId' }],
      ['no change', editBody({}), { status: 400, code: 'exactlyOneChange' }],
      [
        'two changes at once',
        editBody({ activityTypeTitle: 'Ny', BackgroundHexColor_LightTheme: '#000000' }),
        { status: 400, code: 'exactlyOneChange' },
      ],
      [
        'two colours at once',
        editBody({ BackgroundHexColor_LightTheme: '#000000', FontHexColor_LightTheme: '#FFFFFF' }),
        { status: 400, code: 'exactlyOneChange' },
      ],
      [
        'a blank title',
        editBody({ activityTypeTitle: ' ' }),
        { status: 400, code: 'required', field: 'activityTypeTitle' },
      ],
      [
        `a title over ${textLimits.activityTypeTitle} characters`,
        editBody({ activityTypeTitle: 'x'.repeat(textLimits.activityTypeTitle + 1) }),
        { status: 400, code: 'maxLength', field: 'activityTypeTitle' },
      ],
      [
        'a colour that is a name',
        editBody({ BackgroundHexColor_LightTheme: 'red' }),
        { status: 400, code: 'invalidColour', field: 'BackgroundHexColor_LightTheme' },
      ],
      [
        'a colour of five digits',
        editBody({ FontHexColor_DarkLightTheme: '#12345' }),
        { status: 400, code: 'invalidColour', field: 'FontHexColor_DarkLightTheme' },
      ],
      [
        'a colour that is a number',
        editBody({ FontHexColor_LightTheme: 123456 }),
        { status: 400, code: 'required', field: 'FontHexColor_LightTheme' },
      ],
      [
        'a colour under its field name rather than its wire name',
        editBody({ backgroundHexColorLightTheme: '#000000' }),
        { status: 400, code: 'unknownField', field: 'backgroundHexColorLightTheme' },
      ],
      [
        'a translation into an unknown language',
        editBody({ activityTypeTitleTranslation: { language: 'fr', title: 'Musculation' } }),
        { status: 400, code: 'invalidLanguage' },
      ],
      [
        `a translation over ${textLimits.activityTypeTitle} characters`,
        editBody({
          activityTypeTitleTranslation: { language: 'en', title: 'x'.repeat(textLimits.activityTypeTitle + 1) },
        }),
        { status: 400, code: 'maxLength' },
      ],
      [
        'an icon that is no image',
        editBody({ base64IconImage: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"/>').toString('base64') }),
        { status: 400, code: 'imagesOnly', field: 'base64IconImage' },
      ],
      [
        'an icon that is no base64',
        editBody({ base64IconImage: 'not base64 at all!' }),
        { status: 400, code: 'imagesOnly', field: 'base64IconImage' },
      ],
      ['an unknown type', editBody({ clubActivityTypeId: 999_999, activityTypeTitle: 'Ny' }), notFound],
      ['another club’s type', () => editBody({ clubActivityTypeId: otherClubs, activityTypeTitle: 'Ny' })(), notFound],
      ['a hidden type', () => editBody({ clubActivityTypeId: hidden, activityTypeTitle: 'Ny' })(), notFound],
      [
        'an icon for an unknown type',
        editBody({ clubActivityTypeId: 999_999, base64IconImage: Buffer.from(PNG_BYTES).toString('base64') }),
        notFound,
      ],
      [
        'the generic type 0',
        editBody({ clubActivityTypeId: 0, activityTypeTitle: 'Ny' }),
        { status: 400, code: 'mustBeAPositiveNumber', field: 'clubActivityTypeId' },
      ],
      [
        'another club',
        () => editBody({ clubId: ctx.world.clubB, activityTypeTitle: 'Ny' })(),
        { status: 403, code: 'forbidden' },
      ],
    ],
  });

  badInput(ctx, 'POST /v4/activities/ActivityType/remove', {
    tables: typeTables,
    call: (body: () => Record<string, unknown>) => as('adminA').removeActivityType({ body: body() as never }),
    cases: [
      ['an empty body', () => ({}), { status: 400, code: 'required' }],
      ['no club', () => ({ clubActivityTypeId: own }), { status: 400, code: 'required', field: 'clubId' }],
      [
        'a type id that is text',
        () => ({ clubId: ctx.world.clubA, clubActivityTypeId: 'x' }),
        { status: 400, code: 'mustBeInteger', field: 'clubActivityTypeId' },
      ],
      [
        'the generic type 0',
        () => ({ clubId: ctx.world.clubA, clubActivityTypeId: 0 }),
        { status: 400, code: 'mustBeAPositiveNumber', field: 'clubActivityTypeId' },
      ],
      ['an unknown type', () => ({ clubId: ctx.world.clubA, clubActivityTypeId: 999_999 }), notFound],
      ['another club’s type', () => ({ clubId: ctx.world.clubA, clubActivityTypeId: otherClubs }), notFound],
      ['a hidden type', () => ({ clubId: ctx.world.clubA, clubActivityTypeId: hidden }), notFound],
      [
        'another club',
        () => ({ clubId: ctx.world.clubB, clubActivityTypeId: own }),
        { status: 403, code: 'forbidden' },
      ],
    ],
  });
});

describe('an icon', () => {
  const base64Png = async (size: number) =>
    (
      await sharp({ create: { width: size, height: size, channels: 4, background: { r: 0, g: 0, b: 0, alpha: 0.5 } } })
        .png()
        .toBuffer()
    ).toString('base64');
  const fileOf = (url: string | null) => path.join(filesRoot, (url ?? '').replace(/^\/files\//, ''));

  it('is stored as a PNG of at most 128 px in the club’s folder, replacing the club’s previous one', async () => {
    const clubId = await freshClub();
    const { clubActivityTypeId: id } = await create(clubId, 'Med ikon');
    const first = await edit(clubId, id, { base64IconImage: await base64Png(400) });
    expect(first.iconUrl).toMatch(new RegExp(`^/files/clubs/${clubId}/activity-types/[0-9a-f]+\\.png$`));
    const meta = await sharp(fs.readFileSync(fileOf(first.iconUrl))).metadata();
    expect(meta.format).toBe('png');
    expect(Math.max(meta.width ?? 0, meta.height ?? 0)).toBeLessThanOrEqual(128);
    const second = await edit(clubId, id, { base64IconImage: await base64Png(32) });
    expect(second.iconUrl).not.toBe(first.iconUrl);
    expect(fs.existsSync(fileOf(second.iconUrl))).toBe(true);
    expect(fs.existsSync(fileOf(first.iconUrl))).toBe(false);
    await expect(typeOf(clubId, id)).resolves.toMatchObject({ iconUrl: second.iconUrl });
  });

  it('never removes a bundled icon it replaces, on a built-in or an own type that used one', async () => {
    await as('adminA').activityTypeIcons({});
    const bundled = ['icons/dumbbell.png', 'icons/coffee.png'].map((key) => path.join(filesRoot, key));
    for (const file of bundled) expect(fs.existsSync(file)).toBe(true);
    const clubId = await freshClub();
    const own = await seedOwnType(db(), clubId, 'Klubaften');
    await db().execute(sql`update activity_types set icon_path = 'icons/coffee.png' where id = ${own}`);
    for (const id of [1, own]) {
      const changed = await edit(clubId, id, { base64IconImage: await base64Png(64) });
      expect(changed.iconUrl).toMatch(new RegExp(`^/files/clubs/${clubId}/activity-types/`));
      // A second icon replaces the club's own file, still never a bundled one.
      const again = await edit(clubId, id, { base64IconImage: await base64Png(48) });
      expect(fs.existsSync(fileOf(changed.iconUrl))).toBe(false);
      expect(fs.existsSync(fileOf(again.iconUrl))).toBe(true);
    }
    for (const file of bundled) expect(fs.existsSync(file)).toBe(true);
    // Another club still sees the built-in's bundled icon.
    await expect(typeOf(await freshClub(), 1)).resolves.toMatchObject({ iconUrl: '/files/icons/dumbbell.png' });
  });
});
