import { offersAssociationImport, type ImportSource, type MemberOverviewRow } from '@klubhus/domain';
import { Button, Modal, Spinner } from '@klubhus/ui';
import { useIsMutating, useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../shell/forms/FormAlert';
import { useFlag } from '../../../shell/FlagsContext';
import { useActiveClub } from '../../../shell/session/useActiveClub';
import { memberImportQueries } from '../queries';
import { ChooseStep } from './ChooseStep';
import { ClearImportButton } from './ClearImportButton';
import { DoneStep } from './DoneStep';
import { StagedSteps } from './StagedSteps';
import { UploadStep } from './UploadStep';

export interface ImportWizardProps {
  clubId: number;
  onClose: () => void;
}

/** Where the wizard is before a file is staged, and after the import is applied. */
type Phase =
  { step: 'choose' } | { step: 'upload'; source: ImportSource } | { step: 'done'; members: MemberOverviewRow[] };

/**
 * The import wizard (spec document 1 §2 modals, §4 "Import wizard steps: choose, association-system import, csv
 * import, done"; ADR 020): choose the source, upload the file, then the staged import's sub-steps, then done. A
 * staged import waits on the server (one per club): the wizard opens at the step it reached, and "Ryd import"
 * clears it at any step. The modal cannot be closed while a write runs (an upload, the import itself).
 */
export const ImportWizard = ({ clubId, onClose }: ImportWizardProps) => {
  const { t } = useTranslation();
  const overview = useQuery(memberImportQueries.overview(clubId));
  const { activeClub } = useActiveClub();
  const conventus = offersAssociationImport(activeClub?.countryCode, useFlag('association_import'));
  const [phase, setPhase] = useState<Phase>({ step: 'choose' });
  // The import waiting when the wizard opened (null: none): the wizard says it goes on with it.
  const [openedWith, setOpenedWith] = useState<number | null | undefined>(undefined);
  if (openedWith === undefined && overview.data) setOpenedWith(overview.data.import?.id ?? null);
  const isWriting = useIsMutating({ mutationKey: memberImportQueries.all(clubId) }) > 0;

  const staged = phase.step === 'done' ? null : (overview.data?.import ?? null);
  let body;
  if (phase.step === 'done') body = <DoneStep clubId={clubId} members={phase.members} />;
  else if (overview.isPending) {
    body = (
      <div className="flex justify-center py-12">
        <Spinner size="lg" aria-label={t('memberImport.loading')} />
      </div>
    );
  } else if (overview.isError) {
    body = (
      <FormAlert>
        <div className="flex flex-col items-start gap-3">
          <p>{t('memberImport.loadFailed')}</p>
          <Button variant="secondary" onPress={() => void overview.refetch()}>
            {t('memberImport.retry')}
          </Button>
        </div>
      </FormAlert>
    );
  } else if (staged) {
    body = (
      <StagedSteps
        key={staged.id}
        clubId={clubId}
        summary={staged}
        isResumed={openedWith === staged.id}
        onApplied={(members) => setPhase({ step: 'done', members })}
      />
    );
  } else if (phase.step === 'upload') body = <UploadStep clubId={clubId} source={phase.source} />;
  else body = <ChooseStep offersConventus={conventus} onChoose={(source) => setPhase({ step: 'upload', source })} />;

  const close = () => {
    if (!isWriting) onClose();
  };
  const isUploadStep = !staged && phase.step === 'upload';
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && close()}
      title={t('memberImport.title')}
      closeLabel={t('memberImport.close')}
      onBack={isUploadStep && !isWriting ? () => setPhase({ step: 'choose' }) : undefined}
      backLabel={t('memberImport.upload.back')}
      footer={
        <>
          {staged && (
            <ClearImportButton
              clubId={clubId}
              fileName={staged.fileName}
              isDisabled={isWriting}
              onCleared={() => setPhase({ step: 'choose' })}
            />
          )}
          <Button variant="secondary" isDisabled={isWriting} onPress={close}>
            {t('memberImport.close')}
          </Button>
        </>
      }
    >
      <div className="flex w-full flex-col gap-4 lg:w-4xl">{body}</div>
    </Modal>
  );
};
