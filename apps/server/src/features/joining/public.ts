/**
 * What the rest of the server may use of the joining area: its outbox work (the invitation links' minter and the
 * clean-up step), handed to the outbox at start (`src/featureJobs.ts`), and its demo (a pending invitation).
 */
export { joiningDemo } from './demo.js';
export { mintInvitationLink, purgeExpired as purgeJoining } from './invitations.js';
