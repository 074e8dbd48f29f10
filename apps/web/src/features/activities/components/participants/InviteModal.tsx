import { zodResolver } from '@hookform/resolvers/zod';
import { activityInviteBody, initialStatuses, type ActivityDetail } from '@klubhus/domain';
import { Button, Modal, Radio, RadioGroup, Toggle } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { Controller, useForm, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { messageText } from '../../../../shell/forms/fieldErrors';
import { participantsMutations } from '../../mutations';
import { InviteePicker } from './InviteePicker';
import { participationErrorText } from './participationText';

/** What an invitation added: people new to this activity, and the activities of the series that got anyone new. */
export interface InvitationResult {
  added: number;
  activities: number;
}

export interface InviteModalProps {
  clubId: number;
  activity: Pick<ActivityDetail, 'id' | 'title' | 'groups' | 'isRecurring' | 'sendNotification' | 'limit' | 'counts'>;
  onClose: () => void;
  /** After the server invited: what it added. */
  onInvited: (result: InvitationResult) => void;
}

const INVITE_FORM = 'invite-participants';

/**
 * 'Invitér' (§2.5 participants, §7 POST /v4/activities/invite): groups (their members now, ADR 023) and members
 * chosen with the wizard's picker, whether they start as invited or attending, whether the new ones get a mail, and
 * for a series this one or the rest of it (`isRecurring`). The form is the call's own schema; the server's refusals
 * (a full activity, a group not the caller's) show at the top, and the answer's `newUserMaps` say how many were added.
 */
export const InviteModal = ({ clubId, activity, onClose, onInvited }: InviteModalProps) => {
  const { t } = useTranslation();
  const invite = useMutation(participantsMutations.invite(clubId));
  const [memberNames, setMemberNames] = useState<ReadonlyMap<number, string>>(() => new Map());
  const [groupTitles] = useState<ReadonlyMap<number, string>>(
    () => new Map(activity.groups.map((group) => [group.userGroupId, group.title])),
  );
  const form = useForm({
    resolver: zodResolver(activityInviteBody),
    defaultValues: {
      activityId: activity.id,
      isRecurring: false,
      userIds: [] as number[],
      userGroupIds: [] as number[],
      uninvitedUserIds: [] as number[],
      initialStatus: initialStatuses[0],
      sendNotification: activity.sendNotification,
    },
  });
  const { control, handleSubmit, setValue, formState } = form;
  const [userIds, userGroupIds] = useWatch({ control, name: ['userIds', 'userGroupIds'] });
  const chosen = { shouldDirty: true, shouldValidate: formState.isSubmitted };

  const memberError = formState.errors.userIds?.message;
  const fieldText = (message: string | undefined) =>
    message === 'required' ? t('activities.participants.invite.chooseSomeone') : messageText(t, message);

  const onSubmit = handleSubmit(async (body) => {
    try {
      const { newUserMaps } = await invite.mutateAsync(body);
      onInvited({
        added: newUserMaps.find((map) => map.activityId === activity.id)?.userIds.length ?? 0,
        activities: newUserMaps.filter((map) => map.userIds.length > 0).length,
      });
    } catch (error) {
      const text = participationErrorText(t, error);
      if (text) form.setError('root.server', { type: 'server', message: text });
    }
  });

  const placesLeft = activity.limit === null ? null : Math.max(0, activity.limit - activity.counts.attending);

  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('activities.participants.invite.title', { title: activity.title })}
      closeLabel={t('activities.detail.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('activities.participants.cancel')}
          </Button>
          <Button type="submit" form={INVITE_FORM} isPending={invite.isPending}>
            {t('activities.participants.invite.submit')}
          </Button>
        </>
      }
    >
      <form
        id={INVITE_FORM}
        noValidate
        aria-label={t('activities.participants.invite.form')}
        onSubmit={(event) => void onSubmit(event)}
        className="flex w-full flex-col gap-6 lg:w-3xl"
      >
        {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
        <InviteePicker
          clubId={clubId}
          groupIds={userGroupIds ?? []}
          userIds={userIds ?? []}
          onGroupIds={(next) => setValue('userGroupIds', next, chosen)}
          onUserIds={(next) => setValue('userIds', next, chosen)}
          memberNames={memberNames}
          onMemberNames={setMemberNames}
          groupTitles={groupTitles}
          groupError={fieldText(formState.errors.userGroupIds?.message)}
          memberError={fieldText(memberError)}
          groupsHelp={t('activities.participants.invite.groupsHelp')}
          noneChosen={t('activities.participants.invite.noneChosen')}
        />
        <div className="grid gap-6 sm:grid-cols-2">
          <Controller
            control={control}
            name="initialStatus"
            render={({ field }) => (
              <RadioGroup
                label={t('activities.participants.invite.initialStatus')}
                description={
                  placesLeft === null
                    ? undefined
                    : t('activities.participants.invite.placesLeft', { count: placesLeft })
                }
                value={String(field.value)}
                onChange={(value) => field.onChange(Number(value))}
              >
                <Radio value="0" ref={field.ref}>
                  {t('activities.participants.invite.asInvited')}
                </Radio>
                <Radio value="1">{t('activities.participants.invite.asAttending')}</Radio>
              </RadioGroup>
            )}
          />
          {activity.isRecurring && (
            <Controller
              control={control}
              name="isRecurring"
              render={({ field }) => (
                <RadioGroup
                  label={t('activities.participants.invite.scope')}
                  value={field.value ? 'rest' : 'one'}
                  onChange={(value) => field.onChange(value === 'rest')}
                >
                  <Radio value="one" ref={field.ref}>
                    {t('activities.participants.invite.onlyThis')}
                  </Radio>
                  <Radio value="rest">{t('activities.participants.invite.thisAndRest')}</Radio>
                </RadioGroup>
              )}
            />
          )}
        </div>
        <Controller
          control={control}
          name="sendNotification"
          render={({ field }) => (
            <Toggle
              isSelected={field.value}
              onChange={field.onChange}
              ref={field.ref}
              description={t('activities.participants.invite.sendNotificationHelp')}
            >
              {t('activities.participants.invite.sendNotification')}
            </Toggle>
          )}
        />
      </form>
    </Modal>
  );
};
