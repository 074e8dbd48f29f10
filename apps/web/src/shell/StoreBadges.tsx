import { Link } from '@klubhus/ui';
import { useTranslation } from 'react-i18next';
import { useDomainSettings } from './DomainSettingsContext';

/** The brand's app-store links (spec document 1 §1: each locale's own store links; behind `store_badges`). */
export const StoreBadges = () => {
  const { t } = useTranslation();
  const { storeLinks } = useDomainSettings();
  return (
    <ul aria-label={t('shell.storeBadges')} className="flex flex-col gap-1 text-sm">
      {storeLinks.apple && (
        <li>
          <Link href={storeLinks.apple} target="_blank" rel="noopener noreferrer" variant="standalone">
            {t('download.appStore')}
          </Link>
        </li>
      )}
      {storeLinks.google && (
        <li>
          <Link href={storeLinks.google} target="_blank" rel="noopener noreferrer" variant="standalone">
            {t('download.googlePlay')}
          </Link>
        </li>
      )}
    </ul>
  );
};
