/** What the rest of the server may use of the accounts area: its outbox work, handed to the outbox at start. */
export { forgotPasswordJob, mintResetLink, purgeExpired } from './service.js';
