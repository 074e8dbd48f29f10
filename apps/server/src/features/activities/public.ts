/**
 * What other parts of the server may use of the activities area; nothing else of this folder is theirs to import.
 * The bench times the overview's own statement raw beside its call (`bench/run.ts`).
 */
export { overviewSql } from './repo.js';
export { activitiesDemo } from './demo.js';
