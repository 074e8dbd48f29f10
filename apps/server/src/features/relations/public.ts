/**
 * What other parts of the server may use of relations: a member's relations in a club as they see them (the member
 * details answer them; the household export reads stored rows and sees them the same way), and the demo's families.
 */
export { compareRelations, relationSeenFrom, relationsOf } from './service.js';
export type { RelationWithNames } from './repo.js';
export { relationsDemo } from './demo.js';
