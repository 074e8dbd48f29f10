import type {
  ActivityDetail,
  ActivityExportRange,
  DownloadProgress,
  FixtureImportBody,
  ActivityInviteBody,
  ActivityUpdateInput,
  ListedStatus,
  NewActivityInput,
} from '@klubhus/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { formCall, ownErrors } from '../../shell/createQueryClient';
import {
  activitiesApi,
  activitiesQueries,
  activityExportsApi,
  calendarQueries,
  calendarsApi,
  fixtureImportApi,
  participationApi,
} from './queries';

/** Every list and detail of the club's activities is read again: a series changes many rows at once. */
const refresh = (client: QueryClient, clubId: number) =>
  client.invalidateQueries({ queryKey: activitiesQueries.all(clubId) });

/** The detail answered by a write is the detail now; the lists are read again. */
const settle = (client: QueryClient, clubId: number, activity: ActivityDetail) => {
  client.setQueryData(activitiesQueries.detail(clubId, activity.id).queryKey, activity);
  return refresh(client, clubId);
};

/** The activities area's writes (mutation factories: `useMutation(activitiesMutations.create(clubId))`). */
export const activitiesMutations = {
  /** POST /v4/activities/create: an activity or a series; answers the first occurrence. The wizard shows refusals. */
  create: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'create'] as const,
      meta: formCall,
      mutationFn: (body: Omit<NewActivityInput, 'clubId'>) =>
        activitiesApi().createActivity({ body: { ...body, clubId } }),
      onSuccess: (activity, _body, _result, { client }) => settle(client, clubId, activity),
    }),
  /** POST /v4/activities/update: this occurrence, or with `updateAll` the rest of its series from it on. */
  update: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'update'] as const,
      meta: formCall,
      mutationFn: (body: ActivityUpdateInput) => activitiesApi().updateActivity({ body }),
      onSuccess: (activity, _body, _result, { client }) => settle(client, clubId, activity),
    }),
  /** PUT /v3/activities/updateCoHosts/:id: the co-hosts of an activity with an amount. */
  coHosts: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'coHosts'] as const,
      meta: formCall,
      mutationFn: ({ activityId, coHostIds }: { activityId: number; coHostIds: number[] }) =>
        activitiesApi().updateCoHosts({ params: { id: activityId }, body: { coHostIds } }),
      onSuccess: (activity, _input, _result, { client }) => settle(client, clubId, activity),
    }),
  /** POST /v2/web/newactivityimages/:id (multipart `images`): up to 10 images at once, 20 an activity. */
  addImages: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'addImages'] as const,
      meta: formCall,
      mutationFn: ({ activityId, images }: { activityId: number; images: File[] }) =>
        activitiesApi().newActivityImages({ params: { id: activityId }, body: { images } }),
      onSuccess: (_answer, { activityId }, _result, { client }) =>
        client.invalidateQueries({ queryKey: activitiesQueries.detail(clubId, activityId).queryKey }),
    }),
  /** POST /v2/web/activityimagedelete/:id: one image, by its address. */
  deleteImage: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'deleteImage'] as const,
      meta: formCall,
      mutationFn: ({ activityId, url }: { activityId: number; url: string }) =>
        activitiesApi().activityImageDelete({ params: { id: activityId }, body: { url } }),
      onSuccess: (_answer, { activityId }, _result, { client }) =>
        client.invalidateQueries({ queryKey: activitiesQueries.detail(clubId, activityId).queryKey }),
    }),
  /**
   * POST /v2/web/activityremove/:club?message: cancels one activity, or with `recurring` the rest of its series.
   * The cancel modal shows a failure itself, with an Ok button (spec §8).
   */
  cancel: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'cancel'] as const,
      meta: ownErrors,
      mutationFn: ({ activityId, recurring, message }: { activityId: number; recurring: boolean; message: string }) =>
        activitiesApi().activityRemove({
          params: { club: clubId },
          query: message ? { message } : {},
          body: { activityId, recurring },
        }),
      onSuccess: (_answer, _input, _result, { client }) => refresh(client, clubId),
    }),
};

/** A comment as the composer sends it: a text or an image, never both (400 commentTextOrImage). */
export type NewComment = { activityId: number } & ({ text: string } | { image: File });

/** The comments' writes (§2.5). */
export const commentsMutations = {
  /**
   * POST /v2/web/activitycomment/:id (multipart `Comment` or `image`): the detail, which carries the comments, is read
   * again. The composer shows a refusal (comments turned off, a cancelled activity); a 5xx is the error dialog's.
   */
  post: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'comment'] as const,
      meta: formCall,
      mutationFn: (comment: NewComment) =>
        participationApi().activityComment({
          params: { id: comment.activityId },
          body: 'text' in comment ? { Comment: comment.text } : { image: comment.image },
        }),
      onSuccess: (_comment, { activityId }, _result, { client }) =>
        client.invalidateQueries({ queryKey: activitiesQueries.detail(clubId, activityId).queryKey }),
    }),
};

/** An invitation as the invite modal sends it (POST /v4/activities/invite). */
export type ActivityInvitation = Pick<
  ActivityInviteBody,
  'activityId' | 'isRecurring' | 'initialStatus' | 'sendNotification'
> &
  Pick<Partial<ActivityInviteBody>, 'userIds' | 'userGroupIds'>;

/**
 * The participant writes (§2.6; ADR 023). Each reads the club's activities again through `activitiesQueries.all`: the
 * detail (counts, preview, groups), the participant lists, the page's list (its counts) and the statistics, and for
 * an invitation of a series every occurrence it reached. Refusals (activityFull, memberInvitedByGroup,
 * participantAttending …) are the caller's to show; a 5xx is the error dialog's.
 */
export const participantsMutations = {
  /** POST /v4/activities/invite: groups and members, as invited or attending, for this one or the rest of the series. */
  invite: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'invite'] as const,
      meta: formCall,
      mutationFn: (invitation: ActivityInvitation) =>
        participationApi().inviteToActivity({ body: { uninvitedUserIds: [], ...invitation } }),
      onSuccess: (_answer, _invitation, _result, { client }) => refresh(client, clubId),
    }),
  /** POST /v2/activities/AdminAttendOrRemoveUserToActivity: moves one participant to another list (administrators). */
  move: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'moveParticipant'] as const,
      meta: formCall,
      mutationFn: ({ activityId, userId, status }: { activityId: number; userId: number; status: ListedStatus }) =>
        participationApi().moveParticipant({ body: { clubId, activityId, userId, initialStatus: status } }),
      onSuccess: (_answer, _move, _result, { client }) => refresh(client, clubId),
    }),
  /** DELETE /v3/activities/:id/participants: members invited one by one; attending ones only with `forceAttending`. */
  removeParticipants: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'removeParticipants'] as const,
      meta: formCall,
      mutationFn: ({
        activityId,
        userIds,
        forceAttending,
      }: {
        activityId: number;
        userIds: number[];
        forceAttending: boolean;
      }) =>
        participationApi().removeParticipants({
          params: { id: activityId },
          query: { forceattending: forceAttending ? 'true' : 'false' },
          body: { userIds },
        }),
      onSuccess: (_answer, _removal, _result, { client }) => refresh(client, clubId),
    }),
  /**
   * DELETE /v3/activities/:id/groups: the groups stop being invited and their members go, except those invited
   * otherwise, and those attending unless `forceAttending` (they stay, as invited one by one).
   */
  removeGroups: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'removeGroups'] as const,
      meta: formCall,
      mutationFn: ({
        activityId,
        groupIds,
        forceAttending,
      }: {
        activityId: number;
        groupIds: number[];
        forceAttending: boolean;
      }) =>
        participationApi().removeGroups({
          params: { id: activityId },
          query: { forceattending: forceAttending ? 'true' : 'false' },
          body: { groupIds },
        }),
      onSuccess: (_answer, _removal, _result, { client }) => refresh(client, clubId),
    }),
};

/** The personal feed's writes (§2.5's export-to-calendar button; ADR 026). The modal shows a failure itself. */
export const calendarMutations = {
  /** POST /v3/clubs/:club/calendar/personal: a new address; an earlier one stops working. */
  createPersonalLink: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'calendar', 'createPersonal'] as const,
      meta: ownErrors,
      mutationFn: () => calendarsApi().createPersonalCalendarLink({ params: { club: clubId } }),
      onSuccess: (link, _input, _result, { client }) =>
        client.setQueryData(calendarQueries.personalLink(clubId).queryKey, link),
    }),
  /** DELETE /v3/clubs/:club/calendar/personal: the address answers 404 from now on. */
  revokePersonalLink: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'calendar', 'revokePersonal'] as const,
      meta: ownErrors,
      mutationFn: () => calendarsApi().revokePersonalCalendarLink({ params: { club: clubId } }),
      onSuccess: (_answer, _input, _result, { client }) =>
        client.setQueryData(calendarQueries.personalLink(clubId).queryKey, { url: null }),
    }),
  /** GET /v4/activities/:id/ical: one activity as an iCalendar file's text (the detail's 'Eksportér'). */
  activityFile: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'calendar', 'activityFile'] as const,
      meta: ownErrors,
      mutationFn: (activityId: number) => calendarsApi().activityCalendar({ params: { id: activityId } }),
    }),
};

/** Whose activities an export holds (§7 "export files by club, group or member"). */
export type ActivityExportScope =
  { kind: 'club' } | { kind: 'group'; groupId: number } | { kind: 'member'; userId: number };

/** One export's download: the dialog shows its progress and its failure itself. */
export const activityExportsMutations = {
  /** GET /v4/activities/export/{club|group|member}/…?startDate&endDate: CSV with a BOM, streamed. */
  download: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'export'] as const,
      meta: ownErrors,
      mutationFn: ({
        scope,
        range,
        signal,
        onProgress,
      }: {
        scope: ActivityExportScope;
        range: ActivityExportRange;
        signal: AbortSignal;
        onProgress: DownloadProgress;
      }) => {
        const api = activityExportsApi();
        const init = { signal, onProgress };
        if (scope.kind === 'club') return api.exportClubActivities({ params: { club: clubId }, query: range }, init);
        if (scope.kind === 'group') {
          return api.exportGroupAttendance({ params: { group: scope.groupId }, query: { clubId, ...range } }, init);
        }
        return api.exportMemberAttendance({ params: { member: scope.userId }, query: { clubId, ...range } }, init);
      },
    }),
};

/**
 * The fixture import's writes (issue 24, ADR 027). Both are the wizard's form calls: a refusal (a file of another type,
 * a row that cannot be read, a type or group gone) is shown in place; a 5xx goes to the error dialog.
 */
export const fixtureImportMutations = {
  /** POST /v2/web/activityparseexceldbu/:club (multipart `file`): the file's matches, each new, changed or a duplicate. */
  parse: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'fixtures', 'parse'] as const,
      meta: formCall,
      mutationFn: (file: File) => fixtureImportApi().parseFixtures({ params: { club: clubId }, body: { file } }),
    }),
  /** POST /v2/web/activityimport/:club: the chosen matches become activities, all or nothing; the lists are read again. */
  import: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activities', clubId, 'fixtures', 'import'] as const,
      meta: formCall,
      mutationFn: (body: FixtureImportBody) => fixtureImportApi().importFixtures({ params: { club: clubId }, body }),
      onSuccess: (_answer, _body, _result, { client }) => refresh(client, clubId),
    }),
};
