import type { membersContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import * as details from './details.js';
import * as service from './service.js';

export const membersHandlers = (deps: service.MembersDeps): Handlers<typeof membersContract> => ({
  memberOverview: ({ auth, query }) => service.memberOverview(deps, auth, query),
  groupRemoveMembers: async ({ auth, params, body }) => ({
    removed: await service.removeFromGroup(deps, auth, params.id, body.memberIds),
  }),
  setMemberGroups: ({ auth, params, query, body }) =>
    service.setMemberGroups(deps, auth, params.id, body, query.leader),
  memberDetails: ({ auth, params }) => details.memberDetails(deps, auth, params.id),
  updateMember: ({ auth, params, body }) => details.updateMember(deps, auth, params.id, body),
  updateImportedMember: ({ auth, params, body }) => details.updateImportedMember(deps, auth, params.id, body),
  setMemberRole: ({ auth, params, body }) => details.setMemberRole(deps, auth, params.id, body),
  memberRequests: ({ auth }) => details.memberRequests(deps, auth),
  acceptMember: ({ auth, params }) => details.acceptMember(deps, auth, params.id),
  rejectMember: ({ auth, params, body }) => details.rejectMember(deps, auth, params.id, body?.groupId),
  removeMembers: async ({ auth, body }) => ({ removed: await details.removeMembers(deps, auth, body.memberIds) }),
});
