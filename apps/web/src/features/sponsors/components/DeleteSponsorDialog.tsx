import { ownViewsLeft, type Sponsor } from '@klubhus/domain';
import { ConfirmDialog } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { sponsorsMutations } from '../mutations';
import { formatCount, sponsorsErrorText } from '../sponsorText';

export interface DeleteSponsorDialogProps {
  clubId: number;
  sponsor: Sponsor;
  onClose: () => void;
  onDeleted: () => void;
}

/** "Slet" (§2.9): asked first, since the views the sponsor has left go with it. A failure stays in the dialog. */
export const DeleteSponsorDialog = ({ clubId, sponsor, onClose, onDeleted }: DeleteSponsorDialogProps) => {
  const { t, i18n } = useTranslation();
  const remove = useMutation(sponsorsMutations.remove(clubId));
  return (
    <ConfirmDialog
      isOpen
      isDestructive
      title={t('sponsors.delete.title', { title: sponsor.title })}
      confirmLabel={t('sponsors.delete.confirm')}
      cancelLabel={t('sponsors.cancel')}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      // A rejection keeps the dialog open, showing why.
      onConfirm={() => remove.mutateAsync(sponsor.id).then(onDeleted)}
    >
      <div className="flex flex-col gap-3">
        <p>{t('sponsors.delete.body', { left: formatCount(ownViewsLeft(sponsor), i18n.language) })}</p>
        {remove.isError && <FormAlert>{sponsorsErrorText(t, remove.error) ?? t('sponsors.delete.failed')}</FormAlert>}
      </div>
    </ConfirmDialog>
  );
};
