import {
  IMPORT_MAPPINGS_MAX,
  IMPORT_ROWS_MAX,
  cleanCell,
  isCsvFileName,
  mapImportHeader,
  stageImportRecords,
  type ImportRecord,
  type StagedImport,
} from '@klubhus/domain';
import { parse, type CsvError } from 'csv-parse';
import { csvDelimiterOf, decodeCsvText } from '../../shared/csvText.js';
import { csvColumnsMissing, csvEmpty, csvMalformed, csvOnly, csvTooManyMappings, csvTooManyRows } from './refusals.js';

/**
 * Reading an uploaded member file (ADR 020): the bytes decoded (UTF-8, with or without a BOM; else Windows-1252, as
 * Excel saves a CSV in Denmark), split into records by csv-parse (`;` or `,`, whichever the header line uses; quoted
 * fields), and the records handed to the domain's rules (`stageImportRecords`), which map the columns by their
 * headers and make the rows. Whatever cannot be read is refused here, before anything is written.
 */

/** The longest record csv-parse reads before it gives up on a line (a lost quote swallowing the file). */
const RECORD_CHARACTERS_MAX = 64 * 1024;
/** Text fed to the parser at once; the event loop gets a turn between pieces, so other requests are answered. */
const PIECE = 64 * 1024;

/** Where a quote left open began: the first non-blank line after the last record read (1-based). */
const openingLine = (text: string, afterLine: number): number => {
  const lines = text.split(/\r\n|\n|\r/);
  for (let index = afterLine; index < lines.length; index += 1) {
    if ((lines[index] ?? '').trim() !== '') return index + 1;
  }
  return afterLine + 1;
};

class TooManyRows extends Error {}

const isCsvError = (error: unknown): error is CsvError & { lines?: number } =>
  error instanceof Error && typeof (error as { code?: unknown }).code === 'string' && 'lines' in error;

/** The records of the text, header first, each with the line it ends on; at most IMPORT_ROWS_MAX rows after it. */
const recordsOf = async (text: string): Promise<ImportRecord[]> => {
  const records: ImportRecord[] = [];
  let rows = 0;
  const parser = parse({
    delimiter: csvDelimiterOf(text),
    // A row with fewer cells than the header is a row whose last cells are empty (some programs leave them out); a
    // row with more cannot be read without guessing which cells moved (a delimiter in an unquoted field).
    relax_column_count_less: true,
    // `Jens "Jensemand" Hansen` in an unquoted field keeps its quotes; an opened quote that never closes is refused.
    relax_quotes: true,
    skip_empty_lines: true,
    max_record_size: RECORD_CHARACTERS_MAX,
    on_record: (cells: string[], { lines }) => {
      // Lines of delimiters only (`;;;`, a blank row of a spreadsheet) are no rows.
      if (records.length > 0 && cells.every((cell) => cleanCell(cell) === '')) return null;
      if (records.length > 0 && (rows += 1) > IMPORT_ROWS_MAX) throw new TooManyRows();
      records.push({ line: lines, cells });
      return null;
    },
  });
  const ended = new Promise<void>((resolve, reject) => {
    parser.on('error', reject);
    parser.on('end', resolve);
  });
  // Records are collected by `on_record`; the stream itself carries none, but must flow to end.
  parser.resume();
  ended.catch(() => undefined);
  for (let at = 0; at < text.length && !parser.destroyed; at += PIECE) {
    parser.write(text.slice(at, at + PIECE));
    await new Promise((resolve) => setImmediate(resolve));
  }
  if (!parser.destroyed) parser.end();
  try {
    await ended;
  } catch (error) {
    if (error instanceof TooManyRows) throw csvTooManyRows();
    if (isCsvError(error)) {
      const last = records.at(-1)?.line ?? 0;
      throw csvMalformed(
        error.code === 'CSV_QUOTE_NOT_CLOSED' ? openingLine(text, last) : Number(error.lines ?? last + 1),
      );
    }
    throw error;
  }
  return records;
};

/**
 * An uploaded member file as a staged import (spec §5: only .csv files; ADR 020): 400 `csvOnly` for another file
 * name, `csvMalformed` naming the line that cannot be read, `csvColumnsMissing` without both name columns,
 * `csvEmpty` without rows, `csvTooManyRows` past IMPORT_ROWS_MAX, `csvTooManyMappings` past IMPORT_MAPPINGS_MAX roles
 * or groups.
 */
export const parseMemberFile = async (file: File): Promise<StagedImport> => {
  if (!isCsvFileName(file.name)) throw csvOnly();
  const text = decodeCsvText(new Uint8Array(await file.arrayBuffer()));
  const [header, ...rows] = await recordsOf(text);
  if (!header) throw csvEmpty();
  const columns = mapImportHeader(header.cells);
  if (columns.missing.length > 0) throw csvColumnsMissing();
  if (rows.length === 0) throw csvEmpty();
  const staged = stageImportRecords(columns, rows);
  if (staged.roles.length > IMPORT_MAPPINGS_MAX || staged.groups.length > IMPORT_MAPPINGS_MAX) {
    throw csvTooManyMappings();
  }
  return staged;
};
