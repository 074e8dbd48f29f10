export * from './contract/index.js';
export * from './client/index.js';
export * from './flags.js';
export * from './paths.js';
export * from './validation/clubs.js';
export * from './validation/accounts.js';
export * from './validation/hostName.js';
export * from './rules/activeClub.js';
