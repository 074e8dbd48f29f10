import type { GroupEditForm, NewGroupForm } from '@klubhus/domain';
import { mutationOptions } from '@tanstack/react-query';
import pMap from 'p-map';
import { formCall } from '../../shell/createQueryClient';
import type { MemberGroupsChange } from './bulkActions';
import { groupsApi, membersApi, membersQueries } from './queries';

/** Members' groups changed in parallel, a few at a time: fast for a club, gentle on the server. */
const PARALLEL_CHANGES = 4;

/** A run of group changes: the calls, and how far it has come. */
export interface GroupChangesRun {
  changes: readonly MemberGroupsChange[];
  onDone?: (done: number) => void;
  signal?: AbortSignal;
}

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

/** The members' group memberships (mutation factories; every write refetches the area's lists and groups). */
export const membersMutations = {
  /**
   * PATCH /v2/clubs/:club/members/:id/groups, once per member (the spec's call names one member): adds, moves and
   * makes leaders. Stops at the first refusal ("For mange medlemmer" when a group fills up meanwhile); the
   * changes made before it stay, and the lists are refetched either way.
   */
  setGroups: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'setGroups'] as const,
      meta: formCall,
      mutationFn: async ({ changes, onDone, signal }: GroupChangesRun) => {
        let done = 0;
        await pMap(
          changes,
          async ({ memberId, groups, leader }) => {
            await membersApi().setMemberGroups(
              {
                params: { club: clubId, id: memberId },
                query: { leader: leader ? 'true' : 'false' },
                body: { memberId, groups, leader },
              },
              { signal },
            );
            done += 1;
            onDone?.(done);
          },
          { concurrency: PARALLEL_CHANGES, signal },
        );
        return done;
      },
      onSettled: (_done, _error, _run, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
    }),
  /** POST /v2/web/groupremovemembers/:id: the members out of one group, in one call and one transaction. */
  removeFromGroup: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'removeFromGroup'] as const,
      meta: formCall,
      mutationFn: ({ userGroupId, memberIds }: { userGroupId: number; memberIds: string[] }) =>
        membersApi().groupRemoveMembers({ params: { id: userGroupId }, body: { memberIds } }),
      onSettled: (_answer, _error, _body, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
    }),
};
