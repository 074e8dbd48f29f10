import { cleanCell, excelSerialDate, isCalendarDay, normaliseHeader } from '@klubhus/domain';

/**
 * The rules of reading a fixture list (ADR 027), pure: which header names which column, and how a cell reads as a
 * day, a kick-off or a text. A cell is what the file gives: text (CSV, or a text cell of a spreadsheet), a number
 * (an Excel serial day or a fraction of a day), or a date (exceljs gives a date cell as a Date of its wall-clock time
 * at UTC).
 */

export type Cell = string | number | Date | null;

const fixtureColumns = ['matchNumber', 'date', 'time', 'homeTeam', 'awayTeam', 'venue', 'competition'] as const;
export type FixtureColumn = (typeof fixtureColumns)[number];

/** The columns without which no match can be read. */
const requiredFixtureColumns = ['date', 'time', 'homeTeam', 'awayTeam'] as const;

/** The header names of each column, Danish and English, as `headerKey` compares them. */
const fixtureHeaderNames: Readonly<Record<FixtureColumn, readonly string[]>> = {
  matchNumber: ['kampnr', 'kamp nr', 'kampnummer', 'match no', 'match number', 'match nr'],
  date: ['dato', 'date', 'kampdato'],
  time: ['tid', 'kl', 'tidspunkt', 'time', 'kick-off', 'kickoff', 'kick off', 'starttid'],
  homeTeam: ['hjemmehold', 'hjemme', 'home', 'home team'],
  awayTeam: ['udehold', 'ude', 'away', 'away team'],
  venue: ['spillested', 'bane', 'stadion', 'venue', 'pitch'],
  competition: ['række', 'pulje', 'turnering', 'competition', 'league', 'series'],
};

/** A header as the table compares it: the member import's normal form, accents off (æ, ø, å are letters, not accents). */
const headerKey = (text: string): string =>
  normaliseHeader(text)
    .normalize('NFD')
    .replace(/(?<=[^a])\u030A|[\u0300-\u0309\u030B-\u036F]/g, '')
    .normalize('NFC')
    .replace(/\.$/, '')
    .replace(/\s*\.\s*/g, ' ')
    .trim();

const aliases = new Map<string, FixtureColumn>(
  fixtureColumns.flatMap((column) => fixtureHeaderNames[column].map((name) => [headerKey(name), column] as const)),
);

/** Each column's position in a header row (the first of a name wins), or null when a required one is missing. */
export const mapFixtureHeader = (cells: readonly Cell[]): Partial<Record<FixtureColumn, number>> | null => {
  const columns: Partial<Record<FixtureColumn, number>> = {};
  cells.forEach((cell, index) => {
    const column = typeof cell === 'string' ? aliases.get(headerKey(cell)) : undefined;
    if (column && columns[column] === undefined) columns[column] = index;
  });
  return requiredFixtureColumns.every((column) => columns[column] !== undefined) ? columns : null;
};

/** A cell as text, cleaned as the member import cleans its cells. */
export const textOf = (cell: Cell | undefined): string => {
  if (cell === null || cell === undefined) return '';
  if (cell instanceof Date) return cell.toISOString();
  return cleanCell(String(cell));
};

const pad = (value: number | string) => String(value).padStart(2, '0');

/** A day within the years the house keeps (CALENDAR_DAY_YEARS), or null. */
const dayOrNull = (day: string | null): string | null => (day !== null && isCalendarDay(day) ? day : null);

/** A weekday before the date, as DBU writes it ("lør 12-04-2025", "Lør. 12.04.2025", "Saturday 12.04.2025"). */
const weekday = /^[\p{L}]{2,9}\.?,?\s+/u;

/**
 * A day as `YYYY-MM-DD`, or null: `dd-mm-yyyy`, `dd.mm.yyyy`, `dd/mm/yyyy` (also with a two-digit year, 20yy),
 * `yyyy-mm-dd`, an Excel serial number, or a date cell; a weekday before it and a time after it are let be.
 */
export const fixtureDate = (cell: Cell): string | null => {
  if (cell instanceof Date) return Number.isNaN(cell.getTime()) ? null : dayOrNull(cell.toISOString().slice(0, 10));
  if (typeof cell === 'number') return dayOrNull(excelSerialDate(Math.floor(cell)));
  const text = textOf(cell)
    .replace(weekday, '')
    .replace(/\s+(?:kl\.?\s*)?\d{1,2}[:.]\d{2}$/i, '')
    .trim();
  let day: string | undefined;
  const danish = /^(\d{1,2})([-./])(\d{1,2})\2(\d{4}|\d{2})$/.exec(text);
  const iso = /^(\d{4})-(\d{1,2})-(\d{1,2})$/.exec(text);
  if (danish) {
    const year = (danish[4] ?? '').length === 2 ? `20${danish[4]}` : danish[4];
    day = `${year}-${pad(danish[3] ?? '')}-${pad(danish[1] ?? '')}`;
  } else if (iso) day = `${iso[1]}-${pad(iso[2] ?? '')}-${pad(iso[3] ?? '')}`;
  else if (/^\d{5}(?:[.,]\d+)?$/.test(text)) return dayOrNull(excelSerialDate(Number.parseInt(text, 10)));
  return day !== undefined && isCalendarDay(day) ? day : null;
};

/** Minutes of a day as `HH:MM`, or null past the day. */
const clock = (minutes: number): string | null =>
  minutes >= 0 && minutes < 24 * 60 ? `${pad(Math.floor(minutes / 60))}:${pad(minutes % 60)}` : null;

/**
 * A kick-off as `HH:MM`, or null: `17.30`, `17:30`, `kl. 17.30`, `17.30:00`; a time cell (exceljs: a Date on
 * 1899-12-30, its time at UTC) or a fraction of a day (a time cell read as a number).
 */
export const fixtureTime = (cell: Cell): string | null => {
  if (cell instanceof Date) {
    return Number.isNaN(cell.getTime()) ? null : clock(cell.getUTCHours() * 60 + cell.getUTCMinutes());
  }
  if (typeof cell === 'number') {
    const fraction = cell - Math.floor(cell);
    return cell >= 0 && cell < 1 ? clock(Math.round(fraction * 24 * 60)) : null;
  }
  const match = /^(?:kl\.?\s*)?(\d{1,2})[.:](\d{2})(?:[.:]00)?$/i.exec(textOf(cell));
  if (!match) return null;
  const minutes = Number(match[2]);
  return minutes < 60 ? clock(Number(match[1]) * 60 + minutes) : null;
};

/** A text of a list compared as the key compares it: lower case, runs of white space as one space, trimmed. */
const keyPart = (text: string | null): string => (text ?? '').toLowerCase().replace(/\s+/g, ' ').trim();

/**
 * The identity of a match (ADR 027): the association's match number when the list gives one, else its competition
 * and teams. Stored on the activity as `fixture_key`.
 */
export const fixtureKey = (row: {
  matchNumber: string | null;
  competition: string | null;
  homeTeam: string;
  awayTeam: string;
}): string =>
  row.matchNumber !== null && keyPart(row.matchNumber) !== ''
    ? `m:${keyPart(row.matchNumber)}`
    : `t:${keyPart(row.competition)}|${keyPart(row.homeTeam)}|${keyPart(row.awayTeam)}`;

/** The activity's title: the teams with an en dash between (ADR 027). */
export const fixtureTitle = (row: { homeTeam: string; awayTeam: string }): string =>
  `${row.homeTeam} – ${row.awayTeam}`;

/** The activity's description: the competition and the match number, a line each, or null with neither. */
export const fixtureDescription = (row: { matchNumber: string | null; competition: string | null }): string | null =>
  [row.competition, row.matchNumber === null ? null : `Kampnr. ${row.matchNumber}`]
    .filter((line): line is string => line !== null && line !== '')
    .join('\n') || null;
