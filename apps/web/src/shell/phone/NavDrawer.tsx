import { Modal } from '@klubhus/ui';
import type { MemberRole } from '@klubhus/domain';
import { useTranslation } from 'react-i18next';
import { SidebarContent } from '../layout/Sidebar';

export interface NavDrawerProps {
  role: MemberRole;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
}

/**
 * The sidebar on a phone: the same content in a modal panel, named like the sidebar. Focus stays inside
 * while it is open and returns to the menu button; Escape, the close button and a press outside close it.
 */
export const NavDrawer = ({ role, isOpen, onOpenChange }: NavDrawerProps) => {
  const { t } = useTranslation();
  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      size="small"
      title={t('shell.sidebar')}
      closeLabel={t('shell.menu.close')}
    >
      <div className="flex flex-col gap-4">
        <SidebarContent role={role} showBrand={false} />
      </div>
    </Modal>
  );
};
