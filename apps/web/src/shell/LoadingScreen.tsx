import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { brandForHost } from '../brands';

/**
 * Shown while start-up and a route's code are loading: the host's brand mark (its logo, or its name as the
 * wordmark, also when the logo will not load) and a status line. The server puts the same mark, with the same
 * classes, into the page before any script runs (apps/server/src/http/webPage.ts `withSplash`), so this screen
 * replaces it without a jump and the logo is painted at once (issue 14).
 */
export const LoadingScreen = () => {
  const { t } = useTranslation();
  const brand = brandForHost(window.location.hostname);
  const [logoFailed, setLogoFailed] = useState(false);
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-4 p-6">
      {brand?.logo && !logoFailed ? (
        <img
          src={brand.logo}
          alt={brand.companyName}
          className="h-10 w-auto"
          fetchPriority="high"
          onError={() => setLogoFailed(true)}
        />
      ) : (
        <p className="text-lg font-semibold tracking-wide text-brand-soft-fg uppercase">{brand?.companyName}</p>
      )}
      <p role="status" className="text-fg-muted">
        {t('shell.loading')}
      </p>
    </main>
  );
};
