/** What other parts of the server may use of the groups area; nothing else of this folder is theirs to import. */
export { groupsDemo } from './demo.js';
/** The club's group limit, as the import's confirm keeps it when it creates groups (ADR 020). */
export { countGroups, lockClubGroups } from './repo.js';
