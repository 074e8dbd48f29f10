/**
 * The real server behind the browser bench's `/members` (scripts/bench-members-screen.mjs): the bench's big clubs
 * seeded into a database nobody else uses (PGlite, or a temporary database on `DATABASE_URL`), the built web app
 * served beside the API in production mode, on a free loopback port. When it listens it prints one line,
 * `KLUBHUS_BENCH {"url", "email", "password", "club"}`, the big club's administrator to sign in as; it stops, and
 * removes its database, on SIGTERM, SIGINT or when its standard input closes (the parent died).
 *
 *   tsx --conditions=@klubhus/source bench/serveBigClub.ts
 */
import type { AddressInfo } from 'node:net';
import { buildApp } from '../src/app.js';
import { loadConfig } from '../src/config.js';
import { BENCH_PASSWORD, openBenchDatabase, seedBigClubs } from './bigClubs.js';

const bench = await openBenchDatabase(process.env.DATABASE_URL || undefined);
let closing: Promise<void> | undefined;
const cleanups: (() => Promise<void>)[] = [bench.dispose];
const close = (code: number) => {
  closing ??= (async () => {
    for (const cleanup of cleanups) await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
    process.exit(code);
  })();
  return closing;
};
for (const signal of ['SIGINT', 'SIGTERM'] as const) process.on(signal, () => void close(0));
process.stdin.on('end', () => void close(0));
process.stdin.resume();

try {
  // Production mode, as a club meets it: no request logging, no faults, the precompressed build.
  const config = loadConfig({
    NODE_ENV: 'production',
    DEMO: '0',
    HOST: '127.0.0.1',
    PORT: '0',
    DATA_DIR: bench.dataDir,
    DATABASE_URL: bench.databaseUrl ?? '',
  });
  await bench.database.migrate(config.migrationsFolder);
  const seeded = await seedBigClubs(bench.database);
  const app = await buildApp({ config, database: bench.database });
  cleanups.unshift(() => app.close());
  await app.listen({ host: '127.0.0.1', port: 0 });
  const { port } = app.server.address() as AddressInfo;
  const ready = {
    url: `http://127.0.0.1:${port}`,
    email: seeded.adminEmail,
    password: BENCH_PASSWORD,
    club: seeded.bigClub,
  };
  console.log(`KLUBHUS_BENCH ${JSON.stringify(ready)}`);
} catch (error) {
  console.error(error);
  await close(1);
}
