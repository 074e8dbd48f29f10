import { beforeAll, describe, expect, it } from 'vitest';
import { EXPORT_PAGE_SIZE } from '../../src/features/member-exports/repo.js';
import { badInput } from '../support/badInput.js';
import { useWorld } from '../support/world.js';
import { csvRows, records } from './csv.js';
import { addInactive, addManyMembers, addMember, exportClub } from './seedExportClub.js';

/**
 * The age export (ADR 017): the active members aged `from` to `to` whole years on the club's today — the
 * Europe/Copenhagen date of the app's clock, which the test sets — oldest first.
 */
const ctx = useWorld();
const db = () => ctx.t.database.db;
const admin = () => ctx.as('adminA');

/**
 * Sets the app's clock to `iso` (it goes on ticking from there): a day of the past, so that the world's sessions,
 * valid for a day from the machine's now, stay valid.
 */
const setClock = (iso: string) => ctx.t.clock.advance(Date.parse(iso) - ctx.t.clock.now().getTime());

let club: number;
beforeAll(async () => {
  club = await exportClub(db(), 'Aldersklubben', ctx.world.userIds.adminA);
  const born = (firstName: string, surname: string, birthdate?: string) =>
    addMember(db(), club, { firstName, surname, ...(birthdate ? { birthdate } : {}) });
  await born('Ti', 'Idag', '2016-03-01');
  await born('Ti', 'Imorgen', '2016-03-02');
  await born('Skudår', 'Barn', '2016-02-29');
  await born('Tretten', 'Idag', '2013-03-01');
  await born('Tretten', 'Imorgen', '2013-03-02');
  await born('Ingen', 'Fødselsdato');
  await addInactive(db(), club, { firstName: 'Inaktiv', surname: 'Ti', birthdate: '2016-01-01' });
});

const names = async (from: number, to: number) =>
  records(await csvRows(admin().exportByAge({ params: { club, from, to } }))).map(
    (row) => `${row.Fornavn} ${row.Efternavn} ${row.Alder}`,
  );

describe('GET /v2/club/export/:club/Members/age/:from/:to', () => {
  it('counts ages on the club’s date, a birthday from its day (29 February from 1 March), both bounds included', async () => {
    setClock('2026-03-01T11:00:00Z');
    const rows = await csvRows(admin().exportByAge({ params: { club, from: 10, to: 12 } }));
    expect(rows[0]).toEqual([
      'Fornavn',
      'Efternavn',
      'E-mail',
      'Mobil',
      'Adresse',
      'Postnr.',
      'By',
      'Fødselsdato',
      'Alder',
      'Grupper',
    ]);
    expect(rows.slice(1).map((row) => `${row[0]} ${row[1]} ${row[7]} ${row[8]}`)).toEqual([
      'Tretten Imorgen 02-03-2013 12',
      'Skudår Barn 29-02-2016 10',
      'Ti Idag 01-03-2016 10',
    ]);
    expect(await names(9, 9)).toEqual(['Ti Imorgen 9']);
    expect(await names(13, 13)).toEqual(['Tretten Idag 13']);
  });

  it('a day earlier, the birthdays of today have not come', async () => {
    setClock('2026-02-28T11:00:00Z');
    expect(await names(10, 12)).toEqual(['Tretten Idag 12', 'Tretten Imorgen 12']);
  });

  it('takes the date in Copenhagen, not in UTC: half past midnight there is still yesterday in UTC', async () => {
    setClock('2026-02-28T23:30:00Z');
    expect(await names(10, 10)).toEqual(['Skudår Barn 10', 'Ti Idag 10']);
  });

  it('answers every member of a range larger than a page once, oldest first, through ties on the birthdate', async () => {
    setClock('2026-03-01T11:00:00Z');
    const big = await exportClub(db(), 'Stor aldersklub', ctx.world.userIds.adminA);
    const count = EXPORT_PAGE_SIZE * 2 + 10;
    await addManyMembers(db(), big, { count, prefix: 'Alder', birthdates: ['2000-01-01', '2001-06-15', '2002-12-31'] });
    const rows = records(await csvRows(admin().exportByAge({ params: { club: big, from: 23, to: 26 } })));
    expect(rows).toHaveLength(count);
    expect(new Set(rows.map((row) => row.Efternavn)).size).toBe(count);
    const dates = rows.map((row) => (row.Fødselsdato ?? '').split('-').reverse().join('-'));
    expect(dates).toEqual([...dates].sort());
    expect(new Set(rows.map((row) => row.Alder))).toEqual(new Set(['26', '24', '23']));
  });
});

badInput(ctx, 'GET /v2/club/export/:club/Members/age/:from/:to', {
  tables: ['memberships'],
  call: (params: { from: unknown; to: unknown }) => admin().exportByAge({ params: { club, ...params } as never }),
  cases: [
    ['from after to', { from: 12, to: 10 }, { status: 400, code: 'fromAfterTo', field: 'to' }],
    ['a word', { from: 'ti', to: 12 }, { status: 400, code: 'mustBeANumber', field: 'from' }],
    ['a negative age', { from: 0, to: -1 }, { status: 400, code: 'mustBeANumber', field: 'to' }],
    ['a fraction', { from: 1.5, to: 12 }, { status: 400, code: 'mustBeANumber', field: 'from' }],
    ['an age over 150', { from: 0, to: 151 }, { status: 400, code: 'numberTooLarge', field: 'to' }],
  ],
});

describe('the age export of an empty range', () => {
  it('answers only the header', async () => {
    const rows = await csvRows(admin().exportByAge({ params: { club, from: 140, to: 150 } }));
    expect(rows).toHaveLength(1);
  });
});
