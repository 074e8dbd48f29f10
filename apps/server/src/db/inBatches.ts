import { sql, type SQL } from 'drizzle-orm';
import type { Db } from './connect.js';
import { queryRows } from './queryRows.js';

/**
 * Rows one clean-up statement changes at most, so that a long-neglected table is worked off in steps without
 * holding locks for long (the clean-up job: accounts' purge, the outbox's retention).
 */
export const BATCH_SIZE = 5_000;

/** Runs `step` (which changes at most BATCH_SIZE rows and answers how many) until a step changes fewer; the total. */
export const inBatches = async (step: () => Promise<number>): Promise<number> => {
  let total = 0;
  for (let changed = await step(); ; changed = await step()) {
    total += changed;
    if (changed < BATCH_SIZE) return total;
  }
};

/**
 * Deletes, batch by batch, the rows of `table` whose `key` is among those `select` names (a statement answering that
 * column); answers how many went. The areas' clean-up steps (accounts, joining) are made of these.
 */
export const purgeInBatches = (db: Db, table: string, key: string, select: SQL): Promise<number> =>
  inBatches(async () => {
    const [deleted] = await queryRows<{ n: number }>(
      db,
      sql`with gone as (delete from ${sql.identifier(table)} where ${sql.identifier(key)} in (${select} limit ${BATCH_SIZE}) returning 1)
          select count(*)::int as n from gone`,
    );
    return Number(deleted?.n ?? 0);
  });
