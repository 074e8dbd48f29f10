import { sponsorGatePlan, type SponsorCheck } from '@klubhus/domain';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { api } from '../api';
import { LoadingScreen } from '../LoadingScreen';
import { useSessionStore } from '../session/SessionContext';

/**
 * The sponsor gate (spec document 2 §4): right after sign-in the app waits for the sponsor check; a
 * banner is shown for 2 s, and when the check fails or answers 0 the app continues after 500 ms.
 */
export const SponsorGate = () => {
  const { t } = useTranslation();
  const store = useSessionStore();
  const [banner, setBanner] = useState<string | null>(null);

  useEffect(() => {
    let cancelled = false;
    let timer: ReturnType<typeof setTimeout> | undefined;
    void api()
      .showSponsor({})
      .then(
        (answer): SponsorCheck => answer,
        (error: unknown): SponsorCheck => {
          console.warn('The sponsor check failed; the app continues', error);
          return 'failed';
        },
      )
      .then((check) => {
        if (cancelled) return;
        const plan = sponsorGatePlan(check);
        setBanner(plan.bannerUrl);
        timer = setTimeout(() => store.setSponsorPending(false), plan.holdMs);
      });
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
  }, [store]);

  if (!banner) return <LoadingScreen />;
  return (
    <main className="flex min-h-screen flex-col items-center justify-center gap-3 bg-surface p-6">
      <p className="text-sm font-semibold tracking-wide text-fg-muted uppercase">{t('shell.sponsor.label')}</p>
      <img src={banner} alt={t('shell.sponsor.alt')} className="max-h-[70vh] max-w-full rounded-surface" />
    </main>
  );
};
