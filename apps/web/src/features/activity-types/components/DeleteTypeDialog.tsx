import type { ActivityType } from '@klubhus/domain';
import { ConfirmDialog } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { failureText } from '../activityTypeErrors';
import { activityTypesMutations } from '../mutations';

export interface DeleteTypeDialogProps {
  clubId: number;
  type: ActivityType;
  shownTitle: string;
  onClose: () => void;
  onDeleted: () => void;
}

/**
 * "Slet" (§2.11): asked first; the call hides the type (ADR 024), so its activities keep their look. A refusal (409
 * lastActivityType) stays in the dialog.
 */
export const DeleteTypeDialog = ({ clubId, type, shownTitle, onClose, onDeleted }: DeleteTypeDialogProps) => {
  const { t } = useTranslation();
  const remove = useMutation(activityTypesMutations.remove(clubId));
  const [failure, setFailure] = useState<string | null>(null);

  return (
    <ConfirmDialog
      isOpen
      isDestructive
      title={t('activityTypes.delete.title', { title: shownTitle })}
      confirmLabel={t('activityTypes.delete.confirm')}
      cancelLabel={t('activityTypes.cancel')}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      onConfirm={() =>
        remove.mutateAsync(type.clubActivityTypeId).then(onDeleted, (error: unknown) => {
          setFailure(failureText(t, error) ?? null);
          throw error;
        })
      }
    >
      <p>{t('activityTypes.delete.body')}</p>
      {failure && (
        <p role="alert" className="mt-3 text-danger">
          {failure}
        </p>
      )}
    </ConfirmDialog>
  );
};
