import { defineConfig } from 'vitest/config';

// Unit tests of single pieces; rendering, keyboard and visuals are tested in Storybook play functions.
export default defineConfig({
  test: { include: ['src/**/*.test.{ts,tsx}'] },
});
