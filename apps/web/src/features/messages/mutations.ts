import type { MessageFields } from '@klubhus/domain';
import { mutationOptions, type QueryClient } from '@tanstack/react-query';
import { formCall, ownErrors } from '../../shell/createQueryClient';
import { mailChoiceQueries, messagesApi, messagesQueries } from './queries';

/** The club's lists and comments are read again after a write. */
const refresh = (client: QueryClient, clubId: number) =>
  client.invalidateQueries({ queryKey: messagesQueries.all(clubId) });

/** A message as the wizard sends it (§3 "Create payload: title, message, allMembers, groupIds[]"). */
export interface MessageInput {
  title: string;
  message: string;
  allMembers: boolean;
  groupIds: number[];
}

/** The messages area's writes (mutation factories: `useMutation(messagesMutations.create(clubId))`). */
export const messagesMutations = {
  /** POST /v2/clubboards: writes and mails it; answers the message with its `recipientCount`. The wizard shows refusals. */
  create: (clubId: number) =>
    mutationOptions({
      mutationKey: ['messages', clubId, 'create'] as const,
      meta: formCall,
      mutationFn: (body: MessageInput) => messagesApi().createMessage({ body: { ...body, clubId } }),
      onSuccess: (_message, _body, _result, { client }) => refresh(client, clubId),
    }),
  /** PUT /v2/clubboards/:id: its text and to whom it shows; nothing is mailed again. */
  update: (clubId: number) =>
    mutationOptions({
      mutationKey: ['messages', clubId, 'update'] as const,
      meta: formCall,
      mutationFn: ({ id, ...body }: MessageInput & { id: number }) =>
        messagesApi().updateMessage({ params: { id }, body: body satisfies MessageFields }),
      onSuccess: (_message, _body, _result, { client }) => refresh(client, clubId),
    }),
  /** DELETE /v2/clubboards/:id: the message and its comments. The confirmation shows a failure itself. */
  remove: (clubId: number) =>
    mutationOptions({
      mutationKey: ['messages', clubId, 'delete'] as const,
      meta: ownErrors,
      mutationFn: (id: number) => messagesApi().deleteMessage({ params: { id } }),
      onSuccess: (_answer, _id, _result, { client }) => refresh(client, clubId),
    }),
  /** POST /v2/clubboards/comment: a comment as the signed-in user (`userId` their own, ADR 028). */
  comment: (clubId: number) =>
    mutationOptions({
      mutationKey: ['messages', clubId, 'comment'] as const,
      meta: formCall,
      mutationFn: (body: { userId: number; messageId: number; comment: string }) =>
        messagesApi().addMessageComment({ body }),
      onSuccess: (_comment, _body, _result, { client }) => refresh(client, clubId),
    }),
};

/** The unsubscribe page's write (ADR 028): stops, or with `subscribe` restarts, the club's message mails. */
export const mailChoiceMutations = {
  set: (token: string) =>
    mutationOptions({
      mutationKey: ['messages', 'mailChoice', token] as const,
      meta: ownErrors,
      mutationFn: (subscribe: boolean) =>
        messagesApi().setMessageMailChoice({ query: { token }, body: { subscribe: subscribe ? 'true' : 'false' } }),
      onSuccess: (choice, _subscribe, _result, { client }) =>
        client.setQueryData(mailChoiceQueries.choice(token).queryKey, choice),
    }),
};
