import { availableParallelism } from 'node:os';
import tailwindcss from '@tailwindcss/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';
import { productionBuilds } from './productionBuilds';

// The dev server hands everything that is not the web app to the API server (`pnpm --filter @klubhus/server dev`).
const apiServer = 'http://127.0.0.1:3000';

const TESTS = 'src/**/*.test.{ts,tsx}';
/** Test files that run in modules of their own (see `test.projects`). */
const FRESH_MODULES = [
  'src/shell/api.test.ts',
  'src/shell/featureRoutes.test.tsx',
  'src/shell/overlays/lazyOverlays.test.tsx',
  'src/shell/phone/PhoneNotice.test.tsx',
  'src/features/register/routes/RegisterRoute.test.tsx',
  'src/features/activities/routes/ActivitiesRoute.wizard.test.tsx',
];

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // react-aria ships its own strings in 34 languages; keep the ones of our 8 locales (BCP 47, `bcp47()`).
    {
      ...optimizeLocales.vite({ locales: ['da-DK', 'en-US', 'de-DE', 'es-ES', 'pl-PL', 'cs-CZ', 'sk-SK', 'nb-NO'] }),
      enforce: 'pre',
    },
    productionBuilds(),
    precompress(),
  ],
  // `source` makes workspace packages resolve to their TypeScript, so no package build is needed first.
  resolve: { conditions: ['@klubhus/source', ...defaultClientConditions] },
  build: {
    rolldownOptions: {
      // Every module the entry imports statically (`$initial`) in one chunk: every page loads all of them before it
      // renders, so cutting them apart only cost requests and compression. The bundler cut them into 18 chunks by
      // which lazy routes share which modules, each compressed apart, each with its imports and exports: /login
      // 169.5 → 158.1 kB of brotli with the same code. Lazy routes still split as before (docs/adding-an-area.md §7).
      output: { codeSplitting: { groups: [{ name: 'start', tags: ['$initial'] }] } },
    },
  },
  server: {
    proxy: { '/api': apiServer, '/paths': apiServer, '/dev': apiServer },
  },
  test: {
    // Vitest's default in a run is one worker fewer than the cores: on CI's two cores, one.
    maxWorkers: availableParallelism(),
    environment: 'jsdom',
    setupFiles: ['src/testing/setupTests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
    projects: [
      // Most files share their worker's modules (React, the design system, the contract, i18next): importing them
      // afresh for each of 60 files was half the stage. Each file still renders with providers of its own.
      { extends: true, test: { name: 'shared', include: [TESTS], exclude: [...FRESH_MODULES], isolate: false } },
      // Files that need a module graph of their own: module mocks (`vi.mock`), and the app's one-per-page state
      // (the API connection made at start-up, the lazy routes' preloads, a sign-up's start).
      { extends: true, test: { name: 'fresh', include: [...FRESH_MODULES] } },
    ],
  },
});
