import type { ImportMemberRow, ImportSummary } from '@klubhus/domain';
import { Checkbox } from '@klubhus/ui';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { usePreviewWindow } from '../hooks/usePreviewWindow';
import { PreviewTable } from './PreviewTable';
import { RowEditor } from './RowEditor';

export interface PreviewStepProps {
  clubId: number;
  summary: ImportSummary;
}

/**
 * Members preview (spec §4): every row of the file, paged from `importoverview`; rows with problems marked, the
 * filter "Skal rettes", and a chosen row edited or left out (`patchImportedRow`). The import cannot be confirmed
 * while problems remain, and the step says why.
 */
export const PreviewStep = ({ clubId, summary }: PreviewStepProps) => {
  const { t } = useTranslation();
  const [problemsOnly, setProblemsOnly] = useState(summary.problemCount > 0);
  const preview = usePreviewWindow(clubId, { problemsOnly });
  const [open, setOpen] = useState<ImportMemberRow>();
  const box = useRef<HTMLDivElement>(null);
  const closeRow = () => {
    setOpen(undefined);
    // Back to the list the row was chosen in.
    requestAnimationFrame(() => box.current?.focus());
  };

  return (
    <div className="flex flex-col gap-3">
      <p>{t('memberImport.preview.intro')}</p>
      <p className="text-sm text-fg-muted">
        {t('memberImport.preview.counts', {
          rows: summary.rowCount,
          removed: summary.removedCount,
          problems: summary.problemCount,
        })}
      </p>
      {open ? (
        <RowEditor clubId={clubId} row={open} onDone={closeRow} />
      ) : (
        <div ref={box} tabIndex={-1} className="flex flex-col gap-3 outline-hidden">
          <Checkbox isSelected={problemsOnly} onChange={setProblemsOnly}>
            {t('memberImport.preview.problemsOnly')}
          </Checkbox>
          <PreviewTable
            windowed={preview.windowed}
            problemsOnly={problemsOnly}
            isLoading={preview.isPending}
            isError={preview.isError}
            onRetry={preview.retry}
            onOpenRow={(id) => setOpen(preview.rowById(id))}
          />
        </div>
      )}
      <p aria-live="polite" className={summary.problemCount > 0 ? 'text-sm text-danger' : 'text-sm text-success'}>
        {summary.problemCount > 0
          ? t('memberImport.preview.blocked', { count: summary.problemCount })
          : t('memberImport.preview.ready')}
      </p>
    </div>
  );
};
