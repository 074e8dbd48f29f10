import ExcelJS from 'exceljs';
import { parse } from 'csv-parse/sync';
import { csvDelimiterOf, decodeCsvText } from '../../shared/csvText.js';
import type { Cell } from './cells.js';
import { fixtureFileType, fixtureTooManyRows } from './refusals.js';

/**
 * A fixture file's rows as cells (ADR 027), each with its row number in the file: the first worksheet of an .xlsx
 * (exceljs), or the records of a CSV (csv-parse; `;` or `,`, UTF-8 or Windows-1252 as the member import reads them).
 * A file that is no readable spreadsheet answers 400 fixtureFileType, never 500.
 */

export interface SheetRow {
  line: number;
  cells: Cell[];
}

/** Rows read at most: the matches, a header and title lines (blank rows are not counted). */
const SHEET_ROWS_MAX = 500 + 40;
/** What the parts of an .xlsx may unpack to, together (ours): a season's list is a few hundred kB unpacked. */
const UNPACKED_BYTES_MAX = 40 * 1024 * 1024;
/** Parts of an .xlsx (ours): a workbook of one sheet has about a dozen. */
const ZIP_ENTRIES_MAX = 200;

const u16 = (bytes: Uint8Array, at: number) => (bytes[at] ?? 0) | ((bytes[at + 1] ?? 0) << 8);
const u32 = (bytes: Uint8Array, at: number) => (u16(bytes, at) | (u16(bytes, at + 2) << 16)) >>> 0;

/**
 * Whether the zip's central directory promises a small workbook: found, at most ZIP_ENTRIES_MAX parts, unpacking to at
 * most UNPACKED_BYTES_MAX. Read before exceljs unpacks anything, so a zip bomb is refused, not unpacked.
 */
const smallZip = (bytes: Uint8Array): boolean => {
  let end = -1;
  for (let at = bytes.length - 22; at >= Math.max(0, bytes.length - 22 - 65_535); at -= 1) {
    if (u32(bytes, at) === 0x06054b50) {
      end = at;
      break;
    }
  }
  if (end < 0) return false;
  const entries = u16(bytes, end + 10);
  let at = u32(bytes, end + 16);
  if (entries === 0 || entries > ZIP_ENTRIES_MAX) return false;
  let unpacked = 0;
  for (let entry = 0; entry < entries; entry += 1) {
    if (at + 46 > bytes.length || u32(bytes, at) !== 0x02014b50) return false;
    const size = u32(bytes, at + 24);
    // 0xffffffff: the size is in a zip64 field; a workbook that large is no fixture list.
    if (size === 0xffffffff) return false;
    unpacked += size;
    at += 46 + u16(bytes, at + 28) + u16(bytes, at + 30) + u16(bytes, at + 32);
  }
  return unpacked <= UNPACKED_BYTES_MAX;
};

type ExcelValue = ExcelJS.CellValue;

/** A spreadsheet cell's value as a cell: a formula by its result, rich text and links by their text. */
const cellOf = (value: ExcelValue): Cell => {
  if (value === null || value === undefined) return null;
  if (typeof value === 'string' || typeof value === 'number' || value instanceof Date) return value;
  if (typeof value === 'boolean') return String(value);
  if ('richText' in value) return value.richText.map((part) => part.text).join('');
  if ('result' in value) return cellOf((value.result ?? null) as ExcelValue);
  if ('text' in value) return typeof value.text === 'string' ? value.text : null;
  return null;
};

const xlsxRows = async (bytes: Uint8Array): Promise<SheetRow[]> => {
  if (!smallZip(bytes)) throw fixtureFileType();
  const workbook = new ExcelJS.Workbook();
  try {
    await workbook.xlsx.load(Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength) as never);
  } catch {
    throw fixtureFileType();
  }
  const sheet = workbook.worksheets[0];
  if (!sheet) return [];
  const rows: SheetRow[] = [];
  sheet.eachRow({ includeEmpty: false }, (row, line) => {
    const values = Array.isArray(row.values) ? row.values.slice(1) : [];
    const cells = Array.from(values, (value) => cellOf(value as ExcelValue));
    if (cells.every((cell) => cell === null || (typeof cell === 'string' && cell.trim() === ''))) return;
    rows.push({ line, cells });
  });
  if (rows.length > SHEET_ROWS_MAX) throw fixtureTooManyRows();
  return rows;
};

const csvRows = (bytes: Uint8Array): SheetRow[] => {
  const text = decodeCsvText(bytes);
  // The header may stand below title lines: the delimiter is the one of the busiest of the first lines.
  const starts = [0, ...[...text.slice(0, 8192).matchAll(/\r\n|\n|\r/g)].map((m) => (m.index ?? 0) + m[0].length)];
  const counted = starts
    .slice(0, 20)
    .map((start) => ({ start, cells: text.slice(start).split(/\r\n|\n|\r/)[0] ?? '' }));
  const busiest = counted.reduce((best, line) =>
    line.cells.replace(/[^;,]/g, '').length > best.cells.replace(/[^;,]/g, '').length ? line : best,
  );
  let records: { info: { lines: number }; record: string[] }[];
  try {
    records = parse(text, {
      delimiter: csvDelimiterOf(text, busiest.start),
      relax_column_count: true,
      relax_quotes: true,
      skip_empty_lines: true,
      max_record_size: 64 * 1024,
      info: true,
    }) as unknown as { info: { lines: number }; record: string[] }[];
  } catch {
    throw fixtureFileType();
  }
  const rows = records
    .map(({ info, record }) => ({ line: info.lines, cells: record as Cell[] }))
    .filter((row) => row.cells.some((cell) => typeof cell === 'string' && cell.trim() !== ''));
  if (rows.length > SHEET_ROWS_MAX) throw fixtureTooManyRows();
  return rows;
};

/** The kinds of file read, by name. */
const fixtureFileKind = (name: string): 'xlsx' | 'csv' | null =>
  /\.xlsx$/i.test(name.trim()) ? 'xlsx' : /\.csv$/i.test(name.trim()) ? 'csv' : null;

/** The rows of an uploaded fixture file; 400 fixtureFileType for another kind or a file that cannot be read. */
export const sheetRows = async (file: File): Promise<SheetRow[]> => {
  const kind = fixtureFileKind(file.name);
  if (kind === null) throw fixtureFileType();
  const bytes = new Uint8Array(await file.arrayBuffer());
  return kind === 'xlsx' ? xlsxRows(bytes) : csvRows(bytes);
};
