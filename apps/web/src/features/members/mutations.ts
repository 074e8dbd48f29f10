import {
  ApiError,
  invitationRefusals,
  joiningRefusals,
  type ClubLink,
  type CreateMemberRow,
  type DownloadProgress,
  type GroupEditForm,
  type InviteAnswer,
  type ImportedMemberUpdate,
  type MemberDetails,
  type MemberRelations,
  type MemberType,
  type MemberUpdate,
  type NewGroupForm,
  type RelationType,
} from '@klubhus/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import pMap from 'p-map';
import { formCall, ownErrors } from '../../shell/createQueryClient';
import type { MemberGroupsChange } from './bulkActions';
import { INVITE_CALL_SIZE, inChunks, mergeAnswers, sentTodayAnswer } from './invitations';
import { fetchMemberExport, type MemberExport } from './memberExports';
import { groupsApi, joiningApi, membersApi, membersQueries, relationsApi, signupLinksApi } from './queries';

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

/**
 * After a write that answered the member: their details from the answer at once, and every other read of the area
 * (pages, badge counts, groups, requests) refetched.
 */
const savedMember = (client: QueryClient, clubId: number, member: MemberDetails) => {
  client.setQueryData(membersQueries.details(clubId, member.id).queryKey, member);
  return client.invalidateQueries({ queryKey: membersQueries.all(clubId) });
};

/** After a relation call: the open member's relations from the answer, and the rest refetched (the other side's). */
const savedRelations = (client: QueryClient, clubId: number, memberId: string, { relations }: MemberRelations) => {
  client.setQueryData(membersQueries.details(clubId, memberId).queryKey, (member) =>
    member ? { ...member, relations } : member,
  );
  return client.invalidateQueries({ queryKey: membersQueries.all(clubId) });
};

/** A relation to add, seen from the open member (`currentUser`): `otherUser` becomes their child, parent or household. */
export interface NewRelation {
  currentUser: number;
  otherUser: number;
  relation: RelationType;
}

/** One member's details, role, requests and removal (ADR 017; mutation factories, the area's reads refetched after each). */
export const memberMutations = {
  /** PATCH /v3/clubs/:club/members/:id: an active member's details, note and member number. */
  update: (clubId: number, memberId: string) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'details', memberId, 'update'] as const,
      meta: formCall,
      mutationFn: (body: MemberUpdate) => membersApi().updateMember({ params: { club: clubId, id: memberId }, body }),
      onSuccess: (member, _body, _result, { client }) => savedMember(client, clubId, member),
    }),
  /** PATCH /v2/user/imported/:id: an inactive member's details (spec §5 "Edit inactive member"). */
  updateImported: (clubId: number, memberId: string) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'details', memberId, 'updateImported'] as const,
      meta: formCall,
      mutationFn: (body: ImportedMemberUpdate) => membersApi().updateImportedMember({ params: { id: memberId }, body }),
      onSuccess: (member, _body, _result, { client }) => savedMember(client, clubId, member),
    }),
  /** PATCH /v2/clubs/:club/members/:id/role: the member's type; the sole administrator's demotion is refused. */
  setRole: (clubId: number, memberId: string) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'details', memberId, 'role'] as const,
      meta: formCall,
      mutationFn: ({ userId, type }: { userId: number; type: MemberType }) =>
        membersApi().setMemberRole({ params: { club: clubId, id: memberId }, body: { userId, type, memberId } }),
      onSuccess: (answer, _change, _result, { client }) => savedMember(client, clubId, answer),
    }),
  /** PATCH /v2/clubs/:club/members/:id/accept: a request to join the club accepted. */
  accept: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'requests', 'accept'] as const,
      meta: formCall,
      mutationFn: (userId: number) => membersApi().acceptMember({ params: { club: clubId, id: userId } }),
      onSettled: (_answer, _error, _userId, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
    }),
  /** PATCH /v2/clubs/:club/members/:id/reject: a group request (with its group) or a club request (without). */
  reject: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'requests', 'reject'] as const,
      meta: formCall,
      mutationFn: ({ memberId, groupId }: { memberId: string; groupId?: number }) =>
        membersApi().rejectMember({
          params: { club: clubId, id: memberId },
          body: groupId === undefined ? undefined : { groupId },
        }),
      onSettled: (_answer, _error, _request, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
    }),
  /**
   * DELETE /v2/clubs/:club/members: the members out of the club, in one transaction. The removed members' details
   * are marked stale but not refetched (they would answer 404 while their modal closes); the rest is refetched.
   */
  remove: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'remove'] as const,
      meta: formCall,
      mutationFn: (memberIds: string[]) =>
        membersApi().removeMembers({ params: { club: clubId }, body: { memberIds } }),
      onSuccess: async (_answer, memberIds, _result, { client }) => {
        const removed = new Set(memberIds.map((id) => JSON.stringify(membersQueries.details(clubId, id).queryKey)));
        const isRemoved = (queryKey: readonly unknown[]) => removed.has(JSON.stringify(queryKey));
        await Promise.all([
          client.invalidateQueries({ queryKey: membersQueries.all(clubId), predicate: (q) => !isRemoved(q.queryKey) }),
          client.invalidateQueries({ predicate: (q) => isRemoved(q.queryKey), refetchType: 'none' }),
        ]);
      },
    }),
};

/** The relations of the open member (`memberId`), administrators' (ADR 017). */
export const relationMutations = {
  /** POST /v2/user/createrelation: the answer is the open member's relations. */
  create: (clubId: number, memberId: string) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'details', memberId, 'relations', 'create'] as const,
      meta: formCall,
      mutationFn: (relation: NewRelation) => relationsApi().createRelation({ body: { clubId, ...relation } }),
      onSuccess: (relations, _relation, _result, { client }) => savedRelations(client, clubId, memberId, relations),
    }),
  /** POST /v2/user/RemoveRelation, seen from the open member (`id`, one of its two sides). */
  remove: (clubId: number, memberId: string) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'details', memberId, 'relations', 'remove'] as const,
      meta: formCall,
      mutationFn: ({ userUserMapId, userId }: { userUserMapId: number; userId: number }) =>
        relationsApi().removeRelation({ body: { clubId, userUserMapId, id: userId } }),
      onSuccess: (relations, _relation, _result, { client }) => savedRelations(client, clubId, memberId, relations),
    }),
};

/** One export's download (spec §7 "Exports"): the screen shows its progress and its failure itself. */
export const memberExportsMutations = {
  download: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'export'] as const,
      // Administrators' files; a failure stops the spinner and shows beside the menu (spec §8), never a dialog.
      meta: ownErrors,
      mutationFn: ({
        file,
        signal,
        onProgress,
      }: {
        file: MemberExport;
        signal: AbortSignal;
        onProgress: DownloadProgress;
      }) => fetchMemberExport(clubId, file, { signal, onProgress }),
    }),
};

/** A run of invitations: the members to mail for the first time and again, and how far it has come. */
export interface InvitationRun {
  /** Red members: `sendwelcomemails`. */
  first: readonly string[];
  /** Orange members: `sendwelcomemailsagain`. */
  again: readonly string[];
  /** After each call: how many of the members have had their answer, and the answer so far. */
  onProgress?: (done: number, answer: InviteAnswer) => void;
  signal?: AbortSignal;
}

const isSentToday = (error: unknown) => error instanceof ApiError && error.code === joiningRefusals.sentToday.code;

/** Create member and the invitation mails (ADR 018; mutation factories, the area's reads refetched after each). */
export const invitationMutations = {
  /**
   * POST /v2/web/importusers/:club with one row: a new inactive (red) member, in the listed group when the row names
   * it. An e-mail an active member has is refused with 409 `emailInUse` on `members.0.email`.
   */
  create: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'create'] as const,
      meta: formCall,
      mutationFn: async (row: CreateMemberRow) => {
        const { members } = await joiningApi().importUsers({ params: { club: clubId }, body: { members: [row] } });
        const [member] = members;
        if (!member) throw new Error('importusers answered no member');
        return member;
      },
      onSuccess: (_member, _row, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
    }),
  /**
   * POST …/sendwelcomemails for the red members and POST …/sendwelcomemailsagain for the orange ones, a few hundred
   * per call, one call after the other; the answers as one. A resend refused as a whole because every member named
   * was mailed today (409 `sentToday`) counts as those members skipped for that reason. The screen fetches the
   * lists again a few times afterwards (`useRefetchAfterSend`), as the mails go out.
   */
  invite: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'invite'] as const,
      meta: formCall,
      mutationFn: async ({ first, again, onProgress, signal }: InvitationRun) => {
        const calls = [
          ...inChunks(first, INVITE_CALL_SIZE).map((memberIds) => ({ memberIds, again: false })),
          ...inChunks(again, INVITE_CALL_SIZE).map((memberIds) => ({ memberIds, again: true })),
        ];
        const answers: InviteAnswer[] = [];
        let done = 0;
        for (const call of calls) {
          const request = { params: { club: clubId }, body: { memberIds: call.memberIds } };
          if (!call.again) answers.push(await joiningApi().sendWelcomeMails(request, { signal }));
          else {
            answers.push(
              await joiningApi()
                .sendWelcomeMailsAgain(request, { signal })
                .catch((error: unknown) => {
                  if (isSentToday(error)) return sentTodayAnswer(call.memberIds);
                  throw error;
                }),
            );
          }
          done += call.memberIds.length;
          onProgress?.(done, mergeAnswers(answers));
        }
        return mergeAnswers(answers);
      },
      onSettled: (_answer, _error, _run, _result, { client }) =>
        client.invalidateQueries({ queryKey: membersQueries.all(clubId) }),
    }),
};

/** Every target's sign-up links refetched: a link made or deleted may be in the club's list or a group's. */
const refetchSignupLinks = (client: QueryClient, clubId: number) =>
  client.invalidateQueries({ queryKey: membersQueries.signupLinksAll(clubId) });

const isLinkGone = (error: unknown) => error instanceof ApiError && error.code === invitationRefusals.linkNotFound.code;

/**
 * The "Tilmeldingslink" dialog's writes (spec document 1 §2; ADR 019; administrators). Their refusals (`tooManyLinks`,
 * `linkNotFound`, `unknownGroup`) are the dialog's to show; the target's links are refetched after each.
 */
export const signupLinkMutations = {
  /** POST /v2/web/clubcreatelink/:club: a new link for the groups (none: the club alone), valid 90 days. */
  create: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'signupLinks', 'create'] as const,
      meta: formCall,
      mutationFn: (groupIds: number[]) => signupLinksApi().createClubLink({ params: { clubId }, body: { groupIds } }),
      onSettled: (_link, _error, _groupIds, _result, { client }) => refetchSignupLinks(client, clubId),
    }),
  /** DELETE /v3/clubs/:club/links/:id: the link stops working at once. */
  remove: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'signupLinks', 'delete'] as const,
      meta: formCall,
      mutationFn: (linkId: number) => signupLinksApi().deleteClubLink({ params: { clubId, linkId } }),
      onSettled: (_answer, _error, _linkId, _result, { client }) => refetchSignupLinks(client, clubId),
    }),
  /**
   * "Nulstil" (ADR 019): the link deleted, then a new one made with the same groups, so the old address stops working
   * and the new one counts from 0. A link deleted meanwhile (404 `linkNotFound`) is as good as deleted: the new one is
   * made all the same.
   */
  reset: (clubId: number) =>
    mutationOptions({
      mutationKey: ['members', clubId, 'signupLinks', 'reset'] as const,
      meta: formCall,
      mutationFn: async (link: Pick<ClubLink, 'clubLinkId' | 'groupIds'>) => {
        await signupLinksApi()
          .deleteClubLink({ params: { clubId, linkId: link.clubLinkId } })
          .catch((error: unknown) => {
            if (!isLinkGone(error)) throw error;
          });
        return signupLinksApi().createClubLink({ params: { clubId }, body: { groupIds: link.groupIds } });
      },
      onSettled: (_link, _error, _old, _result, { client }) => refetchSignupLinks(client, clubId),
    }),
};
