import { sql } from 'drizzle-orm';
import type { Db } from '../../src/db/connect.js';
import { queryRows } from '../../src/db/queryRows.js';

/**
 * "Nothing written" for the fuzzer: every table of the `public` schema (read from the catalogue, so a new
 * area's tables count by themselves), drizzle's migration journal aside.
 */
export const listTables = async (db: Db): Promise<string[]> =>
  (
    await queryRows<{ table_name: string }>(
      db,
      sql`select table_name from information_schema.tables
           where table_schema = 'public' and table_type = 'BASE TABLE' and table_name <> '__drizzle_migrations'
           order by table_name`,
    )
  ).map((row) => row.table_name);

/** Per table: its row count and a digest of every row's contents. */
export type TableDigest = Readonly<Record<string, string>>;

/**
 * Every table's rows in one round trip (`badInput`'s `readTables` reads each table into memory, which is too
 * slow a thousand times over): a row's text form holds all its columns, so equal digests mean equal contents.
 */
export const digestTables = async (db: Db, tables: readonly string[]): Promise<TableDigest> => {
  if (tables.length === 0) return {};
  const perTable = tables.map(
    (table) =>
      sql`select ${table}::text as name, count(*)::int as rows,
                 md5(coalesce(string_agg(r::text, E'\n' order by r::text), '')) as digest
            from ${sql.identifier(table)} r`,
  );
  const rows = await queryRows<{ name: string; rows: number; digest: string }>(
    db,
    sql.join(perTable, sql` union all `),
  );
  return Object.fromEntries(rows.map((row) => [row.name, `${row.rows} rows, ${row.digest}`]));
};

/** The tables whose contents differ. */
export const changedTables = (before: TableDigest, after: TableDigest): string[] =>
  [...new Set([...Object.keys(before), ...Object.keys(after)])].filter((table) => before[table] !== after[table]);
