import { Button, EmptyState, Spinner } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';

/** While the types (or the club list) load. */
export const Loading = () => {
  const { t } = useTranslation();
  return (
    <div className="flex justify-center py-16">
      <Spinner size="lg" aria-label={t('activityTypes.loading')} />
    </div>
  );
};

/** For anyone but an administrator (spec document 2 §6): nothing is fetched. */
export const AdminOnly = () => {
  const { t } = useTranslation();
  return <EmptyState headingLevel={3} title={t('activityTypes.adminOnly')} />;
};

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
