// What other features may use of clubs (the lint rule `webBoundaries` lets nothing else through).
// Settings edits the club that clubs creates: the club's settings query, its logo upload and the texts of
// its field rules.
export { clubMessage } from './clubMessage';
export { clubMutations } from './mutations';
export { clubQueries } from './queries';
