import { FIXTURE_MAX_ROWS, textLimits, type FixtureRow } from '@klubhus/domain';
import {
  fixtureDate,
  fixtureKey,
  fixtureTime,
  fixtureTitle,
  mapFixtureHeader,
  textOf,
  type Cell,
  type FixtureColumn,
} from './cells.js';
import { fixtureColumnsMissing, fixtureEmpty, fixtureRowInvalid, fixtureTooManyRows } from './refusals.js';
import { sheetRows, type SheetRow } from './sheets.js';

/**
 * Reading a fixture list (ADR 027): the header is the first of the first HEADER_SEARCH_ROWS rows that names the
 * required columns (a DBU list has title lines above it); every row after it that has any cell is a match, and one
 * that cannot be read is refused with its row number. Nothing is written here.
 */

/** Rows searched for the header. */
const HEADER_SEARCH_ROWS = 20;

type Columns = Partial<Record<FixtureColumn, number>>;

const optional = (text: string): string | null => (text === '' ? null : text);

/**
 * The checks the import repeats on the rows it is sent (ADR 027): the title the teams make fits a title, and no
 * match is listed twice. Answers the refusal's reason for the first row that fails, with its line.
 */
export const rowProblem = (rows: readonly FixtureRow[]): { line: number; why?: string } | null => {
  const seen = new Set<string>();
  for (const row of rows) {
    if (fixtureTitle(row).length > textLimits.title) return { line: row.line, why: 'Holdnavnene er for lange' };
    const key = fixtureKey(row);
    if (seen.has(key)) return { line: row.line, why: 'Kampen står der to gange' };
    seen.add(key);
  }
  return null;
};

/** One row as a match, or null when its date, kick-off or teams cannot be read or a text is too long. */
const matchOf = (columns: Columns, { line, cells }: SheetRow): FixtureRow | null => {
  const cell = (column: FixtureColumn): Cell => {
    const at = columns[column];
    return at === undefined ? null : (cells[at] ?? null);
  };
  const text = (column: FixtureColumn) => textOf(cell(column));
  const date = fixtureDate(cell('date'));
  // A time written after the date in the date column stands in for an empty time column.
  const dateText = typeof cell('date') === 'string' ? text('date') : '';
  const time =
    fixtureTime(cell('time')) ??
    (text('time') === '' ? fixtureTime(/\d{1,2}[:.]\d{2}$/.exec(dateText)?.[0] ?? null) : null);
  const homeTeam = text('homeTeam');
  const awayTeam = text('awayTeam');
  if (date === null || time === null || homeTeam === '' || awayTeam === '') return null;
  const row: FixtureRow = {
    line,
    matchNumber: optional(text('matchNumber').replace(/\.0+$/, '')),
    date,
    time,
    homeTeam,
    awayTeam,
    venue: optional(text('venue')),
    competition: optional(text('competition')),
  };
  const long =
    [row.homeTeam, row.awayTeam].some((team) => team.length > textLimits.title) ||
    [row.matchNumber, row.venue, row.competition].some((line) => (line?.length ?? 0) > textLimits.line);
  return long ? null : row;
};

/** The matches of rows read from a file (see the module's comment for the refusals). */
const fixturesOf = (rows: readonly SheetRow[]): FixtureRow[] => {
  let columns: Columns | null = null;
  let headerAt = -1;
  for (const [index, row] of rows.slice(0, HEADER_SEARCH_ROWS).entries()) {
    columns = mapFixtureHeader(row.cells);
    if (columns) {
      headerAt = index;
      break;
    }
  }
  if (!columns) throw rows.length === 0 ? fixtureEmpty() : fixtureColumnsMissing();
  const body = rows.slice(headerAt + 1);
  if (body.length === 0) throw fixtureEmpty();
  if (body.length > FIXTURE_MAX_ROWS) throw fixtureTooManyRows();
  const matches: FixtureRow[] = [];
  for (const row of body) {
    const match = matchOf(columns, row);
    if (!match) throw fixtureRowInvalid(row.line);
    matches.push(match);
  }
  const problem = rowProblem(matches);
  if (problem) throw fixtureRowInvalid(problem.line, problem.why);
  return matches;
};

/** An uploaded fixture list's matches. */
export const parseFixtureFile = async (file: File): Promise<FixtureRow[]> => fixturesOf(await sheetRows(file));
