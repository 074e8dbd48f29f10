import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import { connect, pgliteDatabase, type Database } from '../../src/db/connect.js';
import { pgliteExtensions } from '../../src/db/pgliteExtensions.js';

/**
 * A migrated database of this test file's own, on the driver of the run: PGlite in memory, loaded from the template's
 * tarball, or with DATABASE_URL a PostgreSQL database cloned from the template database.
 */
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
  return pgliteDatabase(await PGlite.create({ loadDataDir: pgliteTemplate(), extensions: pgliteExtensions }));
};

/** The template's tarball, read once per worker: test files share their worker's modules (`isolate: false`). */
let template: { path: string; blob: Blob } | undefined;

const pgliteTemplate = (): Blob => {
  const tarball = inject('pgliteTemplate');
  if (template?.path !== tarball) template = { path: tarball, blob: new Blob([fs.readFileSync(tarball)]) };
  return template.blob;
};
