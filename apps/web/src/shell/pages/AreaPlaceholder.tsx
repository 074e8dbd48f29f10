import { EmptyState } from '@klubhus/ui';
import { Construction } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { AreaId } from '../layout/navigation';

/**
 * An area of the app whose screens come with a later issue (members, messages, activities ...): the
 * page is there, named, and says so, so that the sidebar never leads nowhere.
 */
export const AreaPlaceholder = ({ area }: { area: AreaId }) => {
  const { t } = useTranslation();
  return (
    <main className="flex flex-col gap-6 p-8">
      <h1 className="text-2xl font-bold">{t(`shell.nav.${area}`)}</h1>
      <EmptyState
        headingLevel={2}
        icon={<Construction />}
        title={t('shell.placeholder.title')}
        description={t('shell.placeholder.body')}
      />
    </main>
  );
};
