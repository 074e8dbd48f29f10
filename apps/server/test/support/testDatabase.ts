import { randomBytes } from 'node:crypto';
import os from 'node:os';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../src/db/connect.js';
import { openPgliteDatabase } from './pgliteTemplate.js';

/**
 * A migrated database of this test file's own, on the driver of the run: PGlite in memory in the template's state
 * (`pgliteTemplate.ts`), or with DATABASE_URL a PostgreSQL database cloned from the template database.
 */
export const createTestDatabase = async (): Promise<Database> => {
  const databaseUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (databaseUrl && postgresTemplate) {
    const name = `klubhus_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
    // A test database is thrown away after its file: a commit need not wait for its WAL to reach the disk (on a
    // virtual disk that wait was most of a short transaction's time). Durability is what it gives up, and only there.
    await admin.query(`ALTER DATABASE ${name} SET synchronous_commit = off`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    const database = await connect({ databaseUrl: url.toString(), dataDir: os.tmpdir() });
    return {
      ...database,
      close: async () => {
        await database.close();
        await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
        await admin.end();
      },
    };
  }
  return openPgliteDatabase(inject('pgliteTemplate'));
};
