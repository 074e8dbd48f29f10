import type { groupsContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

/** The groups calls (spec document 1 §7 "Groups"); `auth` is narrowed to the club by the entries' access. */
export const groupsHandlers = (deps: service.GroupsDeps): Handlers<typeof groupsContract> => ({
  groupOverview: ({ auth }) => service.groupOverview(deps, auth),
  groupAdd: ({ auth, body }) => service.addGroup(deps, auth, body),
  groupDeleteRecursive: ({ auth, body }) => service.deleteGroup(deps, auth, body.userGroupId),
  groupEdit: ({ auth, params, body }) => service.editGroup(deps, auth, params.id, body),
});
