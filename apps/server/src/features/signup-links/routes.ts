import type { signupLinksContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

/** The members screen's "Tilmeldingslink" dialog (spec document 1 §2; ADR 019). Administrators. */
export const signupLinksHandlers = (deps: service.SignupLinksDeps): Handlers<typeof signupLinksContract> => ({
  createClubLink: ({ auth, body }) => service.createLink(deps, auth, body.groupIds),
  clubLinks: ({ auth, query }) => service.listLinks(deps, auth, query.groupId),
  deleteClubLink: async ({ auth, params }) => {
    await service.deleteLink(deps, auth, params.linkId);
  },
});
