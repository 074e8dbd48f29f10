import type { Plugin } from 'vite';

/** Packages whose every entry resolves to a development build, with the production build beside it. */
const DEVELOPMENT_ONLY_EXPORTS = new Set(['react-router', 'react-router/dom']);

/**
 * Builds react-router from its production files. Its package exports name `dist/development` for every condition
 * (remix-run/react-router#12532, #14102, open since 7.0.2), so a build shipped its development warnings to every
 * page: the texts of descendant `<Routes>`, "No routes matched …", the default error element's "Hey developer",
 * `warning`/`warningOnce` calls on every render (≈0.6 kB of brotli on /login). `dist/production` is the same code
 * with `ENABLE_DEV_WARNINGS = false`, which the minifier then drops. Tests and the dev server keep the warnings.
 */
export const productionBuilds = (): Plugin => ({
  name: 'klubhus:production-builds',
  apply: 'build',
  enforce: 'pre',
  async resolveId(source, importer, options) {
    if (!DEVELOPMENT_ONLY_EXPORTS.has(source)) return null;
    const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
    if (!resolved || !resolved.id.includes('/dist/development/')) return resolved;
    return { ...resolved, id: resolved.id.replace('/dist/development/', '/dist/production/') };
  },
});
