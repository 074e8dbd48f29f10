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
