import { sponsorGatePlan } from '@klubhus/domain';
import { useQuery } from '@tanstack/react-query';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadingScreen } from '../LoadingScreen';
import { useSessionStore } from '../session/SessionContext';
import { sponsorQueries } from './queries';

/**
 * The sponsor gate (spec document 2 §4): right after sign-in the app waits for the sponsor check; a
 * banner is shown for 2 s, and when the check fails or answers 0 the app continues after 500 ms.
 */
export const SponsorGate = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const check = useQuery(sponsorQueries.show());
  const plan = check.isPending ? null : sponsorGatePlan(check.isError ? 'failed' : check.data);
  const holdMs = plan?.holdMs;

  useEffect(() => {
    if (holdMs === undefined) return;
    if (check.error) console.warn('The sponsor check failed; the app continues', check.error);
    const timer = setTimeout(() => store.setSponsorPending(false), holdMs);
    return () => clearTimeout(timer);
  }, [holdMs, check.error, store]);

  if (!plan?.bannerUrl) return <LoadingScreen />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-surface p-6">
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t('shell.sponsor.label')}</p>
      <img src={plan.bannerUrl} alt={t('shell.sponsor.alt')} className="max-h-[70vh] max-w-full rounded-surface" />
    </main>
  );
};
