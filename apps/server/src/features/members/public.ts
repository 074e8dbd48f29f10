/**
 * What other features may use of the members area; nothing else of this folder is theirs to import. The bench
 * times the overview's own statement, and the group limit's count, raw beside their calls (`bench/run.ts`); the demo
 * seeds the area's requests, notes and a removed member.
 */
export { membersDemo } from './demo.js';
export { groupCountsSql, lockGroups, memberOverviewSql } from './repo.js';
export { intArray, pendingInactive } from './sqlParts.js';
