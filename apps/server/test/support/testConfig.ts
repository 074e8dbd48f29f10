import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { loadConfig, type Config } from '../../src/config.js';

const here = path.dirname(fileURLToPath(import.meta.url));

/** The sign-up links' key of every test app (ADR 019), so that no test writes a key file. */
export const TEST_LINK_KEY = 'test-link-key-0123456789abcdefghijklmnop';

/**
 * The real configuration code with test defaults: no demo data, a tiny fixture web build, one trusted proxy
 * hop, so that tests tell callers apart by X-Forwarded-For (`api.ts`), and a fixed link key. The app's own default
 * believes no such header (test/clientAddress.test.ts).
 */
export const testConfig = (env: Record<string, string> = {}): Config =>
  loadConfig({
    DEMO: '0',
    TRUST_PROXY: '1',
    WEB_DIST: path.join(here, '../fixtures/web'),
    LINK_KEY: TEST_LINK_KEY,
    ...env,
  });
