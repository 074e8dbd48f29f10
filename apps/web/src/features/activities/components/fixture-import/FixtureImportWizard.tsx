import { ApiError, type FixtureImportAnswer, type FixturePreview } from '@klubhus/domain';
import { ConfirmDialog, Modal, Stepper } from '@klubhus/ui';
import { useIsMutating, useMutation } from '@tanstack/react-query';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import { fixtureImportMutations } from '../../mutations';
import { FileStep } from './FileStep';
import {
  chosenRows,
  defaultSelection,
  fixtureErrorText,
  importBodyOf,
  initialSettings,
  settingsFields,
  settingsResolver,
  type FixtureSettings,
} from './fixtureModel';
import { MatchesStep } from './MatchesStep';
import { SettingsStep } from './SettingsStep';

const steps = ['file', 'matches', 'settings'] as const;
type Step = (typeof steps)[number];

/** What an import did, as the page says it: "17 kampe er oprettet, 1 er opdateret". */
export const importedText = (t: TFunction, { created, updated }: FixtureImportAnswer): string => {
  const one = (count: number) => (count === 1 ? 'One' : 'Many');
  if (created === 0 && updated === 0) return t('activities.fixtureImport.done.nothing');
  if (created === 0) return t(`activities.fixtureImport.done.updated${one(updated)}`, { count: updated });
  const made = t(`activities.fixtureImport.done.created${one(created)}`, { count: created });
  return updated === 0 ? made : `${made}, ${t('activities.fixtureImport.done.updated', { count: updated })}`;
};

export interface FixtureImportWizardProps {
  clubId: number;
  /** The club's zone: a changed match's activity is shown in it. */
  timeZone: string;
  onClose: () => void;
  /** After the import: what it did, as a sentence for the page's status line. */
  onImported: (message: string) => void;
}

/**
 * 'Importér kampprogram' (issue 24, ADR 027), a modal around the ui's Stepper: 'Fil' (the association's fixture list
 * read by the server), 'Kampe' (which matches to import), 'Indstillinger' (group, type, duration, notification) and the
 * import, all or nothing. Closing once a file has been read asks first; nothing can be pressed or closed while a call
 * runs. A refusal of the import shows under the field it names, or at the top of the step.
 */
export const FixtureImportWizard = ({ clubId, timeZone, onClose, onImported }: FixtureImportWizardProps) => {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>('file');
  const [preview, setPreview] = useState<FixturePreview | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(new Set());
  const [isAsking, setIsAsking] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const form = useForm<FixtureSettings>({
    defaultValues: initialSettings(),
    resolver: settingsResolver,
    mode: 'onTouched',
  });
  const run = useMutation(fixtureImportMutations.import(clubId));
  const isBusy = useIsMutating({ mutationKey: ['activities', clubId, 'fixtures'] }) > 0;
  const chosen = preview ? chosenRows(preview.rows, selected) : [];

  const read = (answer: FixturePreview) => {
    setPreview(answer);
    setSelected(defaultSelection(answer.rows));
    setFailure(null);
    setStep('matches');
  };

  const requestClose = () => {
    if (isBusy) return;
    if (preview) setIsAsking(true);
    else onClose();
  };

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      onImported(importedText(t, await run.mutateAsync(importBodyOf(values, chosen))));
    } catch (error) {
      // A refusal naming a setting goes under it (a group gone, a type the club no longer offers); any other the
      // step's own, at its top; a 5xx or no answer is the error dialog's (formCall).
      const field = error instanceof ApiError ? settingsFields.find((name) => name === error.field) : undefined;
      if (field && error instanceof ApiError && error.status < 500) {
        form.setError(field, { type: 'server', message: error.code ?? error.message }, { shouldFocus: true });
      } else {
        const text = fixtureErrorText(t, error);
        if (text) setFailure(text);
      }
    }
  });

  let content;
  if (step === 'file' || !preview) content = <FileStep clubId={clubId} preview={preview} onRead={read} />;
  else if (step === 'matches') {
    content = <MatchesStep preview={preview} selected={selected} onSelectedChange={setSelected} timeZone={timeZone} />;
  } else content = <SettingsStep clubId={clubId} form={form} chosen={chosen} />;

  const canGoNext = step === 'file' ? preview !== null : chosen.length > 0;
  return (
    <Modal
      isOpen
      onOpenChange={(isOpen) => !isOpen && requestClose()}
      title={t('activities.fixtureImport.title')}
      closeLabel={t('activities.fixtureImport.close')}
    >
      <div className="flex w-full flex-col gap-4 lg:w-4xl">
        <div inert={run.isPending}>
          <Stepper
            steps={steps.map((id) => ({ id, label: t(`activities.fixtureImport.steps.${id}`) }))}
            currentStep={step}
            onStepChange={(target) => {
              setFailure(null);
              setStep(target as Step);
            }}
            canGoNext={canGoNext && !isBusy}
            onFinish={() => void submit()}
            isPending={run.isPending}
            backLabel={t('activities.fixtureImport.back')}
            nextLabel={t('activities.fixtureImport.next')}
            finishLabel={t(`activities.fixtureImport.${chosen.length === 1 ? 'finishOne' : 'finishMany'}`, {
              count: chosen.length,
            })}
            stepsLabel={t('activities.fixtureImport.stepsLabel')}
            completedLabel={t('activities.fixtureImport.completed')}
          >
            <div className="-mx-1 flex max-h-[calc(100dvh-17rem)] min-h-40 flex-col gap-4 overflow-y-auto px-1 py-1">
              {failure && <FormAlert>{failure}</FormAlert>}
              {content}
            </div>
          </Stepper>
        </div>
      </div>
      <ConfirmDialog
        isOpen={isAsking}
        title={t('activities.fixtureImport.discard.title')}
        confirmLabel={t('activities.fixtureImport.discard.confirm')}
        cancelLabel={t('activities.fixtureImport.discard.cancel')}
        isDestructive
        onConfirm={onClose}
        onCancel={() => setIsAsking(false)}
      >
        {t('activities.fixtureImport.discard.body', { fileName: preview?.fileName ?? '' })}
      </ConfirmDialog>
    </Modal>
  );
};
