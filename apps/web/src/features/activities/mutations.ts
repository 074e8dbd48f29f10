import type { ActivityDetail, ActivityUpdateInput, NewActivityInput } from '@klubhus/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { formCall, ownErrors } from '../../shell/createQueryClient';
import { activitiesApi, activitiesQueries } from './queries';

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
