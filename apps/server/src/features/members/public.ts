/**
 * What other features may use of the members area; nothing else of this folder is theirs to import. The bench
 * times the overview's own statement raw beside the call (`bench/run.ts`).
 */
export { memberOverviewSql } from './repo.js';
