import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages ship TypeScript source under the `source` condition.
  resolve: { conditions: ['@klubhus/source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['@klubhus/source', 'node', 'default'] } },
  test: {
    include: ['test/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    pool: 'forks',
    // The streamed-export test measures live memory, which needs a collection first (test/answers.test.ts).
    execArgv: ['--expose-gc'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
