/**
 * What the rest of the server may use of the fixture import (ADR 027): its demo (a season of U11 Drenge imported) and
 * the statement that matches a list's rows, which the bench times raw beside the import.
 */
export { fixtureImportDemo } from './demo.js';
export { candidatesSql } from './repo.js';
export { placeMatch } from './match.js';
