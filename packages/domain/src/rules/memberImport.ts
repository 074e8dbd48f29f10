import { hasOnlyAllowedCharacters } from '../validation/characters.js';
import { isCalendarDate } from '../validation/accounts.js';
import { textLimits } from '../validation/limits.js';
import { IMPORT_ROW_ID_MAX, importSteps, type ImportRowProblem, type ImportStep } from '../validation/memberImport.js';
import { emailField } from '../validation/signIn.js';
import { memberTypes, memberRole, type MemberType } from './memberTypes.js';

/**
 * The rules of the member import ("Joining III", spec document 1 §3 Import, §4 import wizard; ADR 020), pure: which
 * header names which column, how a cell becomes a date or a mobile number, which rows are one person, what a row's
 * problems are, and what a source group is called. The server decodes the file and splits it into records
 * (csv-parse); everything after that is here, so that the web and the tests read the same table.
 */

/** The columns an import reads; any other column of the file is ignored. */
export const importColumns = [
  'memberNumber',
  'firstName',
  'surname',
  'email',
  'mobile',
  'address',
  'zip',
  'city',
  'birthdate',
  'role',
  'department',
  'group',
] as const;
export type ImportColumn = (typeof importColumns)[number];

/** Columns a file must have: without both names no row can become a member (400 csvColumnsMissing). */
export const requiredImportColumns = ['firstName', 'surname'] as const satisfies readonly ImportColumn[];

/**
 * The header names of each column, Danish and English, as `normaliseHeader` leaves them (lower case, no trailing
 * dot). Where a file has two headers of one column (Conventus: "Mobil" and "Telefon"), the one earlier in its list
 * wins, then the one further left. The Conventus export's own headers (ADR 020) are among them.
 */
export const importHeaderNames: Readonly<Record<ImportColumn, readonly string[]>> = {
  memberNumber: [
    'medlemsnummer',
    'medlemsnr',
    'medlems nr',
    'medlemsid',
    'medlems-id',
    'member number',
    'member no',
    'membership number',
    'member id',
    'memberid',
    'id',
  ],
  firstName: ['fornavn', 'fornavne', 'first name', 'firstname', 'given name'],
  surname: ['efternavn', 'surname', 'last name', 'lastname', 'family name'],
  email: ['e-mail', 'email', 'e-mailadresse', 'emailadresse', 'mail', 'e-mail address', 'email address'],
  mobile: [
    'mobil',
    'mobilnummer',
    'mobilnr',
    'mobiltelefon',
    'mobile',
    'mobile phone',
    'mobile number',
    'telefon',
    'telefonnummer',
    'tlf',
    'tlf nr',
    'phone',
    'phone number',
    'telephone',
  ],
  address: ['adresse', 'address', 'street address', 'street'],
  zip: ['postnr', 'postnummer', 'post nr', 'zip', 'zip code', 'zipcode', 'postal code', 'postcode', 'post code'],
  city: ['by', 'bynavn', 'postdistrikt', 'city', 'town'],
  birthdate: ['fødselsdato', 'fødselsdag', 'født', 'birthdate', 'birthday', 'date of birth', 'birth date'],
  role: ['rolle', 'roller', 'medlemstype', 'role', 'member type'],
  department: ['afdeling', 'department', 'division'],
  group: ['hold', 'gruppe', 'holdnavn', 'group', 'team'],
};

/** A header as the table compares it: trimmed, lower case, `_` and runs of spaces as one space, no trailing `.`/`:`. */
export const normaliseHeader = (text: string): string =>
  text
    .replace(/^\uFEFF/, '')
    .normalize('NFC')
    .toLowerCase()
    .replace(/[_\s]+/g, ' ')
    .trim()
    .replace(/[.:]+$/, '')
    .trim();

const aliases = new Map<string, { column: ImportColumn; rank: number }>(
  importColumns.flatMap((column) =>
    importHeaderNames[column].map(
      (name, rank) => [name, { column, rank }] as [string, { column: ImportColumn; rank: number }],
    ),
  ),
);

/** The column a header names, or undefined for a column the import ignores. */
export const columnOfHeader = (header: string): ImportColumn | undefined =>
  aliases.get(normaliseHeader(header))?.column;

export interface ImportHeader {
  /** Each column the file has, by its position (0-based). */
  columns: Partial<Record<ImportColumn, number>>;
  /** Required columns the file lacks. */
  missing: ImportColumn[];
}

/** Which position of the header line holds which column (case-insensitive, any order, extra columns ignored). */
export const mapImportHeader = (headers: readonly string[]): ImportHeader => {
  const best = new Map<ImportColumn, { index: number; rank: number }>();
  headers.forEach((header, index) => {
    const alias = aliases.get(normaliseHeader(header));
    if (!alias) return;
    const current = best.get(alias.column);
    if (!current || alias.rank < current.rank) best.set(alias.column, { index, rank: alias.rank });
  });
  const columns: Partial<Record<ImportColumn, number>> = {};
  for (const [column, { index }] of best) columns[column] = index;
  return { columns, missing: requiredImportColumns.filter((column) => columns[column] === undefined) };
};

// ---------------------------------------------------------------------------------------------------
// Cells

/** Control and format characters (a NUL, a bidi override), which no member field may hold: dropped from every cell. */
const unwanted = /[\p{Cc}\p{Cf}\u2028\u2029]/gu;

/** The longest cell kept: far beyond every field's limit (which `importRowProblemsOf` checks), short of megabytes. */
export const IMPORT_CELL_MAX = 1000;

/** A cell as the import keeps it: no control or format characters, no-break spaces as spaces, trimmed, bounded. */
export const cleanCell = (text: string | undefined): string =>
  (text ?? '')
    .slice(0, IMPORT_CELL_MAX * 2)
    .replace(/[\u00A0\u202F\t]/g, ' ')
    .replace(unwanted, '')
    .trim()
    .slice(0, IMPORT_CELL_MAX);

/** The 1900 date system's day 0 (Excel counts 1900-01-01 as 1 and has a 29 February 1900 that never was: 60). */
const EXCEL_DAY_ZERO = Date.UTC(1899, 11, 30);
const DAY_MS = 24 * 60 * 60 * 1000;

/** An Excel serial number of the 1900 date system as `YYYY-MM-DD` (36526 is 2000-01-01); null for none. */
export const excelSerialDate = (serial: number): string | null => {
  if (!Number.isInteger(serial) || serial < 1 || serial === 60 || serial > 2_958_465) return null;
  // Before the phantom 29 February 1900 the count is one day behind.
  const days = serial < 60 ? serial + 1 : serial;
  return new Date(EXCEL_DAY_ZERO + days * DAY_MS).toISOString().slice(0, 10);
};

const pad = (value: string) => value.padStart(2, '0');

/**
 * A birthdate cell as `YYYY-MM-DD`, or null when it is no date: `dd-mm-yyyy`, `dd.mm.yyyy`, `dd/mm/yyyy` (one or two
 * digits for day and month, one separator throughout), `yyyy-mm-dd`, or an Excel serial number (what a date column
 * becomes when Excel saves it as a number). A time after the date (`01-02-2003 00:00`) is ignored. Two-digit years
 * are refused: 01-02-03 is no one's birthdate for certain; so is a year alone (1900–2099), which would otherwise read
 * as the serial of a day in 1905.
 */
export const parseImportDate = (cell: string): string | null => {
  const text = cell.trim().replace(/[ T]\d{1,2}[:.]\d{2}(?:[:.]\d{2})?$/, '');
  let iso: string | undefined;
  const danish = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4})$/.exec(text);
  const isoDate = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (danish) iso = `${danish[4]}-${pad(danish[3] ?? '')}-${pad(danish[1] ?? '')}`;
  else if (isoDate) iso = `${isoDate[1]}-${pad(isoDate[2] ?? '')}-${pad(isoDate[3] ?? '')}`;
  else if (/^(?:19|20)\d{2}$/.test(text)) return null;
  else if (/^\d{1,7}(?:[.,]0+)?$/.test(text)) return excelSerialDate(Number.parseInt(text, 10));
  return iso !== undefined && isCalendarDate(iso) ? iso : null;
};

/**
 * A mobile cell as the member record keeps it (spec §9: 8 digits): spaces, hyphens and dots out, and the Danish
 * country code (`+45`, `0045`, or `45` before eight digits, as Excel leaves `+4512345678`) off.
 */
export const normaliseMobile = (cell: string): string => {
  const digits = cell.replace(/[\s.-]/g, '');
  const national = /^(?:\+45|0045)(.*)$/.exec(digits);
  if (national) return national[1] ?? '';
  return /^45\d{8}$/.test(digits) ? digits.slice(2) : digits;
};

// ---------------------------------------------------------------------------------------------------
// Rows

/** A staged person: what a row of the file says, as the preview shows it and the member record will hold it. */
export interface ImportPerson {
  firstName: string;
  surname: string;
  email: string | null;
  mobile: string | null;
  address: string | null;
  zip: string | null;
  city: string | null;
  /** `YYYY-MM-DD`, or the cell as written when it is no date (`birthdateValid`). */
  birthdate: string | null;
}

const tooLong = (text: string | null, limit: number) => text !== null && text.length > limit;

/**
 * Why a staged person cannot become a member as they stand (spec §5 "Create member", "Edit inactive member"): both
 * names (`nameRequired`), a valid e-mail when one is given, a zip of 4 digits, a mobile of 8, a real birthdate, and
 * the house limits. Blank optional fields are no problem. The preview shows them; confirm waits until every row
 * kept is without (409 importHasProblems).
 */
export const importRowProblemsOf = (person: ImportPerson): ImportRowProblem[] => {
  const problems: ImportRowProblem[] = [];
  if (person.firstName.trim() === '' || person.surname.trim() === '') problems.push('nameRequired');
  if (person.email !== null && !emailField.safeParse(person.email).success) problems.push('emailValid');
  if (person.zip !== null && !/^\d{4}$/.test(person.zip)) problems.push('zipInvalid');
  if (person.mobile !== null && !/^\d{8}$/.test(person.mobile)) problems.push('mobileInvalid');
  if (
    person.birthdate !== null &&
    !(/^\d{4}-\d{2}-\d{2}$/.test(person.birthdate) && isCalendarDate(person.birthdate))
  ) {
    problems.push('birthdateValid');
  }
  const names = [person.firstName, person.surname];
  if (
    names.some((name) => tooLong(name, textLimits.name) || !hasOnlyAllowedCharacters(name, 'name')) ||
    tooLong(person.address, textLimits.line) ||
    tooLong(person.city, textLimits.line)
  ) {
    problems.push('tooLong');
  }
  return problems;
};

/** The id of a row without a member number of its own: `r{line}`. */
export const generatedRowId = (line: number): string => `r${line}`;

/** True for an id `generatedRowId` makes: a member number of that shape is not taken as one (ADR 020). */
export const isGeneratedRowId = (id: string): boolean => /^r\d+$/i.test(id);

/** A member-number cell as a row id, or null when the row gets a generated one (blank, too long, or `r12`-shaped). */
const memberNumberOf = (cell: string): string | null =>
  cell === '' || cell.length > IMPORT_ROW_ID_MAX || isGeneratedRowId(cell) ? null : cell;

/** A source group (spec §3: id = department plus `-groupName` if present). */
export interface SourceGroup {
  id: string;
  department: string;
  groupName: string | null;
}

/** A mapping id (a role's name, a source group's id) within the title limit the recording calls accept. */
const mappingId = (text: string): string => text.slice(0, textLimits.title).trim();

/** The source group of a row's department and group cells; null when both are blank. */
export const sourceGroupOf = (department: string, groupName: string): SourceGroup | null => {
  if (department === '' && groupName === '') return null;
  const id = mappingId([department, groupName].filter(Boolean).join('-'));
  return { id, department: department || groupName, groupName: department && groupName ? groupName : null };
};

/**
 * The title `create` gives each source group's new main group: its group name (or the department, when it has none);
 * where two source groups would get one title ("Senior" of Fodbold and of Håndbold), both get "department – group".
 */
export const sourceGroupTitles = (groups: readonly SourceGroup[]): Map<string, string> => {
  const short = (group: SourceGroup) => mappingId(group.groupName ?? group.department);
  const uses = new Map<string, number>();
  for (const group of groups) uses.set(short(group).toLowerCase(), (uses.get(short(group).toLowerCase()) ?? 0) + 1);
  return new Map(
    groups.map((group) => [
      group.id,
      (uses.get(short(group).toLowerCase()) ?? 0) > 1 && group.groupName !== null
        ? mappingId(`${group.department} – ${group.groupName}`)
        : short(group),
    ]),
  );
};

/** One record of the file after the header: its line (the header is line 1) and its cells. */
export interface ImportRecord {
  line: number;
  cells: readonly string[];
}

/** A row as it is staged. */
export interface StagedImportRow extends ImportPerson {
  /** The member number, or `r{line}`. */
  id: string;
  line: number;
  /** The role's id (its name, as first spelt), or null. */
  role: string | null;
  /** The source groups' ids. */
  groups: string[];
  problems: ImportRowProblem[];
}

export interface StagedImport {
  rows: StagedImportRow[];
  /** Each role's id (the name as first spelt; case-insensitive) and how many rows carry it. */
  roles: { id: string; count: number }[];
  groups: (SourceGroup & { title: string; count: number })[];
}

const sameName = (a: ImportPerson, b: ImportPerson) =>
  a.firstName.toLowerCase() === b.firstName.toLowerCase() && a.surname.toLowerCase() === b.surname.toLowerCase();

/** The later row's values where the earlier has none; its groups added (a person listed once per team). */
const fold = (into: StagedImportRow, row: StagedImportRow) => {
  for (const key of ['email', 'mobile', 'address', 'zip', 'city', 'birthdate'] as const) into[key] ??= row[key];
  into.role ??= row.role;
  for (const group of row.groups) if (!into.groups.includes(group)) into.groups.push(group);
};

/**
 * The file's records as staged rows, roles and source groups (ADR 020). Cells are cleaned (`cleanCell`); blank
 * optional cells are null; mobiles normalised; birthdates as `YYYY-MM-DD` where they are dates. Rows sharing a member
 * number and a name are one person listed once per team (as association systems export them): the first keeps the
 * number and takes the others' groups and the fields it lacks. Rows sharing a number but not a name cannot be told
 * apart by it: each gets `r{line}`. Roles and groups are told apart case-insensitively, named as first spelt.
 */
export const stageImportRecords = (header: ImportHeader, records: readonly ImportRecord[]): StagedImport => {
  const cell = (record: ImportRecord, column: ImportColumn) => {
    const index = header.columns[column];
    return index === undefined ? '' : cleanCell(record.cells[index]);
  };
  const optional = (text: string) => (text === '' ? null : text);
  const roleIds = new Map<string, string>();
  const groupsByKey = new Map<string, SourceGroup>();
  const rows: StagedImportRow[] = records.map((record) => {
    const roleCell = mappingId(cell(record, 'role'));
    let role: string | null = null;
    if (roleCell !== '') {
      role = roleIds.get(roleCell.toLowerCase()) ?? roleCell;
      roleIds.set(roleCell.toLowerCase(), role);
    }
    const source = sourceGroupOf(cell(record, 'department'), cell(record, 'group'));
    let groups: string[] = [];
    if (source) {
      const known = groupsByKey.get(source.id.toLowerCase()) ?? source;
      groupsByKey.set(source.id.toLowerCase(), known);
      groups = [known.id];
    }
    const birthdateCell = cell(record, 'birthdate');
    const mobileCell = normaliseMobile(cell(record, 'mobile'));
    return {
      id: memberNumberOf(cell(record, 'memberNumber')) ?? generatedRowId(record.line),
      line: record.line,
      firstName: cell(record, 'firstName'),
      surname: cell(record, 'surname'),
      email: optional(cell(record, 'email')),
      mobile: optional(mobileCell),
      address: optional(cell(record, 'address')),
      zip: optional(cell(record, 'zip')),
      city: optional(cell(record, 'city')),
      birthdate: birthdateCell === '' ? null : (parseImportDate(birthdateCell) ?? birthdateCell),
      role,
      groups,
      problems: [],
    };
  });

  // Rows sharing a member number: one person (same name) folded into the first, or each on its own `r{line}`.
  const byNumber = new Map<string, StagedImportRow[]>();
  for (const row of rows) {
    if (isGeneratedRowId(row.id)) continue;
    byNumber.set(row.id, [...(byNumber.get(row.id) ?? []), row]);
  }
  const folded = new Set<StagedImportRow>();
  for (const sharing of byNumber.values()) {
    const [first, ...later] = sharing;
    if (!first || later.length === 0) continue;
    if (later.every((row) => sameName(first, row))) {
      for (const row of later) {
        fold(first, row);
        folded.add(row);
      }
    } else {
      for (const row of sharing) row.id = generatedRowId(row.line);
    }
  }
  const staged = rows.filter((row) => !folded.has(row));
  for (const row of staged) row.problems = importRowProblemsOf(row);

  const roleCounts = new Map<string, number>();
  const groupCounts = new Map<string, number>();
  for (const row of staged) {
    if (row.role !== null) roleCounts.set(row.role, (roleCounts.get(row.role) ?? 0) + 1);
    for (const group of row.groups) groupCounts.set(group, (groupCounts.get(group) ?? 0) + 1);
  }
  const sources = [...groupsByKey.values()];
  const titles = sourceGroupTitles(sources);
  return {
    rows: staged,
    roles: [...roleCounts].map(([id, count]) => ({ id, count })),
    groups: sources.map((group) => ({
      ...group,
      title: titles.get(group.id) ?? group.id,
      count: groupCounts.get(group.id) ?? 0,
    })),
  };
};

// ---------------------------------------------------------------------------------------------------
// Choices

/** Of two member types the one with more access: an import never lowers a member's role (ADR 020). */
export const higherMemberType = (a: MemberType, b: MemberType): MemberType =>
  memberTypes[memberRole(a)].rank >= memberTypes[memberRole(b)].rank ? a : b;

/** The sub-step a staged import is at after a recording call of `reached`: it never goes back. */
export const furthestImportStep = (current: ImportStep, reached: ImportStep): ImportStep =>
  importSteps.indexOf(reached) > importSteps.indexOf(current) ? reached : current;

/** True for a file name the import takes (spec §5: "Import accepts only .csv files"). */
export const isCsvFileName = (name: string): boolean => /\.csv$/i.test(name.trim());
