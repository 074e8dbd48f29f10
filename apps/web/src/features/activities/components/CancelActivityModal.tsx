import { zodResolver } from '@hookform/resolvers/zod';
import { activitiesContract, textLimits, type ActivitySummary } from '@klubhus/domain';
import { Button, Modal, Radio, RadioGroup, TextArea } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { messageText } from '../../../shell/forms/fieldErrors';
import { activityErrorText } from '../activityFormat';
import { activitiesMutations } from '../mutations';

/** The reason, by the call's own rule (§5: optional, at most 150 characters); the series choice is a radio's state. */
const cancelSchema = activitiesContract.activityRemove.query;

type Scope = 'one' | 'following';

const CANCEL_FORM = 'cancel-activity';

export interface CancelActivityModalProps {
  clubId: number;
  activity: ActivitySummary;
  onClose: () => void;
  /** After the server cancelled: the ids it cancelled (one, or the rest of the series). */
  onCancelled: (cancelledIds: number[]) => void;
}

/**
 * 'Aflys' (§4, §5, §8): an optional reason (at most 150 characters, counted), and for a coming occurrence of a series
 * 'Kun denne aktivitet' or 'Denne og alle efterfølgende i serien' (a past one cancels alone, §4, so it is not asked).
 * A failure replaces the form with its text and an 'Ok' that closes the modal (§8); the shell shows no dialog for it.
 */
export const CancelActivityModal = ({ clubId, activity, onClose, onCancelled }: CancelActivityModalProps) => {
  const { t } = useTranslation();
  const cancel = useMutation(activitiesMutations.cancel(clubId));
  const [failure, setFailure] = useState<string | null>(null);
  const asksScope = activity.isRecurring && !activity.archived;
  const [scope, setScope] = useState<Scope>('one');
  const { control, handleSubmit } = useForm({ resolver: zodResolver(cancelSchema), defaultValues: { message: '' } });

  const onSubmit = handleSubmit(async ({ message }) => {
    try {
      const { cancelledIds } = await cancel.mutateAsync({
        activityId: activity.id,
        recurring: asksScope && scope === 'following',
        message: message ?? '',
      });
      onCancelled(cancelledIds);
    } catch (error) {
      setFailure(activityErrorText(t, error) ?? t('activities.cancel.failed'));
    }
  });

  if (failure !== null) {
    return (
      <Modal
        isOpen
        size="small"
        onOpenChange={(isOpen) => !isOpen && onClose()}
        title={t('activities.cancel.failedTitle')}
        closeLabel={t('activities.detail.close')}
        footer={
          <Button autoFocus onPress={onClose}>
            {t('activities.cancel.ok')}
          </Button>
        }
      >
        <p role="alert">{failure}</p>
      </Modal>
    );
  }

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activities.cancel.title')}
      closeLabel={t('activities.detail.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('activities.cancel.back')}
          </Button>
          <Button type="submit" form={CANCEL_FORM} variant="danger" isPending={cancel.isPending}>
            {t('activities.cancel.confirm')}
          </Button>
        </>
      }
    >
      <form
        id={CANCEL_FORM}
        noValidate
        aria-label={t('activities.cancel.title')}
        onSubmit={(event) => void onSubmit(event)}
        className="flex flex-col gap-4 sm:w-md"
      >
        <p>
          <span className="font-semibold">{activity.title}</span>
          <br />
          <span className="text-fg-muted">{t('activities.cancel.intro')}</span>
        </p>
        <Controller
          control={control}
          name="message"
          render={({ field, fieldState }) => (
            <TextArea
              {...field}
              value={field.value ?? ''}
              label={
                <>
                  {t('activities.cancel.reason')}{' '}
                  <span className="font-normal text-fg-muted">{t('validation.optional')}</span>
                </>
              }
              maxLength={textLimits.cancelReason}
              rows={3}
              errorMessage={messageText(t, fieldState.error?.message)}
            />
          )}
        />
        {asksScope && (
          <RadioGroup
            label={t('activities.cancel.scope')}
            value={scope}
            onChange={(value) => setScope(value === 'following' ? 'following' : 'one')}
          >
            <Radio value="one">{t('activities.cancel.onlyThis')}</Radio>
            <Radio value="following">{t('activities.cancel.thisAndFollowing')}</Radio>
          </RadioGroup>
        )}
      </form>
    </Modal>
  );
};
