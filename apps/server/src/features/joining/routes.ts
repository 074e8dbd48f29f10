import type { joiningContract } from '@klubhus/domain';
import type { Config } from '../../config.js';
import type { Db } from '../../db/connect.js';
import type { Handlers } from '../../http/registerContract.js';
import type { Clock } from '../../shared/clock.js';
import type { Mailer } from '../../shared/mail/templates.js';

/** What the joining calls need (ADR 018). */
export interface JoiningDeps {
  db: Db;
  clock: Clock;
  mailer: Mailer;
  config: Pick<Config, 'publicUrl'>;
}

const notYet = (): never => {
  throw new Error('being built (issue 17)');
};

/** Create member and the invitation mails (spec document 1 §4 "Create member"; ADR 018). */
export const joiningHandlers = (_deps: JoiningDeps): Handlers<typeof joiningContract> => ({
  importUsers: notYet,
  sendWelcomeMails: notYet,
  sendWelcomeMailsAgain: notYet,
});
