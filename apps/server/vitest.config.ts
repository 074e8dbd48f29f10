import { availableParallelism } from 'node:os';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages ship TypeScript source under the `source` condition.
  resolve: { conditions: ['@klubhus/source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['@klubhus/source', 'node', 'default'] } },
  test: {
    include: ['test/**/*.test.ts', 'bench/**/*.test.ts'],
    globalSetup: ['test/support/globalSetup.ts'],
    pool: 'forks',
    // Vitest's default in a run is one worker fewer than the cores: on CI's two cores, one worker and one idle core
    // (the PGlite suite took 249 s there with one, about two thirds of that with two).
    maxWorkers: availableParallelism(),
    // Test files share their worker's modules (the contract, Fastify, zod schemas): importing them afresh for each
    // of 67 files cost about a fifth of the suite on two cores. Each file still builds its own app on its own
    // database; state that must stay per file is keyed by the file's world (test/support/matrix.ts).
    isolate: false,
    // The streamed-export test measures live memory, which needs a collection first (test/answers.test.ts).
    execArgv: ['--expose-gc'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
  },
});
