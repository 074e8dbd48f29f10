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

/** Every table's digest, read again only where something was written since the last reading (`watchTables`). */
export interface TableWatch {
  /** The tables watched: every table of the `public` schema (`listTables`). */
  readonly tables: readonly string[];
  /** Every watched table's digest now, as `digestTables` reads it. */
  digest: () => Promise<TableDigest>;
}

/**
 * "Nothing written" at the cost of what was written: a digest of every table before and after each of the fuzzer's
 * thousands of requests took two thirds of its time, while most requests write to one table (the session they sign
 * in with) or none. A trigger after every insert, update, delete and truncate of a watched table, whatever its
 * cause (a handler, a foreign key's cascade, a rolled-back transaction leaves nothing), notes the table in a log of
 * its own schema, outside `public`; a reading digests the noted tables afresh and keeps every other table's last
 * digest, which no write has touched. A plain log without a key, so that concurrent transactions never wait on it
 * (on PostgreSQL a unique key would make two writers of different tables wait for each other).
 */
export const watchTables = async (db: Db, tables: readonly string[]): Promise<TableWatch> => {
  await db.execute(sql`create schema if not exists fuzz_watch`);
  await db.execute(sql`create table if not exists fuzz_watch.written (name text not null)`);
  await db.execute(
    sql.raw(`create or replace function fuzz_watch.note() returns trigger language plpgsql as $$
      begin
        insert into fuzz_watch.written (name) values (tg_table_name);
        return null;
      end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql`create or replace trigger fuzz_watch after insert or update or delete or truncate on ${sql.identifier(table)}
          for each statement execute function fuzz_watch.note()`,
    );
  }
  await db.execute(sql`delete from fuzz_watch.written`);
  let digest = await digestTables(db, tables);
  const watched = new Set(tables);
  return {
    tables,
    digest: async () => {
      const noted = await queryRows<{ name: string }>(db, sql`delete from fuzz_watch.written returning name`);
      const written = [...new Set(noted.map((row) => row.name))].filter((table) => watched.has(table));
      if (written.length > 0) digest = { ...digest, ...(await digestTables(db, written)) };
      return digest;
    },
  };
};
