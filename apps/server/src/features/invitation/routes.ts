import type { invitationContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

/** What the holder of a sign-up link does once signed in (spec document 1 §2 "Invitation page"; ADR 019). */
export const invitationHandlers = (deps: service.InvitationDeps): Handlers<typeof invitationContract> => ({
  joinClub: ({ auth, body }) => service.joinClub(deps, auth.userId, body),
  requestClub: ({ auth, body }) => service.requestClub(deps, auth.userId, body),
  requestGroups: ({ auth, body, query }) => service.requestGroups(deps, auth, body, query.registerToken),
});
