import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { pgliteDatabase, type Database } from '../../src/db/connect.js';
import { pgliteExtensions } from '../../src/db/pgliteExtensions.js';

/**
 * Each test file's PGlite database, in the migrated template's state (test/support/globalSetup.ts dumps it).
 *
 * Starting a PGlite from the template's tarball costs about half a second to a second of CPU (the tarball unpacked
 * into its memory, PostgreSQL started), some 130 times a run. So a worker keeps the databases its test files have
 * closed: a closed database is put back as the template was — every table emptied and the template's rows written
 * again, the sequences, the planner's figures, the session's settings — and then compared with a database freshly
 * loaded from the template (`fingerprint`: every table's rows, the sequences, the catalogue's objects and figures).
 * Only one that cannot be told apart is handed to the next test file; any other is closed and the next file gets
 * a fresh one, as does a file while none is kept. A test file that changed the schema (the contract fuzzer's
 * triggers, a test's function) or ran ANALYZE therefore never passes its database on.
 *
 * Test files share their worker's modules (`isolate: false`), so what is kept here is the worker's; a closed database
 * refuses every later call, as a closed PGlite does, so that nothing a file left running writes into the next one's.
 */

/** At most this many put-back databases wait per worker: some files open two at once. */
const KEEP = 2;

/**
 * The template's tarball as PGlite loads it (it reads the bytes with `arrayBuffer()` and copies them into its own
 * memory): one buffer read once per worker and handed out as it is, rather than a Blob read afresh, chunk by chunk,
 * into 41 MB more for each database.
 */
class Tarball extends Blob {
  readonly path: string;
  readonly #bytes: ArrayBuffer;

  constructor(file: string) {
    const bytes = fs.readFileSync(file);
    super([bytes]);
    this.path = file;
    this.#bytes = bytes.buffer.slice(bytes.byteOffset, bytes.byteOffset + bytes.byteLength);
  }

  override arrayBuffer(): Promise<ArrayBuffer> {
    return Promise.resolve(this.#bytes);
  }
}

/** What a database freshly loaded from the template holds, to put a used one back and to compare it with. */
interface Pristine {
  /** The `public` tables, each emptied when a database is put back. */
  tables: readonly string[];
  /** The rows the migrations wrote (`activity_types`' built-in types), per table, as JSON in their stored order. */
  rows: readonly { table: string; json: string }[];
  sequences: readonly { name: string; lastValue: string; isCalled: boolean }[];
  /** The planner's figures of every table and index (emptying a table resets its indexes' figures). */
  figures: string;
  fingerprint: string;
}

interface Kept {
  template: Tarball;
  pristine: Pristine | undefined;
  spare: PGlite[];
}

let kept: Kept | undefined;

/** The PGlite behind each database handed out, for test/testDatabase.test.ts to tell a kept one from a fresh one. */
const pgliteOfDatabase = new WeakMap<Database, PGlite>();

/** The PGlite behind a database `openPgliteDatabase` opened. */
export const pgliteOf = (database: Database): PGlite | undefined => pgliteOfDatabase.get(database);

/** The user's relations (tables, indexes, sequences, views), outside the system's schemas. */
const USER_RELATIONS = `select c.oid, n.nspname, c.relname, c.relkind, c.relpages, c.reltuples, c.relallvisible,
           c.relhastriggers, c.relnatts
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'`;

/** One text that differs wherever two databases differ in anything a test could see, short of the clock. */
const fingerprintOf = async (client: PGlite): Promise<string> => {
  const tables = await client.query<{ name: string }>(
    `select format('%I.%I', nspname, relname) as name from (${USER_RELATIONS}) r where relkind in ('r', 'p')
      order by 1`,
  );
  const rows = tables.rows.map(
    ({ name }) =>
      `select ${quote(name)} || ':' || count(*) || ':' || md5(coalesce(string_agg(r::text, E'\\n' order by r::text), ''))
         from ${name} r`,
  );
  const { rows: parts } = await client.query<{ part: string }>(
    [
      ...rows,
      `select string_agg(concat_ws(':', nspname, relname, relkind, relpages, reltuples, relallvisible, relhastriggers,
                                   relnatts), ',' order by nspname, relname) from (${USER_RELATIONS}) r`,
      `select string_agg(format('%s.%s:%s:%s', a.attrelid::regclass, a.attname, a.atttypid, a.attnum), ','
                         order by a.attrelid::regclass::text, a.attnum)
         from pg_attribute a join (${USER_RELATIONS}) r on r.oid = a.attrelid where not a.attisdropped`,
      `select string_agg(nspname, ',' order by nspname) from pg_namespace`,
      `select string_agg(format('%s.%s', tgrelid::regclass, tgname), ',' order by tgrelid::regclass::text, tgname)
         from pg_trigger where not tgisinternal`,
      `select string_agg(f, ',' order by f) from (
         select format('%s.%s(%s)', n.nspname, p.proname, p.proargtypes) as f
           from pg_proc p join pg_namespace n on n.oid = p.pronamespace
          where n.nspname not in ('pg_catalog', 'information_schema')) f`,
      `select string_agg(format('%s:%s', n.nspname, t.typname), ',' order by n.nspname, t.typname)
         from pg_type t join pg_namespace n on n.oid = t.typnamespace
        where n.nspname not in ('pg_catalog', 'information_schema') and n.nspname !~ '^pg_(toast|temp)'`,
      `select string_agg(format('%s:%s', enumtypid, enumlabel), ',' order by enumtypid, enumsortorder) from pg_enum`,
      `select string_agg(format('%s:%s', extname, extversion), ',' order by extname) from pg_extension`,
      `select 'statistics:' || count(*) from pg_statistic s join (${USER_RELATIONS}) r on r.oid = s.starelid`,
      `select string_agg(format('%s.%s:%s', schemaname, sequencename, last_value), ','
                         order by schemaname, sequencename) from pg_sequences`,
    ]
      .map((query) => `select coalesce((${query}), '-') as part`)
      .join(' union all '),
  );
  return parts.map(({ part }) => part).join('\n');
};

const quote = (text: string) => `'${text.replaceAll("'", "''")}'`;

/** Read from a database freshly loaded from the template, before any test has used it. */
const readPristine = async (client: PGlite): Promise<Pristine> => {
  const { rows: tables } = await client.query<{ name: string }>(
    `select format('%I.%I', nspname, relname) as name from (${USER_RELATIONS}) r
      where relkind = 'r' and nspname = 'public' order by 1`,
  );
  const rows: { table: string; json: string }[] = [];
  for (const { name } of tables) {
    const { rows: found } = await client.query<{ json: string | null }>(
      `select json_agg(r order by r.ctid)::text as json from ${name} r`,
    );
    const json = found[0]?.json;
    if (json) rows.push({ table: name, json });
  }
  const { rows: sequences } = await client.query<{ name: string }>(
    `select format('%I.%I', nspname, relname) as name from (${USER_RELATIONS}) r where relkind = 'S' order by 1`,
  );
  const states: Pristine['sequences'][number][] = [];
  for (const { name } of sequences) {
    const { rows: state } = await client.query<{ last_value: string; is_called: boolean }>(
      `select last_value::text, is_called from ${name}`,
    );
    if (state[0]) states.push({ name, lastValue: state[0].last_value, isCalled: state[0].is_called });
  }
  const { rows: figures } = await client.query<{ json: string }>(
    `select json_agg(json_build_object('oid', oid, 'relpages', relpages, 'reltuples', reltuples,
                                       'relallvisible', relallvisible))::text as json
       from (${USER_RELATIONS}) r where relkind in ('r', 'i')`,
  );
  return {
    tables: tables.map(({ name }) => name),
    rows,
    sequences: states,
    figures: figures[0]?.json ?? '[]',
    fingerprint: await fingerprintOf(client),
  };
};

/** Puts a used database back as the template was; true when it then cannot be told apart from a fresh one. */
const putBack = async (client: PGlite, pristine: Pristine): Promise<boolean> => {
  if (client.closed || client.isInTransaction()) return false;
  try {
    await client.exec('discard all');
    await client.exec(`truncate ${pristine.tables.join(', ')} restart identity cascade`);
    for (const { table, json } of pristine.rows) {
      await client.query(`insert into ${table} select * from json_populate_recordset(null::${table}, $1::json)`, [
        json,
      ]);
    }
    for (const { name, lastValue, isCalled } of pristine.sequences) {
      await client.query(`select setval($1::regclass, $2::bigint, $3)`, [name, lastValue, isCalled]);
    }
    await client.query(
      `update pg_class c set relpages = f.relpages, reltuples = f.reltuples, relallvisible = f.relallvisible
         from json_to_recordset($1::json) as f (oid oid, relpages int, reltuples real, relallvisible int)
        where c.oid = f.oid`,
      [pristine.figures],
    );
    return (await fingerprintOf(client)) === pristine.fingerprint;
  } catch {
    return false;
  }
};

/** A database in the template's state, of this test file's own until it closes it. */
export const openPgliteDatabase = async (tarball: string): Promise<Database> => {
  if (kept?.template.path !== tarball) {
    // Another run's template (watch mode): what was kept from the last one goes.
    const stale = kept?.spare ?? [];
    kept = { template: new Tarball(tarball), pristine: undefined, spare: [] };
    await Promise.all(stale.map((client) => client.close()));
  }
  const worker = kept;
  const client =
    worker.spare.pop() ?? (await PGlite.create({ loadDataDir: worker.template, extensions: pgliteExtensions }));
  worker.pristine ??= await readPristine(client);
  const pristine = worker.pristine;
  let closed = false;
  // Every method refuses once the file has closed its database, as a closed PGlite does; each runs on the PGlite
  // itself, whose private fields a proxy as `this` would not reach.
  const lease = new Proxy(client, {
    get(target, key) {
      const value: unknown = Reflect.get(target, key, target);
      if (typeof value !== 'function') return value;
      return (...args: unknown[]) => {
        if (closed) throw new Error('PGlite is closed');
        return (value as (...args: unknown[]) => unknown).apply(target, args);
      };
    },
  });
  const database: Database = {
    ...pgliteDatabase(lease),
    close: async () => {
      if (closed) return;
      closed = true;
      if (worker.spare.length < KEEP && (await putBack(client, pristine))) worker.spare.push(client);
      else if (!client.closed) await client.close();
    },
  };
  pgliteOfDatabase.set(database, client);
  return database;
};
