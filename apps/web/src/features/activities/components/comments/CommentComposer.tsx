import { zodResolver } from '@hookform/resolvers/zod';
import { activityImageTypes, IMAGE_MAX_BYTES, participationContract, textLimits } from '@klubhus/domain';
import { Button, FileDrop, TextArea } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { messageText } from '../../../../shell/forms/fieldErrors';
import { commentsMutations } from '../../mutations';
import { commentErrorText } from './commentErrors';

/** The text of a comment, by the call's own rule (at most 2,000 characters), and not blank: a text comment has text. */
const textSchema = participationContract.activityComment.body
  .pick({ Comment: true })
  .refine((body) => body.Comment !== null, { message: 'required', path: ['Comment'] });

const MEBIBYTE = 1024 * 1024;

export interface CommentComposerProps {
  clubId: number;
  activityId: number;
}

/**
 * A new comment (§2.5, §3 Activity comment): a text sent with 'Send', or an image sent as soon as it is chosen —
 * one or the other, never both (400 commentTextOrImage). A refusal (comments turned off meanwhile, a cancelled
 * activity) shows under the composer; the detail, read again, shows the new comment last.
 */
export const CommentComposer = ({ clubId, activityId }: CommentComposerProps) => {
  const { t } = useTranslation();
  const post = useMutation(commentsMutations.post(clubId));
  const [failure, setFailure] = useState<string | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  // A new picker after an image was sent, so that it no longer names the file sent.
  const [picker, setPicker] = useState(0);
  const formId = useId();
  const { control, handleSubmit, reset } = useForm({
    resolver: zodResolver(textSchema),
    defaultValues: { Comment: '' },
  });

  const sent = () => {
    setAnnouncement(t('activities.comments.sent'));
  };
  const failed = (error: unknown) => setFailure(commentErrorText(t, error));
  const start = () => {
    setFailure(undefined);
    setAnnouncement('');
  };

  const onSubmit = handleSubmit(async ({ Comment }) => {
    start();
    try {
      await post.mutateAsync({ activityId, text: Comment ?? '' });
      reset({ Comment: '' });
      sent();
    } catch (error) {
      failed(error);
    }
  });

  const sendImage = (image: File) => {
    start();
    if (image.size > IMAGE_MAX_BYTES) {
      setFailure(t('activities.comments.imageTooLarge', { size: IMAGE_MAX_BYTES / MEBIBYTE }));
      return;
    }
    post.mutate(
      { activityId, image },
      {
        onSuccess: () => {
          setPicker((count) => count + 1);
          sent();
        },
        onError: failed,
      },
    );
  };

  return (
    <div className="flex flex-col gap-3">
      <form
        id={formId}
        noValidate
        aria-label={t('activities.comments.composer')}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-2"
      >
        <Controller
          control={control}
          name="Comment"
          render={({ field, fieldState }) => (
            <TextArea
              {...field}
              value={field.value ?? ''}
              label={t('activities.comments.label')}
              maxLength={textLimits.comment}
              rows={3}
              isDisabled={post.isPending}
              errorMessage={messageText(t, fieldState.error?.message)}
            />
          )}
        />
        <div className="flex justify-end">
          <Button type="submit" isPending={post.isPending && post.variables && 'text' in post.variables}>
            {t('activities.comments.send')}
          </Button>
        </div>
      </form>
      <FileDrop
        key={picker}
        acceptedFileTypes={activityImageTypes}
        onSelect={sendImage}
        label={t('activities.comments.image')}
        dropHint={t('activities.comments.imageHint')}
        dropZoneLabel={t('activities.comments.imageZone')}
        rejectedMessage={t('activities.comments.imagesOnly')}
        isDisabled={post.isPending}
      />
      {failure && <FormAlert>{failure}</FormAlert>}
      <p role="status" className="text-sm text-success empty:hidden">
        {announcement}
      </p>
    </div>
  );
};
