import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import pg from 'pg';
import { pgliteExtensions } from './pgliteExtensions.js';
import * as schema from './schema/index.js';

export type Db = PgDatabase<PgQueryResultHKT, typeof schema>;
export type Driver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: Driver;
  /** Runs SQL text with its parameters straight on the driver, past drizzle (the bench's raw side). */
  raw: (text: string, params: unknown[]) => Promise<unknown[]>;
  /** Applies the drizzle-kit migrations of `migrationsFolder`. */
  migrate: (migrationsFolder: string) => Promise<void>;
  close: () => Promise<void>;
}

/** PostgreSQL when a URL is given, otherwise PGlite embedded in `DATA_DIR/db`. */
export const connect = async (options: { databaseUrl?: string; dataDir: string }): Promise<Database> => {
  if (options.databaseUrl) {
    const pool = new pg.Pool({ connectionString: options.databaseUrl, max: 10 });
    // An idle client the server terminates (restart, failover, a dropped test database) emits 'error';
    // without a listener that would crash the process. The pool replaces the client on the next query.
    pool.on('error', (error) => console.warn(`PostgreSQL idle client error: ${error.message}`));
    const db = drizzlePg({ client: pool, schema });
    return {
      db,
      driver: 'postgres',
      raw: async (text, params) => (await pool.query(text, params)).rows,
      migrate: (migrationsFolder) => migratePg(db, { migrationsFolder }),
      close: () => pool.end(),
    };
  }
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  return pgliteDatabase(await PGlite.create(dir, { extensions: pgliteExtensions }));
};

/**
 * The app's database over an open PGlite (opened with `pgliteExtensions`). `connect` opens one in `DATA_DIR/db`; the
 * test suite opens each test file's in memory, from a dump of a migrated template (test/support/testDatabase.ts).
 */
export const pgliteDatabase = (client: PGlite): Database => {
  const db = drizzlePglite({ client, schema });
  return {
    db,
    driver: 'pglite',
    raw: async (text, params) => (await client.query(text, params)).rows,
    migrate: (migrationsFolder) => migratePglite(db, { migrationsFolder }),
    close: () => client.close(),
  };
};
