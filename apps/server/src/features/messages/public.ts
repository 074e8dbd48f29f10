/**
 * What other parts of the server may use of messages and boards; nothing else of this folder is theirs to import.
 * The demo seeds the club's board; the bench times both lists' own statement raw beside their calls (`bench/run.ts`);
 * the outbox runs the fan-out of a new message's mails (`src/featureJobs.ts`).
 */
export { sendMessageMails } from './delivery.js';
export { messagesDemo } from './demo.js';
export { messagePageSql } from './repo.js';
