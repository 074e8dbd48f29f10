import type { importedUsersContract } from '@klubhus/domain';
import { loadConfig, type Config } from '../../config.js';
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
  /**
   * AUTH_RATE_LIMIT and SESSION_DAYS. Until `app.ts` hands the app's configuration in, the environment's (the same
   * in a real start; a test's own settings are not seen). @default loadConfig()
   */
  config?: Pick<Config, 'authRateLimit' | 'sessionDays'>;
}

/** The imported-user sign-up (spec document 1 §2 "Imported-user sign-up", §7 "Imported users"; ADR 018). */
export const importedUsersHandlers = (deps: ImportedUsersDeps): Handlers<typeof importedUsersContract> => {
  const { authRateLimit, sessionDays } = deps.config ?? loadConfig();
  const flow: service.FlowDeps = { ...deps, config: { authRateLimit, sessionDays } };
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
