import { Outlet } from 'react-router-dom';
import { useActiveClub } from '../session/useActiveClub';
import { LoadingScreen } from '../LoadingScreen';
import { PhoneNotice } from '../phone/PhoneNotice';
import { PhoneShell } from '../phone/PhoneShell';
import { useBrowserChoice } from '../phone/browserChoice';
import { Sidebar } from './Sidebar';
import { useIsPhone } from './useIsPhone';

/**
 * The signed-in app's frame: the sidebar beside the page. On a phone the notice to use a computer (and
 * the app) comes first (spec document 2 §2.1); a device that chose to continue in the browser gets the
 * page under a top bar, with the sidebar as a drawer (ADR 008).
 */
export const AppShell = () => {
  const { activeClub, role } = useActiveClub();
  const isPhone = useIsPhone();
  const [inBrowser, continueInBrowser] = useBrowserChoice();
  // The routes put the shell behind WithClub; on its own (a story) it waits for the clubs the same way.
  if (!activeClub) return <LoadingScreen />;
  if (isPhone) return inBrowser ? <PhoneShell role={role} /> : <PhoneNotice onContinue={continueInBrowser} />;
  return (
    <div className="flex min-h-dvh bg-surface-sunken text-fg">
      <Sidebar role={role} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
};
