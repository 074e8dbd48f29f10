import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { StagedImport } from '@klubhus/domain';
import iconv from 'iconv-lite';
import { describe, expect, it } from 'vitest';
import { HttpError } from '../../src/http/HttpError.js';
import { parseMemberFile } from '../../src/features/member-import/parse.js';

/**
 * The member file parser (ADR 020) on its own, without an app: decoding, delimiters, quotes, headers in any order and
 * case, dates, and the refusals with the line to blame. The calls' behaviour is `memberImport.test.ts`.
 */
const fixtures = path.join(path.dirname(fileURLToPath(import.meta.url)), 'fixtures');
const fixture = (name: string) => new File([fs.readFileSync(path.join(fixtures, name))], name);
const csv = (text: string, name = 'medlemmer.csv') => new File([text], name);
const windows1252 = (text: string, name = 'medlemmer.csv') => new File([iconv.encode(text, 'windows-1252')], name);

/** The rows as [first name, surname, birthdate], which most cases compare. */
const names = (staged: StagedImport) => staged.rows.map((row) => [row.firstName, row.surname, row.birthdate]);

/** The refusal a file gets: status, code and field. */
const refusal = async (file: File) => {
  const error = await parseMemberFile(file).then(
    () => undefined,
    (thrown: unknown) => thrown,
  );
  if (!(error instanceof HttpError)) throw new Error(`expected a refusal, got ${String(error)}`);
  return { status: error.statusCode, code: error.code, field: error.field, message: error.message };
};

describe('encodings', () => {
  it('reads Windows-1252 as Excel saves it in Denmark ("Søren Ærø")', async () => {
    const bytes = iconv.encode('Fornavn;Efternavn\r\nSøren;Ærø\r\nÅse;Østergård\r\n', 'windows-1252');
    expect(bytes.includes(0xf8)).toBe(true); // "ø" is one byte, not UTF-8
    expect(names(await parseMemberFile(new File([bytes], 'medlemmer.csv')))).toEqual([
      ['Søren', 'Ærø', null],
      ['Åse', 'Østergård', null],
    ]);
  });

  it('reads UTF-8 with a BOM, the BOM not part of the first header', async () => {
    const staged = await parseMemberFile(fixture('members-utf8-bom.csv'));
    expect(names(staged)).toEqual([
      ['Søren', 'Ærø', '1979-03-14'],
      ['Åse', 'Østergård', '1990-11-02'],
    ]);
    expect(staged.rows[0]?.zip).toBe('8000');
  });

  it('reads UTF-8 without a BOM', async () => {
    expect(names(await parseMemberFile(csv('Fornavn;Efternavn\nSøren;Ærø\n')))).toEqual([['Søren', 'Ærø', null]]);
  });
});

describe('delimiters, quotes and lines', () => {
  it('reads a comma-separated file with quoted fields holding ; , and a doubled quote', async () => {
    const staged = await parseMemberFile(fixture('members-comma.csv'));
    expect(staged.rows.map((row) => [row.firstName, row.address, row.city, row.mobile, row.groups])).toEqual([
      ['Søren', 'Åboulevarden 12; 3. tv.', 'Aarhus C', '20314253', ['Old boys']],
      ['Åse', 'Ørnevej 4, st.', 'Viby J', '31425364', ['Damer "A"']],
    ]);
  });

  it('reads quoted fields with ; inside a ;-separated file', async () => {
    const staged = await parseMemberFile(csv('Fornavn;Efternavn;Adresse\n"Søren";"Ærø";"Vej 1; 2. th."\n'));
    expect(staged.rows[0]?.address).toBe('Vej 1; 2. th.');
  });

  it('skips an empty line and a line of delimiters only', async () => {
    const staged = await parseMemberFile(fixture('medlemmer-excel.csv'));
    expect(names(staged)).toEqual([
      ['Søren', 'Ærø', '1979-03-14'],
      ['Åse', 'Østergård', '1990-11-02'],
      ['Bjørn', 'Lærkholm', '1979-01-08'],
    ]);
    // The rows keep the lines of the file, the empty line counted.
    expect(staged.rows.map((row) => row.line)).toEqual([2, 3, 5]);
  });

  it('takes a row with fewer cells than the header as one whose last cells are empty', async () => {
    expect(names(await parseMemberFile(csv('Fornavn;Efternavn;Fødselsdato\nSøren;Ærø\n')))).toEqual([
      ['Søren', 'Ærø', null],
    ]);
  });
});

describe('columns by their headers', () => {
  it('maps reordered columns, in another case, ignoring an extra column', async () => {
    const staged = await parseMemberFile(
      csv('POSTNR;efternavn;Ekstra;FORNAVN;e-MAIL\n8000;Ærø;noget andet;Søren;soeren@example.dk\n'),
    );
    expect(staged.rows[0]).toMatchObject({
      firstName: 'Søren',
      surname: 'Ærø',
      zip: '8000',
      email: 'soeren@example.dk',
    });
  });

  it('reads dates written dd-mm-yyyy, dd.mm.yyyy, dd/mm/yyyy, yyyy-mm-dd and as Excel serials', async () => {
    const staged = await parseMemberFile(
      csv(
        'Fornavn;Efternavn;Fødselsdato\nA;A;24-12-1985\nB;B;24.12.1985\nC;C;24/12/1985\nD;D;1985-12-24\nE;E;36526\nF;F;31-02-2001\n',
      ),
    );
    expect(staged.rows.map((row) => [row.birthdate, row.problems])).toEqual([
      ['1985-12-24', []],
      ['1985-12-24', []],
      ['1985-12-24', []],
      ['1985-12-24', []],
      ['2000-01-01', []],
      ['31-02-2001', ['birthdateValid']],
    ]);
  });

  it('stages row problems rather than refusing them', async () => {
    const staged = await parseMemberFile(
      csv(
        'Fornavn;Efternavn;E-mail;Postnr;Mobil\n;Ærø;soeren@;80;1234\nÅse;Østergård;aase@example.dk;8260;+45 31 42 53 64\n',
      ),
    );
    expect(staged.rows.map((row) => row.problems)).toEqual([
      ['nameRequired', 'emailValid', 'zipInvalid', 'mobileInvalid'],
      [],
    ]);
  });

  it("reads Conventus' export: member numbers, a member once per team folded, roles and groups", async () => {
    const staged = await parseMemberFile(fixture('conventus-eksport.csv'));
    expect(staged.rows.map((row) => [row.id, row.firstName, row.surname, row.mobile, row.role, row.groups])).toEqual([
      ['1187', 'Søren', 'Ærø', '20314253', 'Spiller', ['Fodbold-Old boys']],
      ['1188', 'Åse', 'Østergård', '31425364', 'Træner', ['Fodbold-Damesenior']],
      ['1201', 'Malthe', 'Bæk', null, 'Spiller', ['Fodbold-U13 Drenge', 'Gymnastik-Springhold']],
      ['1214', 'Ingrid', 'Kjærsgaard', '40516273', 'Motionist', ['Gymnastik-Motion 60+']],
      ['1220', 'Jørgen', '"Bager" Frøstrup', '51627384', 'Holdleder', ['Fodbold-Old boys']],
    ]);
    expect(staged.roles.map((role) => [role.id, role.count])).toEqual([
      ['Spiller', 2],
      ['Træner', 1],
      ['Motionist', 1],
      ['Holdleder', 1],
    ]);
    expect(staged.groups.map((group) => [group.id, group.title, group.count])).toEqual([
      ['Fodbold-Old boys', 'Old boys', 2],
      ['Fodbold-Damesenior', 'Damesenior', 1],
      ['Fodbold-U13 Drenge', 'U13 Drenge', 1],
      ['Gymnastik-Springhold', 'Springhold', 1],
      ['Gymnastik-Motion 60+', 'Motion 60+', 1],
    ]);
  });
});

describe('refusals', () => {
  it.each([
    ['a file that is not .csv', csv('Fornavn;Efternavn\nA;B\n', 'medlemmer.xlsx'), 'csvOnly', 'newmembers'],
    [
      'a file without the name columns',
      csv('Navn;E-mail\nSøren Ærø;s@example.dk\n'),
      'csvColumnsMissing',
      'newmembers',
    ],
    ['a header without rows', csv('Fornavn;Efternavn\n\n;\n'), 'csvEmpty', 'newmembers'],
    ['an empty file', csv(''), 'csvEmpty', 'newmembers'],
  ])('refuses %s', async (_label, file, code, field) => {
    expect(await refusal(file)).toMatchObject({ status: 400, code, field });
  });

  it('refuses a quote that never closes, naming the line it opens on', async () => {
    const answer = await refusal(windows1252('Fornavn;Efternavn\nSøren;Ærø\n\nÅse;"Østergård\nBo;Holm\n'));
    expect(answer).toMatchObject({ status: 400, code: 'csvMalformed', field: 'line.4' });
    expect(answer.message).toContain('linje 4');
  });

  it('refuses a row with more cells than the header, naming its line', async () => {
    const answer = await refusal(csv('Fornavn;Efternavn\nSøren;Ærø\nÅse;Østergård;ekstra\n'));
    expect(answer).toMatchObject({ status: 400, code: 'csvMalformed', field: 'line.3' });
    expect(answer.message).toContain('linje 3');
  });

  it('refuses more than 20,000 rows', async () => {
    const rows = Array.from({ length: 20_001 }, (_, index) => `A${index};B`).join('\n');
    expect(await refusal(csv(`Fornavn;Efternavn\n${rows}\n`))).toMatchObject({ status: 400, code: 'csvTooManyRows' });
  });

  it('takes exactly 20,000 rows', async () => {
    const rows = Array.from({ length: 20_000 }, (_, index) => `A${index};B`).join('\n');
    expect((await parseMemberFile(csv(`Fornavn;Efternavn\n${rows}\n`))).rows).toHaveLength(20_000);
  });
});
