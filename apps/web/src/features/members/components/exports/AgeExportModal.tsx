import { Button, Modal, NumberField } from '@klubhus/ui';
import { Controller, useForm, type Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { formErrorText, showServerError } from '../../../../shell/forms/fieldErrors';
import { FormAlert } from '../../../../shell/forms/FormAlert';
import type { ExportProgress } from '../../hooks/useMemberExport';
import { ageExportProblems, type AgeExportForm, type MemberExport } from '../../memberExports';
import { memberMessageText, withMemberText } from '../../memberFormat';
import { ExportProgressBar } from './ExportProgressBar';

export interface AgeExportModalProps {
  clubId: number;
  /** Fetches and saves the file: the file's name, undefined when cancelled; rejects with the failure. */
  onExport: (file: MemberExport) => Promise<string | undefined>;
  progress: ExportProgress | undefined;
  onCancelDownload: () => void;
  onClose: () => void;
}

const fields = ['from', 'to'] as const;
const FORM_ID = 'age-export-form';

/**
 * "Eksporter efter alder" (spec §2 "export by age"; §5 "Age export: from and to required numbers"): both ages
 * required whole numbers, from not above to — the contract's rule for the path, checked before the call. The
 * dialog stays open while the file comes, with its progress; a failure shows in it.
 */
export const AgeExportModal = ({ clubId, onExport, progress, onCancelDownload, onClose }: AgeExportModalProps) => {
  const { t } = useTranslation();
  const resolver: Resolver<AgeExportForm> = (values) => {
    const problems = ageExportProblems(clubId, values);
    const errors = Object.fromEntries(
      Object.entries(problems).map(([name, message]) => [name, { type: 'validate', message }]),
    );
    return Object.keys(errors).length === 0 ? { values, errors: {} } : { values: {}, errors };
  };
  const { control, handleSubmit, setError, formState } = useForm<AgeExportForm>({
    resolver,
    defaultValues: { from: '', to: '' },
  });
  const onSubmit = handleSubmit(async ({ from, to }) => {
    try {
      // A cancelled download leaves the dialog open, to try again or change the ages.
      if ((await onExport({ kind: 'age', from: Number(from), to: Number(to) })) !== undefined) onClose();
    } catch (failure) {
      const shown = withMemberText(t, failure);
      // A refusal naming an age goes under it; any other failure (no network, a 5xx) says the file did not come.
      if (!showServerError(shown, setError, fields)) {
        setError('root.server', { type: 'server', message: formErrorText(t, shown) ?? t('members.exports.failed') });
      }
    }
  });

  return (
    <Modal
      isOpen
      size="small"
      onOpenChange={(isOpen) => !isOpen && onClose()}
      title={t('members.exports.ageTitle')}
      closeLabel={t('members.requests.close')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('members.exports.cancel')}
          </Button>
          <Button type="submit" form={FORM_ID} isPending={progress !== undefined}>
            {t('members.exports.download')}
          </Button>
        </>
      }
    >
      <form id={FORM_ID} noValidate onSubmit={(event) => void onSubmit(event)} className="flex flex-col gap-4">
        {formState.errors.root?.server?.message && <FormAlert>{formState.errors.root.server.message}</FormAlert>}
        <p className="text-sm text-fg-muted">{t('members.exports.ageHelp')}</p>
        <div className="grid grid-cols-2 gap-4">
          {fields.map((name) => (
            <Controller
              key={name}
              control={control}
              name={name}
              render={({ field, fieldState }) => (
                <NumberField
                  label={t(`members.exports.${name}`)}
                  isRequired
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  name={field.name}
                  ref={field.ref}
                  errorMessage={memberMessageText(t, fieldState.error?.message)}
                />
              )}
            />
          ))}
        </div>
        {progress && <ExportProgressBar progress={progress} onCancel={onCancelDownload} />}
      </form>
    </Modal>
  );
};
