import { defineConfig } from 'vitest/config';

export default defineConfig({
  // The workspace packages ship TypeScript source under the `source` condition.
  resolve: { conditions: ['@klubhus/source', 'node', 'default'] },
  ssr: { resolve: { conditions: ['@klubhus/source', 'node', 'default'] } },
  test: { include: ['src/**/*.test.ts'] },
});
