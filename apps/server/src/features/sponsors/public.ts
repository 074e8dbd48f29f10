/**
 * What other parts of the server may use of sponsors; nothing else of this folder is theirs to import. The demo seeds
 * the club's sponsors; the bench times the list's, the gate's and the order's own statements raw beside their calls
 * (`bench/run.ts`).
 */
export { sponsorsDemo } from './demo.js';
export { gateSponsorsSql } from './gateRepo.js';
export { addSponsorViewsSql, sponsorListQuery } from './repo.js';
