import { useTranslation } from 'react-i18next';
import { useLocation } from 'react-router-dom';
import { useActiveClub } from '../../../shell/session/useActiveClub';

/**
 * /overview for now: the active club's name, the "club created" greeting after /create-club, and a
 * word that the dashboard of spec document 2 §2.3 comes later. The shell's sidebar leads on.
 */
export const OverviewRoute = () => {
  const { t } = useTranslation();
  const { activeClub } = useActiveClub();
  const state: unknown = useLocation().state;
  const clubCreated = typeof state === 'object' && state !== null && 'clubCreated' in state;
  if (!activeClub) return null;
  return (
    <main className="flex w-full max-w-3xl flex-col gap-6 p-8">
      <header className="flex flex-col gap-1">
        <p className="text-sm font-semibold tracking-wide text-brand-soft-fg uppercase">{activeClub.title}</p>
        <h1 className="text-3xl font-bold">{t('overview.title')}</h1>
      </header>
      {clubCreated && (
        <p role="status" className="rounded-surface bg-success-soft p-4 text-success-soft-fg">
          {t('overview.clubCreated', { club: activeClub.title })}
        </p>
      )}
      <p className="text-fg-muted">{t('overview.placeholder')}</p>
    </main>
  );
};
