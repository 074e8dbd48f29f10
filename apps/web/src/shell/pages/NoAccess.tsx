import { EmptyState } from '@klubhus/ui';
import { Lock } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AreaId } from '../layout/navigation';

/** A group leader who opens messages, settings or payments by address: the same reason the sidebar gives. */
export const NoAccess = ({ area }: { area: AreaId }) => {
  const { t } = useTranslation();
  return (
    <main className="flex flex-col gap-6 p-8">
      <h1 className="text-2xl font-bold">{t(`shell.nav.${area}`)}</h1>
      <EmptyState headingLevel={2} icon={<Lock />} title={t('shell.nav.leadersNoAccess')} />
    </main>
  );
};
