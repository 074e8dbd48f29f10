/**
 * What the rest of the server may use of the joining area: its outbox work (the invitation links' minter and the
 * clean-up step), handed to the outbox at start (`src/featureJobs.ts`), its demo (a pending invitation), and the
 * club's limit of inactive members, which the import's confirm keeps as create member does (ADR 020).
 */
export { joiningDemo } from './demo.js';
export { mintInvitationLink, purgeExpired as purgeJoining } from './invitations.js';
export { lockClubInactive, pendingInactiveCount } from './repo.js';
export { INACTIVE_MEMBERS_MAX } from './service.js';
