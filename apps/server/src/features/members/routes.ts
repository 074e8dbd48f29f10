import type { membersContract } from '@klubhus/domain';
import type { Handlers } from '../../http/registerContract.js';
import { memberDetails } from './details.js';
import { updateImportedMember, updateMember } from './edits.js';
import { removeMembers } from './removal.js';
import { acceptMember, memberRequests, rejectMember } from './requests.js';
import { setMemberRole } from './roles.js';
import * as service from './service.js';

export const membersHandlers = (deps: service.MembersDeps): Handlers<typeof membersContract> => ({
  memberOverview: ({ auth, query }) => service.memberOverview(deps, auth, query),
  groupRemoveMembers: async ({ auth, params, body }) => ({
    removed: await service.removeFromGroup(deps, auth, params.id, body.memberIds),
  }),
  setMemberGroups: ({ auth, params, query, body }) =>
    service.setMemberGroups(deps, auth, params.id, body, query.leader),
  memberDetails: ({ auth, params }) => memberDetails(deps, auth, params.id),
  updateMember: ({ auth, params, body }) => updateMember(deps, auth, params.id, body),
  updateImportedMember: ({ auth, params, body }) => updateImportedMember(deps, auth, params.id, body),
  setMemberRole: ({ auth, params, body }) => setMemberRole(deps, auth, params.id, body),
  memberRequests: ({ auth }) => memberRequests(deps, auth),
  acceptMember: ({ auth, params }) => acceptMember(deps, auth, params.id),
  rejectMember: ({ auth, params, body }) => rejectMember(deps, auth, params.id, body?.groupId),
  removeMembers: async ({ auth, body }) => ({ removed: await removeMembers(deps, auth, body.memberIds) }),
});
