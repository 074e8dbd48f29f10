import { deflateRawSync } from 'node:zlib';
import { FIXTURE_FILE_MAX_BYTES } from '@klubhus/domain';
import ExcelJS from 'exceljs';
import { describe, expect, it } from 'vitest';
import { parseFixtureFile } from '../../src/features/fixture-import/parse.js';
import { HttpError } from '../../src/http/HttpError.js';
import { csvFixtures, HEADER, sample, seasonLines, xlsxFixtures } from './files.js';

/**
 * Reading fixture lists (ADR 027): every format of date and time a list has, columns by name in any order, title lines
 * above the header, CSV in UTF-8 (with or without a BOM) or Windows-1252, and the refusals, each a 400 with its code
 * (a row by its number). Pure: no server, no database.
 */

const refusal = async (file: File | Promise<File>) => {
  try {
    await parseFixtureFile(await file);
  } catch (error) {
    if (error instanceof HttpError)
      return { status: error.statusCode, code: error.code, field: error.field, message: error.message };
    throw error;
  }
  throw new Error('the file was read');
};

const first = async (file: File | Promise<File>) => (await parseFixtureFile(await file))[0];

const match = {
  line: 2,
  matchNumber: '531204',
  date: '2027-03-27',
  time: '10:00',
  homeTeam: 'Demo IF',
  awayTeam: 'Brabrand IF',
  venue: 'Demo Stadion',
  competition: 'U11 Drenge',
};
const line = (date: string, time: string) => `531204;${date};${time};Demo IF;Brabrand IF;Demo Stadion;U11 Drenge`;

describe('dates and kick-offs', () => {
  it.each([
    ['dd-mm-yyyy and 17.30', '27-03-2027', '17.30', '17:30'],
    ['dd.mm.yyyy and 17:30', '27.03.2027', '17:30', '17:30'],
    ['one-digit day and month', '7.3.2027', '9.05', '09:05'],
    ['a two-digit year', '27.03.27', '10:00', '10:00'],
    ['a weekday before the date', 'lør 27-03-2027', '10.00', '10:00'],
    ["DBU's weekday with a dot", 'Lør. 27.03.2027', 'kl. 10.00', '10:00'],
    ['an Excel serial number as text', '46473', '10:00', '10:00'],
  ])('reads %s', async (_label, date, time, expected) => {
    const row = await first(csvFixtures([HEADER, line(date, time)]));
    expect(row?.time).toBe(expected);
    expect(row?.date).toBe(_label === 'one-digit day and month' ? '2027-03-07' : '2027-03-27');
  });

  it('reads date cells, serial numbers and time cells of a workbook', async () => {
    const rows = await parseFixtureFile(
      await xlsxFixtures([
        ['Kampnr', 'Dato', 'Tid', 'Hjemmehold', 'Udehold'],
        [1, new Date('2027-03-27T00:00:00Z'), '17.30', 'A', 'B'],
        [2, 46473, new Date('1899-12-30T17:30:00Z'), 'A', 'C'],
        [3, '27-03-2027', 0.75, 'A', 'D'],
      ]),
    );
    expect(rows.map((row) => [row.line, row.matchNumber, row.date, row.time])).toEqual([
      [2, '1', '2027-03-27', '17:30'],
      [3, '2', '2027-03-27', '17:30'],
      [4, '3', '2027-03-27', '18:00'],
    ]);
  });
});

describe('columns', () => {
  it('maps columns by name in any order and case, ignoring extra ones', async () => {
    const rows = await parseFixtureFile(
      csvFixtures([
        'DOMMER;række;UDEHOLD;Tidspunkt;hjemmehold;KAMP NR.;Dato;Bane',
        'Jens;U11;B;10:00;A;77;27-03-2027;Bane 2',
      ]),
    );
    expect(rows).toEqual([
      {
        line: 2,
        matchNumber: '77',
        date: '2027-03-27',
        time: '10:00',
        homeTeam: 'A',
        awayTeam: 'B',
        venue: 'Bane 2',
        competition: 'U11',
      },
    ]);
  });

  it('reads English headers, and a list without match numbers, venues or competitions', async () => {
    expect(await first(csvFixtures(['Date,Kick-off,Home team,Away team', '27.03.2027,10:00,A,B']))).toEqual({
      line: 2,
      matchNumber: null,
      date: '2027-03-27',
      time: '10:00',
      homeTeam: 'A',
      awayTeam: 'B',
      venue: null,
      competition: null,
    });
  });

  it('finds the header below title lines and skips empty lines', async () => {
    const rows = await parseFixtureFile(
      csvFixtures([
        'DBU Jylland - Kampprogram',
        'U11 Drenge;;;',
        '',
        HEADER,
        line('27-03-2027', '10.00'),
        ';;;;;;',
        '',
        line('03-04-2027', '11.00').replace('531204', '531211'),
      ]),
    );
    expect(rows.map((row) => [row.line, row.date])).toEqual([
      [5, '2027-03-27'],
      [8, '2027-04-03'],
    ]);
  });

  it('reads UTF-8 with a BOM and Windows-1252 alike', async () => {
    const text = [
      'Kampnr;Dato;Tid;Hjemmehold;Udehold;Spillested;Række',
      '9;27-03-2027;10.00;Århus Fremad;Skødstrup IF;Ølsted Stadion;Pulje æ',
    ];
    const expected = {
      homeTeam: 'Århus Fremad',
      awayTeam: 'Skødstrup IF',
      venue: 'Ølsted Stadion',
      competition: 'Pulje æ',
    };
    expect(await first(csvFixtures(text, { bom: true }))).toMatchObject(expected);
    expect(await first(csvFixtures(text, { windows1252: true }))).toMatchObject(expected);
  });
});

describe('the samples', () => {
  it.each([
    [
      'u11-season.xlsx',
      20,
      { ...match, line: 6, venue: 'Demo Stadion, kunstgræs 1', competition: 'U11 Drenge, 7:7, Forår 2027, Pulje 4' },
    ],
    [
      'u11-season.csv',
      20,
      { ...match, venue: 'Demo Stadion, kunstgræs 1', competition: 'U11 Drenge, 7:7, Forår 2027, Pulje 4' },
    ],
    [
      'senior-season.xlsx',
      12,
      { line: 6, matchNumber: '610300', homeTeam: 'Demo IF', awayTeam: 'Skødstrup IF', time: '14:00' },
    ],
    [
      'senior-season.csv',
      12,
      { line: 2, matchNumber: '610300', awayTeam: 'Skødstrup IF', competition: 'Serie 1, pulje 3' },
    ],
  ])('reads %s', async (name, count, expected) => {
    const rows = await parseFixtureFile(sample(name));
    expect(rows).toHaveLength(count);
    expect(rows[0]).toMatchObject(expected);
  });
});

describe('refusals', () => {
  it.each([
    [
      'another kind of file',
      csvFixtures([HEADER, line('27-03-2027', '10.00')], { name: 'kampe.pdf' }),
      'fixtureFileType',
      'file',
    ],
    [
      'random bytes named .xlsx',
      new File([new Uint8Array(4096).map((_, i) => (i * 7919) % 256)], 'kampe.xlsx'),
      'fixtureFileType',
      'file',
    ],
    ['a header only', csvFixtures([HEADER]), 'fixtureEmpty', 'file'],
    ['an empty file', csvFixtures([]), 'fixtureEmpty', 'file'],
    ['no team columns', csvFixtures(['Dato;Tid;Bane', '27-03-2027;10.00;Bane 1']), 'fixtureColumnsMissing', 'file'],
    ['more than 500 matches', csvFixtures([HEADER, ...seasonLines(501)]), 'fixtureTooManyRows', 'file'],
  ])('refuses %s', async (_label, file, code, field) => {
    expect(await refusal(file)).toMatchObject({ status: 400, code, field });
  });

  it.each([
    ['a date that is none', line('31-02-2027', '10.00')],
    ['a time that is none', line('27-03-2027', '25.00')],
    ['a missing away team', '531204;27-03-2027;10.00;Demo IF;;Bane;U11'],
    ['a team name too long for a title', `1;27-03-2027;10.00;${'A'.repeat(120)};${'B'.repeat(120)};Bane;U11`],
  ])('refuses a row with %s, naming its number', async (_label, bad) => {
    const file = csvFixtures([
      'Kampprogram',
      HEADER,
      line('27-03-2027', '10.00').replace('531204', '1'),
      bad.replace('531204', '2'),
    ]);
    expect(await refusal(file)).toEqual({
      status: 400,
      code: 'fixtureRowInvalid',
      field: 'line.4',
      message: expect.stringMatching(/\(række 4\)$/),
    });
  });

  it('refuses a match listed twice, naming the second', async () => {
    const file = csvFixtures([HEADER, line('27-03-2027', '10.00'), line('28-03-2027', '10.00')]);
    expect(await refusal(file)).toMatchObject({
      code: 'fixtureRowInvalid',
      field: 'line.3',
      message: 'Kampen står der to gange (række 3)',
    });
  });

  it('refuses a zip bomb with 400, never 500', async () => {
    // One part of 200 MB of zeros, compressed to a few hundred kB: the central directory says so, and is believed.
    const inflated = 200 * 1024 * 1024;
    const packed = deflateRawSync(Buffer.alloc(inflated));
    const name = Buffer.from('xl/worksheets/sheet1.xml');
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(8, 8);
    local.writeUInt32LE(packed.length, 18);
    local.writeUInt32LE(inflated, 22);
    local.writeUInt16LE(name.length, 26);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(packed.length, 20);
    central.writeUInt32LE(inflated, 24);
    central.writeUInt16LE(name.length, 28);
    const end = Buffer.alloc(22);
    const directoryAt = local.length + name.length + packed.length;
    end.writeUInt32LE(0x06054b50, 0);
    end.writeUInt16LE(1, 8);
    end.writeUInt16LE(1, 10);
    end.writeUInt32LE(central.length + name.length, 12);
    end.writeUInt32LE(directoryAt, 16);
    const bomb = new File([Buffer.concat([local, name, packed, central, name, end])], 'kampe.xlsx');
    expect(await refusal(bomb)).toMatchObject({ status: 400, code: 'fixtureFileType' });
  });

  it('refuses a workbook that unpacks to more than 40 MB, which it could otherwise read', async () => {
    // A readable list with a picture of 41 MB of zeros: under 2 MB packed, so only the directory's sizes give it away.
    const workbook = new ExcelJS.Workbook();
    const sheet = workbook.addWorksheet('Kampe');
    sheet.addRow(HEADER.split(';'));
    sheet.addRow(seasonLines(1)[0]?.split(';') ?? []);
    const picture = workbook.addImage({ buffer: Buffer.alloc(41 * 1024 * 1024) as never, extension: 'png' });
    sheet.addImage(picture, 'H1:I2');
    const bytes = await workbook.xlsx.writeBuffer({ zip: { compression: 'DEFLATE' } } as never);
    const file = new File([new Uint8Array(bytes as ArrayBuffer)], 'kampe.xlsx');
    expect(file.size).toBeLessThan(FIXTURE_FILE_MAX_BYTES);
    expect(await refusal(file)).toMatchObject({ status: 400, code: 'fixtureFileType' });
  });
});
