import { useTranslation } from 'react-i18next';

/** Shown while start-up and a route's code are loading. */
export const LoadingScreen = () => {
  const { t } = useTranslation();
  return (
    <main className="flex min-h-screen items-center justify-center p-6">
      <p role="status" className="text-fg-muted">
        {t('shell.loading')}
      </p>
    </main>
  );
};
