import { zodResolver } from '@hookform/resolvers/zod';
import { messagesContract, textLimits } from '@klubhus/domain';
import { Button, TextArea } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { useSession } from '../../../shell/session/SessionContext';
import { messagesMutations } from '../mutations';
import { messagesErrorText, messagesMessage } from '../messageText';

/** The comment's text by the call's own rule (required, at most 2,000 characters). */
const commentSchema = messagesContract.addMessageComment.body.pick({ comment: true });

/**
 * A new comment on a message (ADR 028), sent as the signed-in user (`userId` their own: the server refuses another's).
 * A refusal (comments turned off meanwhile, not a recipient) shows under the composer; the lists are read again.
 */
export const MessageCommentComposer = ({ clubId, messageId }: { clubId: number; messageId: number }) => {
  const { t } = useTranslation();
  const { user } = useSession();
  const post = useMutation(messagesMutations.comment(clubId));
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(commentSchema),
    defaultValues: { comment: '' },
  });

  const onSubmit = handleSubmit(async ({ comment }) => {
    setFailure(undefined);
    setAnnouncement('');
    if (!user) return;
    try {
      await post.mutateAsync({ userId: user.id, messageId, comment });
      reset({ comment: '' });
      setAnnouncement(t('messages.comments.sent'));
    } catch (error) {
      setFailure(messagesErrorText(t, error));
    }
  });

  return (
    <div className="flex flex-col gap-3">
      <form
        noValidate
        aria-label={t('messages.comments.composer')}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-2"
      >
        <Controller
          control={control}
          name="comment"
          render={({ field, fieldState }) => (
            <TextArea
              {...field}
              label={t('messages.comments.label')}
              maxLength={textLimits.comment}
              rows={3}
              isDisabled={post.isPending}
              errorMessage={messagesMessage(t, fieldState.error?.message)}
            />
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" isPending={post.isPending}>
            {t('messages.comments.send')}
          </Button>
        </div>
      </form>
      {failure && <FormAlert>{failure}</FormAlert>}
      <p role="status" className="text-sm text-success empty:hidden">
        {announcement}
      </p>
    </div>
  );
};
