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
/**
 * The fixture import (ADR 027) writes activities as creating one does: the same insert, the same invitation of a
 * group's members and the same mails, the type checked and the club's zone read the same way.
 */
export { clubSettings, groupsOfClub, insertActivities, intArray, type ActivityInsert } from './repo.js';
export { invitePeople, statusOnSave } from './participants.js';
export { crossPairs, noPairs } from './participantsRepo.js';
export { enqueueInvitationMails } from './activityMails.js';
export type { ActivitiesDeps, Caller } from './service.js';
