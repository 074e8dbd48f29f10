import { createClient } from '@klubhus/domain';
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../../src/app.js';
import type { Config } from '../../src/config.js';
import type { Database } from '../../src/db/connect.js';
import { injectFetch } from './injectFetch.js';
import { testConfig } from './testConfig.js';
import { registerTestContract, testContract } from './testContract.js';
import { createTestDatabase } from './testDatabase.js';

export const TEST_RATE_LIMIT = 3;

export interface TestApp {
  app: FastifyInstance;
  database: Database;
  config: Config;
  /** The real domain client over the test-only contract, without a token. */
  client: (
    token?: string,
    clientCredential?: { user: string; password: string },
  ) => ReturnType<typeof createClient<typeof testContract>>;
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
  const fetch = injectFetch(app);
  return {
    app,
    database,
    config,
    client: (token, clientCredential) =>
      createClient(testContract, {
        baseUrl: 'http://klubhus.test/api',
        fetch,
        getToken: () => token,
        clientCredential,
      }),
    close: async () => {
      await app.close();
      await database.close();
    },
  };
};
