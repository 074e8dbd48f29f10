import { Button } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

/** A failed read, with a retry. */
export const LoadFailed = ({ isRetrying, onRetry }: { isRetrying: boolean; onRetry: () => void }) => {
  const { t } = useTranslation();
  return (
    <div
      role="alert"
      className="flex flex-col items-start gap-3 rounded-surface bg-danger-soft p-4 text-danger-soft-fg"
    >
      <p>{t('activityTypes.loadFailed')}</p>
      <Button variant="secondary" isPending={isRetrying} onPress={onRetry}>
        {t('activityTypes.retry')}
      </Button>
    </div>
  );
};
