import type { Db } from './connect.js';

/**
 * Runs `work` in one transaction: every multi-row write of an area goes through here. Drizzle types the
 * transaction of the driver-generic database apart from the database, though it answers the same calls;
 * this is the one place that says so.
 */
export const inTransaction = <T>(db: Db, work: (tx: Db) => Promise<T>): Promise<T> =>
  db.transaction((tx) => work(tx as unknown as Db));
