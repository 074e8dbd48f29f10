/**
 * What other parts of the server may use of the activity types area; nothing else of this folder is theirs to
 * import. STUB: the server work adds the activities' type check and the demo seeder here.
 */
export {};
