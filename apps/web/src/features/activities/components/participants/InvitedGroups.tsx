import type { ActivityDetail } from '@klubhus/domain';
import { ConfirmDialog, IconButton, Radio, RadioGroup } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { Users, X } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { participantsMutations } from '../../mutations';
import { participationErrorText } from './participationText';

export interface InvitedGroupsProps {
  clubId: number;
  activity: Pick<ActivityDetail, 'id' | 'groups' | 'counts'>;
  /** Whether groups may be removed (who may edit the activity, while it can change). */
  canRemove: boolean;
  /** A done removal, for the section's status line. */
  onRemoved: (text: string) => void;
}

type Group = ActivityDetail['groups'][number];

/**
 * The groups the activity invites, each removable (DELETE /v3/activities/:id/groups) once confirmed. Removing a group
 * removes its members but those invited otherwise; while anyone attends, the dialog asks whether those attending stay
 * (as invited one by one; the default, since they said yes) or go too (`forceattending`).
 */
export const InvitedGroups = ({ clubId, activity, canRemove, onRemoved }: InvitedGroupsProps) => {
  const { t } = useTranslation();
  const labelId = useId();
  const remove = useMutation(participantsMutations.removeGroups(clubId));
  // The group stays named while its dialog closes; `isOpen` says whether it is open.
  const [removing, setRemoving] = useState<Group | null>(null);
  const [isOpen, setIsOpen] = useState(false);
  const [attending, setAttending] = useState<'keep' | 'remove'>('keep');
  const [failure, setFailure] = useState<string | null>(null);
  const asksAttending = activity.counts.attending > 0;

  const open = (group: Group) => {
    setAttending('keep');
    setFailure(null);
    setRemoving(group);
    setIsOpen(true);
  };

  const confirm = async () => {
    if (!removing) return;
    try {
      await remove.mutateAsync({
        activityId: activity.id,
        groupIds: [removing.userGroupId],
        forceAttending: asksAttending && attending === 'remove',
      });
      onRemoved(t('activities.participants.groups.removed', { name: removing.title }));
    } catch (error) {
      setFailure(participationErrorText(t, error) ?? t('activities.participants.failed'));
      // The dialog stays open with the failure.
      throw error;
    }
  };

  return (
    <div className="flex flex-col gap-1.5">
      <span id={labelId} className="text-sm text-fg-muted">
        {t('activities.participants.groups.label')}
      </span>
      {activity.groups.length === 0 ? (
        <p>{t('activities.participants.groups.none')}</p>
      ) : (
        <ul aria-labelledby={labelId} className="flex flex-wrap gap-1.5">
          {activity.groups.map((group) => (
            <li
              key={group.userGroupId}
              className={`flex items-center gap-1 rounded-control bg-brand-soft py-0.5 pl-2 text-sm text-brand-soft-fg ${canRemove ? 'pr-0.5' : 'pr-2'}`}
            >
              <Users aria-hidden="true" className="size-3.5 shrink-0" />
              <span className="max-w-60 truncate">{group.title}</span>
              {canRemove && (
                <IconButton
                  size="sm"
                  aria-label={t('activities.participants.groups.remove', { name: group.title })}
                  onPress={() => open(group)}
                >
                  <X aria-hidden="true" />
                </IconButton>
              )}
            </li>
          ))}
        </ul>
      )}
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={setIsOpen}
        title={t('activities.participants.groups.confirmTitle', { name: removing?.title ?? '' })}
        confirmLabel={t('activities.participants.groups.confirm')}
        cancelLabel={t('activities.participants.cancel')}
        isDestructive
        onConfirm={confirm}
      >
        <div className="flex flex-col gap-3">
          <p>{t('activities.participants.groups.confirmText')}</p>
          {asksAttending && (
            <RadioGroup
              label={t('activities.participants.groups.attendingChoice')}
              value={attending}
              onChange={(value) => setAttending(value === 'remove' ? 'remove' : 'keep')}
            >
              <Radio value="keep">{t('activities.participants.groups.keepAttending')}</Radio>
              <Radio value="remove">{t('activities.participants.groups.removeAttending')}</Radio>
            </RadioGroup>
          )}
          {failure && (
            <p role="alert" className="text-danger">
              {failure}
            </p>
          )}
        </div>
      </ConfirmDialog>
    </div>
  );
};
