import { Button, ProgressBar } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import type { ExportProgress } from '../../hooks/useMemberExport';
import { formatBytes } from '../../memberFormat';

export interface ExportProgressBarProps {
  progress: ExportProgress;
  onCancel: () => void;
}

/** A download's progress: the bytes received, of the whole when the server said how big the file is. */
export const ExportProgressBar = ({ progress, onCancel }: ExportProgressBarProps) => {
  const { t, i18n } = useTranslation();
  const size = formatBytes(progress.received, i18n.language);
  const { total } = progress;
  // A streamed file has no length: the bar runs without a share, and the bytes so far stand beside it.
  return (
    <div className="flex w-full max-w-md items-end gap-3">
      <div className="flex min-w-0 flex-1 flex-col gap-1">
        <ProgressBar
          label={t('members.exports.progress', { file: progress.fileName })}
          value={progress.received}
          maxValue={total ?? 1}
          isIndeterminate={total === undefined}
          valueLabel={
            total === undefined
              ? undefined
              : t('members.exports.receivedOf', { size, total: formatBytes(total, i18n.language) })
          }
        />
        {total === undefined && (
          <span className="text-sm text-fg-muted tabular-nums">{t('members.exports.received', { size })}</span>
        )}
      </div>
      <Button variant="secondary" size="sm" onPress={onCancel}>
        {t('members.exports.cancel')}
      </Button>
    </div>
  );
};
