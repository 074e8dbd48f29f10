import { accountsContract } from './accounts.js';
import { activitiesContract } from './activities.js';
import { activityExportsContract } from './activityExports.js';
import { activityTypesContract } from './activityTypes.js';
import { fixtureImportContract } from './fixtureImport.js';
import { calendarsContract } from './calendars.js';
import { defineContract } from './entry.js';
import { clubsContract } from './clubs.js';
import { groupsContract } from './groups.js';
import { importedUsersContract } from './importedUsers.js';
import { invitationContract } from './invitation.js';
import { joiningContract } from './joining.js';
import { memberExportsContract } from './memberExports.js';
import { memberImportContract } from './memberImport.js';
import { membersContract } from './members.js';
import { messagesContract } from './messages.js';
import { sponsorsContract } from './sponsors.js';
import { participationContract } from './participation.js';
import { relationsContract } from './relations.js';
import { sharedCalendarsContract } from './sharedCalendars.js';
import { signupLinksContract } from './signupLinks.js';
import { statisticsContract } from './statistics.js';
import { systemContract } from './system.js';

/**
 * The contract's tables by area: each has a wire file (`src/wire/<area>.ts`, `pnpm --filter @klubhus/domain wire`).
 * Each area adds its table here.
 */
export const contractAreas = {
  system: systemContract,
  accounts: accountsContract,
  clubs: clubsContract,
  groups: groupsContract,
  members: membersContract,
  relations: relationsContract,
  memberExports: memberExportsContract,
  joining: joiningContract,
  importedUsers: importedUsersContract,
  signupLinks: signupLinksContract,
  invitation: invitationContract,
  memberImport: memberImportContract,
  activities: activitiesContract,
  participation: participationContract,
  statistics: statisticsContract,
  activityTypes: activityTypesContract,
  calendars: calendarsContract,
  sharedCalendars: sharedCalendarsContract,
  activityExports: activityExportsContract,
  fixtureImport: fixtureImportContract,
  messages: messagesContract,
  sponsors: sponsorsContract,
} as const;

/** Every call of the spec. */
export const contract = defineContract({
  ...systemContract,
  ...accountsContract,
  ...clubsContract,
  ...groupsContract,
  ...membersContract,
  ...relationsContract,
  ...memberExportsContract,
  ...joiningContract,
  ...importedUsersContract,
  ...signupLinksContract,
  ...invitationContract,
  ...memberImportContract,
  ...activitiesContract,
  ...participationContract,
  ...statisticsContract,
  ...activityTypesContract,
  ...calendarsContract,
  ...sharedCalendarsContract,
  ...activityExportsContract,
  ...fixtureImportContract,
  ...messagesContract,
  ...sponsorsContract,
});
export type KlubhusContract = typeof contract;

export * from './entry.js';
export * from './wire.js';
export * from './errors.js';
export * from './system.js';
export * from './accounts.js';
export * from './clubs.js';
export * from './groups.js';
export * from './members.js';
export * from './memberDetails.js';
export * from './relations.js';
export * from './memberExports.js';
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
