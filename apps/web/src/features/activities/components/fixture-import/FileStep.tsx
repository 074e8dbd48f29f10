import { FIXTURE_FILE_MAX_BYTES, type FixturePreview } from '@klubhus/domain';
import { FileDrop, ProgressBar } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fixtureImportMutations } from '../../mutations';
import { fixtureErrorText } from './fixtureModel';

/** The association's fixture lists come as a spreadsheet or its CSV export: by the name, as the server decides. */
const FIXTURE_FILE_TYPES: readonly string[] = ['.xlsx', '.csv'];

const megabytes = (bytes: number, language: string) =>
  new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024));

export interface FileStepProps {
  clubId: number;
  /** The file read so far, if any: choosing another replaces it. */
  preview: FixturePreview | null;
  onRead: (preview: FixturePreview) => void;
}

/**
 * 'Fil': the fixture list chosen, dropped or pasted, sent and read by the server. Another type or a file over the limit
 * is refused under the picker before any call; the server's refusals (a row that cannot be read, named) show there
 * too. While the call runs the step says that the file is being read, with an indeterminate bar (fetch reports no
 * upload progress). Once read, the wizard moves on to the matches by itself.
 */
export const FileStep = ({ clubId, preview, onRead }: FileStepProps) => {
  const { t, i18n } = useTranslation();
  const parse = useMutation(fixtureImportMutations.parse(clubId));
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState<File>();

  const take = async (file: File) => {
    setError(undefined);
    if (file.size > FIXTURE_FILE_MAX_BYTES) {
      setError(t('activities.fixtureImport.file.tooBig', { size: megabytes(FIXTURE_FILE_MAX_BYTES, i18n.language) }));
      return;
    }
    setSending(file);
    try {
      onRead(await parse.mutateAsync(file));
    } catch (failure) {
      setError(fixtureErrorText(t, failure));
    } finally {
      setSending(undefined);
    }
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="fixture-file-title">
      <h3 id="fixture-file-title" className="text-lg font-semibold">
        {t('activities.fixtureImport.file.title')}
      </h3>
      <p>{t('activities.fixtureImport.file.intro')}</p>
      <p className="text-sm text-fg-muted">{t('activities.fixtureImport.file.columns')}</p>
      {sending ? (
        <div className="flex flex-col gap-2">
          <ProgressBar label={t('activities.fixtureImport.file.reading')} isIndeterminate />
          <p className="text-sm text-fg-muted" aria-live="polite">
            {t('activities.fixtureImport.file.readingName', { fileName: sending.name })}
          </p>
        </div>
      ) : (
        <FileDrop
          acceptedFileTypes={FIXTURE_FILE_TYPES}
          onSelect={(file) => void take(file)}
          label={t('activities.fixtureImport.file.pick')}
          dropHint={t('activities.fixtureImport.file.dropHint')}
          dropZoneLabel={t('activities.fixtureImport.file.dropZone')}
          rejectedMessage={t('activities.fixtureImport.refusals.fixtureFileType')}
          errorMessage={error}
        />
      )}
      <p role="status" className="text-sm text-fg-muted empty:hidden">
        {preview && !sending && !error
          ? t('activities.fixtureImport.file.read', { fileName: preview.fileName, count: preview.rows.length })
          : ''}
      </p>
    </section>
  );
};
