import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { contract, createClient, memberTypeOf } from '@klubhus/domain';
import pg from 'pg';
import { describe, expect, inject, it } from 'vitest';
import { connect, type Database } from '../../src/db/connect.js';
import { seedAccessWorld } from '../support/seedAccessWorld.js';
import { TEST_LINK_KEY } from '../support/testConfig.js';
import { bigMemberFile, clubCounts } from './helpers.js';

/**
 * All or nothing, even when the server dies (the definition of done; ADR 020): the real server, started as a
 * child process on a PostgreSQL database of its own, stages an import of 10,000 rows; its confirm is paused by the test
 * hook (KLUBHUS_FAULT_IMPORT_PAUSE_AFTER) inside the transaction after 5,000 new members; the server is SIGKILLed and
 * started again without the hook. The club is exactly as before — inactive members, groups, group places — and the
 * staged import is still there, and applies whole. PostgreSQL only: the point is what the database does with a
 * transaction whose server vanished, and the child needs a database it can reach at a URL.
 */
const serverDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const ROWS = 10_000;
const PAUSE_AFTER = 5_000;

const freePort = () =>
  new Promise<number>((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as net.AddressInfo;
      probe.close(() => resolve(port));
    });
  });

/** The server as `pnpm dev` runs it (from source), on `databaseUrl`; resolves once it listens. */
const startServer = async (
  databaseUrl: string,
  dataDir: string,
  extraEnv: Record<string, string> = {},
): Promise<{ child: ChildProcess; base: string; stderr: () => string }> => {
  const port = await freePort();
  const child = spawn(process.execPath, ['--conditions=@klubhus/source', '--import', 'tsx', 'src/main.ts'], {
    cwd: serverDir,
    env: {
      PATH: process.env.PATH ?? '',
      HOME: process.env.HOME ?? os.tmpdir(),
      NODE_ENV: 'test',
      DATABASE_URL: databaseUrl,
      DATA_DIR: dataDir,
      PORT: String(port),
      HOST: '127.0.0.1',
      DEMO: '0',
      LINK_KEY: TEST_LINK_KEY,
      WEB_DIST: path.join(serverDir, 'test/fixtures/web'),
      LOG_LEVEL: 'error',
      ...extraEnv,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let out = '';
  let err = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    err += chunk.toString();
  });
  await new Promise<void>((resolve, reject) => {
    child.stdout?.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      if (out.includes('Klubhus is running at')) resolve();
    });
    child.once('exit', (code) => reject(new Error(`the server ended (${code}) before listening:\n${out}\n${err}`)));
  });
  return { child, base: `http://127.0.0.1:${port}/api`, stderr: () => err };
};

const stopped = (child: ChildProcess) =>
  new Promise<void>((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) resolve();
    else child.once('exit', () => resolve());
  });

const clientOf = (base: string, token: string) =>
  createClient(contract, { baseUrl: base, fetch: (input, init) => fetch(input, init), getToken: () => token });

describe.skipIf(!process.env.DATABASE_URL)('a server killed during confirm', () => {
  it(`leaves the club exactly as before: ${ROWS} rows land whole or not at all`, async () => {
    const adminUrl = process.env.DATABASE_URL ?? '';
    const name = `klubhus_crash_${randomBytes(6).toString('hex')}`;
    const admin = new pg.Client({ connectionString: adminUrl });
    await admin.connect();
    await admin.query(`CREATE DATABASE ${name} TEMPLATE ${inject('postgresTemplate')}`);
    const url = new URL(adminUrl);
    url.pathname = `/${name}`;
    const databaseUrl = url.toString();
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'klubhus-crash-'));
    const children: ChildProcess[] = [];
    let database: Database | undefined;
    try {
      database = await connect({ databaseUrl, dataDir });
      const world = await seedAccessWorld(database.db);
      const clubId = world.clubA;

      const first = await startServer(databaseUrl, dataDir, {
        KLUBHUS_FAULT_IMPORT_PAUSE_AFTER: String(PAUSE_AFTER),
      });
      children.push(first.child);
      const client = clientOf(first.base, world.tokens.adminA);
      const staged = await client.parseCsv({ params: { club: clubId }, body: { newmembers: bigMemberFile(ROWS) } });
      const importId = Number(staged.import?.id);
      expect(staged.import?.rowCount).toBe(ROWS);
      await client.importRoles({
        params: { club: clubId },
        body: { roles: [{ id: 'Træner', memberType: memberTypeOf('leader') }] },
      });
      const before = await clubCounts(database.db, clubId);

      // Confirm, paused by the hook after PAUSE_AFTER new members inside its open transaction.
      const confirm = client.importUsers({ params: { club: clubId }, body: { importId } }).catch(() => 'killed');
      await expect
        .poll(() => first.stderr(), { timeout: 60_000, interval: 50 })
        .toContain(`import paused after ${PAUSE_AFTER} rows`);
      // Half the members are written, in a transaction nobody else sees.
      expect(await clubCounts(database.db, clubId)).toEqual(before);
      first.child.kill('SIGKILL');
      await stopped(first.child);
      expect(await confirm).toBe('killed');

      const second = await startServer(databaseUrl, dataDir);
      children.push(second.child);
      expect(await clubCounts(database.db, clubId)).toEqual(before);
      const again = clientOf(second.base, world.tokens.adminA);
      const overview = await again.importOverview({ params: { club: clubId }, query: {} });
      expect(overview.import).toMatchObject({ id: importId, rowCount: ROWS, step: 'roles' });

      const { members } = await again.importUsers({ params: { club: clubId }, body: { importId } });
      expect(members).toHaveLength(ROWS);
      expect(members.filter((row) => row.type === memberTypeOf('leader'))).toHaveLength(ROWS / 10);
      expect(await clubCounts(database.db, clubId)).toEqual({
        ...before,
        inactive: Number(before?.inactive) + ROWS,
        groups: Number(before?.groups) + 5,
        inactive_places: Number(before?.inactive_places) + ROWS,
        imports: 0,
        staged_rows: 0,
      });
    } finally {
      for (const child of children) {
        child.kill('SIGKILL');
        await stopped(child);
      }
      await database?.close();
      await admin.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      await admin.end();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 180_000);
});
