import { defineConfig } from 'tsup';

// tsup builds the JavaScript and the declarations only; the package CSS is built by the Tailwind CLI
// after it (see the build script), because tsup does not run Tailwind. Two entries: the package root, and
// `@klubhus/ui/theme`, the brand functions without React (ADR 003); what they share goes to one chunk.
export default defineConfig({
  entry: { index: 'src/index.ts', theme: 'src/theme/index.ts' },
  format: ['esm'],
  target: 'es2022',
  dts: true,
  clean: true,
  sourcemap: true,
  splitting: true,
  external: ['react', 'react-dom', 'react/jsx-runtime'],
});
