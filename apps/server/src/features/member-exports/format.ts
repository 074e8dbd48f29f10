import type { CsvCell } from '@klubhus/domain';

/** One row of a file. */
export type Row = readonly CsvCell[];

/**
 * How the exports write their files and values (ADR 017): a header row, then the rows as they are read; Danish dates,
 * the club's own clock, text a spreadsheet keeps as text.
 */

/** The clubs' time zone: a club's "today" and its times of day are Danish ones. */
const CLUB_TIME_ZONE = 'Europe/Copenhagen';

const clubParts = new Intl.DateTimeFormat('en-GB', {
  timeZone: CLUB_TIME_ZONE,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
});

const partsOf = (instant: Date): Record<'year' | 'month' | 'day' | 'hour' | 'minute', string> => {
  const parts = Object.fromEntries(clubParts.formatToParts(instant).map((part) => [part.type, part.value]));
  return {
    year: parts.year ?? '',
    month: parts.month ?? '',
    day: parts.day ?? '',
    hour: parts.hour ?? '',
    minute: parts.minute ?? '',
  };
};

/** The club's date at `instant`, `YYYY-MM-DD` (what ages are counted on). */
export const clubDate = (instant: Date): string => {
  const { year, month, day } = partsOf(instant);
  return `${year}-${month}-${day}`;
};

/** A `YYYY-MM-DD` date as Danes write it, `DD-MM-YYYY`; empty for none. */
export const danishDate = (date: string | null): string => {
  if (!date) return '';
  const [year, month, day] = date.split('-');
  return `${day}-${month}-${year}`;
};

/** An instant (ISO text) as the club's `DD-MM-YYYY HH:mm`; empty for none. */
export const clubDateTime = (instant: string | null): string => {
  if (!instant) return '';
  const { year, month, day, hour, minute } = partsOf(new Date(instant));
  return `${day}-${month}-${year} ${hour}:${minute}`;
};

/** Whole years from a `YYYY-MM-DD` birthdate to `today` (the same count as `birthdatesForAges`). */
export const ageOn = (birthdate: string, today: string): number => {
  const years = Number(today.slice(0, 4)) - Number(birthdate.slice(0, 4));
  // Month and day compare as text; a 29 February birthday is not yet reached on 28 February.
  return today.slice(5) < birthdate.slice(5) ? years - 1 : years;
};

/**
 * A text a person typed, as a cell a spreadsheet shows as text: one that begins like a formula (`=`, `+`, `-`, `@`,
 * or a tab or carriage return before one) gets a leading apostrophe, so that opening the file runs nothing
 * (OWASP "CSV injection").
 */
export const textCell = (value: string | null): CsvCell => {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};

/** A file: its header row, then its rows as they are read. */
export async function* csvFile(header: Row, rows: AsyncIterable<Row>): AsyncGenerator<Row> {
  yield header;
  yield* rows;
}

/** Each row read, as the file's row. */
export async function* mapRows<T>(rows: AsyncIterable<T>, toRow: (row: T) => Row): AsyncGenerator<Row> {
  for await (const row of rows) yield toRow(row);
}
