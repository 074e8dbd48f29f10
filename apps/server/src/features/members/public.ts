/** What other features may use of the members area; nothing else of this folder is theirs to import. */
export { memberOverviewSql } from './repo.js';
