/**
 * What other parts of the server may use of the activities area; nothing else of this folder is theirs to import.
 * The bench times the overview's, a participant list's and a member's statistics' own statements raw beside their
 * calls (`bench/run.ts`); the outbox runs the two-days reminders (`src/featureJobs.ts`).
 */
export { overviewSql } from './repo.js';
export { participantListSql } from './participantsRepo.js';
export { activitiesDemo } from './demo.js';
export { sendDueReminders } from './reminders.js';
export { statisticsSpan } from './statistics.js';
export { userStatisticsSql } from './statisticsRepo.js';
