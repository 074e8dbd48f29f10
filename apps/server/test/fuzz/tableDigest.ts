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
 * Every table's rows in one round trip (`badInput`'s `readTables` reads each table into memory): a row's text form
 * holds all its columns, so equal digests mean equal contents. What the fuzzer's self-test holds `watchTables` to.
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

/** What changed in the tables since a moment: read from the writes themselves (`watchTables`). */
export interface TableWatch {
  /** The tables watched: every table of the `public` schema (`listTables`). */
  readonly tables: readonly string[];
  /** The moment: every change before it is forgotten. */
  start: () => Promise<void>;
  /** The tables whose contents differ from what they were at `start`, by name. */
  changed: () => Promise<string[]>;
}

/**
 * "Nothing written" from the writes themselves: a digest of every table before and after each of the fuzzer's
 * thousands of requests took two thirds of its time (most of it reading back the sessions it signs in with), while
 * most requests write nothing. A trigger after each row inserted, updated or deleted in a watched table, whatever
 * the cause (a handler, a foreign key's cascade; a rolled-back transaction leaves nothing), logs the row's text as it
 * went (`old`) and came (`new`), the same text `digestTables` reads; a table's contents are as they were exactly
 * when every row text went as often as it came. A truncate counts as a change, whatever the table held. The log
 * lives outside `public` and has no key, so that concurrent writers never wait on it (PostgreSQL).
 */
export const watchTables = async (db: Db, tables: readonly string[]): Promise<TableWatch> => {
  await db.execute(sql`create schema if not exists fuzz_watch`);
  // sign: 1 a row text came, -1 one went, 0 the table was truncated.
  await db.execute(
    sql`create table if not exists fuzz_watch.changes (name text not null, sign int not null, content text)`,
  );
  await db.execute(
    sql.raw(`create or replace function fuzz_watch.log_row() returns trigger language plpgsql as $$
      begin
        if tg_op in ('UPDATE', 'DELETE') then
          insert into fuzz_watch.changes (name, sign, content) values (tg_table_name, -1, old::text);
        end if;
        if tg_op in ('INSERT', 'UPDATE') then
          insert into fuzz_watch.changes (name, sign, content) values (tg_table_name, 1, new::text);
        end if;
        return null;
      end $$`),
  );
  await db.execute(
    sql.raw(`create or replace function fuzz_watch.log_truncate() returns trigger language plpgsql as $$
      begin
        insert into fuzz_watch.changes (name, sign) values (tg_table_name, 0);
        return null;
      end $$`),
  );
  for (const table of tables) {
    await db.execute(
      sql`create or replace trigger fuzz_watch_rows after insert or update or delete on ${sql.identifier(table)}
          for each row execute function fuzz_watch.log_row()`,
    );
    await db.execute(
      sql`create or replace trigger fuzz_watch_truncate after truncate on ${sql.identifier(table)}
          for each statement execute function fuzz_watch.log_truncate()`,
    );
  }
  const watched = new Set(tables);
  return {
    tables,
    start: async () => {
      await db.execute(sql`delete from fuzz_watch.changes`);
    },
    changed: async () => {
      const rows = await queryRows<{ name: string }>(
        db,
        sql`select distinct name from (
              select name from fuzz_watch.changes where sign = 0
              union all
              select name from fuzz_watch.changes where sign <> 0 group by name, content having sum(sign) <> 0
            ) as changed
            order by name`,
      );
      return rows.map((row) => row.name).filter((table) => watched.has(table));
    },
  };
};
