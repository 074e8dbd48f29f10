import { parse } from 'csv-parse/sync';
import { expect } from 'vitest';

/** The UTF-8 byte order mark the exports start with (ADR 017), so that Excel reads æ, ø and å. */
const BOM = [0xef, 0xbb, 0xbf];

/**
 * A CSV answer (a Blob from the domain client) as rows of cells, after checking that it starts with the BOM and is
 * `;`-separated: parsed with the header's `;`, every row has as many cells as the header.
 */
export const csvRows = async (answer: Promise<Blob>): Promise<string[][]> => {
  const bytes = new Uint8Array(await (await answer).arrayBuffer());
  expect([...bytes.slice(0, 3)]).toEqual(BOM);
  const text = new TextDecoder('utf-8', { fatal: true, ignoreBOM: true }).decode(bytes.slice(3));
  const rows = parse(text, { delimiter: ';', relax_column_count: false }) as string[][];
  expect(rows.length).toBeGreaterThan(0);
  expect(rows[0]?.length).toBeGreaterThan(1);
  return rows;
};

/** The rows as records by header, the header row left out. */
export const records = (rows: string[][]): Record<string, string>[] => {
  const [header = [], ...data] = rows;
  return data.map((row) => Object.fromEntries(header.map((name, index) => [name, row[index] ?? ''])));
};
