/**
 * What other parts of the server may use of the activity types area; nothing else of this folder is theirs to
 * import: the activities' check of a type, the demo club's types, and the list's and a colour change's own
 * statements, which the bench times raw beside their calls (`bench/run.ts`).
 */
export { checkOfferedType } from './offered.js';
export { activityTypesDemo, type DemoOwnTypeTitle } from './demo.js';
export { activityTypesSql, setColumnSql, colourColumnOf } from './repo.js';
export { ensureBundledIcons } from './icons/bundled.js';
