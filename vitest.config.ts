import { defineConfig } from 'vitest/config';

// Repository-level checks (lint rules, layering); each package has its own vitest config.
export default defineConfig({
  test: { include: ['tests/**/*.test.ts'] },
});
