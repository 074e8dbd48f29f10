import type { ImportSource } from '@klubhus/domain';
import { FileDrop, ProgressBar } from '@klubhus/ui';
import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { fileSize, importErrorText, isTooBig, maxFileSize } from '../importRules';
import { memberImportMutations } from '../mutations';

/** Spec §5 "Import accepts only .csv files": by the name, as the server decides (a MIME type proves nothing). */
const CSV_ONLY: readonly string[] = ['.csv'];

export interface UploadStepProps {
  clubId: number;
  source: ImportSource;
}

/**
 * The upload (spec §4 "association-system import, csv import"; §5 "Import accepts only .csv files"; §8 "file upload
 * error: shown in red under the file picker"). Another file type or a file over the limit is refused under the picker
 * before any call; the server's refusals (a malformed line named) show there too. The client cannot tell how far an
 * upload has come (fetch reports no upload progress), so while the call runs the step says, honestly, that the file
 * is being sent and read, with an indeterminate bar. Once staged, the wizard moves on by itself.
 */
export const UploadStep = ({ clubId, source }: UploadStepProps) => {
  const { t, i18n } = useTranslation();
  const upload = useMutation(memberImportMutations.upload(clubId));
  const [error, setError] = useState<string>();
  const [sending, setSending] = useState<File>();

  const take = async (file: File) => {
    setError(undefined);
    if (isTooBig(file)) {
      setError(t('memberImport.upload.tooBig', { size: maxFileSize(i18n.language) }));
      return;
    }
    setSending(file);
    try {
      await upload.mutateAsync({ source, file });
    } catch (failure) {
      setError(importErrorText(t, failure));
      setSending(undefined);
    }
  };

  return (
    <section className="flex flex-col gap-4" aria-labelledby="import-upload-title">
      <h3 id="import-upload-title" className="text-lg font-semibold">
        {t(source === 'conventus' ? 'memberImport.upload.conventusTitle' : 'memberImport.upload.csvTitle')}
      </h3>
      <p className="text-sm text-fg-muted">
        {t(source === 'conventus' ? 'memberImport.upload.conventusHelp' : 'memberImport.upload.csvHelp')}
      </p>
      {sending && upload.isPending ? (
        <div className="flex flex-col gap-2">
          <ProgressBar label={t('memberImport.upload.reading')} isIndeterminate />
          <p className="text-sm text-fg-muted" aria-live="polite">
            {t('memberImport.upload.readingHelp', { name: sending.name, size: fileSize(sending.size, i18n.language) })}
          </p>
        </div>
      ) : (
        <FileDrop
          acceptedFileTypes={CSV_ONLY}
          onSelect={(file) => void take(file)}
          label={t('memberImport.upload.pick')}
          dropHint={t('memberImport.upload.dropHint')}
          dropZoneLabel={t('memberImport.upload.dropZone')}
          rejectedMessage={t('memberImport.refusals.csvOnly')}
          errorMessage={error}
        />
      )}
    </section>
  );
};
