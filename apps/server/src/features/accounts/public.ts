/** What the rest of the server may use of the accounts area: its outbox work, handed to the outbox at start. */
export { forgotPasswordJob, mintResetLink, purgeExpired } from './service.js';

/**
 * What the imported-user sign-up (ADR 018) shares with sign-in and registration: the rule for new passwords, the
 * lookup of an account by e-mail, a user session as sign-in makes one, and the counting of failed attempts per
 * address and e-mail that answers 429.
 */
export { strongPasswordRule } from './passwordStrength.js';
export { addressBucket, emailBucket, findUserByEmail, insertSession, releaseAttempt, reserveAttempt } from './repo.js';
