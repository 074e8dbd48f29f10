import { wallTime, type CsvCell } from '@klubhus/domain';

/**
 * How the activity exports print their values (ADR 017, ADR 026): dates as Danes write them (`DD-MM-YYYY`) and times
 * `HH:mm`, both on the club's clock (its zone, ADR 022), and text a spreadsheet keeps as text.
 */

const two = (value: number) => String(value).padStart(2, '0');

/** An instant (ISO text) as the club's date and time of day. */
export const clubWall = (instant: string, zone: string): { date: string; time: string } => {
  const wall = wallTime(new Date(instant), zone);
  return {
    date: `${two(wall.day)}-${two(wall.month)}-${String(wall.year).padStart(4, '0')}`,
    time: `${two(wall.hour)}:${two(wall.minute)}`,
  };
};

/** An activity's end: its time of day, with its date in front when it ends on another day than it starts. */
export const endCell = (start: string, end: string, zone: string): string => {
  const [from, to] = [clubWall(start, zone), clubWall(end, zone)];
  return from.date === to.date ? to.time : `${to.date} ${to.time}`;
};

/**
 * A text a person typed, as a cell a spreadsheet shows as text: one that begins like a formula (`=`, `+`, `-`, `@`,
 * or a tab or carriage return) gets a leading apostrophe, so that opening the file runs nothing (OWASP "CSV
 * injection"), as the member exports do.
 */
export const textCell = (value: string | null): CsvCell => {
  if (value === null) return '';
  return /^[=+\-@\t\r]/.test(value) ? `'${value}` : value;
};
