import { accountsContract } from './accounts.js';
import { defineContract } from './entry.js';
import { clubsContract } from './clubs.js';
import { systemContract } from './system.js';

/** Every call of the spec. Each area adds its table here. */
export const contract = defineContract({
  ...systemContract,
  ...accountsContract,
  ...clubsContract,
});
export type KlubhusContract = typeof contract;

export * from './entry.js';
export * from './errors.js';
export * from './system.js';
export * from './accounts.js';
export * from './clubs.js';
