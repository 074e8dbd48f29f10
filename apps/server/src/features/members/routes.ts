import type { membersContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import * as service from './service.js';

export const membersHandlers = (deps: service.MembersDeps): Handlers<typeof membersContract> => ({
  memberOverview: ({ auth, query }) => service.memberOverview(deps, auth, query),
  groupRemoveMembers: async ({ auth, params, body }) => ({
    removed: await service.removeFromGroup(deps, auth, params.id, body.memberIds),
  }),
  setMemberGroups: ({ auth, params, query, body }) =>
    service.setMemberGroups(deps, auth, params.id, body, query.leader),
});
