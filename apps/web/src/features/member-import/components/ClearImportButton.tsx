import { Button, ConfirmDialog } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { importErrorText } from '../importRules';
import { memberImportMutations } from '../mutations';

export interface ClearImportButtonProps {
  clubId: number;
  fileName: string;
  isDisabled: boolean;
  /** After the import was cleared: the wizard starts again. */
  onCleared: () => void;
}

/** "Ryd import" (spec §4: "the import can be cleared"), at every step, after "Er du sikker?". */
export const ClearImportButton = ({ clubId, fileName, isDisabled, onCleared }: ClearImportButtonProps) => {
  const { t } = useTranslation();
  const clear = useMutation(memberImportMutations.clear(clubId));
  const [isOpen, setIsOpen] = useState(false);
  const [error, setError] = useState<string>();
  return (
    <>
      <Button variant="danger" className="mr-auto" isDisabled={isDisabled} onPress={() => setIsOpen(true)}>
        {t('memberImport.clear.button')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        onOpenChange={(open) => {
          setIsOpen(open);
          if (!open) setError(undefined);
        }}
        title={t('memberImport.clear.title')}
        confirmLabel={t('memberImport.clear.confirm')}
        cancelLabel={t('memberImport.clear.cancel')}
        isDestructive
        onConfirm={async () => {
          setError(undefined);
          try {
            await clear.mutateAsync();
          } catch (failure) {
            setError(importErrorText(t, failure));
            throw failure;
          }
          onCleared();
        }}
      >
        <div className="flex flex-col gap-3">
          <p>{t('memberImport.clear.text', { fileName })}</p>
          {error && <FormAlert>{error}</FormAlert>}
        </div>
      </ConfirmDialog>
    </>
  );
};
