import type { joiningContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { sendWelcomeMails, sendWelcomeMailsAgain } from './invitations.js';
import { importUsers, type JoiningDeps } from './service.js';

/** Create member and the invitation mails (spec document 1 §4 "Create member"; ADR 018). */
export const joiningHandlers = (deps: JoiningDeps): Handlers<typeof joiningContract> => ({
  importUsers: ({ auth, body }) => importUsers(deps, auth, body),
  sendWelcomeMails: ({ auth, body }) => sendWelcomeMails(deps, auth, body),
  sendWelcomeMailsAgain: ({ auth, body }) => sendWelcomeMailsAgain(deps, auth, body),
});
