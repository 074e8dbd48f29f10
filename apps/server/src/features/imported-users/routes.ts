import type { importedUsersContract } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import { addressKey } from '../../http/clientAddress.js';
import type { Handlers } from '../../http/registerContract.js';
import type { Clock } from '../../shared/clock.js';
import type { FileStorage } from '../../shared/files/storage.js';
import type { Mailer } from '../../shared/mail/templates.js';
import type { Passwords } from '../../shared/passwords.js';
import { activate } from './activation.js';
import { registerChild } from './registerChild.js';
import * as service from './service.js';

/** What the sign-up's calls need (ADR 018). */
export interface ImportedUsersDeps {
  db: Db;
  clock: Clock;
  files: FileStorage;
  mailer: Mailer;
  passwords: Passwords;
  /** AUTH_RATE_LIMIT (sign-in's limits, which the sign-up shares) and SESSION_DAYS (the new users' sessions). */
  config: Pick<Config, 'authRateLimit' | 'sessionDays'>;
}

/** The imported-user sign-up (spec document 1 §2 "Imported-user sign-up", §7 "Imported users"; ADR 018). */
export const importedUsersHandlers = (deps: ImportedUsersDeps): Handlers<typeof importedUsersContract> => {
  const flow: service.FlowDeps = deps;
  return {
    loginImported: ({ body, request }) => service.signInImported(flow, body, addressKey(request)),
    addImportedChild: ({ auth, params, body }) => service.addChild(flow, auth, params.id, body),
    updateImportedUser: ({ auth, params, body }) => service.saveAssignment(flow, auth, params.id, body),
    removeImportedUser: ({ auth, params }) => service.removePerson(flow, auth, params.id),
    activateImported: ({ auth, body, request }) =>
      activate(flow, auth, body, { address: addressKey(request), host: request.hostname }),
    registerChild: ({ auth, body }) => registerChild(flow, auth, body),
  };
};
