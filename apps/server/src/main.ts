import { buildApp } from './app.js';
import { loadConfig } from './config.js';
import { connect } from './db/connect.js';
import { DEMO_SIGN_IN, seedDemo } from './demo/seedDemo.js';
import { ensureBundledIcons } from './features/activity-types/public.js';
import { startOutbox } from './outbox/handlers.js';
import { localFileStorage } from './shared/files/storage.js';
import { loggerOptions } from './shared/logging.js';

const config = loadConfig();
const database = await connect(config);
await database.migrate(config.migrationsFolder);
const app = await buildApp({ config, database, logger: loggerOptions(process.env.LOG_LEVEL ?? 'warn') });
// After the app: the demo's invitation is written with the app's mail texts and brands.
const seeded = config.demo
  ? await seedDemo(database.db, { clock: app.clock, mailer: app.mailer, config, linkTokens: app.linkTokens })
  : false;
// The bundled icons' files exist from the start (~150 ms), so their /files/ addresses (the built-in types' icons)
// answer before anyone has asked for the icon list (ADR 024).
await ensureBundledIcons(localFileStorage(config.dataDir));
const outbox = await startOutbox(config, database, {
  clock: app.clock,
  features: app.featureJobs,
  log: app.log,
});

const stop = async (signal: string) => {
  app.log.warn(`${signal}: shutting down`);
  await app.close();
  // After the HTTP server (no new jobs from requests), before the database (the batch in flight needs it).
  await outbox.stop();
  await database.close();
  process.exit(0);
};
process.once('SIGINT', () => void stop('SIGINT'));
process.once('SIGTERM', () => void stop('SIGTERM'));

await app.listen({ port: config.port, host: config.host });
const where = config.databaseUrl ? 'PostgreSQL (DATABASE_URL)' : `embedded PGlite in ${config.dataDir}/db`;
console.log(`Klubhus is running at ${config.publicUrl}  (database: ${where})`);
if (config.demo) {
  console.log(
    `Demo club ${seeded ? 'seeded' : 'present'}: sign in as ${DEMO_SIGN_IN.email} / ${DEMO_SIGN_IN.password}`,
  );
}
if (config.faults) console.log('Fault injection is ON (x-klubhus-fault header).');
if (config.faultImportPauseAfter !== undefined) {
  console.log(
    `Test hook: an import's confirm pauses after ${config.faultImportPauseAfter} rows (KLUBHUS_FAULT_IMPORT_PAUSE_AFTER).`,
  );
}
if (config.clockOffsetMs) console.log(`The clock is moved by ${config.clockOffsetMs} ms (KLUBHUS_CLOCK_OFFSET).`);
