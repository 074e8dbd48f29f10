import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { useStoreLinks } from './useStoreLinks';

/** The brand's app-store links (spec document 1 §1: each locale's own store links; behind `store_badges`). */
export const StoreBadges = () => {
  const { t } = useTranslation();
  return (
    <ul aria-label={t('shell.storeBadges')} className="flex flex-col gap-1 text-sm">
      {useStoreLinks().map((store) => (
        <li key={store.href}>
          <Link href={store.href} target="_blank" rel="noopener noreferrer" variant="standalone">
            {store.label}
          </Link>
        </li>
      ))}
    </ul>
  );
};
