/**
 * What other features may use of the members area; nothing else of this folder is theirs to import. The bench
 * times the overview's own statement, and the group limit's count, raw beside their calls (`bench/run.ts`).
 */
export { groupCountsSql, memberOverviewSql } from './repo.js';
