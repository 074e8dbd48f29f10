import { defineConfig } from 'tsup';

export default defineConfig({
  entry: ['src/main.ts'],
  format: ['esm'],
  target: 'node20',
  platform: 'node',
  clean: true,
  sourcemap: true,
  // The domain package ships TypeScript source inside the workspace: bundle it, keep npm packages external.
  noExternal: [/^@klubhus\//],
  esbuildOptions(options) {
    options.conditions = ['@klubhus/source'];
  },
});
