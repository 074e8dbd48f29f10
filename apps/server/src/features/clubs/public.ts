/** What other features may use of the clubs area; nothing else of this folder is theirs to import. */
export { findLinkSignupSettings as signupSettingsOfLink } from './repo.js';
