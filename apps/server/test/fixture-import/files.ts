import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import ExcelJS from 'exceljs';
import iconv from 'iconv-lite';

/** Fixture files for the tests (ADR 027): CSV text, workbooks made in memory, and the committed samples. */

const samples = join(dirname(fileURLToPath(import.meta.url)), 'samples');

export const sample = (name: string): File => new File([readFileSync(join(samples, name))], name);

export const HEADER = 'Kampnr;Dato;Tid;Hjemmehold;Udehold;Spillested;Række';

/** A CSV file of `lines`, UTF-8 unless `windows1252`, with a BOM when asked. */
export const csvFixtures = (
  lines: readonly string[],
  { name = 'kampprogram.csv', windows1252 = false, bom = false } = {},
): File => {
  const text = `${bom ? '\uFEFF' : ''}${lines.join('\r\n')}\r\n`;
  return new File([windows1252 ? iconv.encode(text, 'windows-1252') : new TextEncoder().encode(text)], name, {
    type: 'text/csv',
  });
};

/** An .xlsx of one sheet whose rows are `rows` (cells as exceljs takes them: text, numbers, dates). */
export const xlsxFixtures = async (
  rows: readonly (readonly ExcelJS.CellValue[])[],
  name = 'kampprogram.xlsx',
): Promise<File> => {
  const workbook = new ExcelJS.Workbook();
  const sheet = workbook.addWorksheet('Kampe');
  for (const row of rows) sheet.addRow([...row]);
  const bytes = await workbook.xlsx.writeBuffer();
  return new File([new Uint8Array(bytes as ArrayBuffer)], name);
};

/** `count` matches of a season as CSV lines after HEADER, a Saturday a week from `first` (YYYY-MM-DD) on. */
export const seasonLines = (count: number, { first = '2027-03-06', numbered = true } = {}): string[] =>
  Array.from({ length: count }, (_, index) => {
    const day = new Date(Date.parse(`${first}T12:00:00Z`) + (index % 60) * 7 * 86_400_000);
    const [year, month, date] = day.toISOString().slice(0, 10).split('-');
    const minutes = String((index * 5) % 60).padStart(2, '0');
    return [
      numbered ? String(800_000 + index) : '',
      `${date}-${month}-${year}`,
      `${10 + (Math.floor(index / 60) % 10)}.${minutes}`,
      index % 2 === 0 ? 'Demo IF' : `Modstander ${index}`,
      index % 2 === 0 ? `Modstander ${index}` : 'Demo IF',
      index % 2 === 0 ? 'Demo Stadion' : `Bane ${index}`,
      'U11 Drenge, Pulje 4',
    ].join(';');
  });
