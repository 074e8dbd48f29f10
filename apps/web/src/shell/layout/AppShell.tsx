import { MobileNotice } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { Outlet } from 'react-router-dom';
import { useActiveClub } from '../session/useActiveClub';
import { LoadingScreen } from '../LoadingScreen';
import { useStoreLinks } from '../useStoreLinks';
import { Sidebar } from './Sidebar';
import { useIsPhone } from './useIsPhone';

/**
 * The signed-in app's frame: the sidebar beside the page. On a phone the notice to use a computer (and
 * the app) takes its place (spec document 2 §2.1).
 */
export const AppShell = () => {
  const { t } = useTranslation();
  const storeLinks = useStoreLinks();
  const { activeClub, role } = useActiveClub();
  const isPhone = useIsPhone();
  // The routes put the shell behind WithClub; on its own (a story) it waits for the clubs the same way.
  if (!activeClub) return <LoadingScreen />;
  if (isPhone) {
    return (
      <main className="min-h-dvh">
        <MobileNotice
          title={t('shell.mobile.title')}
          message={t('shell.mobile.message')}
          appMessage={t('shell.mobile.appMessage')}
          storeLinks={storeLinks}
        />
      </main>
    );
  }
  return (
    <div className="flex min-h-dvh bg-surface-sunken text-fg">
      <Sidebar role={role} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
};
