import tailwindcss from '@tailwindcss/vite';
import optimizeLocales from '@react-aria/optimize-locales-plugin';
import react from '@vitejs/plugin-react';
import { defaultClientConditions } from 'vite';
import { defineConfig } from 'vitest/config';
import { precompress } from './precompress';

// The dev server hands everything that is not the web app to the API server (`pnpm --filter @klubhus/server dev`).
const apiServer = 'http://127.0.0.1:3000';

export default defineConfig({
  plugins: [
    react(),
    tailwindcss(),
    // react-aria ships its own strings in 34 languages; keep the ones of our 8 locales (BCP 47, `bcp47()`).
    {
      ...optimizeLocales.vite({ locales: ['da-DK', 'en-US', 'de-DE', 'es-ES', 'pl-PL', 'cs-CZ', 'sk-SK', 'nb-NO'] }),
      enforce: 'pre',
    },
    precompress(),
  ],
  // `source` makes workspace packages resolve to their TypeScript, so no package build is needed first.
  resolve: { conditions: ['@klubhus/source', ...defaultClientConditions] },
  server: {
    proxy: { '/api': apiServer, '/paths': apiServer, '/dev': apiServer },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/testing/setupTests.ts'],
    restoreMocks: true,
    unstubGlobals: true,
  },
});
