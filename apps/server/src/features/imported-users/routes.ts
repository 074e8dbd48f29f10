import type { importedUsersContract } from '@klubhus/domain';
import type { Db } from '../../db/connect.js';
import type { Handlers } from '../../http/registerContract.js';
import type { Clock } from '../../shared/clock.js';
import type { FileStorage } from '../../shared/files/storage.js';
import type { Mailer } from '../../shared/mail/templates.js';
import type { Passwords } from '../../shared/passwords.js';

/** What the sign-up's calls need (ADR 018). */
export interface ImportedUsersDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
  mailer: Mailer;
  passwords: Passwords;
}

const notYet = (): never => {
  throw new Error('being built (issue 17)');
};

/** The imported-user sign-up (spec document 1 §2 "Imported-user sign-up", §7 "Imported users"; ADR 018). */
export const importedUsersHandlers = (_deps: ImportedUsersDeps): Handlers<typeof importedUsersContract> => ({
  loginImported: notYet,
  addImportedChild: notYet,
  updateImportedUser: notYet,
  removeImportedUser: notYet,
  activateImported: notYet,
  registerChild: notYet,
});
