import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/connect.js';
import { testConfig } from './testConfig.js';
import { registerTestContract } from './testContract.js';
import { createTestDatabase } from './testDatabase.js';

export const TEST_RATE_LIMIT = 3;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  close: () => Promise<void>;
}

/** The real app on this file's own database, with the test-only contract registered beside the real one. */
export const createTestApp = async (
  env: Record<string, string> = {},
  { withTestContract = true }: { withTestContract?: boolean } = {},
): Promise<TestApp> => {
  const database = await createTestDatabase();
  const config = testConfig(env);
  const app = await buildApp({
    config,
    database,
    extend: withTestContract ? (instance) => registerTestContract(instance, database.db, TEST_RATE_LIMIT) : undefined,
  });
  await app.ready();
  return {
    app,
    database,
    config,
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
