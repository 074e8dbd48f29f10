/** What other parts of the server may use of the groups area; nothing else of this folder is theirs to import. */
export { groupsDemo } from './demo.js';
