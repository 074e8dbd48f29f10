import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { migrateDatabase } from '../../src/db/migrateDatabase.js';
import { pgliteExtensions } from '../../src/db/pgliteExtensions.js';
import { migrationsFolder } from '../../src/serverRoot.js';

declare module 'vitest' {
  export interface ProvidedContext {
    /** PGlite: a migrated data directory, dumped as a tarball, to load per test file. */
    pgliteTemplate: string;
    /** PostgreSQL: a migrated database to clone per test file. */
    postgresTemplate: string;
  }
}

/** Migrates one template per run; each test file then loads (PGlite) or clones (PostgreSQL) it. */
export default async function setup(project: TestProject) {
  const databaseUrl = process.env.DATABASE_URL;
  if (databaseUrl) {
    const name = `klubhus_tpl_${process.pid}_${Date.now()}`;
    const admin = new pg.Client({ connectionString: databaseUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name}`);
    const url = new URL(databaseUrl);
    url.pathname = `/${name}`;
    await migrateDatabase({ databaseUrl: url.toString(), dataDir: os.tmpdir() }, migrationsFolder);
    project.provide('postgresTemplate', name);
    project.provide('pgliteTemplate', '');
    return async () => {
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
    };
  }
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-template-'));
  await migrateDatabase({ dataDir: dir }, migrationsFolder);
  // The migrated data directory as one tarball, which a worker loads into PGlite in memory (pgliteTemplate.ts):
  // copying the directory (41 MB) on disk for each test file and removing it again cost about a second each.
  const client = await PGlite.create(path.join(dir, 'db'), { extensions: pgliteExtensions });
  const tarball = path.join(dir, 'template.tar');
  try {
    fs.writeFileSync(tarball, Buffer.from(await (await client.dumpDataDir('none')).arrayBuffer()));
  } finally {
    await client.close();
  }
  project.provide('pgliteTemplate', tarball);
  project.provide('postgresTemplate', '');
  return () => fs.rmSync(dir, { recursive: true, force: true });
}
