import type { FastifyInstance } from 'fastify';
import { buildApp, type AppOptions } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/connect.js';
import type { Passwords } from '../../src/shared/passwords.js';
import { testConfig } from './testConfig.js';
import { registerTestContract } from './testContract.js';
import { testClock, type TestClock } from './testClock.js';
import { createTestDatabase } from './testDatabase.js';

export const TEST_RATE_LIMIT = 3;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The app's clock: the machine's time, moved by the test (`advance`). */
  clock: TestClock;
  close: () => Promise<void>;
}

/** The real app on this file's own database, with the test-only contract registered beside the real one. */
export const createTestApp = async (
  env: Record<string, string> = {},
  {
    withTestContract = true,
    appClock = false,
    passwords,
    logger,
    extend,
  }: {
    withTestContract?: boolean;
    /** Password hashing in place of the configured one (to count or hold checks). */
    passwords?: Passwords;
    /** Leave the app its own clock (the system clock moved by KLUBHUS_CLOCK_OFFSET) instead of a movable one. */
    appClock?: boolean;
    /** The app's logger options. @default no logger */
    logger?: AppOptions['logger'];
    /** Registers throwaway routes beside the test contract. */
    extend?: AppOptions['extend'];
  } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const clock = testClock();
  const app = await buildApp({
    config,
    database,
    ...(appClock ? {} : { clock }),
    ...(passwords ? { passwords } : {}),
    logger,
    extend: async (instance, deps) => {
      if (withTestContract) registerTestContract(instance, database.db, TEST_RATE_LIMIT, deps);
      await extend?.(instance, deps);
    },
  });
  await app.ready();
  return {
    app,
    database,
    config,
    clock,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
