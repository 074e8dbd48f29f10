import { describe, expect, it } from 'vitest';
import { memberTypeOf } from './memberTypes.js';
import {
  cleanCell,
  columnOfHeader,
  excelSerialDate,
  furthestImportStep,
  higherMemberType,
  importRowProblemsOf,
  isCsvFileName,
  mapImportHeader,
  normaliseMobile,
  parseImportDate,
  sourceGroupOf,
  sourceGroupTitles,
  stageImportRecords,
  type ImportPerson,
  type ImportRecord,
} from './memberImport.js';

describe('header names (Danish and English, any case, trimmed)', () => {
  it.each([
    ['Fornavn', 'firstName'],
    ['  FIRST NAME ', 'firstName'],
    ['first_name', 'firstName'],
    ['Efternavn', 'surname'],
    ['Last name', 'surname'],
    ['E-mail', 'email'],
    ['EMAIL', 'email'],
    ['Mobil', 'mobile'],
    ['Telefon', 'mobile'],
    ['Phone', 'mobile'],
    ['Adresse', 'address'],
    ['Postnr.', 'zip'],
    ['Postnummer', 'zip'],
    ['ZIP', 'zip'],
    ['By', 'city'],
    ['City', 'city'],
    ['Fødselsdato', 'birthdate'],
    ['FØDSELSDATO', 'birthdate'],
    ['Birthday', 'birthdate'],
    ['Rolle', 'role'],
    ['role', 'role'],
    ['Afdeling', 'department'],
    ['Hold', 'group'],
    ['Gruppe', 'group'],
    ['Group', 'group'],
    ['Medlemsnr.', 'memberNumber'],
    ['Medlemsnummer', 'memberNumber'],
    ['Member number', 'memberNumber'],
    ['ID', 'memberNumber'],
    ['\uFEFFFornavn', 'firstName'],
    ['Køn', undefined],
    ['Indmeldt', undefined],
  ] as const)('%j is %s', (header, column) => {
    expect(columnOfHeader(header)).toBe(column);
  });

  it('maps the columns by position in any order, ignoring extra ones', () => {
    expect(mapImportHeader(['Køn', 'Efternavn', 'E-mail', 'Fornavn'])).toEqual({
      columns: { surname: 1, email: 2, firstName: 3 },
      missing: [],
    });
  });

  it('names the required columns a file lacks', () => {
    expect(mapImportHeader(['Navn', 'E-mail']).missing).toEqual(['firstName', 'surname']);
    expect(mapImportHeader(['Fornavn', 'Mail']).missing).toEqual(['surname']);
  });

  it('prefers the earlier name of a column found twice (Mobil before Telefon), wherever it stands', () => {
    expect(mapImportHeader(['Fornavn', 'Efternavn', 'Telefon', 'Mobil']).columns.mobile).toBe(3);
    expect(mapImportHeader(['Fornavn', 'Efternavn', 'Mobil', 'Telefon']).columns.mobile).toBe(2);
  });
});

describe('birthdates', () => {
  it.each([
    ['24-12-1985', '1985-12-24'],
    ['1-2-2003', '2003-02-01'],
    ['24.12.1985', '1985-12-24'],
    ['24/12/1985', '1985-12-24'],
    ['1985-12-24', '1985-12-24'],
    [' 1985-2-4 ', '1985-02-04'],
    ['24-12-1985 00:00', '1985-12-24'],
    ['24-12-1985 00:00:00', '1985-12-24'],
    ['36526', '2000-01-01'],
    ['36526.0', '2000-01-01'],
    ['1', '1900-01-01'],
    ['59', '1900-02-28'],
    ['61', '1900-03-01'],
    ['45292', '2024-01-01'],
  ])('%j is %s', (cell, iso) => {
    expect(parseImportDate(cell)).toBe(iso);
  });

  it.each([
    ['31-02-2001', 'no 31 February'],
    ['29-02-2023', 'not a leap year'],
    ['24-12-85', 'a two-digit year'],
    ['24-12.1985', 'two separators'],
    ['12/24/1985', 'month 24'],
    ['60', "Excel's 29 February 1900"],
    ['0', 'before day 1'],
    ['1985', 'a year alone, not the serial of a day in 1905'],
    ['i går', 'words'],
    ['', 'nothing'],
  ])('%j is no date (%s)', (cell) => {
    expect(parseImportDate(cell)).toBeNull();
  });

  it('counts Excel serials in the 1900 date system', () => {
    expect(excelSerialDate(36526)).toBe('2000-01-01');
    expect(excelSerialDate(60)).toBeNull();
    expect(excelSerialDate(1.5)).toBeNull();
  });
});

describe('mobiles', () => {
  it.each([
    ['12345678', '12345678'],
    ['12 34 56 78', '12345678'],
    ['+45 12 34 56 78', '12345678'],
    ['+4512345678', '12345678'],
    ['0045 12345678', '12345678'],
    ['4512345678', '12345678'],
    ['12-34-56-78', '12345678'],
    ['1234', '1234'],
  ])('%j is %s', (cell, mobile) => {
    expect(normaliseMobile(cell)).toBe(mobile);
  });
});

describe('cells', () => {
  it('drop control and format characters, keep Danish letters', () => {
    expect(cleanCell(' Søren\u0000 Ærø\u202E ')).toBe('Søren Ærø');
    expect(cleanCell('Åse\u00A0Østergård')).toBe('Åse Østergård');
    expect(cleanCell(undefined)).toBe('');
  });
});

const person = (over: Partial<ImportPerson> = {}): ImportPerson => ({
  firstName: 'Søren',
  surname: 'Ærø',
  email: 'soeren@example.dk',
  mobile: '12345678',
  address: 'Vestergade 1',
  zip: '8000',
  city: 'Aarhus C',
  birthdate: '1985-12-24',
  ...over,
});

describe('row problems (spec §5 "Create member", "Edit inactive member")', () => {
  it.each([
    ['a whole row', {}, []],
    ['only the names', { email: null, mobile: null, address: null, zip: null, city: null, birthdate: null }, []],
    ['no first name', { firstName: '' }, ['nameRequired']],
    ['no surname', { surname: ' ' }, ['nameRequired']],
    ['a bad e-mail', { email: 'soeren@' }, ['emailValid']],
    ['a zip of 3 digits', { zip: '800' }, ['zipInvalid']],
    ['a zip with letters', { zip: 'DK-8000' }, ['zipInvalid']],
    ['a mobile of 7 digits', { mobile: '1234567' }, ['mobileInvalid']],
    ['a birthdate that is none', { birthdate: '31-02-2001' }, ['birthdateValid']],
    ['a name over 200 characters', { firstName: 'a'.repeat(201) }, ['tooLong']],
    ['an address over 200 characters', { address: 'a'.repeat(201) }, ['tooLong']],
    ['several at once', { firstName: '', zip: '1', mobile: '2' }, ['nameRequired', 'zipInvalid', 'mobileInvalid']],
  ] as const)('%s: %j', (_label, over, problems) => {
    expect(importRowProblemsOf(person(over))).toEqual(problems);
  });
});

describe('source groups (spec §3: id = department plus -groupName if present)', () => {
  it.each([
    ['Fodbold', 'U11 Drenge', { id: 'Fodbold-U11 Drenge', department: 'Fodbold', groupName: 'U11 Drenge' }],
    ['Fodbold', '', { id: 'Fodbold', department: 'Fodbold', groupName: null }],
    ['', 'Motion', { id: 'Motion', department: 'Motion', groupName: null }],
    ['', '', null],
  ])('%j + %j', (department, group, source) => {
    expect(sourceGroupOf(department, group)).toEqual(source);
  });

  it('titles a new group by its name, with its department where two would clash', () => {
    const groups = [
      sourceGroupOf('Fodbold', 'Senior'),
      sourceGroupOf('Håndbold', 'Senior'),
      sourceGroupOf('Fodbold', 'U11 Drenge'),
      sourceGroupOf('Gymnastik', ''),
    ].filter((group) => group !== null);
    expect(Object.fromEntries(sourceGroupTitles(groups))).toEqual({
      'Fodbold-Senior': 'Fodbold – Senior',
      'Håndbold-Senior': 'Håndbold – Senior',
      'Fodbold-U11 Drenge': 'U11 Drenge',
      Gymnastik: 'Gymnastik',
    });
  });
});

describe('staging the records', () => {
  const header = mapImportHeader([
    'Medlemsnr.',
    'Fornavn',
    'Efternavn',
    'E-mail',
    'Mobil',
    'Fødselsdato',
    'Rolle',
    'Afdeling',
    'Hold',
  ]);
  const record = (line: number, ...cells: string[]): ImportRecord => ({ line, cells });

  it('keeps member numbers, generates r{line} where there is none, and counts roles and groups', () => {
    const staged = stageImportRecords(header, [
      record(
        2,
        '101',
        'Søren',
        'Ærø',
        'soeren@example.dk',
        '+45 12 34 56 78',
        '24-12-1985',
        'Spiller',
        'Fodbold',
        'Senior',
      ),
      record(3, '', 'Åse', 'Østergård', '', '', '36526', 'træner', 'Fodbold', 'Senior'),
      record(4, '103', 'Bo', 'Holm', 'bo@', '1234', '31-02-2001', 'Træner', '', ''),
    ]);
    expect(staged.rows.map((row) => [row.id, row.mobile, row.birthdate, row.role, row.groups, row.problems])).toEqual([
      ['101', '12345678', '1985-12-24', 'Spiller', ['Fodbold-Senior'], []],
      ['r3', null, '2000-01-01', 'træner', ['Fodbold-Senior'], []],
      ['103', '1234', '31-02-2001', 'træner', [], ['emailValid', 'mobileInvalid', 'birthdateValid']],
    ]);
    expect(staged.roles).toEqual([
      { id: 'Spiller', count: 1 },
      { id: 'træner', count: 2 },
    ]);
    expect(staged.groups).toEqual([
      { id: 'Fodbold-Senior', department: 'Fodbold', groupName: 'Senior', title: 'Senior', count: 2 },
    ]);
  });

  it('folds a member listed once per team into one row with both groups', () => {
    const staged = stageImportRecords(header, [
      record(2, '7', 'Ida', 'Lund', '', '', '', 'Spiller', 'Fodbold', 'U13'),
      record(3, '7', 'ida', 'LUND', 'ida@example.dk', '', '', '', 'Gymnastik', 'Springhold'),
    ]);
    expect(staged.rows).toHaveLength(1);
    expect(staged.rows[0]).toMatchObject({
      id: '7',
      line: 2,
      email: 'ida@example.dk',
      role: 'Spiller',
      groups: ['Fodbold-U13', 'Gymnastik-Springhold'],
    });
  });

  it('gives rows sharing a member number but not a name each an r{line} id', () => {
    const staged = stageImportRecords(header, [
      record(2, '7', 'Ida', 'Lund', '', '', '', '', '', ''),
      record(3, '7', 'Bo', 'Lund', '', '', '', '', '', ''),
      record(4, 'r9', 'Eva', 'Dahl', '', '', '', '', '', ''),
    ]);
    expect(staged.rows.map((row) => row.id)).toEqual(['r2', 'r3', 'r4']);
  });
});

describe('choices', () => {
  it.each([
    ['member', 'leader', 'leader'],
    ['leader', 'member', 'leader'],
    ['admin', 'leader', 'admin'],
    ['leader', 'admin', 'admin'],
    ['member', 'member', 'member'],
  ] as const)('an import never lowers a role: %s with %s is %s', (current, imported, result) => {
    expect(higherMemberType(memberTypeOf(current), memberTypeOf(imported))).toBe(memberTypeOf(result));
  });

  it.each([
    ['existing', 'roles', 'roles'],
    ['groups', 'roles', 'groups'],
    ['roles', 'preview', 'preview'],
    ['preview', 'existing', 'preview'],
  ] as const)('the step at %s after a call of %s is %s', (current, reached, step) => {
    expect(furthestImportStep(current, reached)).toBe(step);
  });

  it.each([
    ['medlemmer.csv', true],
    ['MEDLEMMER.CSV', true],
    ['medlemmer.xlsx', false],
    ['medlemmer.csv.exe', false],
    ['csv', false],
  ])('%j is a .csv file: %s', (name, csv) => {
    expect(isCsvFileName(name)).toBe(csv);
  });
});
