/** Every table, one file per area (`clubRef()`/`userRef()` in `columns.ts`); drizzle-kit reads this folder. */
export * from './accounts.js';
export * from './clubs.js';
export * from './members.js';
export * from './outbox.js';
export * from './joining.js';
export * from './invitation.js';
export * from './memberImport.js';
export * from './activities.js';
export * from './activityTypes.js';
export * from './calendars.js';
export * from './messages.js';
export * from './sponsors.js';
