import fs from 'node:fs';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle as drizzlePg } from 'drizzle-orm/node-postgres';
import { migrate as migratePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { pgliteExtensions } from './pgliteExtensions.js';

/**
 * Applies the migrations over a connection of its own, then closes it. No schema and no workspace import:
 * the test suite's global setup runs it before `@klubhus/domain` can be resolved (a fresh clone has no build
 * of it yet, and the global setup does not see the source condition).
 */
export const migrateDatabase = async (
  options: { databaseUrl?: string; dataDir: string },
  migrationsFolder: string,
): Promise<void> => {
  if (options.databaseUrl) {
    const client = new pg.Client({ connectionString: options.databaseUrl });
    await client.connect();
    try {
      await migratePg(drizzlePg({ client }), { migrationsFolder });
    } finally {
      await client.end();
    }
    return;
  }
  const dir = path.join(options.dataDir, 'db');
  fs.mkdirSync(dir, { recursive: true });
  const client = await PGlite.create(dir, { extensions: pgliteExtensions });
  try {
    await migratePglite(drizzlePglite({ client }), { migrationsFolder });
  } finally {
    await client.close();
  }
};
