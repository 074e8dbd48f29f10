import { defineConfig } from 'vitest/config';

// Repository-level checks (lint rules, layering); each package has its own vitest config.
export default defineConfig({
  test: {
    include: ['tests/**/*.test.ts'],
    // Some checks read every source file of the repository: 5 s alone, longer on a machine busy with other runs
    // (Vitest's default of 5 s failed one at random). A check that hangs still fails.
    testTimeout: 60_000,
  },
});
