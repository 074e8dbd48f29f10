import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, type Database } from '../../src/db/connect.js';

/** A migrated database of this test file's own, on the driver of the run (PGlite, or PostgreSQL with DATABASE_URL). */
export const createTestDatabase = async (): Promise<Database> => {
  const databaseUrl = process.env.DATABASE_URL;
  const postgresTemplate = inject('postgresTemplate');
  if (databaseUrl && postgresTemplate) {
    const name = `klubhus_test_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${postgresTemplate}`);
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
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-test-'));
  fs.cpSync(path.join(inject('pgliteTemplate'), 'db'), path.join(dir, 'db'), { recursive: true });
  const database = await connect({ dataDir: dir });
  return {
    ...database,
    close: async () => {
      await database.close();
      fs.rmSync(dir, { recursive: true, force: true });
    },
  };
};
