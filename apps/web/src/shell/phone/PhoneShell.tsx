import type { MemberRole } from '@klubhus/domain';
import { IconButton } from '@klubhus/ui';
import { Menu } from 'lucide-react';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation } from 'react-router-dom';
import { BrandMark } from '../BrandMark';
import { NavDrawer } from './NavDrawer';

export interface PhoneShellProps {
  role: MemberRole;
}

/**
 * The signed-in app on a phone whose user chose the browser: a top bar with the menu button above the
 * page, and the sidebar as a drawer. The page scrolls down, never sideways (wide content scrolls in its box).
 */
export const PhoneShell = ({ role }: PhoneShellProps) => {
  const { t } = useTranslation();
  const { key } = useLocation();
  // The drawer is open on the page it was opened on, so any navigation (a menu entry, a switcher) closes it.
  const [openOn, setOpenOn] = useState<string | null>(null);
  const isOpen = openOn === key;
  return (
    <div className="flex min-h-dvh min-w-0 flex-col bg-surface-sunken text-fg">
      <header className="sticky top-0 z-10 flex h-14 shrink-0 items-center gap-1 border-b border-border bg-surface px-2">
        <IconButton aria-label={t('shell.menu.open')} aria-expanded={isOpen} size="lg" onPress={() => setOpenOn(key)}>
          <Menu aria-hidden="true" />
        </IconButton>
        <BrandMark size="small" />
      </header>
      <NavDrawer role={role} isOpen={isOpen} onOpenChange={(open) => setOpenOn(open ? key : null)} />
      <div className="min-w-0 flex-1">
        <Outlet />
      </div>
    </div>
  );
};
