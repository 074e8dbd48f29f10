import type { ActivityType } from '@klubhus/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { formCall } from '../../shell/createQueryClient';
import { activityTypesApi, activityTypesQueries } from './queries';

type Client = ReturnType<typeof activityTypesApi>;
/** One change of `Default/edit` (exactly one field: a title, an icon, a translation or a colour under its wire name). */
export type ActivityTypeChange = Omit<
  Parameters<Client['editActivityType']>[0]['body'],
  'clubId' | 'clubActivityTypeId'
>;

/** A type answered by a write replaces (or joins) the club's list in the cache: no read again. */
const putType = (client: QueryClient, clubId: number, type: ActivityType) =>
  client.setQueryData(activityTypesQueries.list(clubId).queryKey, (types) =>
    types?.some((each) => each.clubActivityTypeId === type.clubActivityTypeId)
      ? types.map((each) => (each.clubActivityTypeId === type.clubActivityTypeId ? type : each))
      : [...(types ?? []), type],
  );

/**
 * The activity types' writes (mutation factories: `useMutation(activityTypesMutations.edit(clubId))`). Each answers
 * the type as it now is, which goes straight into the cached list; a removal reads the list again. The tab shows
 * every 4xx itself (`formCall`); a 5xx or no answer goes to the error dialog.
 */
export const activityTypesMutations = {
  /** POST /v4/activities/ActivityType/Create: a type of the club's own, grey, without an icon (409 activityTypesFull). */
  create: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activity-types', clubId, 'create'] as const,
      meta: formCall,
      mutationFn: (activityTypeTitle: string) =>
        activityTypesApi().createActivityType({ body: { activityTypeTitle, clubId } }),
      onSuccess: (type, _title, _result, { client }) => putType(client, clubId, type),
    }),
  /** POST /v4/activities/ActivityType/Default/edit: one change of one type (§7: one field a call). */
  edit: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activity-types', clubId, 'edit'] as const,
      meta: formCall,
      mutationFn: ({ typeId, change }: { typeId: number; change: ActivityTypeChange }) =>
        activityTypesApi().editActivityType({ body: { ...change, clubId, clubActivityTypeId: typeId } }),
      onSuccess: (type, _input, _result, { client }) => putType(client, clubId, type),
    }),
  /** POST /v4/activities/ActivityType/remove: hides the type (409 lastActivityType for the last visible one). */
  remove: (clubId: number) =>
    mutationOptions({
      mutationKey: ['activity-types', clubId, 'remove'] as const,
      meta: formCall,
      mutationFn: (typeId: number) =>
        activityTypesApi().removeActivityType({ body: { clubActivityTypeId: typeId, clubId } }),
      onSuccess: (_answer, _typeId, _result, { client }) =>
        client.invalidateQueries({ queryKey: activityTypesQueries.list(clubId).queryKey }),
    }),
};
