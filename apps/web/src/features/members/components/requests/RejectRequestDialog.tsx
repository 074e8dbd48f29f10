import { ConfirmDialog } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

interface RejectRequestDialogProps {
  /** The question, with the person (and group) named; nothing open while undefined. */
  text: string | undefined;
  onClose: () => void;
  onReject: () => Promise<void>;
}

/** "Er du sikker?" before a group or club request is rejected (both request lists). */
export const RejectRequestDialog = ({ text, onClose, onReject }: RejectRequestDialogProps) => {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      isOpen={text !== undefined}
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('members.groupPanel.confirmTitle')}
      confirmLabel={t('members.requests.reject')}
      cancelLabel={t('members.groupPanel.no')}
      isDestructive
      onConfirm={onReject}
    >
      {text}
    </ConfirmDialog>
  );
};
