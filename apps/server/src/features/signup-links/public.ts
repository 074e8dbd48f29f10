/**
 * What the rest of the server may use of the sign-up links: the link key (built once in `app.ts`), the one definition
 * of a working link that every token lookup uses (ADR 019), and the demo's link.
 */
export { signupLinksDemo } from './demo.js';
export { purgeSignupLinks } from './service.js';
export { LINK_KEY_MIN_LENGTH, linkKeyOf, linkTokens, type LinkTokens } from './linkTokens.js';
export { activeLinkOfToken, findActiveLink, linkGroupIds, linkListQuery } from './repo.js';
