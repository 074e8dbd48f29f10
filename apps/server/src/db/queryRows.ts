import type { SQL } from 'drizzle-orm';
import type { Db } from './connect.js';

/** Rows of a raw SQL query; both drivers (PGlite and node-postgres) answer with `{ rows }`. */
export const queryRows = async <T>(db: Db, query: SQL): Promise<T[]> =>
  ((await db.execute(query)) as unknown as { rows: T[] }).rows;
