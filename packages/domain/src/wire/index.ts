// The wire tables of the contract's areas (ADR 015): each area adds its line when it adds its table to
// `contractAreas` and runs `pnpm --filter @klubhus/domain wire`.
export * from './accounts.js';
export * from './clubs.js';
export * from './groups.js';
export * from './members.js';
export * from './system.js';
export * from './memberExports.js';
export * from './relations.js';
export * from './joining.js';
export * from './importedUsers.js';
export * from './signupLinks.js';
export * from './invitation.js';
export * from './memberImport.js';
export * from './activities.js';
export * from './participation.js';
export * from './statistics.js';
export * from './activityTypes.js';
export * from './calendars.js';
export * from './sharedCalendars.js';
export * from './activityExports.js';
export * from './fixtureImport.js';
export * from './messages.js';
export * from './sponsors.js';
