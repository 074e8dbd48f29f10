import path from 'node:path';
import { fileURLToPath } from 'node:url';

/**
 * apps/server, from `src/` when run from source and from `dist/` when built (both one level down). A
 * module of its own with no workspace imports: the test suite's global setup reads it before the
 * workspace packages can be resolved from source.
 */
export const serverRoot = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** The drizzle-kit migrations, applied at start. */
export const migrationsFolder = path.join(serverRoot, 'drizzle');
