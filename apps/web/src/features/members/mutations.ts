import type { GroupEditForm, NewGroupForm } from '@klubhus/domain';
import { mutationOptions } from '@tanstack/react-query';
import { formCall } from '../../shell/createQueryClient';
import { groupsApi, membersQueries } from './queries';

/** The groups' writes (mutation factories: `useMutation(groupsMutations.add(clubId))`). */
export const groupsMutations = {
  /**
   * POST /v2/web/groupadd/:club: a new group, or a subgroup of `parentUserGroupId`. The menu is refetched
   * rather than patched, so that the new group lands where the server sorts it.
   */
  add: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'groups', 'add'] as const,
      meta: formCall,
      mutationFn: (body: NewGroupForm) => groupsApi().groupAdd({ params: { club: clubId }, body }),
      onSuccess: (_answer, _body, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.groups(clubId).queryKey }),
    }),
  /**
   * POST /v2/web/groupedit/:id: the group's title, member limit and visibility. A limit below the members the
   * group has is refused with "For mange medlemmer" on `maxUsers` (shown under the field by the form).
   */
  edit: (clubId: number, userGroupId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'groups', userGroupId, 'edit'] as const,
      meta: formCall,
      mutationFn: (body: GroupEditForm) => groupsApi().groupEdit({ params: { id: userGroupId }, body }),
      onSuccess: (_answer, _body, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.groups(clubId).queryKey }),
    }),
  /**
   * POST /v2/web/groupdeleterecursive/:club: the group with its subgroups. Every member list may have
   * changed (the deleted groups' members may now be in no group), so the whole area is refetched.
   */
  deleteRecursive: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'groups', 'delete'] as const,
      mutationFn: (userGroupId: number) =>
        groupsApi().groupDeleteRecursive({ params: { club: clubId }, body: { userGroupId } }),
      onSuccess: (_answer, _id, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
    }),
};
