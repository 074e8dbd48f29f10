import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '../../src/config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The real configuration code with test defaults: no demo data, a tiny fixture web build. */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({ DEMO: '0', WEB_DIST: path.join(here, '../fixtures/web'), ...env });
