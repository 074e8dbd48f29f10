import { sponsorGatePlan } from '@klubhus/domain';
import { Link } from '@klubhus/ui';
import { useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../LoadingScreen';
import { useSession, useSessionStore } from '../session/SessionContext';
import { sponsorQueries } from './queries';

/**
 * The sponsor gate (spec document 2 §4): right after sign-in the app waits for the sponsor check of the remembered
 * club; a banner — the sponsor's logo, named by its title and leading to its address — is shown for 2 s, and when the
 * check fails or answers 0 the app continues after 500 ms.
 */
export const SponsorGate = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const { clubId } = useSession();
  // The club of the moment the gate opened: choosing a club meanwhile must not ask (and count a view) again.
  const [asked] = useState(clubId);
  const check = useQuery(sponsorQueries.show(asked));
  const plan = check.isPending ? null : sponsorGatePlan(check.isError ? 'failed' : check.data);
  const holdMs = plan?.holdMs;

  useEffect(() => {
    if (holdMs === undefined) return;
    if (check.error) console.warn('The sponsor check failed; the app continues', check.error);
    const timer = setTimeout(() => store.setSponsorPending(false), holdMs);
    return () => clearTimeout(timer);
  }, [holdMs, check.error, store]);

  if (!plan?.bannerUrl) return <LoadingScreen />;
  const sponsor = typeof check.data === 'object' ? check.data : undefined;
  // A `/files/…` address of the API's origin, shown as the club's header image is: as the server gave it.
  const banner = (
    <img
      src={plan.bannerUrl}
      alt={sponsor?.title || t('shell.sponsor.alt')}
      className="max-h-[70vh] max-w-full rounded-surface"
    />
  );
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-surface p-6">
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t('shell.sponsor.label')}</p>
      {sponsor?.url ? (
        <Link href={sponsor.url} target="_blank" rel="sponsored noopener noreferrer" showExternalIcon={false}>
          {banner}
        </Link>
      ) : (
        banner
      )}
    </main>
  );
};
